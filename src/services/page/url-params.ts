import { acceptUsageSelection } from '../../domain/refine/refine-custom-usage';
import { applyPostcodeAndFuel } from './url-postcode-fuel';
import { accountNumberOf } from '../../domain/refine/refine-account';
import { isGreenOption } from '../../domain/refine/refine-events';
import { isMeterId } from '../../domain/refine';
import { dropOverLongExdatFields, EXDAT_MAX_LENGTH, exdatBase64, isExdatTooLong, searchWithout } from '../../domain/page/exdat';
import {
  existingCustomerFromSegment,
  getQueryParam,
  getTrimmedQueryParam,
  isDeclineParam,
  parseCustomerSegment,
  parseCustomerType,
  parsePropertyRelationship,
  parseSourceSystem,
} from '../../domain/page';
import { isUrlQuoteReferenceTrusted, QUOTE_EMAILED_URL_KEY, QUOTE_REFERENCE_PATTERN } from '../../domain/quote/quote-reference';
import { isEstimatePeriod, isUsageEstimateType } from '../../domain/shared';
import { journeyFromQuery } from '../../domain/page/journey';
import { fromBase64, readStorageValue } from '../../store/storage';
import type { EaStore } from '../../store';
import { logWarning } from '../../log';
import { rememberReplacedReference } from '../quote/url-reference';

/**
 * Decodes `exdat` (base64 or base64url of UTF-8 JSON; a raw `+` the query string read as a space is
 * a `+`); null with a warning when any step fails or it is over its length cap. A text over its
 * field's cap is left out, with one warning naming the fields. Validation happens at the merge.
 */
export function decodeExdat(raw: string): Record<string, unknown> | null {
  if (isExdatTooLong(raw)) {
    logWarning(`ignored exdat: ${raw.length} characters, over its cap of ${EXDAT_MAX_LENGTH}`);
    return null;
  }
  const text = fromBase64(exdatBase64(raw));
  if (text === null) {
    logWarning('ignored exdat: not base64 UTF-8');
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    logWarning('ignored exdat: not JSON');
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    logWarning('ignored exdat: not a JSON object');
    return null;
  }
  const record = data as Record<string, unknown>;
  const ignored = dropOverLongExdatFields(record);
  if (ignored.length) logWarning(`ignored exdat fields over their length caps: ${ignored.join(', ')}`);
  return record;
}

/**
 * `exdat` carries personal data (names, e-mail, phone, address): once read, it leaves the address
 * bar (and so the history entry, bookmarks and shared links). The other parameters, the hash and
 * the history entry's state stay as they were.
 */
function removeExdatFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  if (getQueryParam(new URLSearchParams(search), 'exdat') === undefined) return;
  try {
    history.replaceState(history.state, '', `${pathname}${searchWithout(search, 'exdat')}${hash}`);
  } catch (error) {
    logWarning(`exdat could not be removed from the address bar (${error instanceof Error ? error.message : String(error)})`);
  }
}

const usageValue = (raw: string | undefined): number | undefined => {
  if (raw === undefined || !/^\d+(\.\d+)?$/.test(raw)) return undefined;
  return Number(raw);
};

/**
 * Applies the URL parameters of spec 1 §2 and spec 3 §2.1 to the store. Names match in any case;
 * invalid values are ignored with a warning and change nothing. `exdat` (saved state) is merged
 * first, by the validating merge, which is loaded only when the URL carries it. Loaded by
 * `applyUrl` (./url-state.ts) only for a URL that carries more than a postcode and a fuel.
 */
export async function applyUrlParams(store: EaStore, params: URLSearchParams): Promise<void> {
  const get = (name: string): string | undefined => getTrimmedQueryParam(params, name);

  const exdat = get('exdat');
  if (getQueryParam(params, 'exdat') !== undefined) removeExdatFromAddressBar();
  if (exdat !== undefined) {
    const data = decodeExdat(exdat);
    if (data !== null) {
      try {
        (await import('../../store/validate')).loadSavedState(store, data);
      } catch (error) {
        // The other parameters still apply.
        logWarning(`ignored exdat: it could not be applied (${error instanceof Error ? error.message : String(error)})`);
      }
    }
  }
  const s = store.getState();

  const customerType = get('customerType');
  if (customerType !== undefined) {
    const parsed = parseCustomerType(customerType);
    if (parsed) s.setCustomerType(parsed);
    else logWarning(`ignored customerType=${customerType}`);
  }

  const sourceSystem = get('sourceSystem');
  if (sourceSystem !== undefined) {
    const parsed = parseSourceSystem(sourceSystem);
    if (parsed) s.patch('app', { sourceSystem: parsed });
    else logWarning(`ignored sourceSystem=${sourceSystem}`);
  }

  const segment = get('customerSegment') ?? get('segment');
  if (segment !== undefined) {
    const existing = existingCustomerFromSegment(parseCustomerSegment(segment));
    if (existing) s.setExistingCustomer(existing);
    else logWarning(`ignored customerSegment=${segment}`);
  }

  const propRel = get('propRel');
  if (propRel !== undefined) {
    const parsed = parsePropertyRelationship(propRel);
    if (parsed) s.patch('person', { customerPropertyRelationship: parsed });
    else logWarning(`ignored propRel=${propRel}`);
  }

  const fuel = applyPostcodeAndFuel(store, params);
  const fuelRaw = get('fuel');

  // Digits, at most 10 (spec 2 §5): another value would make every lookup fail. One refused counts as absent.
  const account = (name: 'electricityAccountNumber' | 'gasAccountNumber', value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const digits = accountNumberOf(value);
    if (digits === null) {
      logWarning(`ignored ${name}=${value}`);
      return undefined;
    }
    s.patch('account', { [name]: digits });
    return digits;
  };
  const eleAccount = account('electricityAccountNumber', get('electricityAccountNumber') ?? get('eleAccountNumber'));
  const gasAccount = account('gasAccountNumber', get('gasAccountNumber'));
  if (fuel && (eleAccount !== undefined || gasAccount !== undefined || store.getState().app.sourceSystem === 'MA')) {
    s.patch('app', { journey: journeyFromQuery({ fuel: fuelRaw, electricityAccountNumber: eleAccount, gasAccountNumber: gasAccount }) });
  }

  const period = get('estimatePeriod')?.toUpperCase();
  if (period !== undefined) {
    if (isEstimatePeriod(period)) s.patch('refine', { estimatePeriod: period });
    else logWarning(`ignored estimatePeriod=${period}`);
  }

  for (const [fuelKey, prefix] of [
    ['electricity', 'ele'],
    ['gas', 'gas'],
  ] as const) {
    const type = get(`${prefix}UsageType`)?.toLowerCase();
    if (type === undefined) continue;
    // Custom usage is clamped to the fuel's range (spec 2 §5), as on every other way in.
    const selection = isUsageEstimateType(type)
      ? acceptUsageSelection(fuelKey, { type, value: usageValue(get(`${prefix}UsageValue`)) })
      : undefined;
    if (!selection) {
      logWarning(`ignored ${prefix}UsageType=${type}`);
      continue;
    }
    const refine = store.getState().refine;
    s.patch('refine', { usageSelection: { ...refine.usageSelection, [fuelKey]: selection } });
  }

  const green = get('green');
  if (green !== undefined) {
    if (/^\d+$/.test(green) && isGreenOption(Number(green)))
      s.patch('quote', { greenOption: Number(green), isGreenPowerOptIn: Number(green) > 0 });
    else logWarning(`ignored green=${green}`);
  }

  // A meter id the plans cannot be looked up by (not 10 or 11 letters and digits) is not kept either: the summary
  // and checkout would carry it.
  for (const name of ['nmi', 'mirn'] as const) {
    const id = get(name);
    if (id === undefined) continue;
    if (isMeterId(id)) s.patch('connection', { [name]: id });
    else logWarning(`ignored ${name}=${id}`);
  }

  const reference = get('r');
  if (reference !== undefined) {
    // After an e-mailed quote the URL's reference is no longer trusted (spec 3 §4.7): state keeps its own.
    if (!QUOTE_REFERENCE_PATTERN.test(reference)) logWarning('ignored r: not a quote reference');
    else if (isUrlQuoteReferenceTrusted(reference, readStorageValue('session', QUOTE_EMAILED_URL_KEY))) {
      rememberReplacedReference(reference, store.getState().quote.savedQuoteReference);
      s.patch('quote', { savedQuoteReference: reference });
    }
  }

  if (isDeclineParam(get('decline'))) s.patch('app', { quoteCancelled: true });

  // A shared link that names plans (issue 17): its service loads only then, and selects them once they are shown.
  if (['elePlan', 'gasPlan', 'compare'].some((name) => get(name) !== undefined)) {
    const search = `?${params.toString()}`;
    import('../compare/share-open').then(
      (m) => void m.openSharedLink(store, search),
      (error: unknown) => logWarning(`the shared link could not be opened (${error instanceof Error ? error.message : String(error)})`),
    );
  }
}

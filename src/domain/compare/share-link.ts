/**
 * The share link (issue 17): the plans page's view as query parameters, under the names the
 * page already reads (spec 1 §2: postcode, fuel, estimatePeriod, ele/gasUsageType,
 * ele/gasUsageValue, green; customerType) plus `elePlan`, `gasPlan` and `compare` (ours), and
 * back, validated with valibot. It carries no personal data: no address, account number, NMI or
 * MIRN, whatever the state it is made from holds. Loaded only with the compare view and when a
 * link carries the parameters of ours.
 */
import * as v from 'valibot';
import { isPanelKey, PLAN_CODE_PATTERN } from './panel-key';
import { SHARED_PLANS_DROPPED_TEXT } from './compare-texts';
import { reconcileCompared, MAX_COMPARED } from './compare';
import {
  ESTIMATE_PERIODS,
  USAGE_ESTIMATE_TYPES,
  type CustomerType,
  type EstimatePeriod,
  type Fuel,
  type QueryFuel,
  type SingleFuel,
} from '../shared/enums';
import type { UsageChoice } from '../plans/plan-estimates';
import { isValidPostcode, POSTCODE_PATTERN } from '../shared/postcode';
import { getQueryParam, parseCustomerType, parseQueryFuel } from '../page/query';
import { acceptUsageSelection } from '../refine/refine-custom-usage';

/** What a shared link opens. Every field optional: what is missing is the page's default. */
export interface ShareableView {
  customerType?: CustomerType;
  postcode?: string;
  fuel?: Fuel;
  period?: EstimatePeriod;
  /** GreenPower percentage, 0–100. */
  greenOption?: number;
  usage?: { electricity?: UsageChoice; gas?: UsageChoice };
  /** The selected plan of each fuel (plan codes). */
  selected?: { electricity?: string; gas?: string };
  /** The compared panels (panel keys: a plan code, or an electricity and a gas code joined by '+'). */
  compared?: string[];
}

/** Query parameter names of the share link. */
export const SHARE_PARAMS = {
  customerType: 'customerType',
  postcode: 'postcode',
  fuel: 'fuel',
  period: 'estimatePeriod',
  eleUsageType: 'eleUsageType',
  eleUsageValue: 'eleUsageValue',
  gasUsageType: 'gasUsageType',
  gasUsageValue: 'gasUsageValue',
  green: 'green',
  elePlan: 'elePlan',
  gasPlan: 'gasPlan',
  compare: 'compare',
} as const;

/** A link longer than this is not one we made: none of it is read. */
export const MAX_SHARE_SEARCH_LENGTH = 4000;

const FUEL_TO_QUERY: Readonly<Record<Fuel, QueryFuel>> = { electricity: 'ele', gas: 'gas', both: 'both' };
const USAGE_PREFIX: Readonly<Record<SingleFuel, 'ele' | 'gas'>> = { electricity: 'ele', gas: 'gas' };

const PlanCodeSchema = v.pipe(v.string(), v.regex(PLAN_CODE_PATTERN));
const GreenSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,3}$/),
  v.transform(Number),
  v.check((n) => n <= 100),
);
const PeriodSchema = v.pipe(v.string(), v.toUpperCase(), v.picklist(ESTIMATE_PERIODS));
const UsageTypeSchema = v.pipe(
  v.string(),
  v.transform((s) => s.toLowerCase()),
  v.picklist(USAGE_ESTIMATE_TYPES),
);
const UsageValueSchema = v.pipe(v.string(), v.regex(/^\d{1,6}(\.\d{1,4})?$/), v.transform(Number));
/** Panel keys, comma-separated: valid ones kept in order without repeats, at most three; `extra` counts what was left out. */
const CompareSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_COMPARED * 200),
  v.transform((raw) => {
    const keys: string[] = [];
    let extra = 0;
    // A '+' typed or pasted unencoded reads as a space: it joins a dual-fuel panel's codes.
    for (const key of raw.split(',').map((k) => k.replace(/ /g, '+'))) {
      if (!isPanelKey(key) || keys.includes(key) || keys.length >= MAX_COMPARED) extra++;
      else keys.push(key);
    }
    return { keys, extra };
  }),
);

/** A usage choice as shared: its own usage type and value; an account's own usage goes as a custom daily figure. */
function sharedUsage(fuel: SingleFuel, choice: UsageChoice | undefined): UsageChoice | undefined {
  if (!choice) return undefined;
  const type = choice.type === 'customer' ? 'custom' : choice.type;
  return acceptUsageSelection(fuel, { type, value: choice.value });
}

/**
 * The share link's query parameters for a view ('' when there is nothing to share). Only the
 * fields of {@link ShareableView} are read, each only when valid, so nothing else the object
 * holds (an address, account numbers, NMI, MIRN) can get into the link.
 */
export function encodeShareQuery(view: ShareableView): string {
  const out = new URLSearchParams();
  const P = SHARE_PARAMS;
  if (view.customerType && parseCustomerType(view.customerType)) out.set(P.customerType, view.customerType.toLowerCase());
  if (isValidPostcode(view.postcode)) out.set(P.postcode, view.postcode);
  if (view.fuel && Object.hasOwn(FUEL_TO_QUERY, view.fuel)) out.set(P.fuel, FUEL_TO_QUERY[view.fuel]);
  if (view.period && v.safeParse(PeriodSchema, view.period).success) out.set(P.period, view.period);
  for (const fuel of ['electricity', 'gas'] as const) {
    const usage = sharedUsage(fuel, view.usage?.[fuel]);
    if (!usage) continue;
    out.set(`${USAGE_PREFIX[fuel]}UsageType`, usage.type);
    if (usage.type === 'custom' && usage.value !== undefined) out.set(`${USAGE_PREFIX[fuel]}UsageValue`, String(usage.value));
  }
  const green = view.greenOption;
  if (typeof green === 'number' && Number.isInteger(green) && green >= 0 && green <= 100) out.set(P.green, String(green));
  const ele = view.selected?.electricity;
  const gas = view.selected?.gas;
  if (ele && PLAN_CODE_PATTERN.test(ele)) out.set(P.elePlan, ele);
  if (gas && PLAN_CODE_PATTERN.test(gas)) out.set(P.gasPlan, gas);
  const compared = v.safeParse(CompareSchema, (view.compared ?? []).join(','));
  if (compared.success && compared.output.keys.length) out.set(P.compare, compared.output.keys.join(','));
  const query = out.toString();
  return query ? `?${query}` : '';
}

/**
 * The share link: the page's address (origin and path; its own query and hash are left behind,
 * they may hold an NMI, an account or a quote) with the view's query.
 */
export function shareLink(pageUrl: string, view: ShareableView): string | null {
  try {
    const url = new URL(pageUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}${encodeShareQuery(view)}`;
  } catch {
    return null;
  }
}

/** A decoded share link: the view, and the parameters of the link that were ignored (invalid, too many codes, too long). */
export interface DecodedShareLink {
  view: ShareableView;
  ignored: string[];
}

/**
 * Reads a share link's query (`location.search`). Never throws: a value that is not valid is
 * left out and its parameter named in `ignored`; other parameters are not read; names match in
 * any case and the first of repeated names wins, as everywhere on the page.
 */
export function decodeShareQuery(search: string): DecodedShareLink {
  const view: ShareableView = {};
  const ignored: string[] = [];
  if (typeof search !== 'string') return { view, ignored };
  if (search.length > MAX_SHARE_SEARCH_LENGTH) return { view, ignored: ['link too long'] };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { view, ignored: ['link'] };
  }
  const read = <S extends v.GenericSchema<string, unknown>>(name: string, schema: S): v.InferOutput<S> | undefined => {
    const raw = getQueryParam(params, name)?.trim();
    if (raw === undefined || raw === '') return undefined;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    ignored.push(name);
    return undefined;
  };
  const P = SHARE_PARAMS;

  const customerType = parseCustomerType(read(P.customerType, v.string()));
  if (customerType) view.customerType = customerType;
  else if (getQueryParam(params, P.customerType) !== undefined) ignored.push(P.customerType);
  const postcode = read(P.postcode, v.pipe(v.string(), v.regex(POSTCODE_PATTERN)));
  if (postcode) view.postcode = postcode;
  const fuelRaw = read(P.fuel, v.pipe(v.string(), v.maxLength(20)));
  const fuel = parseQueryFuel(fuelRaw);
  if (fuel) view.fuel = fuel;
  else if (fuelRaw !== undefined) ignored.push(P.fuel);
  const period = read(P.period, PeriodSchema);
  if (period) view.period = period;
  for (const fuel of ['electricity', 'gas'] as const) {
    const prefix = USAGE_PREFIX[fuel];
    const type = read(`${prefix}UsageType`, UsageTypeSchema);
    const value = read(`${prefix}UsageValue`, UsageValueSchema);
    if (!type) continue;
    const usage = acceptUsageSelection(fuel, { type, value });
    if (usage) (view.usage ??= {})[fuel] = usage;
    else ignored.push(`${prefix}UsageType`);
  }
  const green = read(P.green, GreenSchema);
  if (green !== undefined) view.greenOption = green;
  const ele = read(P.elePlan, PlanCodeSchema);
  const gas = read(P.gasPlan, PlanCodeSchema);
  if (ele || gas) view.selected = { ...(ele && { electricity: ele }), ...(gas && { gas }) };
  const compared = read(P.compare, CompareSchema);
  if (compared) {
    if (compared.keys.length) view.compared = compared.keys;
    if (compared.extra) ignored.push(P.compare);
  }
  return { view, ignored };
}

/** The plans the page shows once the shared location has loaded: codes per fuel and panel keys. */
export interface ShownPlans {
  electricity: readonly string[];
  gas: readonly string[];
  panels: readonly string[];
}

/**
 * The shared selection and comparison against the plans the page now shows: a plan that is
 * unknown or no longer offered is dropped and named in `dropped` (for {@link sharedPlansNote}),
 * never an error.
 */
export function reconcileSharedPlans(view: ShareableView, shown: ShownPlans): { view: ShareableView; dropped: string[] } {
  const dropped: string[] = [];
  const selected: NonNullable<ShareableView['selected']> = {};
  for (const fuel of ['electricity', 'gas'] as const) {
    const code = view.selected?.[fuel];
    if (!code) continue;
    if (shown[fuel].includes(code)) selected[fuel] = code;
    else dropped.push(code);
  }
  const compared = reconcileCompared(view.compared ?? [], shown.panels);
  for (const key of compared.dropped) if (!dropped.includes(key)) dropped.push(key);
  const { selected: _selected, compared: _compared, ...rest } = view;
  return {
    view: {
      ...rest,
      ...(Object.keys(selected).length ? { selected } : {}),
      ...(compared.keys.length ? { compared: compared.keys } : {}),
    },
    dropped,
  };
}

/** The note a view shows when a shared link's plans were dropped; null when none were. */
export const sharedPlansNote = (dropped: readonly string[]): string | null => (dropped.length ? SHARED_PLANS_DROPPED_TEXT : null);

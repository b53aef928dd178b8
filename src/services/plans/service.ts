/**
 * The plans service (spec 2 §4): the initial lookup, reloads when the store's location or identity
 * changes, usage bands and distributor for the postcode, estimates. Started by every plans widget;
 * runs once per page and stops with the last one.
 */
import { fetchDistributor, fetchUsageBands } from '../../api/plans';
import { holdInboundEvents, on, onLocationUpdate } from '../../bus';
import { getTrimmedQueryParam } from '../../domain/page';
import { isMeterId } from '../../domain/refine';
import { addressKey, isLookupAddress, isValidPostcode, lookupPlaceKey } from '../../domain/shared';
import { store, type StoreState } from '../../store';
import { deleteCookie, QUOTE_COOKIE } from '../../store/storage';
import { forgetEstimateRequest, watchEstimates } from './estimates';
import { cancelLookup, forgetForcedFuel, isApplying, loadPlans } from './lookup';
import type { LookupParams } from './lookup-params';
import { logWarning } from '../../log';
import { startupSearch, whenStateApplied } from '../page/startup';

/**
 * Initial load: the URL's NMI, then its MIRN, then its postcode; then the most applicable stored
 * data: the stored NMI or MIRN only when the visitor is not moving and the stored address is from
 * their account (spec 2 §7), then a stored address, else the postcode.
 */
export function initialParams(s: StoreState, search: string, applied = search): LookupParams {
  const url = (name: string, from = search): string | undefined => getTrimmedQueryParam(new URLSearchParams(from), name);
  const urlNmi = url('nmi');
  const urlMirn = url('mirn');
  // The URL's postcode as start-up applied it: none when the saved state took the URL's place.
  const urlPostcode = url('postcode', applied);
  if (urlNmi && isMeterId(urlNmi)) return { by: 'nmi', nmi: urlNmi };
  if (urlMirn && isMeterId(urlMirn)) return { by: 'mirn', mirn: urlMirn };
  if (urlPostcode && isValidPostcode(urlPostcode)) return { by: 'postcode', postcode: urlPostcode };
  const { nmi, mirn } = s.connection;
  const meterAllowed = s.moving.movingHouse !== 'MOVING' && s.address.fromUserAccount === true;
  if (meterAllowed && isMeterId(nmi)) return { by: 'nmi', nmi };
  if (meterAllowed && isMeterId(mirn)) return { by: 'mirn', mirn };
  if (isLookupAddress(s.address)) return { by: 'address', address: { ...s.address } };
  return { by: 'postcode', postcode: s.app.postcode };
}

interface Key {
  customerType: string;
  postcode: string;
  nmi: string;
  mirn: string;
  address: string;
  campaignId: string;
  accounts: string;
}
const keyOf = (s: StoreState): Key => ({
  customerType: s.app.customerType,
  postcode: s.app.postcode,
  nmi: s.connection.nmi,
  mirn: s.connection.mirn,
  address: addressKey(s.address),
  campaignId: s.quote.campaignId,
  accounts: `${s.account.electricityAccountNumber}|${s.account.gasAccountNumber}`,
});

/** What a change of the store asks for: a lookup by what changed, or nothing. */
export function reloadFor(prev: Key, next: Key, s: StoreState, lastLookupPostcode: string, last: LookupParams | null): LookupParams | null {
  if (next.nmi !== prev.nmi && isMeterId(next.nmi)) return { by: 'nmi', nmi: next.nmi };
  if (next.mirn !== prev.mirn && isMeterId(next.mirn)) return { by: 'mirn', mirn: next.mirn };
  if (next.address !== prev.address && next.address) return { by: 'address', address: { ...s.address } };
  if (next.postcode !== prev.postcode && next.postcode !== lastLookupPostcode && isValidPostcode(next.postcode))
    return { by: 'postcode', postcode: next.postcode };
  // What the last lookup was made by is gone (Reset estimates clears the NMI, MIRN and address): the plans follow the postcode.
  const cleared = (before: string, after: string): boolean => before !== after && !isMeterId(after);
  const lost =
    (last?.by === 'address' && !!prev.address && !next.address) ||
    (last?.by === 'nmi' && cleared(prev.nmi, next.nmi)) ||
    (last?.by === 'mirn' && cleared(prev.mirn, next.mirn));
  if (lost && isValidPostcode(next.postcode)) return { by: 'postcode', postcode: next.postcode };
  if (next.customerType !== prev.customerType || next.campaignId !== prev.campaignId || next.accounts !== prev.accounts)
    return last ?? { by: 'postcode', postcode: next.postcode };
  return null;
}

let users = 0;
let stop: (() => void) | null = null;
let byAddressOnly = false;

/**
 * The page's plans belong to an address (the moving-home page): the service makes no lookup by the postcode alone,
 * neither the first (the default or a saved one) nor a later one (a host's postcode event, an address gone), so
 * nothing shows until an address comes (spec 3 §4.6: the shell loads plans for the host's address).
 */
export function plansByAddressOnly(): void {
  byAddressOnly = true;
}

/**
 * Whether the page's plans wait for an address (the moving-home page): a plans table then has nothing to load
 * until one comes, and shows no loading spinner before the service begins (the page reserves it no space).
 */
export function plansWaitForAddress(): boolean {
  return byAddressOnly;
}
let lastParams: LookupParams | null = null;
let lastLookupPostcode = '';

/** Runs a lookup and remembers it (a postcode change against it clears the quote cookie). */
export function load(params: LookupParams): Promise<void> {
  // Another place than the last lookup's (an address, NMI or MIRN): its meter details (pricing zone, tariff, solar)
  // come with its own answer; until then, and if it fails, the place before's are not used.
  if (lastParams && lookupPlaceKey(lastParams) !== lookupPlaceKey(params))
    store.getState().patch('connection', { electricityMeterDetails: {} });
  if (params.by === 'postcode') {
    if (lastLookupPostcode && params.postcode !== lastLookupPostcode) deleteCookie(QUOTE_COOKIE);
    lastLookupPostcode = params.postcode;
  }
  lastParams = params;
  return loadPlans(params).then(() => {
    const postcode = store.getState().app.postcode;
    if (params.by !== 'postcode') lastLookupPostcode = postcode;
  });
}

/**
 * Looks the plans up again as last time, and then the estimates though their request is the same:
 * the visitor just signed in, and the calls now carry the token.
 */
export function reloadPlans(): Promise<void> {
  forgetEstimateRequest();
  return load(lastParams ?? initialParams(store.getState(), ''));
}

/**
 * Usage bands for the postcode (by pricing zone and tariff type when known) and the distributor
 * while the postcode is valid (cleared otherwise). Latest answer wins; nothing is cancelled midway
 * except when the service stops.
 */
function watchPostcodeData(): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let bandsKey = '';
  let distributorKey = '';
  let bandsSeq = 0;
  let distributorSeq = 0;
  const run = (s: StoreState): void => {
    const { postcode, customerType } = s.app;
    const { pricingZone, tariffType } = s.connection.electricityMeterDetails;
    const valid = isValidPostcode(postcode);
    // What is asked, not all it could be asked by: a tariff type without its pricing zone (a postcode lookup's meter
    // details) asked for the postcode's bands again.
    const query = pricingZone && tariffType ? { customerType, pricingZone, tariffType } : { customerType, postcode };
    const bands = valid ? JSON.stringify(query) : '';
    if (bands && bands !== bandsKey) {
      const id = ++bandsSeq;
      fetchUsageBands(query, { signal })
        .then((b) => {
          if (id !== bandsSeq) return;
          const band = (x: typeof b.eleUsageBands): Record<string, number> =>
            x ? { low: x.low, medium: x.medium, high: x.high, benchmark: x.benchmark } : {};
          store.getState().patch('refine', { usageBands: { electricity: band(b.eleUsageBands), gas: band(b.gasUsageBands) } });
        })
        .catch((error: unknown) => {
          if (!signal.aborted) logWarning('usage bands failed', error);
        });
    }
    bandsKey = bands;
    const distributor = valid ? postcode : '';
    if (distributor === distributorKey) return;
    distributorKey = distributor;
    const id = ++distributorSeq;
    if (!valid) {
      if (s.connection.electricityDistributor) s.patch('connection', { electricityDistributor: null });
      return;
    }
    fetchDistributor(postcode, { signal })
      .then((d) => {
        if (id === distributorSeq)
          store
            .getState()
            .patch('connection', { electricityDistributor: { distributor: d.name || d.distributor, participantId: d.participantId } });
      })
      .catch((error: unknown) => {
        if (signal.aborted || id !== distributorSeq) return;
        logWarning('distributor lookup failed', error);
        store.getState().patch('connection', { electricityDistributor: null });
      });
  };
  run(store.getState());
  const off = store.subscribe((s) => run(s));
  return () => {
    off();
    controller.abort();
  };
}

/** The service has begun on this page before: the URL was the first lookup's, not a later one's. */
let begunBefore = false;

function begin(lookUpFirst: boolean): () => void {
  // Begun again (a host put the plans table back after taking it out): the shared state, not the URL, says where
  // the visitor is now (the URL's postcode again would undo the location chosen since).
  const search = begunBefore ? '' : location.search;
  begunBefore = true;
  const first = initialParams(store.getState(), search, search && startupSearch());
  // The moving-home page without an address: nothing to look up by (a postcode alone is no place to move to).
  const lookUp = (params: LookupParams | null): void => {
    if (params && (!byAddressOnly || params.by !== 'postcode')) void load(params);
  };
  if (lookUpFirst) lookUp(first);
  let prev = keyOf(store.getState());
  const off = store.subscribe((s) => {
    const next = keyOf(s);
    if (isApplying()) {
      prev = next;
      return;
    }
    const params = reloadFor(prev, next, s, lastLookupPostcode, lastParams);
    prev = next;
    lookUp(params);
  });
  const events = new AbortController();
  // The host's plan-load handler loads with the event's rules, on the first such event (the bus keeps the order).
  on('ea:plan-load', (detail) => import('./plan-load').then((m) => m.handlePlanLoad(detail)), events.signal);
  // A host's location widget: a new postcode reloads the plans (the bus drops our own, repeated and malformed ones).
  onLocationUpdate((detail) => store.getState().setPostcode(detail.postcode), events.signal);
  const offEstimates = watchEstimates();
  const offPostcode = watchPostcodeData();
  return () => {
    off();
    events.abort();
    offEstimates();
    offPostcode();
    cancelLookup();
    lastParams = null;
    lastLookupPostcode = '';
  };
}

/**
 * Starts the plans service for a widget (at once, or once `ready` settles); it stops when the last
 * widget's signal aborts. `lookUpFirst` (default: always) says, when the service begins, whether it
 * looks the plans up at once or only follows what changes from then on.
 */
export function startPlansService(signal: AbortSignal, ready?: Promise<unknown>, lookUpFirst: () => boolean = () => true): void {
  if (signal.aborted) return;
  users += 1;
  // The host's events sent before the service listens (it begins once the saved state is applied) reach it then.
  const started = holdInboundEvents();
  signal.addEventListener(
    'abort',
    () => {
      started();
      users -= 1;
      // Checked after the rest of this task: a widget shown as another hides (leaving "Get started" on a page
      // loaded there: the plans table starts as the qualifier stops) takes the service over, lookup and all.
      queueMicrotask(() => {
        if (users === 0) {
          stop?.();
          stop = null;
        }
      });
    },
    { once: true },
  );
  const go = (): void => {
    if (users > 0 && !stop) stop = begin(lookUpFirst());
    started();
  };
  if (ready) void ready.then(go);
  else go();
}

/**
 * A plans table's start: the plans service starts once the page's saved state and URL are applied
 * (the lookup waits for them, not for the global configuration), and `started` is called then
 * unless `signal` has aborted: from then on the service owns the loading flag.
 */
export function startPlansTable(signal: AbortSignal, started: () => void): void {
  const applied = whenStateApplied();
  startPlansService(signal, applied);
  void applied.then(() => {
    if (!signal.aborted) started();
  });
}

/** Restores the last successful postcode and reloads (closing a postcode-not-serviced message, spec 2 §4). */
export function restoreLastSuccessfulPostcode(): void {
  const s = store.getState();
  const postcode = s.plans.lastSuccessfulPostcode;
  if (postcode && postcode !== s.app.postcode) s.setPostcode(postcode);
}

/** Test hook: stops the service and forgets the last lookup and estimate request, started or not. */
export function stopPlansService(): void {
  stop?.();
  stop = null;
  begunBefore = false;
  users = 0;
  byAddressOnly = false;
  lastParams = null;
  lastLookupPostcode = '';
  forgetEstimateRequest();
  forgetForcedFuel();
}

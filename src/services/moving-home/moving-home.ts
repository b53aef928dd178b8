/**
 * The moving-home shell (spec 3 §4.6): the moving journey for the page, the host's address events, the
 * plans for that address through the plans service's own lookup, and `ea:lookup-completed` for the host.
 */
import { emit, on, rememberLocation, type EaEventMap } from '../../bus';
import { ADOBE_EXPERIENCE_KEY, isFailedLookup } from '../../domain/refine';
import { addressKey, isLookupAddress, type SingleFuel } from '../../domain/shared';
import {
  isAlternativeMovingFlow,
  lookupCompletedDetail,
  moveInDateToCheck,
  moveLostItsAddress,
  restoredLocation,
} from '../../domain/moving-home';
import { store, type StoreState } from '../../store';
import { readStorageValue } from '../../store/storage';
import { cancelLookup } from '../plans/lookup';
import { plansByAddressOnly, load, startPlansService } from '../plans/service';
import { handlePlanLoad } from '../plans/plan-load';
import { goTo, ROUTES } from '../page/routes';
import { whenStateApplied } from '../page/startup';

/** Whether the lookup under way (or the next one) is reported to the host, and what its fuels said so far. */
let reportNext = false;
/** The last lookup reported failed outright: the next one ('Try again') is reported too, so the host hears it mended. */
let reportRetry = false;
let statuses: Record<SingleFuel, string> = { electricity: 'SUCCESS', gas: 'SUCCESS' };
/**
 * The last lookup reported with plans or without (not failed outright), and the place it was for (`addressKey`):
 * forgotten as the store's address becomes another place.
 */
let lastReport: { place: string; detail: ReturnType<typeof lookupCompletedDetail> } | null = null;
let users = 0;
let pageStarted = false;
let stopShell: (() => void) | null = null;

const state = (): StoreState => store.getState();

/**
 * A lookup ended (the plans service wrote it and then sent its `ea:plan-load-failed` events): the host hears
 * each fuel's status, SYSTEM_ERROR for both when it failed outright.
 */
function report(): void {
  if (!reportNext || state().plans.loading) return;
  reportNext = false;
  const { plans } = state();
  reportRetry = isFailedLookup(plans);
  const detail = lookupCompletedDetail({
    failed: reportRetry,
    electricityStatus: statuses.electricity,
    gasStatus: statuses.gas,
    electricityPlans: plans.electricityPlans.length,
    gasPlans: plans.gasPlans.length,
  });
  lastReport = reportRetry ? null : { place: addressKey(state().address), detail };
  emit('ea:lookup-completed', detail);
}

/**
 * Looks the store's address up and reports it: the plans service looks a new address up by itself (the
 * latest lookup wins); a lookup already under way is waited for (no second request); otherwise it is made here.
 */
function lookUpAddress(): void {
  const address = state().address;
  if (!isLookupAddress(address)) return;
  reportNext = true;
  statuses = { electricity: 'SUCCESS', gas: 'SUCCESS' };
  if (!state().plans.loading) void load({ by: 'address', address: { ...address } });
}

/**
 * `ea:address-update`: stores the address (as `ea:plan-load` does) and loads its plans; the latest address wins.
 * The address of the last lookup reported sent again (the visitor picked it again in the host's search): the host
 * hears that report again, and nothing is looked up again, so the plans, the meters found and a moving date picked
 * but not yet confirmed stay as they are (docs/decisions/moving-home.md).
 */
export async function handleAddressUpdate(detail: EaEventMap['ea:address-update']): Promise<void> {
  await whenStateApplied();
  handlePlanLoad({ address: detail.address });
  if (lastReport && !state().plans.loading && !isFailedLookup(state().plans) && lastReport.place === addressKey(state().address)) {
    emit('ea:lookup-completed', { ...lastReport.detail });
    return;
  }
  // The meters are the new address's: the lookup stores those it finds (spec 3 §4.6), none from the last address stay.
  state().patch('connection', { nmi: '', mirn: '' });
  lookUpAddress();
}

/** The store's address at its last change (the shell's listener keeps it). */
let lastAddress: StoreState['address'] = {};

/**
 * The move lost its address (`moveLostItsAddress`): what came with it goes (its lookup, plans, selection, NMI and
 * MIRN, meter details, move-in date), and no lookup is reported. The postcode is what the host left: an empty one after
 * a clear (left, the address's postcode would say a place the host took back), the host's after a postcode event; no
 * plans are looked up by it on this page (`plansByAddressOnly`).
 */
function forgetMove(postcode: string): void {
  lastAddress = {};
  lastReport = null;
  reportNext = false;
  reportRetry = false;
  cancelLookup();
  const s = store.getState();
  store.setState({
    address: {},
    app: { ...s.app, postcode },
    plans: {
      ...s.plans,
      electricityPlans: [],
      gasPlans: [],
      currentPlanElectricity: null,
      currentPlanGas: null,
      selectedElectricityPlanCode: null,
      selectedGasPlanCode: null,
      messages: [],
      loading: false,
    },
    // The meter details were the address's too (pricing zone, tariff, solar: the qualifier's solar message).
    connection: { ...s.connection, nmi: '', mirn: '', electricityMeterDetails: {} },
    moving: { ...s.moving, moveInDate: '', moveInDateCheck: undefined },
  });
}

/**
 * A move-in date chosen at the address before, now replaced by a different one (`moveInDateToCheck`), or `restored`
 * from the visitor's last visit: it is checked against the address's calendar (`./move-in-date-check.ts`, loaded
 * now), and "Get started"'s Continue waits for the check. Its code not loaded (a lost connection): a new address's date
 * is dropped as unchecked, a restored one stands.
 */
function checkMoveInDate(restored = false): void {
  state().patch('moving', { moveInDateCheck: 'checking' });
  void import('./move-in-date-check').then(
    (m) => m.checkMoveInDate(restored),
    // A date restored from the last visit stands as it was (nothing says it is gone); a new address's is dropped.
    () => state().patch('moving', restored ? { moveInDateCheck: undefined } : { moveInDate: '', moveInDateCheck: 'unchecked' }),
  );
}

/** `ea:address-clear`: no address, and what came with it goes, the postcode too. */
export async function handleAddressClear(): Promise<void> {
  await whenStateApplied();
  forgetMove('');
}

/** The moving journey (spec 3 §4.6 "on start"); once saved state and the URL are applied, so they do not undo it. */
function markMoving(): void {
  state().patch('moving', { movingHouse: 'MOVING' });
  state().patch('app', { journey: 'MOVING' });
}

/** What the element does on connect, before its first render: the moving journey, and the plans wait for an address. */
export function prepareMovingHome(): void {
  plansByAddressOnly();
  markMoving();
}

/** The shell's listeners and its use of the plans service, while a shell element is on the page. */
function listen(): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  startPlansService(signal, whenStateApplied());
  let wasLoading = state().plans.loading;
  lastAddress = state().address;
  const offStore = store.subscribe((s) => {
    // A postcode alone from the host replaced the address: the move has no place any more (as after a clear).
    if (moveLostItsAddress(lastAddress, s.address)) {
      forgetMove(s.app.postcode);
      return;
    }
    const before = lastAddress;
    lastAddress = s.address;
    // Another place, or any lookup since (a customer type, a campaign, 'Try again'): the last report no longer says what shows.
    if (lastReport && (lastReport.place !== addressKey(s.address) || (!wasLoading && s.plans.loading))) lastReport = null;
    if (moveInDateToCheck(before, s.address, s.moving.moveInDate)) checkMoveInDate();
    const ended = wasLoading && !s.plans.loading;
    if (!wasLoading && s.plans.loading && reportRetry) {
      reportRetry = false;
      reportNext = true;
      statuses = { electricity: 'SUCCESS', gas: 'SUCCESS' };
    }
    wasLoading = s.plans.loading;
    // After the write come the lookup's ea:plan-load-failed events, in the same task.
    if (ended && reportNext) queueMicrotask(report);
  });
  addEventListener(
    'ea:plan-load-failed',
    (event) => {
      // Ours, as the lookup emits it; a host may send a malformed copy (no detail, throwing getters): ignored.
      try {
        const detail = event.detail as Partial<EaEventMap['ea:plan-load-failed']> | null;
        const fuel = detail?.fuel;
        const status = detail?.status;
        if (reportNext && detail?.params?.['by'] === 'address' && (fuel === 'electricity' || fuel === 'gas') && typeof status === 'string')
          statuses[fuel] = status;
      } catch {
        /* not readable: not ours */
      }
    },
    { signal },
  );
  on('ea:address-update', handleAddressUpdate, signal);
  on('ea:address-clear', handleAddressClear, signal);
  return () => {
    controller.abort();
    offStore();
    reportNext = false;
    reportRetry = false;
    lastReport = null;
  };
}

/**
 * Starts the shell for an element (its signal aborts when the element leaves; the last one to leave stops the
 * listeners). Once per page, after start-up: the moving journey again (saved state may have said otherwise),
 * and with the DG69917 experiment a stored address is taken as if the host had sent it (looked up and
 * reported); otherwise a stored address is kept, its plans load as on any page, and the host hears about the
 * addresses it sends.
 */
export function startMovingHome(signal: AbortSignal): void {
  if (signal.aborted) return;
  prepareMovingHome();
  users += 1;
  signal.addEventListener(
    'abort',
    () => {
      users -= 1;
      if (users > 0) return;
      stopShell?.();
      stopShell = null;
    },
    { once: true },
  );
  // A page reloaded with a move: the bus knows the address's postcode again before the plans service begins (it hands
  // over the location updates a host sent as the page loaded), so the host's repeat of it keeps the address.
  if (!pageStarted)
    void whenStateApplied().then(() => {
      const postcode = restoredLocation(state().address);
      if (postcode) rememberLocation(postcode);
    });
  stopShell ??= listen();
  if (pageStarted) return;
  pageStarted = true;
  void whenStateApplied().then(() => {
    if (!stopShell) return;
    markMoving();
    if (isLookupAddress(state().address)) {
      if (isAlternativeMovingFlow(readStorageValue('session', ADOBE_EXPERIENCE_KEY))) lookUpAddress();
      // A move-in date from the visitor's last visit: days may have passed, so the address's calendar is asked again.
      if (state().moving.moveInDate) checkMoveInDate(true);
    } else if (state().plans.loading || state().plans.electricityPlans.length || state().plans.gasPlans.length) {
      // Another widget's lookup by postcode alone began first (its script came first): on this page the plans
      // wait for an address. What the visitor chose stays.
      cancelLookup();
      state().patch('plans', { electricityPlans: [], gasPlans: [], currentPlanElectricity: null, currentPlanGas: null, messages: [] });
    }
  });
}

/** 'Let's get moving' (spec 3 §2.4): the move-in date, moving yes, then the qualifier route with the query kept. */
export function startMoving(moveInDate: string): void {
  state().patch('moving', { moveInDate, movingHouse: 'MOVING', moveInDateCheck: undefined });
  goTo(ROUTES.qualifier);
}

/** Test hook: the shell may start again. */
export function stopMovingHome(): void {
  stopShell?.();
  stopShell = null;
  users = 0;
  pageStarted = false;
  reportNext = false;
}

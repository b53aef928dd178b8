/**
 * The moving-home shell (spec 3 §4.6): the moving journey for the page, the host's address events, the
 * plans for that address through the plans service's own lookup, and `ea:lookup-completed` for the host.
 */
import { emit, on, type EaEventMap } from '../bus';
import { EXPERIENCE_STORAGE_KEY, isAlternativeMovingFlow, lookupCompletedDetail } from '../domain/moving-home';
import { store, type StoreState } from '../store';
import { readStorageValue } from '../store/storage';
import {
  cancelLookup,
  firstLookupByAddressOnly,
  handlePlanLoad,
  isLookupAddress,
  load,
  lookupInFlight,
  onLookupSettled,
  startPlansService,
  type LookupOutcome,
} from './plans';
import { goTo, ROUTES } from './routes';
import { whenStateApplied } from './startup';

/** Whether the next lookup by address that ends is reported to the host. */
let reportNext = false;
let started = false;
let stopShell: (() => void) | null = null;

const state = (): StoreState => store.getState();

function report(outcome: LookupOutcome): void {
  if (!reportNext || outcome.params.by !== 'address') return;
  reportNext = false;
  // The meters of the new address, or none: an NMI or MIRN of the last address must not follow the visitor.
  state().patch('connection', { nmi: outcome.nmi, mirn: outcome.mirn });
  emit('ea:lookup-completed', lookupCompletedDetail(outcome));
}

/**
 * Looks the store's address up and reports it: the plans service looks a new address up by itself; an
 * address already being looked up is waited for (no second request); otherwise it is looked up here.
 */
function lookUpAddress(): void {
  const address = state().address;
  if (!isLookupAddress(address)) return;
  reportNext = true;
  const running = lookupInFlight();
  if (running?.by === 'address') return;
  void load({ by: 'address', address: { ...address } });
}

/** `ea:address-update`: stores the address (as `ea:plan-load` does) and loads its plans; the latest address wins. */
export async function handleAddressUpdate(detail: EaEventMap['ea:address-update']): Promise<void> {
  await whenStateApplied();
  handlePlanLoad({ address: detail.address });
  lookUpAddress();
}

/** `ea:address-clear`: no address, and what came with it goes (plans, selection, NMI and MIRN, move-in date). */
export async function handleAddressClear(): Promise<void> {
  await whenStateApplied();
  reportNext = false;
  cancelLookup();
  store.setState((draft: StoreState) => {
    draft.address = {};
    // The postcode was the address's: left, the plans service would look the plans up by it.
    draft.app.postcode = '';
    const p = draft.plans;
    p.electricityPlans = [];
    p.gasPlans = [];
    p.currentPlanElectricity = null;
    p.currentPlanGas = null;
    p.selectedElectricityPlanCode = null;
    p.selectedGasPlanCode = null;
    p.messages = [];
    p.loading = false;
    draft.connection.nmi = '';
    draft.connection.mirn = '';
    draft.moving.moveInDate = '';
    return draft;
  });
}

/** The moving journey (spec 3 §4.6 "on start"); once saved state and the URL are applied, so they do not undo it. */
function markMoving(): void {
  state().patch('moving', { movingHouse: 'MOVING' });
  state().patch('app', { journey: 'MOVING' });
}

/**
 * Starts the shell once per page: the plans service (its first lookup by an address only), the host's
 * address events, and after start-up the moving journey. With the DG69917 experiment a stored address is
 * taken as if the host had sent it (looked up and reported); otherwise it is kept, its plans load as on any
 * page, and the host hears about the addresses it sends.
 */
export function startMovingHome(): void {
  if (started) return;
  started = true;
  firstLookupByAddressOnly();
  const controller = new AbortController();
  const { signal } = controller;
  const applied = whenStateApplied();
  startPlansService(signal, applied);
  const offSettled = onLookupSettled(report);
  on('ea:address-update', handleAddressUpdate, signal);
  on('ea:address-clear', handleAddressClear, signal);
  markMoving();
  void applied.then(() => {
    if (signal.aborted) return;
    markMoving();
    if (isLookupAddress(state().address)) {
      if (isAlternativeMovingFlow(readStorageValue('session', EXPERIENCE_STORAGE_KEY))) lookUpAddress();
    } else if (lookupInFlight()?.by === 'postcode' || state().plans.electricityPlans.length || state().plans.gasPlans.length) {
      // Another widget's lookup by postcode alone began first: on this page the plans wait for an address.
      void handleAddressClear();
    }
  });
  stopShell = () => {
    controller.abort();
    offSettled();
  };
}

/** 'Let's get moving' (spec 3 §2.4): the move-in date, moving yes, then the qualifier route with the query kept. */
export function startMoving(moveInDate: string): void {
  state().patch('moving', { moveInDate, movingHouse: 'MOVING' });
  goTo(ROUTES.qualifier);
}

/** Test hook: the shell may start again. */
export function stopMovingHome(): void {
  stopShell?.();
  stopShell = null;
  started = false;
  reportNext = false;
}

import { detectPlanChange, isFailedLookup, meterDetectedOpen, modalOnPlanChange, notifiesPlanChange } from '../../domain/refine';
import { store, type PlanRecord, type StoreState } from '../../store';
import { onPlansRoute } from '../page';

/** The plan-loading flag: on from lookup start to end (spec 2 §4). */
export function isPlansLoading(s: StoreState): boolean {
  return s.plans.loading;
}

const codes = (list: readonly PlanRecord[]): string[] => list.map((p) => p.code);

/**
 * Watches the store for what opens the refine bar's own modals: a selected plan that a reload no
 * longer offers (the lost selection is removed; the plan-change modal says so when the reload brought
 * plans or the journey is a campaign, once the refine modal the visitor is in has closed, and not when it answers on
 * "Get started", whose warnings say so; a failed lookup changes no selection) and a lookup message
 * INVALID_CUSTOMER_TYPE (the meter-detected modal, closed once that message goes). Returns the unsubscribe function.
 */
export function watchForModals(): () => void {
  let lists = { electricity: store.getState().plans.electricityPlans, gas: store.getState().plans.gasPlans };
  let meterMessageSeen = false;
  return store.subscribe((s) => {
    const meterMessage = s.plans.messages.some((m) => m.code === 'INVALID_CUSTOMER_TYPE' && m.visible);
    if (meterMessage && !meterMessageSeen && !meterDetectedOpen(s.refine.modal)) s.patch('refine', { modal: 'meterDetected' });
    // Its lookup replaced (a host's location update or plan load): the meter it spoke of is no longer the visitor's.
    if (!meterMessage && meterMessageSeen && meterDetectedOpen(s.refine.modal)) s.patch('refine', { modal: null });
    meterMessageSeen = meterMessage;
    // "Plan Unavailable" that waited behind the refine modal (or the meter-detected one) shows once it has closed.
    if (!s.refine.modal && s.refine.planChange) s.patch('refine', { modal: 'planChange' });

    if (isPlansLoading(s) || isFailedLookup(s.plans)) return;
    const next = { electricity: s.plans.electricityPlans, gas: s.plans.gasPlans };
    if (next.electricity === lists.electricity && next.gas === lists.gas) return;
    const changed = { electricity: next.electricity !== lists.electricity, gas: next.gas !== lists.gas };
    lists = next;
    const plans = {
      electricity: { selectedCode: changed.electricity ? s.plans.selectedElectricityPlanCode : null, codes: codes(next.electricity) },
      gas: { selectedCode: changed.gas ? s.plans.selectedGasPlanCode : null, codes: codes(next.gas) },
    };
    const change = detectPlanChange(plans);
    if (!change) return;
    for (const fuel of change.removed) s.deselectPlan(fuel);
    // On "Get started" its own warnings say which plan went: no notice waits for the plans page.
    if (notifiesPlanChange(plans, s.app.journey, onPlansRoute()))
      store.getState().patch('refine', { modal: modalOnPlanChange(s.refine.modal), planChange: change });
  });
}

let watching: (() => void) | null = null;
let users = 0;

/** Starts the watcher once per page; stops when the last bar's signal aborts. */
export function watchOnce(signal: AbortSignal): void {
  if (signal.aborted) return;
  users += 1;
  watching ??= watchForModals();
  signal.addEventListener(
    'abort',
    () => {
      users -= 1;
      if (users === 0) {
        watching?.();
        watching = null;
      }
    },
    { once: true },
  );
}

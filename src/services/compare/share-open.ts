/**
 * Opening a shared link (issue 17). Start-up applies the link's location, fuel, usage, period and
 * GreenPower option as it applies any URL (`applyUrl`); this service, loaded only when the link
 * names plans (`elePlan`, `gasPlan` or `compare`), waits for the plans and then selects and
 * compares the ones the page still offers. A plan it no longer offers is dropped and named in
 * `plans.sharedPlansDropped`, which the plans table shows as a closable note: never an error.
 */
import { displayPlans, isPlan, type Plan } from '../../domain/plans';
import { whenState } from '../page/store-wait';
import { decodeShareQuery, reconcileSharedPlans, type ShareableView } from '../../domain/compare/share-link';
import type { EaStore, PlanRecord, StoreState } from '../../store';
import { logWarning } from '../../log';

/** How long the service waits for a lookup that brings plans (a failed lookup may be tried again) before it gives up silently. */
export const SHARED_PLANS_WAIT_MS = 60_000;

const plansOf = (list: readonly PlanRecord[]): Plan[] => list.filter(isPlan);
const hasPlans = (s: StoreState): boolean => !s.plans.loading && (s.plans.electricityPlans.length > 0 || s.plans.gasPlans.length > 0);

/** What opening a shared link did: the view applied (plans the page offers) and the plans dropped. */
export interface SharedLinkResult {
  view: ShareableView;
  dropped: string[];
}

/**
 * Applies a shared link's selection and compared plans once the plans are shown: each fuel's
 * selected plan replaces that fuel's selection (the store's own `selectPlan`, as the panel's Select
 * plan; the cart is not opened); the compared plans replace the compared ones when the link names
 * any. Null when the link names no plans or no plans came in time. Never throws.
 */
export async function openSharedLink(
  target: EaStore,
  search: string,
  { timeoutMs = SHARED_PLANS_WAIT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<SharedLinkResult | null> {
  try {
    const { view } = decodeShareQuery(search);
    if (!view.selected && !view.compared) return null;
    // Once a lookup has brought plans; false after the time-out or on abort.
    if (!(await whenState(target, hasPlans, { timeoutMs, signal }))) return null;
    const s = target.getState();
    const electricity = plansOf(s.plans.electricityPlans);
    const gas = plansOf(s.plans.gasPlans);
    const panels = displayPlans(s.refine.fuelSelection, electricity, gas, s.plans.displayStrategy).map((p) => p.key);
    const result = reconcileSharedPlans(view, {
      electricity: electricity.map((p) => p.code),
      gas: gas.map((p) => p.code),
      panels,
    });
    for (const fuel of ['electricity', 'gas'] as const) {
      const code = result.view.selected?.[fuel];
      if (code) s.selectPlan(fuel, code);
    }
    if (view.compared) s.patch('plans', { compared: result.view.compared ?? [] });
    if (result.dropped.length) s.patch('plans', { sharedPlansDropped: result.dropped });
    return result;
  } catch (error) {
    logWarning('the shared link could not be applied', error);
    return null;
  }
}

/** Estimates (spec 2 §4, §7): recalculated after 100 ms of quiet when inputs change; only the latest answer is used. */
import { isAbort } from '../../api';
import { calculateEstimates } from '../../api/plans';
import { buildEstimateRequest, placeholderEstimates, type EstimateRequest, type PlanEstimate } from '../../domain/plans';
import { ESTIMATE_DEBOUNCE_MS } from '../../domain/shared';
import { store, type StoreState } from '../../store';
import { planCallAuth } from '../auth/access-token';
import { logWarning } from '../../log';

const includes = (fuel: StoreState['refine']['fuelSelection'], f: 'electricity' | 'gas'): boolean => fuel === 'both' || fuel === f;

/** The estimate request for the store's situation, or null when no selected fuel has plans. */
export function estimateRequestFor(s: StoreState): EstimateRequest | null {
  const { plans, refine, connection, account, quote } = s;
  const fuel = refine.fuelSelection;
  const md = connection.electricityMeterDetails;
  const request = buildEstimateRequest({
    postcode: s.app.postcode,
    ...(includes(fuel, 'electricity') && plans.electricityPlans.length
      ? {
          electricity: {
            planIds: plans.electricityPlans.map((p) => p.id),
            currentPlanId: plans.currentPlanElectricity?.id ?? null,
            usage: refine.usageSelection.electricity,
            accountNumber: account.electricityAccountNumber || undefined,
            pricingZone: md.pricingZone,
            tariffType: md.tariffType,
            installationMatchLevel: plans.installationMatchLevel || undefined,
            greenOption: quote.greenOption,
            usageAttributionData: refine.usageAttributionData,
          },
        }
      : {}),
    ...(includes(fuel, 'gas') && plans.gasPlans.length
      ? {
          gas: {
            planIds: plans.gasPlans.map((p) => p.id),
            currentPlanId: plans.currentPlanGas?.id ?? null,
            usage: refine.usageSelection.gas,
            accountNumber: account.gasAccountNumber || undefined,
          },
        }
      : {}),
  });
  return request.ele || request.gas ? request : null;
}

/** What the estimate depends on, compared by identity and value so unrelated store changes cost nothing. */
function inputsOf(s: StoreState): readonly unknown[] {
  return [
    s.plans.electricityPlans,
    s.plans.gasPlans,
    s.plans.currentPlanElectricity,
    s.plans.currentPlanGas,
    s.refine.fuelSelection,
    s.refine.usageSelection,
    s.refine.usageAttributionData,
    s.quote.greenOption,
    s.account.electricityAccountNumber,
    s.account.gasAccountNumber,
    s.app.postcode,
    s.plans.loading,
  ];
}
const same = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

let timer: ReturnType<typeof setTimeout> | null = null;
let controller: AbortController | null = null;
let seq = 0;
let lastBody = '';

/** The next calculation is made even for the request last sent (its answer may differ: the visitor just signed in). */
export function forgetEstimateRequest(): void {
  lastBody = '';
}

/** Requests estimates now (latest-only); failure gives zero placeholders with UNKNOWN credits. */
export async function refreshEstimates(): Promise<void> {
  const s = store.getState();
  const request = estimateRequestFor(s);
  const body = request ? JSON.stringify(request) : '';
  if (body === lastBody) return;
  lastBody = body;
  const id = ++seq;
  controller?.abort();
  if (!request) {
    controller = null;
    s.patch('plans', { estimates: { electricity: {}, gas: {} }, estimatesLoading: false });
    return;
  }
  const own = new AbortController();
  controller = own;
  s.patch('plans', { estimatesLoading: true });
  let estimates: { electricity: Record<string, PlanEstimate>; gas: Record<string, PlanEstimate> };
  try {
    const res = await calculateEstimates(request, { signal: own.signal, ...(await planCallAuth(s)) });
    if (id !== seq) return;
    estimates = { electricity: res.electricity?.estimates ?? {}, gas: res.gas?.estimates ?? {} };
  } catch (error) {
    if (id !== seq || isAbort(error)) return;
    logWarning('estimates failed; showing none', error);
    estimates = { electricity: placeholderEstimates(request.ele?.plans ?? []), gas: placeholderEstimates(request.gas?.plans ?? []) };
    lastBody = '';
  }
  store.getState().patch('plans', { estimates, estimatesLoading: false });
}

/** Watches the estimate inputs and recalculates after 100 ms of quiet. Returns the stop function. */
export function watchEstimates(): () => void {
  let last = inputsOf(store.getState());
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!store.getState().plans.loading) void refreshEstimates();
    }, ESTIMATE_DEBOUNCE_MS);
  };
  schedule();
  const off = store.subscribe((s) => {
    const next = inputsOf(s);
    if (same(next, last)) return;
    last = next;
    schedule();
  });
  return () => {
    off();
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
    seq++;
    lastBody = '';
  };
}

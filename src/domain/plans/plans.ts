/** Plan-level rules (spec 2 §9, spec 3 §3.6, §3.7, §9). */
import { MAX_FUEL_PLANS_IN_COMBINED_PLAN } from '../shared/constants';

/**
 * Dual-fuel plan name: two different names joined with ' & ', the same name (after trimming) once,
 * a single non-blank name alone, '' when both are blank.
 */
export function dualFuelPlanName(electricityName: string | null | undefined, gasName: string | null | undefined): string {
  const names = [electricityName?.trim(), gasName?.trim()].filter((n): n is string => !!n);
  return [...new Set(names)].join(' & ');
}

/** Throws when a combined plan would hold more than two fuel plans. */
export function assertCombinablePlans(plans: readonly unknown[]): void {
  if (plans.length > MAX_FUEL_PLANS_IN_COMBINED_PLAN) {
    throw new Error(`A combined plan holds at most ${MAX_FUEL_PLANS_IN_COMBINED_PLAN} fuel plans, got ${plans.length}`);
  }
}

/** A rates accuracy other than NMI counts as a failed NMI lookup. */
export function isNmiLookupFailed(accuracy: string | null | undefined): boolean {
  return accuracy?.trim().toUpperCase() !== 'NMI';
}

/** The paper bill fee answer (spec 3 §3.6). */
export interface PaperBillFee {
  applicable?: boolean | null | undefined;
  fee?: { baseRate?: number | null | undefined } | null | undefined;
}

/** The paper bill fee counts only if its baseRate is a finite number above 0 (and it is not marked not applicable). */
export function paperBillFeeApplies(fee: PaperBillFee | null | undefined): boolean {
  const rate = fee?.fee?.baseRate;
  return fee?.applicable !== false && typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/** What a basic plan information link needs of a fuel plan. */
export interface BpidPlan {
  fuelType: string;
  offerCode: string;
  name: string;
}

/**
 * The /bpid/ basic plan information links of a panel (spec 2 §1, §3): query ct, ft, pc, on. A
 * dual-fuel plan with different offer codes has one link per fuel (`fuel` set); otherwise one
 * link, with ft BOTH and the dual-fuel name for a dual-fuel plan.
 */
export function bpidLinks(
  customerType: string,
  electricity: BpidPlan | null,
  gas: BpidPlan | null,
): { fuel: 'electricity' | 'gas' | null; href: string }[] {
  const href = (ft: string, pc: string, on: string): string =>
    `/bpid/?${new URLSearchParams({ ct: customerType === 'BUSINESS' ? 'business' : 'residential', ft, pc, on }).toString()}`;
  if (electricity && gas) {
    if (electricity.offerCode !== gas.offerCode) {
      return [
        { fuel: 'electricity', href: href(electricity.fuelType, electricity.offerCode, electricity.name) },
        { fuel: 'gas', href: href(gas.fuelType, gas.offerCode, gas.name) },
      ];
    }
    return [{ fuel: null, href: href('BOTH', electricity.offerCode, dualFuelPlanName(electricity.name, gas.name)) }];
  }
  const plan = electricity ?? gas;
  return plan ? [{ fuel: null, href: href(plan.fuelType, plan.offerCode, plan.name) }] : [];
}

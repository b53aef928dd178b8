/** Plan-level rules (spec 2 §9, spec 3 §3.6, §3.7, §9). */
import { MAX_FUEL_PLANS_IN_COMBINED_PLAN } from './constants';

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

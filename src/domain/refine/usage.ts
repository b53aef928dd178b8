/** Usage conversions and customer usage data (spec 1 §4, §9; spec 2 §9; spec 3 §9). */
import { DAYS_PER_YEAR, USAGE_DECIMALS } from '../shared/constants';
import { roundTo } from '../shared/numbers';

/** Daily usage from annual usage: annual ÷ 365, rounded to 2 decimals (NaN for non-finite input). */
export function annualToDaily(annual: number): number {
  if (!Number.isFinite(annual)) return Number.NaN;
  return roundTo(annual / DAYS_PER_YEAR, USAGE_DECIMALS);
}

/** Annual usage from daily usage: daily × 365, rounded to 2 decimals (NaN for non-finite input). */
export function dailyToAnnual(daily: number): number {
  if (!Number.isFinite(daily)) return Number.NaN;
  return roundTo(daily * DAYS_PER_YEAR, USAGE_DECIMALS);
}

/** Customer usage data applies only when the annual usage is a finite number above 0. */
export function customerUsageApplies(annual: number | null | undefined): annual is number {
  return typeof annual === 'number' && Number.isFinite(annual) && annual > 0;
}

/** Customer usage for one fuel as held in refine state. */
export interface CustomerUsage {
  annualUsage: number;
  dailyUsage: number;
}

/** Customer usage from an annual figure, or `undefined` when it does not apply (≤ 0, NaN, missing). */
export function customerUsageFromAnnual(annual: number | null | undefined): CustomerUsage | undefined {
  if (!customerUsageApplies(annual)) return undefined;
  return { annualUsage: roundTo(annual, USAGE_DECIMALS), dailyUsage: annualToDaily(annual) };
}

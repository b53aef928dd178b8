/** Rate displays and plan detail texts (spec 2 §5, §9). */
import type { SingleFuel } from '../shared/enums';
import { FUEL_UNITS } from '../shared/enums';
import { formatRate, groupDigits } from '../shared/numbers';
import type { Benchmark, FuelTerm, Plan, PlanDiscounts, RateEntry } from './plan-types';
import { benchmarkName } from '../shared/region';

/** A rate with or without GST (solar feed-in is GST-free: pass `gstFree`). */
export function rateValue(entry: Pick<RateEntry, 'baseRate' | 'beforeTaxRate'>, incGst: boolean, gstFree = false): number {
  return incGst || gstFree ? entry.baseRate : entry.beforeTaxRate;
}

/** A rate in cents with 2 decimals and its unit: '33.14 c/kWh'. */
export const formatCents = (value: number, uom: string): string => `${formatRate(value)} ${uom}`;

export interface SummaryTitle {
  amount: string;
  unit: string;
}

/**
 * The first block's rate of the PEAK value of the first PKO solar tariff (cents per kWh, GST-free).
 * Spec 2 §9 names only the peak rate (unlike the usage title, it gives no fallback row), so a
 * tariff without a PEAK value has no solar title amount: null, never another rate type's rate.
 */
export function solarPeakRate(plan: Pick<Plan, 'rates'>): number | null {
  const pko = plan.rates.solarRates.find((r) => r.tariffType === 'PKO');
  const values = pko?.solarRateDetails[0]?.solarRateValues ?? [];
  const peak = values.find((v) => v.rateType === 'PEAK');
  return peak?.blocks[0]?.rate ?? null;
}

/** The usage row the title uses: 'Peak usage per day', else the first. */
export const titleUsageRow = (plan: Pick<Plan, 'rates'>): RateEntry | null =>
  plan.rates.usage.find((u) => u.title === 'Peak usage per day') ?? plan.rates.usage[0] ?? null;

/** The largest discount percent of a plan. */
export function discountPercent(plan: Pick<Plan, 'rates' | 'discounts'>): number {
  const d = plan.discounts;
  return Math.max(plan.rates.discountPercent, d.guaranteed, d.guaranteedUsage, d.guaranteedWithDemand, d.payOnTime, d.payOnTimeUsage);
}

/**
 * The rate summary title (spec 2 §9): discount '{n}%' 'discount' (none at 0%); usage the peak
 * row's rate 'cents per kWh|MJ'; solar 'cents per kWh exported'; benefits as the plan says.
 */
export function summaryTitle(plan: Plan, fuel: SingleFuel, incGst: boolean): SummaryTitle | null {
  switch (plan.rateSummary.type) {
    case 'discount': {
      const pct = discountPercent(plan);
      return pct > 0 ? { amount: `${pct}%`, unit: 'discount' } : null;
    }
    case 'usage': {
      const row = titleUsageRow(plan);
      return row ? { amount: formatRate(rateValue(row, incGst)), unit: `cents per ${FUEL_UNITS[fuel]}` } : null;
    }
    case 'solar': {
      const rate = solarPeakRate(plan);
      return rate === null ? null : { amount: formatRate(rate), unit: 'cents per kWh exported' };
    }
    default:
      return plan.rateSummary.title.amount ? plan.rateSummary.title : null;
  }
}

/** Key features text shows unless the summary is solar or discount, except for dual fuel. */
export const showsKeyFeaturesText = (summaryType: string, dualFuel: boolean): boolean =>
  dualFuel || (summaryType !== 'solar' && summaryType !== 'discount');

/** Discount texts (spec 2 §9); zero discounts say nothing. */
export function discountTexts(d: PlanDiscounts): string[] {
  const out: string[] = [];
  if (d.guaranteed > 0) out.push(`${d.guaranteed}% off usage and supply rates`);
  if (d.guaranteedUsage > 0) out.push(`${d.guaranteedUsage}% off usage rates`);
  if (d.guaranteedWithDemand > 0) out.push(`${d.guaranteedWithDemand}% off usage, supply and demand rates`);
  if (d.payOnTime > 0) out.push(`${d.payOnTime}% off usage and supply rates when you pay on time`);
  if (d.payOnTimeUsage > 0) out.push(`${d.payOnTimeUsage}% off usage rates when you pay on time`);
  return out;
}

/** Benefit periods without the 'N/A' entries. */
export const benefitPeriods = (terms: readonly FuelTerm[]): FuelTerm[] =>
  terms.filter((t) => t.term.trim() !== '' && t.term.trim().toUpperCase() !== 'N/A');

/**
 * Benchmark display (spec 2 §5): electricity only when the type is not NONE, an estimate exists
 * and it is a market or regular reference or has a comparison percent (zero counts); gas only
 * when its annual usage is not zero.
 */
export function showsBenchmark(fuel: SingleFuel, b: Benchmark | null | undefined): boolean {
  if (!b) return false;
  if (fuel === 'gas') return b.annualUsage !== 0;
  if (b.type === 'NONE' || b.estimate === null) return false;
  return b.type === 'MARKET_REFERENCE' || b.type === 'REGULAR_REFERENCE' || b.comparisonPercent !== null;
}

/**
 * How much the offer's estimate is above (+) or below (-) the reference price, in percent: the
 * lookup's comparisonPercent, else worked out from its estimate and reference price; null when
 * neither is known.
 */
export function benchmarkPercent(b: Benchmark): number | null {
  if (b.comparisonPercent !== null) return b.comparisonPercent;
  if (b.estimate === null || b.referencePrice === null || !(b.referencePrice > 0)) return null;
  return ((b.estimate - b.referencePrice) / b.referencePrice) * 100;
}

/** The benchmark comparison words for a fuel (no comparison is claimed when none can be made). */
export function benchmarkText(fuel: SingleFuel, b: Benchmark, state: string | null | undefined): string {
  const usage = `${groupDigits(b.annualUsage)} ${FUEL_UNITS[fuel]}`;
  const percent = fuel === 'gas' ? null : benchmarkPercent(b);
  if (percent === null) return `Based on annual ${fuel} usage of ${usage}.`;
  const name = benchmarkName(state);
  const pct = Math.abs(Math.round(percent * 10) / 10);
  const condition = b.creditCondition === 'CONDITIONAL' ? ' when you pay on time' : '';
  const compare =
    pct === 0 ? `This offer is equal to the ${name}` : `This offer is ${pct}% ${percent < 0 ? 'less' : 'more'} than the ${name}`;
  return `${compare}${condition}, for annual usage of ${usage}.`;
}

/** The qualification tag of a loyal customer. */
export const LOYALTY = 'LOYALTY';
/** Whether a plan qualification is the loyalty one (in any case). */
export const isLoyalty = (q: string): boolean => q.toUpperCase() === LOYALTY;

/** Loyalty message: a loyalty qualification with the usageDataLoyaltyMessage toggle on. */
export const showsLoyaltyMessage = (qualifications: readonly string[], toggleOn: boolean): boolean =>
  toggleOn && qualifications.some(isLoyalty);

/** When a rate applies, as the panel shows it beside the rate's title: none for a rate at all times (or daily). */
export const ratePeriodNote = (entry: RateEntry): string | null =>
  entry.period && entry.period !== 'All times' && entry.period !== 'Daily' ? entry.period : null;

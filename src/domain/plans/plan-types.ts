/** Plan shapes as the plans table reads them (spec 2 §3): validated at the API boundary, then plain data. */
import type { SingleFuel } from '../shared/enums';

/** Fuel code of a single-fuel plan record. */
export type PlanFuelCode = 'ELE' | 'GAS';

/** One rate line: rates in cents, `baseRate` with GST, `beforeTaxRate` without. */
export interface RateEntry {
  period: string;
  title: string;
  baseRate: number;
  beforeTaxRate: number;
  uom: string;
  demand: boolean;
  discountPercent: number;
}

export interface SolarBlock {
  rate: number;
  rateUom: string;
  description: string;
}

export interface SolarRateValue {
  rateType: string;
  blocks: SolarBlock[];
  rateApplicableTimes: string;
}

export interface SolarRate {
  tariffType: string;
  solarRateDetails: { solarRateValues: SolarRateValue[] }[];
}

/** The rate record of one fuel (spec 2 §3). */
export interface PlanRates {
  type: string;
  discountPercent: number;
  supply: RateEntry | null;
  usage: RateEntry[];
  demand: RateEntry[];
  other: RateEntry[];
  green: RateEntry | null;
  solar: RateEntry[];
  solarRates: SolarRate[];
  tariffType: string;
  tariffDescription: string;
}

export interface Fee {
  baseRate: number;
  beforeTaxRate: number;
}

export interface FeatureCondition {
  code: string;
  enabled: boolean;
}

export interface PlanFeature {
  title: string;
  text: string;
  /** Groups of conditions: the feature shows when there are none or any group is fully met. */
  conditions: FeatureCondition[][];
}

export interface Benchmark {
  type: string;
  estimate: number | null;
  comparisonPercent: number | null;
  annualUsage: number;
  referencePrice: number | null;
  creditCondition: string;
}

export interface RateSummaryItem {
  fuel: SingleFuel;
  title: { amount: string; unit: string };
  description: string;
  hasDiscount: boolean;
  rateSummaryType: string;
}

export interface RateSummary {
  type: string;
  title: { amount: string; unit: string };
  description: string;
  hasDiscount: boolean;
  keyFeaturesText: string;
  values: RateSummaryItem[];
}

export interface PlanDiscounts {
  guaranteed: number;
  guaranteedUsage: number;
  guaranteedWithDemand: number;
  payOnTime: number;
  payOnTimeUsage: number;
}

export interface FuelTerm {
  fuelType: string;
  term: string;
}

/** A single-fuel plan as the lookup returns it (spec 2 §3 Plan). */
export interface Plan {
  [extra: string]: unknown;
  id: string;
  code: string;
  name: string;
  description: string;
  ribbon: string | null;
  sourceCode: string;
  offerCode: string;
  fuelType: PlanFuelCode;
  customerType: string;
  colourCode: string;
  domIdCode: string;
  disclaimerKey: string;
  showGst: boolean;
  ratesType: string;
  ratesDisclaimer: string;
  tags: string[];
  rateSummary: RateSummary;
  features: PlanFeature[];
  benefitPeriods: FuelTerm[];
  contractTerms: FuelTerm[];
  rewards: { benchmark: Benchmark | null };
  benchmark: Benchmark | null;
  hasDiscount: boolean;
  greenAvailable: boolean;
  discounts: PlanDiscounts;
  exitFees: (Fee & { year: number })[];
  connectionFee: Fee | null;
  latePaymentFee: Fee | null;
  creditCardFees: { visaMastercard: number; amex: number } | null;
  rates: PlanRates;
  helpTooltipText: Record<string, string>;
}

/** Credits included in an estimate (spec 2 §3). */
export type CreditsIncluded = 'YES' | 'NO' | 'UNKNOWN';

/** An estimate for one plan, always for a year as requested (spec 2 §3, §7). */
export interface PlanEstimate {
  planId: string;
  value: number;
  unconditionalValue: number;
  estimatePeriod: string;
  usageForPeriod: number;
  annualUsage: number;
  creditsIncluded: CreditsIncluded;
  /** Where the money goes, when the answer says (issue 17): parts in dollars adding up to `value`. */
  breakdown?: EstimatePart[];
}

/**
 * One part of an estimate (issue 17), dollars for the answer's period: `supply`, a usage band
 * (`peak`, `shoulder`, `shoulder2`, `offPeak`, `usage` for a single rate), `controlledLoad`,
 * `demand`, `greenPower`, `discounts`, `payOnTimeDiscounts` (negative) or a part named later.
 */
export interface EstimatePart {
  part: string;
  incGst: number;
  exGst: number;
}

/** True for a plan record the lookup service stored (validated, every field present). */
export function isPlan(value: unknown): value is Plan {
  if (value === null || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p['code'] === 'string' &&
    typeof p['id'] === 'string' &&
    typeof p['rates'] === 'object' &&
    p['rates'] !== null &&
    Array.isArray(p['features']) &&
    typeof p['rateSummary'] === 'object'
  );
}

/** The fuel of a plan record. */
export const planFuel = (plan: Pick<Plan, 'fuelType'>): SingleFuel => (plan.fuelType === 'GAS' ? 'gas' : 'electricity');

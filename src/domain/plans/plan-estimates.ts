/** Estimate requests, placeholders and display by period (spec 2 §4 "Estimates", §7, §9). */
import { DAYS_PER_YEAR, PLACEHOLDER_ESTIMATE_PERIOD, REQUEST_ESTIMATE_PERIOD } from '../shared/constants';
import type { EstimatePeriod, UsageEstimateType } from '../shared/enums';
import type { PlanEstimate } from './plan-types';
import { groupDigits, groupDigits2 } from '../shared/numbers';

export interface UsageChoice {
  type: UsageEstimateType;
  value?: number | undefined;
}

export interface FuelEstimateInput {
  planIds: readonly string[];
  currentPlanId?: string | null | undefined;
  usage: UsageChoice;
  accountNumber?: string | undefined;
  pricingZone?: string | undefined;
  tariffType?: string | undefined;
}

export interface EstimateSection {
  usageType: string;
  period: EstimatePeriod;
  plans: string[];
  pricingZone?: string;
  tariffType?: string;
  accountNumber?: string;
  customDailyUsage?: number;
  installationMatchLevel?: string;
  greenOption?: number;
  usageAttributionData?: Record<string, number>;
}

export interface EstimateRequest {
  postcode: string;
  ele?: EstimateSection;
  gas?: EstimateSection;
}

export interface EstimateRequestInput {
  postcode: string;
  electricity?: FuelEstimateInput & {
    installationMatchLevel?: string | undefined;
    greenOption: number;
    usageAttributionData?: Record<string, number> | null | undefined;
  };
  gas?: FuelEstimateInput;
}

function section(input: FuelEstimateInput): EstimateSection {
  const { usage } = input;
  const hasValue = typeof usage.value === 'number' && usage.value > 0;
  // A CUSTOMER type without an account number but with a value is sent as CUSTOM.
  const asCustom = usage.type === 'custom' || (usage.type === 'customer' && !input.accountNumber && hasValue);
  const usageType = asCustom ? 'CUSTOM' : usage.type.toUpperCase();
  const plans = [...new Set([...(input.currentPlanId ? [input.currentPlanId] : []), ...input.planIds])];
  const out: EstimateSection = { usageType, period: REQUEST_ESTIMATE_PERIOD, plans };
  if (input.pricingZone) out.pricingZone = input.pricingZone;
  if (input.tariffType) out.tariffType = input.tariffType;
  if (input.accountNumber && (input.currentPlanId || usageType === 'CUSTOMER')) out.accountNumber = input.accountNumber;
  if (usageType === 'CUSTOM' && hasValue) out.customDailyUsage = usage.value as number;
  return out;
}

/**
 * The estimate request (spec 2 §7): a section per fuel given (current plan id first), period
 * always ANNUAL; electricity adds installation match level, green option and usage attribution
 * (the last only without custom usage).
 */
export function buildEstimateRequest(input: EstimateRequestInput): EstimateRequest {
  const out: EstimateRequest = { postcode: input.postcode };
  if (input.electricity && input.electricity.planIds.length) {
    const e = input.electricity;
    const s = section(e);
    if (e.installationMatchLevel) s.installationMatchLevel = e.installationMatchLevel;
    s.greenOption = e.greenOption;
    if (s.usageType !== 'CUSTOM' && e.usageAttributionData) s.usageAttributionData = e.usageAttributionData;
    out.ele = s;
  }
  if (input.gas && input.gas.planIds.length) out.gas = section(input.gas);
  return out;
}

/** Zero-cost placeholders with UNKNOWN credits and a monthly period, used when the estimate call fails. */
export function placeholderEstimates(planIds: readonly string[]): Record<string, PlanEstimate> {
  const out: Record<string, PlanEstimate> = {};
  for (const planId of planIds) {
    out[planId] = {
      planId,
      value: 0,
      unconditionalValue: 0,
      estimatePeriod: PLACEHOLDER_ESTIMATE_PERIOD,
      usageForPeriod: 0,
      annualUsage: 0,
      creditsIncluded: 'UNKNOWN',
    };
  }
  return out;
}

const PERIODS_PER_YEAR: Readonly<Record<EstimatePeriod, number>> = { ANNUAL: 1, QUARTERLY: 4, BIMONTHLY: 6, MONTHLY: 12 };

/** An annual amount shown for a period (a month is a twelfth of 365 days). */
export function amountForPeriod(annual: number, period: EstimatePeriod): number {
  return annual / PERIODS_PER_YEAR[period];
}

/** Days in a period (365 a year). */
export const daysInPeriod = (period: EstimatePeriod): number => DAYS_PER_YEAR / PERIODS_PER_YEAR[period];

/** Words after an amount for a period. */
export const PERIOD_SUFFIX: Readonly<Record<EstimatePeriod, string>> = {
  ANNUAL: 'per year',
  QUARTERLY: 'per quarter',
  BIMONTHLY: 'every two months',
  MONTHLY: 'per month',
};

/** A zero estimate hides that fuel's block (spec 2 §5). */
export const showsEstimate = (estimate: Pick<PlanEstimate, 'value'> | null | undefined): boolean => !!estimate && estimate.value > 0;

/** Whole dollars with thousands separators: 1898.4 → '$1,898'. */
export function formatDollars(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `$${groupDigits(Math.round(value))}`;
}

/** Dollars and cents: 45.6 → '$45.60'. */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `$${groupDigits2(value)}`;
}

/** Some plan has an estimate to show (a failed estimate call leaves only zero placeholders). */
export const hasEstimates = (estimates: {
  electricity: Readonly<Record<string, Pick<PlanEstimate, 'value'>>>;
  gas: Readonly<Record<string, Pick<PlanEstimate, 'value'>>>;
}): boolean => Object.values(estimates.electricity).some(showsEstimate) || Object.values(estimates.gas).some(showsEstimate);

import type { Plan } from '../../../../src/domain/plans';
import type { LookupOutcome } from '../../../../src/domain/plans/plan-messages';

/** A minimal valid plan record; override what a test needs. */
export function plan(over: Partial<Plan> & { code: string }): Plan {
  const fuelType = over.fuelType ?? 'ELE';
  return {
    id: over.code,
    name: over.code,
    description: '',
    ribbon: null,
    sourceCode: over.code,
    offerCode: over.code.split('-')[0] ?? over.code,
    fuelType,
    customerType: 'RESIDENTIAL',
    colourCode: '#00A3AD',
    domIdCode: '',
    disclaimerKey: '',
    showGst: true,
    ratesType: 'variable',
    ratesDisclaimer: '',
    tags: [],
    rateSummary: { type: 'usage', title: { amount: '', unit: '' }, description: '', hasDiscount: false, keyFeaturesText: '', values: [] },
    features: [],
    benefitPeriods: [],
    contractTerms: [],
    rewards: { benchmark: null },
    benchmark: null,
    hasDiscount: false,
    greenAvailable: false,
    discounts: { guaranteed: 0, guaranteedUsage: 0, guaranteedWithDemand: 0, payOnTime: 0, payOnTimeUsage: 0 },
    exitFees: [],
    connectionFee: null,
    latePaymentFee: null,
    creditCardFees: null,
    rates: {
      type: 'SINGLE_RATE',
      discountPercent: 0,
      supply: null,
      usage: [],
      demand: [],
      other: [],
      green: null,
      solar: [],
      solarRates: [],
      tariffType: 'PDC1',
      tariffDescription: '',
    },
    helpTooltipText: {},
    ...over,
  };
}

export const rate = (title: string, baseRate: number, beforeTaxRate = baseRate / 1.1, uom = 'c/kWh') => ({
  period: 'All times',
  title,
  baseRate,
  beforeTaxRate,
  uom,
  demand: false,
  discountPercent: 0,
});

/** The plan load outcomes of spec 1 §4, per fuel. */
export const ELECTRICITY_LOAD_STATUSES = [
  'SUCCESS',
  'NMI_BLOCKED',
  'NMI_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'INVALID_CUSTOMER_TYPE',
  'CAMPAIGN_NOT_SERVICED',
  'ADDRESS_NOT_SERVICED',
  'POSTCODE_NOT_SERVICED',
  'REMOTE_METERING_RISK',
  'STATE_NOT_SERVICED',
  'SOLAR_SETUP_UNKNOWN',
  'SYSTEM_ERROR',
  'QLD_DEENERGISED',
  'ERGON_NOT_SERVICED',
] as const;
export const GAS_LOAD_STATUSES = [
  'SUCCESS',
  'MIRN_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'CAMPAIGN_NOT_SERVICED',
  'ADDRESS_NOT_SERVICED',
  'POSTCODE_NOT_SERVICED',
  'STATE_NOT_SERVICED',
  'SYSTEM_ERROR',
] as const;

/** A lookup's outcome for the message rules: 8 electricity and 3 gas plans where the status is SUCCESS. */
export const outcome = (ele: string, gas: string, over: Partial<LookupOutcome> = {}): LookupOutcome => ({
  electricity: { status: ele, plansCount: ele === 'SUCCESS' ? 8 : 0 },
  gas: { status: gas, plansCount: gas === 'SUCCESS' ? 3 : 0 },
  postcode: '2000',
  address: null,
  state: 'NSW',
  by: 'postcode',
  ...over,
});

/** A plan's reference-price line (spec 2 §4): the estimate and the price it is compared with. */
export const benchmark = (comparisonPercent: number | null) => ({
  type: 'MARKET_REFERENCE',
  estimate: 1800,
  comparisonPercent,
  annualUsage: 3900,
  referencePrice: 1900,
  creditCondition: 'UNCONDITIONAL',
});

/**
 * Public shapes of the reference API (spec 2 §3, spec 1 §3) and the internal tariff
 * model the estimate engine prices. Money in rate entries is in cents (c/day, c/kWh,
 * c/MJ); fees (exit, connection, late payment) are in dollars. `baseRate` includes GST,
 * `beforeTaxRate` excludes it.
 */

export type FuelCode = 'ELE' | 'GAS';
export type FuelName = 'electricity' | 'gas';
export type CustomerType = 'RESIDENTIAL' | 'BUSINESS';
export type StateCode = 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';
export type Attribution = 'PEAK' | 'OFF_PEAK' | 'SHOULDER' | 'SHOULDER2' | 'CONTROLLED_LOAD' | 'CONTROLLED_LOAD2';

/** A time window of a time-of-use band, hours 0–24 (toHour exclusive; wraps when from > to). */
export interface TimeWindow {
  dayTypes: ('WEEKDAY' | 'WEEKEND')[];
  fromHour: number;
  toHour: number;
}

/** A usage block: price per unit (cents, incl. GST) up to a daily cap (none on the last block). */
export interface Block {
  centsPerUnit: number;
  upToPerDay?: number;
}

/** One priced band of general usage. A flat tariff has one band with no windows. */
export interface Band {
  attribution: 'ALL' | 'PEAK' | 'OFF_PEAK' | 'SHOULDER' | 'SHOULDER2';
  blocks: Block[];
  windows: TimeWindow[];
}

export interface Discount {
  /** guaranteed discounts are unconditional; payOnTime ones are conditional. */
  kind: 'guaranteed' | 'payOnTime';
  percent: number;
  appliesTo: ('usage' | 'supply' | 'demand')[];
}

/** What the estimate engine prices. All rates in cents incl. GST. */
export interface Tariff {
  fuel: FuelCode;
  unit: 'kWh' | 'MJ';
  supplyCentsPerDay: number;
  bands: Band[];
  controlledLoad?: { centsPerUnit: number };
  /** Demand charge: cents per kW per day, priced at an assumed monthly peak demand. */
  demand?: { centsPerKwPerDay: number; assumedKw: number };
  greenCentsPerUnit?: number;
  discounts: Discount[];
}

export interface RateEntry {
  period: string;
  title: string;
  baseRate: number;
  beforeTaxRate: number;
  discountedRate: number;
  discountedBeforeTaxRate: number;
  uom: string;
  demand: boolean;
  discountPercent: number;
  attribution?: Attribution | 'ALL';
}

export interface SolarBlock {
  rate: number;
  rateUom: string;
  description: string;
}

export interface SolarRate {
  tariffType: 'PKO' | 'TOU';
  solarRateDetails: {
    period: { season: string; seasonDate: string | null };
    solarRateValues: { rateType: 'PEAK' | 'OFF_PEAK' | 'SHOULDER'; blocks: SolarBlock[]; rateApplicableTimes: string }[];
  }[];
}

export interface RateRecord {
  type: 'SINGLE_RATE' | 'TIME_OF_USE' | 'BLOCK' | 'DEMAND';
  fuelType: FuelCode;
  planCode: string;
  discountPercent: number;
  supplyDiscount: number;
  usageDiscount: number;
  demandDiscount: number;
  supply: RateEntry;
  usage: RateEntry[];
  demand: RateEntry[];
  other: RateEntry[];
  green: RateEntry | null;
  solar: RateEntry[];
  solarRates: SolarRate[];
  solarBundle: null;
  tariffType: string;
  tariffDescription: string;
}

export interface Fee {
  baseRate: number;
  beforeTaxRate: number;
}

export interface Condition {
  code: string;
  enabled: boolean;
}

export interface Feature {
  title: string;
  text: string;
  /** Groups of conditions: the feature shows if there are none or any group is fully met. */
  conditions: Condition[][];
}

export interface Benchmark {
  type: 'NONE' | 'MARKET_REFERENCE' | 'REGULAR_REFERENCE';
  name: string;
  estimate: number | null;
  comparisonPercent: number | null;
  annualUsage: number;
  referencePrice: number | null;
  creditCondition: 'CONDITIONAL' | 'UNCONDITIONAL';
}

export interface RateSummaryItem {
  icon: string;
  fuel: FuelName;
  title: { amount: string; unit: string };
  description: string;
  hasDiscount: boolean;
  rateSummaryType: 'discount' | 'usage' | 'benefits' | 'solar';
}

export interface Plan {
  id: string;
  code: string;
  name: string;
  description: string;
  ribbon: string | null;
  sourceCode: string;
  eleId: string | null;
  gasId: string | null;
  eleCode: string | null;
  gasCode: string | null;
  eleOfferCode: string | null;
  gasOfferCode: string | null;
  offerCode: string;
  elePlanName: string | null;
  gasPlanName: string | null;
  fuelType: FuelCode;
  customerType: CustomerType;
  colourCode: string;
  domIdCode: string;
  disclaimerKey: string;
  showGst: boolean;
  ratesType: 'fixed' | 'variable';
  ratesDisclaimer: string;
  repriceText: string;
  planType: 'MARKET' | 'STANDING';
  visibility: 'PUBLIC' | 'RESTRICTED';
  tags: ('discount' | 'usage' | 'benefits' | 'solar')[];
  rateSummary: {
    type: 'discount' | 'usage' | 'benefits' | 'solar';
    title: { amount: string; unit: string };
    description: string;
    icon: string;
    hasDiscount: boolean;
    keyFeaturesText: string;
    values: RateSummaryItem[];
  };
  features: Feature[];
  postSelectFeatures: Feature[];
  benefitPeriod: string;
  benefitPeriods: { fuelType: FuelCode; term: string }[];
  contractTerms: { fuelType: FuelCode; term: string }[];
  rewards: { planReward: { sourceCode: string; conditions: Condition[][] }; benchmark: Benchmark | null };
  benchmark: Benchmark | null;
  isEleRestricted: boolean;
  isGasRestricted: boolean;
  hasDiscount: boolean;
  isElectricity: boolean;
  greenAvailable: boolean;
  greenOptions: number[];
  lockdown: { rpoOptIn: 'YES' | 'NO' | 'UNKNOWN'; ebillingOptIn: 'YES' | 'NO' | 'UNKNOWN' };
  discounts: {
    guaranteed: number;
    guaranteedUsage: number;
    guaranteedWithDemand: number;
    payOnTime: number;
    payOnTimeUsage: number;
  };
  exitFees: (Fee & { year: number })[];
  connectionFee: Fee;
  latePaymentFee: Fee;
  /** Per paper bill (spec 2 §9, the shape of spec 3 §3.6): not applicable to plans billed by email. */
  paperBillFee: { applicable: boolean; fee: Fee & { uom: string } };
  charges: { connectionFee: Fee };
  creditCardFees: { visaMastercard: number; amex: number };
  rates: RateRecord;
  distributor: string;
  eligibility: string[];
  helpTooltipText: {
    exitFees: string;
    contractTerm: string;
    benefitPeriod: string;
    feesAndCharges: string;
    rates: string;
    latePaymentFee: string;
  };
}

/** A catalogue entry: the public plan plus the tariff the engine prices. */
export interface PricedPlan {
  plan: Plan;
  tariff: Tariff;
  /** Variant facts used to choose what a lookup returns. */
  variant: { family: string; timeOfUse: boolean; controlledLoad: boolean; solarRequired: boolean };
}

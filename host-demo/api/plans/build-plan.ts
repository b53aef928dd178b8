import { familyInfo } from './families';
import { GST, r4, rateRecord } from './rates';
import type { CustomerType, Fee, FuelCode, Plan, PricedPlan, RateRecord, StateCode, Tariff } from './types';

export interface PlanInput {
  id: string;
  family: string;
  sourcePlanName: string;
  fuel: FuelCode;
  customerType: CustomerType;
  planType: 'MARKET' | 'STANDING';
  tariff: Tariff;
  rateType: RateRecord['type'];
  tariffType: string;
  tariffDescription: string;
  state: StateCode;
  distributor: string;
  zone: string;
  connectionFee: number;
  solarFeedIn?: number[];
  eligibility: string[];
  restricted: boolean;
  timeOfUse: boolean;
  controlledLoad: boolean;
  solarRequired: boolean;
}

const fee = (inclGst: number): Fee => ({ baseRate: r4(inclGst), beforeTaxRate: r4(inclGst / GST) });

/** Late payment fees are banned in VIC; elsewhere $12 incl. GST (business $15). */
function latePaymentFee(state: StateCode, customerType: CustomerType): number {
  if (state === 'VIC') return 0;
  return customerType === 'BUSINESS' ? 15 : 12;
}

/** A paper bill costs $1.75 incl. GST; plans billed by email have no paper bill fee. */
const PAPER_BILL_FEE = 1.75;

const RATE_DISCLAIMER = "Our rates will generally be adjusted annually, and we'll notify you when this happens.";

function repriceText(state: StateCode, ratesType: 'fixed' | 'variable'): string {
  if (ratesType === 'fixed') return 'Your rates are fixed for the benefit period.';
  return state === 'VIC' ? 'Rates are reviewed each January.' : 'Rates are reviewed each July.';
}

/** Assembles the public plan (spec 2 §3) and keeps its tariff for the engine. */
export function buildPlan(input: PlanInput): PricedPlan {
  const info = familyInfo(input.family);
  const fuelPrefix = input.fuel === 'GAS' ? 'G' : '';
  const offerCode = info.offerCode.startsWith('G') || input.fuel === 'ELE' ? info.offerCode : `${fuelPrefix}${info.offerCode}`;
  const shortId = input.id.replace(/@.*$/, '');
  const code = `${offerCode}-${input.zone}-${shortId}`;
  const rates = rateRecord({
    tariff: input.tariff,
    planCode: code,
    type: input.rateType,
    tariffType: input.tariffType,
    tariffDescription: input.tariffDescription,
    ...(input.solarFeedIn ? { solarFeedIn: input.solarFeedIn } : {}),
  });
  const isEle = input.fuel === 'ELE';
  const unit = input.tariff.unit;
  const discountPct = input.tariff.discounts.reduce((s, d) => s + d.percent, 0);
  const hasDiscount = discountPct > 0;
  const solarHeadline = isEle && input.solarRequired && input.solarFeedIn?.[0] !== undefined ? input.solarFeedIn[0] : undefined;
  const usageRow = rates.usage.find((u) => u.title === 'Peak usage per day') ?? rates.usage[0];
  const summaryType = hasDiscount ? 'discount' : solarHeadline !== undefined ? 'solar' : 'usage';
  const title =
    summaryType === 'discount'
      ? { amount: `${discountPct}%`, unit: 'discount' }
      : summaryType === 'solar'
        ? { amount: (solarHeadline ?? 0).toFixed(2), unit: 'cents per kWh exported' }
        : { amount: (usageRow?.baseRate ?? 0).toFixed(2), unit: `cents per ${unit}` };
  const discountText = input.tariff.discounts
    .map((d) => {
      const parts = d.appliesTo.includes('supply') ? 'usage and supply rates' : 'usage rates';
      return `${d.percent}% off ${parts}${d.kind === 'payOnTime' ? ' when you pay on time' : ''}`;
    })
    .join('; ');
  const description =
    summaryType === 'discount'
      ? discountText
      : summaryType === 'solar'
        ? 'Solar feed-in rate'
        : `${input.tariffDescription} usage rate (inc GST)`;
  const fuelName = isEle ? 'electricity' : 'gas';
  const guaranteed = input.tariff.discounts.filter((d) => d.kind === 'guaranteed');
  const onTime = input.tariff.discounts.filter((d) => d.kind === 'payOnTime');
  const sumOf = (ds: typeof guaranteed, usageOnly: boolean): number =>
    ds.filter((d) => (usageOnly ? !d.appliesTo.includes('supply') : d.appliesTo.includes('supply'))).reduce((s, d) => s + d.percent, 0);

  const plan: Plan = {
    id: input.id,
    code,
    name: input.family,
    description: info.description,
    ribbon: info.ribbon,
    sourceCode: input.id,
    eleId: isEle ? input.id : null,
    gasId: isEle ? null : input.id,
    eleCode: isEle ? code : null,
    gasCode: isEle ? null : code,
    eleOfferCode: isEle ? offerCode : null,
    gasOfferCode: isEle ? null : offerCode,
    offerCode,
    elePlanName: isEle ? input.sourcePlanName : null,
    gasPlanName: isEle ? null : input.sourcePlanName,
    fuelType: input.fuel,
    customerType: input.customerType,
    colourCode: info.colourCode,
    domIdCode: `${offerCode}-${input.fuel}`.toLowerCase(),
    disclaimerKey: isEle ? 'plans.electricity.rates' : 'plans.gas.rates',
    showGst: true,
    ratesType: info.ratesType,
    ratesDisclaimer: RATE_DISCLAIMER,
    repriceText: repriceText(input.state, info.ratesType),
    planType: input.planType,
    visibility: input.restricted ? 'RESTRICTED' : 'PUBLIC',
    tags: [
      ...(hasDiscount ? (['discount'] as const) : []),
      'usage',
      ...(info.features.length > 2 ? (['benefits'] as const) : []),
      ...(solarHeadline !== undefined ? (['solar'] as const) : []),
    ],
    rateSummary: {
      type: summaryType,
      title,
      description,
      icon: summaryType,
      hasDiscount,
      keyFeaturesText: info.features[0]?.title ?? '',
      values: [{ icon: summaryType, fuel: fuelName, title, description, hasDiscount, rateSummaryType: summaryType }],
    },
    features: info.features,
    postSelectFeatures: info.ebill
      ? [{ title: 'Email billing', text: 'This plan sends bills and notices by email.', conditions: [[{ code: 'CART', enabled: true }]] }]
      : [],
    benefitPeriod: info.benefitPeriod,
    benefitPeriods: [{ fuelType: input.fuel, term: info.benefitPeriod }],
    contractTerms: [{ fuelType: input.fuel, term: info.contractTerm }],
    rewards: { planReward: { sourceCode: input.id, conditions: [] }, benchmark: null },
    benchmark: null,
    isEleRestricted: isEle && input.restricted,
    isGasRestricted: !isEle && input.restricted,
    hasDiscount,
    isElectricity: isEle,
    greenAvailable: isEle && input.tariff.greenCentsPerUnit !== undefined,
    greenOptions: isEle && input.tariff.greenCentsPerUnit !== undefined ? [0, 10, 25, 50, 100] : [0],
    lockdown: { rpoOptIn: 'UNKNOWN', ebillingOptIn: info.ebill ? 'YES' : 'NO' },
    discounts: {
      guaranteed: sumOf(guaranteed, false),
      guaranteedUsage: sumOf(guaranteed, true),
      guaranteedWithDemand: 0,
      payOnTime: sumOf(onTime, false),
      payOnTimeUsage: sumOf(onTime, true),
    },
    exitFees: info.exitFees.map((amount, i) => ({ ...fee(amount), year: i + 1 })),
    connectionFee: fee(input.connectionFee),
    latePaymentFee: fee(latePaymentFee(input.state, input.customerType)),
    paperBillFee: { applicable: !info.ebill, fee: { ...fee(info.ebill ? 0 : PAPER_BILL_FEE), uom: 'per bill' } },
    charges: { connectionFee: fee(input.connectionFee) },
    creditCardFees: { visaMastercard: 0.48, amex: 1.38 },
    rates,
    distributor: input.distributor,
    eligibility: input.eligibility,
    helpTooltipText: {
      exitFees: 'A fee charged if you end the contract before the end of its term.',
      contractTerm: 'How long the contract runs.',
      benefitPeriod: 'How long the discounts or benefits of this plan apply.',
      feesAndCharges: 'Other fees that may apply, such as a connection fee when you move in.',
      rates: 'Rates include GST unless shown otherwise. Solar feed-in rates are GST-free.',
      latePaymentFee: 'A fee charged when a bill is paid after its due date.',
    },
  };
  return {
    plan,
    tariff: input.tariff,
    variant: { family: input.family, timeOfUse: input.timeOfUse, controlledLoad: input.controlledLoad, solarRequired: input.solarRequired },
  };
}

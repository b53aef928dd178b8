/** Plan lookup, estimates, usage bands, distributor and disclaimers (spec 2 §7), each answer checked by a valibot schema. */
import * as v from 'valibot';
import type { EstimatePart, Plan, PlanEstimate } from '../domain/plans';
import { request, type CallOptions } from './client';
import { ApiAbortError, ApiHttpError } from './errors';
import { deepFreeze, SLICE_MS, yieldToMain } from './slices';

export const PLAN_PATHS = {
  lookup: '/qt2/app/v1/offers/lookup',
  calculate: '/qt2/app/estimate/calculate',
  usageBands: '/qt2/app/estimate/usageBands',
  distributor: '/qt2/app/distributor',
  disclaimers: '/qt2/app/getDisclaimers',
} as const;

type Options = Pick<CallOptions, 'signal' | 'headers'>;

/** The optional auth of the plan lookup and the estimate call (spec 2 §6, §7). */
export interface PlanCallAuth {
  /** The `Authorization` header's value (`Bearer …`); none, none sent. */
  authorization?: string;
  /** The server refused it (401): called before the call is made once more without it. */
  onRejected?: () => void;
}
type AuthOptions = Options & PlanCallAuth;

/**
 * POSTs with the optional auth header. A token the server no longer accepts (401) leaves the
 * visitor anonymous rather than without plans: the call is made again without it.
 */
async function postWithAuth<S extends v.GenericSchema>(
  path: string,
  schema: S,
  json: unknown,
  options: AuthOptions,
): Promise<v.InferOutput<S>> {
  const { authorization, onRejected, ...rest } = options;
  const post = (auth?: string): Promise<v.InferOutput<S>> =>
    request(path, schema, { ...rest, ...(auth ? { headers: { ...rest.headers, Authorization: auth } } : {}), method: 'POST', json });
  if (!authorization) return post();
  try {
    return await post(authorization);
  } catch (error) {
    if (!(error instanceof ApiHttpError) || error.status !== 401) throw error;
    onRejected?.();
    return post();
  }
}

/** A field that may be missing or null: `fallback` then. */
function or<S extends v.GenericSchema, const D extends v.Default<S, null | undefined>>(schema: S, fallback: D): v.NullishSchema<S, D> {
  return v.nullish(schema, fallback);
}
const Str = or(v.string(), '');
const Num = or(v.pipe(v.number(), v.finite()), 0);
const Bool = or(v.boolean(), false);
const NullStr = or(v.string(), null);
const NullNum = or(v.number(), null);
const list = <S extends v.GenericSchema>(item: S) => or(v.array(item), [] as v.InferOutput<S>[]);

export const RateEntrySchema = v.object({
  period: Str,
  title: Str,
  baseRate: v.pipe(v.number(), v.finite()),
  beforeTaxRate: v.pipe(v.number(), v.finite()),
  uom: Str,
  demand: Bool,
  discountPercent: Num,
});

const FeeSchema = v.object({ baseRate: Num, beforeTaxRate: Num });
const ConditionSchema = v.object({ code: v.string(), enabled: v.boolean() });
/** Groups of conditions (a feature shows when any group is fully met). */
const ConditionGroupsSchema = list(v.array(ConditionSchema));
const FeatureSchema = v.object({ title: Str, text: Str, conditions: ConditionGroupsSchema });
const BenchmarkSchema = v.object({
  type: Str,
  estimate: NullNum,
  comparisonPercent: NullNum,
  annualUsage: Num,
  referencePrice: NullNum,
  creditCondition: Str,
});
/** A fuel's benefit period or contract term. */
const TermSchema = v.object({ fuelType: Str, term: Str });
const TitleSchema = or(v.object({ amount: Str, unit: Str }), { amount: '', unit: '' });
const SummaryItemSchema = v.object({
  fuel: v.picklist(['electricity', 'gas']),
  title: TitleSchema,
  description: Str,
  hasDiscount: Bool,
  rateSummaryType: Str,
});
const SolarRateSchema = v.object({
  tariffType: Str,
  solarRateDetails: list(
    v.object({
      solarRateValues: list(
        v.object({ rateType: Str, blocks: list(v.object({ rate: v.number(), rateUom: Str, description: Str })), rateApplicableTimes: Str }),
      ),
    }),
  ),
});

export const RatesSchema = v.object({
  type: Str,
  discountPercent: Num,
  supply: or(RateEntrySchema, null),
  usage: list(RateEntrySchema),
  demand: list(RateEntrySchema),
  other: list(RateEntrySchema),
  green: or(RateEntrySchema, null),
  solar: list(RateEntrySchema),
  solarRates: list(SolarRateSchema),
  tariffType: Str,
  tariffDescription: Str,
});

const NO_SUMMARY = { type: '', title: { amount: '', unit: '' }, description: '', hasDiscount: false, keyFeaturesText: '', values: [] };
const NO_DISCOUNTS = { guaranteed: 0, guaranteedUsage: 0, guaranteedWithDemand: 0, payOnTime: 0, payOnTimeUsage: 0 };

/** A plan record of the lookup (spec 2 §3); missing optional fields get neutral values. */
export const PlanSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  code: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  description: Str,
  ribbon: NullStr,
  sourceCode: Str,
  offerCode: Str,
  fuelType: v.picklist(['ELE', 'GAS']),
  customerType: Str,
  colourCode: Str,
  domIdCode: Str,
  disclaimerKey: Str,
  showGst: or(v.boolean(), true),
  ratesType: Str,
  ratesDisclaimer: Str,
  tags: list(v.string()),
  rateSummary: or(
    v.object({ type: Str, title: TitleSchema, description: Str, hasDiscount: Bool, keyFeaturesText: Str, values: list(SummaryItemSchema) }),
    NO_SUMMARY,
  ),
  features: list(FeatureSchema),
  benefitPeriods: list(TermSchema),
  contractTerms: list(TermSchema),
  rewards: or(v.object({ benchmark: or(BenchmarkSchema, null) }), { benchmark: null }),
  benchmark: or(BenchmarkSchema, null),
  hasDiscount: Bool,
  greenAvailable: Bool,
  lockdown: v.optional(v.object({ rpoOptIn: v.optional(v.string()), ebillingOptIn: v.optional(v.string()) })),
  discounts: or(
    v.object({ guaranteed: Num, guaranteedUsage: Num, guaranteedWithDemand: Num, payOnTime: Num, payOnTimeUsage: Num }),
    NO_DISCOUNTS,
  ),
  exitFees: list(v.object({ baseRate: Num, beforeTaxRate: Num, year: Num })),
  connectionFee: or(FeeSchema, null),
  latePaymentFee: or(FeeSchema, null),
  /** Per paper bill (spec 2 §9; the shape of spec 3 §3.6); null when the lookup does not say. */
  paperBillFee: or(
    v.object({ applicable: or(v.boolean(), true), fee: or(v.object({ baseRate: Num, beforeTaxRate: Num, uom: Str }), null) }),
    null,
  ),
  creditCardFees: or(v.object({ visaMastercard: Num, amex: Num }), null),
  rates: RatesSchema,
  helpTooltipText: or(v.record(v.string(), v.string()), {} as Record<string, string>),
});

/** An address part: absent, null or a string (null read as absent). */
const AddressPart = v.pipe(
  v.nullish(v.string()),
  v.transform((x) => x ?? undefined),
);
const AddressSchema = v.object({
  id: AddressPart,
  label: AddressPart,
  unitNumber: AddressPart,
  streetNumber: AddressPart,
  streetName: AddressPart,
  suburb: AddressPart,
  state: AddressPart,
  postcode: AddressPart,
});

/** The lookup's answer around its plans; each plan is checked on its own (`lookupOffers`). */
export const LookupResponseSchema = v.object({
  postcode: NullStr,
  address: or(AddressSchema, null),
  state: NullStr,
  disclaimers: list(v.object({ key: v.string(), text: Str, sharedKeys: list(v.string()) })),
  electricity: v.object({
    status: v.string(),
    plans: list(v.unknown()),
    currentPlan: or(PlanSchema, null),
    nmi: NullStr,
    meterDetails: or(
      v.object({
        customerType: NullStr,
        nswRemoteDisconnected: Bool,
        commercialIndustrial: Bool,
        ergon: Bool,
        pricingZone: NullStr,
        tariffType: NullStr,
        installationMatchLevel: NullStr,
        solarSetup: NullStr,
        remoteMeteringRisk: Bool,
      }),
      null,
    ),
    distributor: or(v.object({ distributor: Str, name: Str, participantId: Str, phoneNumber: Str }), null),
    frmp: NullStr,
    accuracy: NullStr,
  }),
  gas: v.object({
    status: v.string(),
    plans: list(v.unknown()),
    currentPlan: or(PlanSchema, null),
    mirn: NullStr,
    fro: NullStr,
    accuracy: NullStr,
  }),
});
type LookupEnvelope = v.InferOutput<typeof LookupResponseSchema>;
/** The lookup's answer with its usable plans. */
export type LookupResponse = Omit<LookupEnvelope, 'electricity' | 'gas'> & {
  electricity: Omit<LookupEnvelope['electricity'], 'plans'> & { plans: Plan[] };
  gas: Omit<LookupEnvelope['gas'], 'plans'> & { plans: Plan[] };
};

/** The lookup request of spec 2 §3 (fields left out when unknown). */
export interface LookupRequest {
  customerType: string;
  postcode?: string;
  nmi?: string;
  mirn?: string;
  address?: Record<string, unknown>;
  campaignId?: string;
  qualifications?: string[];
  addCurrentPlan?: boolean;
  electricityAccountNumber?: string;
  gasAccountNumber?: string;
}

/**
 * A fuel's plans, checked and frozen one by one in slices that never block the page (issue 21: 92 plans
 * checked and frozen at once were a long task with the first plans; 10,000 must not freeze it). An answer with a plan that fails is checked again by the rules that leave the bad
 * plans out and keep the rest (issue 22; loaded then).
 */
async function checkedPlans(fuel: string, raw: readonly unknown[], signal: AbortSignal | undefined): Promise<Plan[]> {
  const plans: Plan[] = [];
  let sliceStart = performance.now();
  for (const item of raw) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      if (signal?.aborted) throw new ApiAbortError(PLAN_PATHS.lookup);
      sliceStart = performance.now();
    }
    const checked = v.safeParse(PlanSchema, item);
    if (!checked.success) return (await import('./plan-list')).usablePlans(PLAN_PATHS.lookup, PlanSchema, fuel, raw, signal);
    plans.push(deepFreeze(checked.output));
  }
  return plans;
}

/** POST the plan lookup, with the optional auth header. */
export async function lookupOffers(body: LookupRequest, options: AuthOptions = {}): Promise<LookupResponse> {
  const res = await postWithAuth(PLAN_PATHS.lookup, LookupResponseSchema, body, options);
  const electricity = await checkedPlans('electricity', res.electricity.plans, options.signal);
  const gas = await checkedPlans('gas', res.gas.plans, options.signal);
  return { ...res, electricity: { ...res.electricity, plans: electricity }, gas: { ...res.gas, plans: gas } };
}

/**
 * Where the money goes (issue 17): named parts with finite amounts; a bad one is dropped, the
 * estimate kept. What a view may show of it (known part names, at most 30 parts, adding up to the
 * estimate) is decided where it is shown (src/domain/compare/estimate-breakdown.ts usableBreakdown).
 */
const BreakdownSchema = v.array(v.object({ part: v.string(), incGst: Num, exGst: Num }));
/** The breakdown when it is one (checked by its schema), else none: a bad one never costs the estimate. */
const breakdownOf = (value: unknown): EstimatePart[] | undefined => {
  const checked = v.safeParse(BreakdownSchema, value);
  return checked.success ? checked.output : undefined;
};

/** One plan's estimate. The answer keys estimates by plan id (spec 2 §7); an entry's own planId may be left out. */
const EstimateSchema = v.pipe(
  v.object({
    planId: v.optional(v.string()),
    value: v.optional(v.number()),
    cost: v.optional(v.number()),
    unconditionalValue: v.optional(v.number()),
    unconditionalCost: v.optional(v.number()),
    estimatePeriod: Str,
    usageForPeriod: Num,
    annualUsage: Num,
    creditsIncluded: or(v.picklist(['YES', 'NO', 'UNKNOWN']), 'UNKNOWN' as const),
    breakdown: v.optional(v.unknown()),
  }),
  v.transform((e): Omit<PlanEstimate, 'planId'> & { planId: string | undefined } => {
    const value = e.value ?? e.cost ?? 0;
    const breakdown = breakdownOf(e.breakdown);
    return {
      planId: e.planId,
      value,
      unconditionalValue: e.unconditionalValue ?? e.unconditionalCost ?? value,
      estimatePeriod: e.estimatePeriod,
      usageForPeriod: e.usageForPeriod,
      annualUsage: e.annualUsage,
      creditsIncluded: e.creditsIncluded,
      ...(breakdown && { breakdown }),
    };
  }),
);
const EstimatesByPlanSchema = v.pipe(
  v.record(v.string(), EstimateSchema),
  v.transform((byPlan): Record<string, PlanEstimate> => {
    const out: Record<string, PlanEstimate> = {};
    for (const [id, e] of Object.entries(byPlan)) out[id] = { ...e, planId: e.planId ?? id };
    return out;
  }),
);
const FuelEstimatesSchema = or(v.object({ period: Str, estimates: or(EstimatesByPlanSchema, {} as Record<string, PlanEstimate>) }), null);
export const CalculateResponseSchema = v.object({ electricity: FuelEstimatesSchema, gas: FuelEstimatesSchema });
export type CalculateResponse = v.InferOutput<typeof CalculateResponseSchema>;

/**
 * POST the estimate calculation (body built by `buildEstimateRequest`), with the optional auth header.
 * The answer comes frozen, as the lookup's plans do: every widget reads it by reference, none may change it.
 */
export function calculateEstimates(body: unknown, options: AuthOptions = {}): Promise<CalculateResponse> {
  return postWithAuth(PLAN_PATHS.calculate, CalculateResponseSchema, body, options).then(deepFreeze);
}

const BandsSchema = or(v.object({ low: Num, medium: Num, high: Num, benchmark: Num }), null);
export const UsageBandsSchema = v.object({ pricingZone: NullStr, eleUsageBands: BandsSchema, gasUsageBands: BandsSchema });
export type UsageBandsResponse = v.InferOutput<typeof UsageBandsSchema>;

/** GET usage bands: by pricing zone and tariff type when known, otherwise by postcode. */
export function fetchUsageBands(
  query: { customerType: string; postcode?: string; pricingZone?: string; tariffType?: string },
  options: Options = {},
): Promise<UsageBandsResponse> {
  return request(PLAN_PATHS.usageBands, UsageBandsSchema, { ...options, query });
}

export const DistributorSchema = v.object({ distributor: Str, name: Str, participantId: Str, phoneNumber: Str });
export type Distributor = v.InferOutput<typeof DistributorSchema>;

/** GET the electricity distributor of a postcode. */
export function fetchDistributor(postcode: string, options: Options = {}): Promise<Distributor> {
  return request(PLAN_PATHS.distributor, DistributorSchema, { ...options, query: { postcode, fuelType: 'ELE' } });
}

/** The output of the plan schema is a domain plan (checked at compile time). */
export const asPlan = (plan: v.InferOutput<typeof PlanSchema>): Plan => plan;

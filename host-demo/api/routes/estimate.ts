import { Hono } from 'hono';
import * as v from 'valibot';
import { distributorByZone } from '../data/distributors';
import { regionOf } from '../data/regions';
import { electricityBands, gasBands, type UsageBands } from '../data/usage-bands';
import { estimateBreakdown } from '../engine/breakdown';
import { daysIn, priceTariff, round2, type EstimatePeriod } from '../engine/estimate';
import { AccountNumber, CustomerTypeSchema, errorResponse, isResponse, jsonBody, Postcode, query } from '../http';
import { catalogue } from '../plans/catalogue';
import type { CustomerType, FuelCode, PricedPlan, StateCode } from '../plans/types';
import { ANNUAL_ELECTRICITY, ANNUAL_GAS } from '../scenarios/accounts';

export const ESTIMATE_HTTP_500 = '2004';
export const MAX_DAILY = { ELE: 499.99, GAS: 27398 } as const;

const Nullish = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const UsageType = v.pipe(v.string(), v.toUpperCase(), v.picklist(['BENCHMARK', 'LOW', 'MEDIUM', 'HIGH', 'CUSTOM', 'CUSTOMER']));
const Period = v.pipe(v.string(), v.toUpperCase(), v.picklist(['MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'ANNUAL']));
const Share = v.pipe(v.number(), v.minValue(0), v.maxValue(100));

const FuelSection = v.object({
  usageType: UsageType,
  period: v.optional(Period, 'ANNUAL'),
  plans: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    v.minLength(1, 'plans must list at least one plan id'),
    v.maxLength(300),
  ),
  pricingZone: Nullish(v.pipe(v.string(), v.maxLength(40))),
  tariffType: Nullish(v.pipe(v.string(), v.maxLength(20))),
  accountNumber: Nullish(AccountNumber),
  customDailyUsage: Nullish(v.pipe(v.number(), v.minValue(0))),
  installationMatchLevel: Nullish(v.string()),
  greenOption: Nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  usageAttributionData: Nullish(
    v.object({
      PEAK: v.optional(Share),
      OFF_PEAK: v.optional(Share),
      SHOULDER: v.optional(Share),
      SHOULDER2: v.optional(Share),
      CONTROLLED_LOAD: v.optional(Share),
      CONTROLLED_LOAD2: v.optional(Share),
    }),
  ),
});
type FuelSectionInput = v.InferOutput<typeof FuelSection>;

export const CalculateRequestSchema = v.pipe(
  v.object({ postcode: Postcode, ele: Nullish(FuelSection), gas: Nullish(FuelSection) }),
  v.check((r) => Boolean(r.ele || r.gas), 'one of ele or gas is required'),
);

/** Annual usage on file for an account (scenario accounts; 1000000013 has no electricity usage). */
function accountAnnualUsage(fuel: FuelCode, account: string): number {
  if (fuel === 'ELE') return account === '1000000013' ? 0 : ANNUAL_ELECTRICITY;
  return ANNUAL_GAS;
}

function bandsFor(
  fuel: FuelCode,
  customerType: CustomerType,
  zone: string | null,
  state: StateCode,
  tariffType?: string | null,
): UsageBands | undefined {
  return fuel === 'ELE' ? electricityBands(customerType, zone ?? '', tariffType ?? undefined) : gasBands(customerType, state);
}

type Daily = { daily: number; usageType: string } | { error: string };

function dailyUsage(fuel: FuelCode, s: FuelSectionInput, bands: UsageBands | undefined): Daily {
  const band = (type: 'low' | 'medium' | 'high' | 'benchmark'): Daily =>
    bands ? { daily: bands[type], usageType: type.toUpperCase() } : { error: 'No usage bands for this pricing zone' };
  switch (s.usageType) {
    case 'CUSTOM':
      if (s.customDailyUsage == null || s.customDailyUsage <= 0) return { error: 'CUSTOM usage needs customDailyUsage above 0' };
      return { daily: Math.min(s.customDailyUsage, MAX_DAILY[fuel]), usageType: 'CUSTOM' };
    case 'CUSTOMER': {
      if (s.accountNumber) {
        const annual = accountAnnualUsage(fuel, s.accountNumber);
        if (annual > 0) return { daily: round2(annual / 365), usageType: 'CUSTOMER' };
      }
      if (s.customDailyUsage != null && s.customDailyUsage > 0)
        return { daily: Math.min(s.customDailyUsage, MAX_DAILY[fuel]), usageType: 'CUSTOM' };
      if (s.accountNumber) return band('benchmark');
      return { error: 'CUSTOMER usage needs an accountNumber or customDailyUsage' };
    }
    case 'LOW':
      return band('low');
    case 'MEDIUM':
      return band('medium');
    case 'HIGH':
      return band('high');
    default:
      return band('benchmark');
  }
}

function priceSection(fuel: FuelCode, s: FuelSectionInput, postcode: string) {
  const found = s.plans.map((id) => catalogue().byId.get(id)).filter((p): p is PricedPlan => p?.tariff.fuel === fuel);
  const unknownPlans = s.plans.filter((id) => catalogue().byId.get(id)?.tariff.fuel !== fuel);
  const customerType: CustomerType = found[0]?.plan.customerType ?? 'RESIDENTIAL';
  const region = regionOf(postcode);
  const zone = s.pricingZone ?? region?.distributor?.zone ?? found[0]?.plan.code.split('-')[1] ?? null;
  const state: StateCode = region?.state ?? 'NSW';
  const usage = dailyUsage(fuel, s, bandsFor(fuel, customerType, zone, state, s.tariffType));
  if ('error' in usage) return { error: usage.error };
  const period = s.period as EstimatePeriod;
  const days = daysIn(period);
  const estimates: Record<string, unknown> = {};
  for (const p of found) {
    const r = priceTariff(p.tariff, {
      dailyUsage: usage.daily,
      days,
      greenPercent: fuel === 'ELE' ? (s.greenOption ?? 0) : 0,
      ...(fuel === 'ELE' && s.usageAttributionData && s.usageType !== 'CUSTOM' ? { attribution: s.usageAttributionData } : {}),
    });
    estimates[p.plan.id] = {
      planId: p.plan.id,
      cost: r.value,
      unconditionalCost: r.unconditionalValue,
      value: r.value,
      unconditionalValue: r.unconditionalValue,
      estimatePeriod: period,
      creditsIncluded: r.creditsIncluded,
      usageForPeriod: r.usageForPeriod,
      annualUsage: r.annualUsage,
      breakdown: estimateBreakdown(r),
    };
  }
  return { period, usageType: usage.usageType, dailyUsage: usage.daily, days: round2(days), estimates, unknownPlans };
}

/** Usage bands and the estimate engine (spec 2 §7). */
export function estimateRoutes(): Hono {
  const app = new Hono();

  app.get('/qt2/app/estimate/usageBands', (c) => {
    const q = query(
      c,
      v.pipe(
        v.object({
          customerType: CustomerTypeSchema,
          postcode: v.optional(Postcode),
          pricingZone: v.optional(v.pipe(v.string(), v.maxLength(40))),
          tariffType: v.optional(v.pipe(v.string(), v.maxLength(20))),
        }),
        v.check((x) => Boolean(x.postcode || x.pricingZone), 'postcode or pricingZone is required'),
      ),
    );
    if (isResponse(q)) return q;
    const region = q.postcode ? regionOf(q.postcode) : undefined;
    if (q.postcode && (!region || !region.distributor)) {
      return errorResponse(c, 404, 'POSTCODE_NOT_SERVICED', `No usage bands for postcode ${q.postcode}`);
    }
    const zone = q.pricingZone?.toUpperCase() ?? region?.distributor?.zone ?? '';
    const ele = electricityBands(q.customerType, zone, q.tariffType);
    if (!ele) return errorResponse(c, 404, 'PRICING_ZONE_NOT_FOUND', `Unknown pricing zone ${zone}`);
    const state: StateCode = region?.state ?? distributorByZone(zone)?.state ?? 'NSW';
    return c.json({ customerType: q.customerType, pricingZone: zone, eleUsageBands: ele, gasUsageBands: gasBands(q.customerType, state) });
  });

  app.post('/qt2/app/estimate/calculate', async (c) => {
    const req = await jsonBody(c, CalculateRequestSchema);
    if (isResponse(req)) return req;
    if (req.postcode === ESTIMATE_HTTP_500) return errorResponse(c, 500, 'INTERNAL_ERROR', 'Estimate service failed');
    const electricity = req.ele ? priceSection('ELE', req.ele, req.postcode) : null;
    const gas = req.gas ? priceSection('GAS', req.gas, req.postcode) : null;
    const failed = [electricity, gas].find((x): x is { error: string } => x !== null && 'error' in x);
    if (failed) return errorResponse(c, 400, 'BAD_REQUEST', failed.error);
    return c.json({ postcode: req.postcode, electricity, gas });
  });

  return app;
}

import type { Attribution, Band, Block, Tariff, TimeWindow } from '../plans/types';
import { DAY_TYPE_WEIGHTS, DEFAULT_CONTROLLED_LOAD_SHARE, hourShare } from './load-profile';

export type EstimatePeriod = 'MONTHLY' | 'BIMONTHLY' | 'QUARTERLY' | 'ANNUAL';

export const DAYS_PER_YEAR = 365;

const PERIOD_DIVISOR: Record<EstimatePeriod, number> = { ANNUAL: 1, QUARTERLY: 4, BIMONTHLY: 6, MONTHLY: 12 };

/** Days in an estimate period (a twelfth, sixth or quarter of 365). */
export function daysIn(period: EstimatePeriod): number {
  return DAYS_PER_YEAR / PERIOD_DIVISOR[period];
}

export interface UsageInput {
  /** Average total usage per day (kWh or MJ), controlled load included. */
  dailyUsage: number;
  days: number;
  /** GreenPower percentage 0–100 (electricity only). */
  greenPercent?: number;
  /** Usage attribution shares in percent (PEAK, SHOULDER, OFF_PEAK, CONTROLLED_LOAD …). */
  attribution?: Partial<Record<Attribution, number>>;
}

/** Dollar amounts for the period, incl. GST, before rounding. */
export interface EstimateBreakdown {
  supply: number;
  usage: number;
  controlledLoad: number;
  demand: number;
  green: number;
  guaranteedDiscount: number;
  conditionalDiscount: number;
  /** Usage per band for the period, in the tariff's unit, and its cost in dollars (general usage only). */
  bandUsage: { attribution: Band['attribution']; quantity: number; cost: number }[];
}

export interface EstimateResult {
  /** Cost with every discount, conditional ones assumed met (dollars, 2 dp). */
  value: number;
  /** Cost with only the unconditional discounts (dollars, 2 dp). */
  unconditionalValue: number;
  usageForPeriod: number;
  annualUsage: number;
  creditsIncluded: 'YES' | 'NO';
  breakdown: EstimateBreakdown;
}

export const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

function hourInWindow(hour: number, w: TimeWindow): boolean {
  const from = Math.floor(w.fromHour + 1e-9);
  const to = Math.ceil(w.toHour - 1e-9);
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to;
}

function fallbackBand(bands: readonly Band[]): number {
  const off = bands.findIndex((b) => b.attribution === 'OFF_PEAK');
  return off >= 0 ? off : bands.length - 1;
}

/** Share of general usage in each band from the load profile and the bands' windows. */
export function profileShares(bands: readonly Band[]): number[] {
  const shares = bands.map(() => 0);
  if (bands.length === 1) return [1];
  for (const dayType of ['WEEKDAY', 'WEEKEND'] as const) {
    for (let hour = 0; hour < 24; hour++) {
      let idx = bands.findIndex((b) => b.windows.some((w) => w.dayTypes.includes(dayType) && hourInWindow(hour, w)));
      if (idx < 0) idx = fallbackBand(bands);
      shares[idx] = (shares[idx] ?? 0) + DAY_TYPE_WEIGHTS[dayType] * hourShare(hour);
    }
  }
  return shares;
}

/** Share of general usage in each band: the request's attribution when it names the bands, else the profile. */
export function bandShares(bands: readonly Band[], attribution?: UsageInput['attribution']): number[] {
  if (bands.length === 1) return [1];
  if (attribution) {
    const raw = bands.map((b) => (b.attribution === 'ALL' ? 0 : (attribution[b.attribution] ?? 0)));
    const total = raw.reduce((s, x) => s + x, 0);
    if (total > 0) return raw.map((x) => x / total);
  }
  return profileShares(bands);
}

/** Cost in cents of one day's quantity through blocks with daily caps. */
export function blocksCost(blocks: readonly Block[], quantity: number): number {
  let remaining = quantity;
  let cents = 0;
  for (const block of blocks) {
    if (remaining <= 0) break;
    const q = block.upToPerDay === undefined ? remaining : Math.min(remaining, block.upToPerDay);
    cents += q * block.centsPerUnit;
    remaining -= q;
  }
  return cents;
}

function controlledLoadShare(tariff: Tariff, attribution?: UsageInput['attribution']): number {
  if (!tariff.controlledLoad) return 0;
  if (attribution) {
    const cl = (attribution.CONTROLLED_LOAD ?? 0) + (attribution.CONTROLLED_LOAD2 ?? 0);
    const total = Object.values(attribution).reduce((s, x) => s + (x ?? 0), 0);
    if (total > 0) return cl / total;
  }
  return DEFAULT_CONTROLLED_LOAD_SHARE;
}

/**
 * Prices a tariff for an average day scaled to the period:
 * supply × days + general usage through each band's daily blocks + controlled load +
 * demand + GreenPower, less unconditional discounts (unconditionalValue) and then
 * conditional pay-on-time discounts (value). Every rate includes GST.
 */
export function priceTariff(tariff: Tariff, input: UsageInput): EstimateResult {
  const daily = Math.max(0, input.dailyUsage);
  const clShare = controlledLoadShare(tariff, input.attribution);
  const clDaily = daily * clShare;
  const generalDaily = daily - clDaily;
  const shares = bandShares(tariff.bands, input.attribution);

  let usageCentsPerDay = 0;
  const bandUsage = tariff.bands.map((band, i) => {
    const q = generalDaily * (shares[i] ?? 0);
    const centsPerDay = blocksCost(band.blocks, q);
    usageCentsPerDay += centsPerDay;
    return { attribution: band.attribution, quantity: q * input.days, cost: (centsPerDay * input.days) / 100 };
  });

  const days = input.days;
  const cents = {
    supply: tariff.supplyCentsPerDay * days,
    usage: usageCentsPerDay * days,
    controlledLoad: (tariff.controlledLoad?.centsPerUnit ?? 0) * clDaily * days,
    demand: tariff.demand ? tariff.demand.centsPerKwPerDay * tariff.demand.assumedKw * days : 0,
    green: ((tariff.greenCentsPerUnit ?? 0) * daily * (input.greenPercent ?? 0) * days) / 100,
  };
  const discountOf = (kind: 'guaranteed' | 'payOnTime'): number =>
    tariff.discounts
      .filter((d) => d.kind === kind)
      .reduce((sum, d) => {
        const base = d.appliesTo.reduce(
          (s, part) => s + (part === 'usage' ? cents.usage + cents.controlledLoad : part === 'supply' ? cents.supply : cents.demand),
          0,
        );
        return sum + (base * d.percent) / 100;
      }, 0);
  const guaranteed = discountOf('guaranteed');
  const conditional = discountOf('payOnTime');
  const gross = cents.supply + cents.usage + cents.controlledLoad + cents.demand + cents.green;

  return {
    value: round2((gross - guaranteed - conditional) / 100),
    unconditionalValue: round2((gross - guaranteed) / 100),
    usageForPeriod: round2(daily * days),
    annualUsage: round2(daily * DAYS_PER_YEAR),
    creditsIncluded: tariff.discounts.some((d) => d.kind === 'payOnTime') ? 'YES' : 'NO',
    breakdown: {
      supply: cents.supply / 100,
      usage: cents.usage / 100,
      controlledLoad: cents.controlledLoad / 100,
      demand: cents.demand / 100,
      green: cents.green / 100,
      guaranteedDiscount: guaranteed / 100,
      conditionalDiscount: conditional / 100,
      bandUsage,
    },
  };
}

import type { Band } from '../plans/types';
import { GST } from '../plans/rates';
import type { EstimateResult } from './estimate';

/**
 * Where an estimate's money goes: supply, each usage band, controlled load, demand,
 * GreenPower, then the discounts (negative). `usage` is the band of a single-rate tariff.
 */
export type BreakdownPartName =
  | 'supply'
  | 'peak'
  | 'shoulder'
  | 'shoulder2'
  | 'offPeak'
  | 'usage'
  | 'controlledLoad'
  | 'demand'
  | 'greenPower'
  | 'discounts'
  | 'payOnTimeDiscounts';

/** One part in dollars (2 dp), with and before GST. */
export interface BreakdownPart {
  part: BreakdownPartName;
  incGst: number;
  exGst: number;
}

const BAND_PART: Record<Band['attribution'], BreakdownPartName> = {
  ALL: 'usage',
  PEAK: 'peak',
  SHOULDER: 'shoulder',
  SHOULDER2: 'shoulder2',
  OFF_PEAK: 'offPeak',
};

/**
 * Whole cents for each raw amount (cents, any sign) that add up to `target` exactly: each amount
 * is floored, and the cents still missing go one each to the largest remainders (earlier parts
 * first on a tie); should the floors overshoot, cents come off the smallest remainders.
 */
export function allocateCents(raw: readonly number[], target: number): number[] {
  const floors = raw.map((x) => Math.floor(x + 1e-9));
  let missing = target - floors.reduce((s, x) => s + x, 0);
  if (raw.length === 0) return [];
  const order = raw.map((x, i) => ({ i, rest: x - (floors[i] ?? 0) }));
  const out = [...floors];
  if (missing > 0) {
    order.sort((a, b) => b.rest - a.rest || a.i - b.i);
    for (let k = 0; missing > 0; k = (k + 1) % order.length, missing--) out[order[k]!.i]! += 1;
  } else if (missing < 0) {
    order.sort((a, b) => a.rest - b.rest || a.i - b.i);
    for (let k = 0; missing < 0; k = (k + 1) % order.length, missing++) out[order[k]!.i]! -= 1;
  }
  return out;
}

/**
 * The estimate's parts, in dollars with and before GST, present parts only (none at zero but
 * supply). The `incGst` parts add up to `result.value` to the cent, the `exGst` parts to
 * `result.value / 1.1` rounded to the cent. Every rate includes GST, so a part before GST is
 * its share of the total before GST.
 */
export function estimateBreakdown(result: EstimateResult): BreakdownPart[] {
  const b = result.breakdown;
  const raw: { part: BreakdownPartName; dollars: number }[] = [
    { part: 'supply', dollars: b.supply },
    ...b.bandUsage.map((u) => ({ part: BAND_PART[u.attribution], dollars: u.cost })),
    { part: 'controlledLoad', dollars: b.controlledLoad },
    { part: 'demand', dollars: b.demand },
    { part: 'greenPower', dollars: b.green },
    { part: 'discounts', dollars: -b.guaranteedDiscount },
    { part: 'payOnTimeDiscounts', dollars: -b.conditionalDiscount },
  ];
  const present = raw.filter((p) => p.part === 'supply' || Math.abs(p.dollars) >= 1e-9);
  const incTarget = Math.round(result.value * 100);
  const exTarget = Math.round(incTarget / GST);
  const inc = allocateCents(
    present.map((p) => p.dollars * 100),
    incTarget,
  );
  const ex = allocateCents(
    present.map((p) => (p.dollars * 100) / GST),
    exTarget,
  );
  return present.map((p, i) => ({ part: p.part, incGst: (inc[i] ?? 0) / 100, exGst: (ex[i] ?? 0) / 100 }));
}

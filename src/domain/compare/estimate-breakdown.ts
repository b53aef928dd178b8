/**
 * Where the money goes (issue 17): an estimate's parts for the period and GST choice shown, in
 * cents that add up to the estimate shown, and the segments of a stacked bar. Loaded only with
 * the compare view.
 */
import { breakdownPartLabel } from './compare-texts';
import type { EstimatePeriod } from '../shared/enums';
import { roundTo } from '../shared/numbers';
import { amountForPeriod } from '../plans/plan-estimates';
import type { EstimatePart, PlanEstimate } from '../plans/plan-types';

/** One part of the estimate shown: dollars to the cent (negative for discounts). */
export interface BreakdownLine {
  part: string;
  label: string;
  amount: number;
}

/** The estimate shown and its parts; the parts' cents add up to the total's exactly. */
export interface EstimateBreakdownView {
  total: number;
  lines: BreakdownLine[];
}

/** One segment of the stacked bar: where it starts and how wide it is, as fractions of the bar. */
export interface BarSegment extends BreakdownLine {
  start: number;
  size: number;
  /** A discount: drawn back from the bar's end, over the charges it takes off. */
  negative: boolean;
}

type Estimate = Pick<PlanEstimate, 'value' | 'breakdown'>;

const toCents = (dollars: number): number => Math.round(dollars * 100);
const sumCents = (parts: readonly EstimatePart[], key: 'incGst' | 'exGst'): number => parts.reduce((s, p) => s + toCents(p[key]), 0);

/**
 * Whole cents for each raw amount (cents, any sign) that add up to `target` exactly (largest
 * remainder): each amount is floored, and the cents still missing go one each to the largest
 * remainders, the earlier part first on a tie; should the floors overshoot, cents come off the
 * smallest remainders. The same input always gives the same answer.
 */
export function allocateCents(raw: readonly number[], target: number): number[] {
  if (raw.length === 0) return [];
  const out = raw.map((x) => Math.floor(x + 1e-9));
  const order = raw.map((x, i) => ({ i, rest: x - (out[i] ?? 0) }));
  let missing = Math.round(target) - out.reduce((s, x) => s + x, 0);
  const step = missing > 0 ? 1 : -1;
  order.sort(step > 0 ? (a, b) => b.rest - a.rest || a.i - b.i : (a, b) => a.rest - b.rest || a.i - b.i);
  for (let k = 0; missing !== 0; k = (k + 1) % order.length, missing -= step) {
    const at = order[k]?.i ?? 0;
    out[at] = (out[at] ?? 0) + step;
  }
  return out;
}

/** At most this many parts are shown, each named plainly (letters and digits). */
const MAX_PARTS = 30;
const PART_NAME = /^[A-Za-z\d]{1,40}$/;

/**
 * The parts the answer gave, when they are the estimate's: their cents with GST add up to the
 * estimate's within a cent a part (the reference API's add up exactly). Otherwise null, so no
 * view shows parts that tell a different story from the estimate.
 */
export function usableBreakdown(estimate: Estimate): EstimatePart[] | null {
  const parts = estimate.breakdown;
  // The answer's shape is checked on arrival; what is shown is at most 30 parts with plain names.
  if (!parts || parts.length === 0 || parts.length > MAX_PARTS || !parts.every((p) => PART_NAME.test(p.part)) || !(estimate.value > 0))
    return null;
  return Math.abs(sumCents(parts, 'incGst') - toCents(estimate.value)) <= parts.length ? mergeRepeatedParts(parts) : null;
}

/**
 * One line per part: a part the answer names twice (two bands of a tariff both counted as second
 * shoulder, say) becomes one, at the first one's place, its cents added up, so no label repeats.
 */
function mergeRepeatedParts(parts: readonly EstimatePart[]): EstimatePart[] {
  const out: EstimatePart[] = [];
  for (const p of parts) {
    const seen = out.find((o) => o.part === p.part);
    if (!seen) out.push({ ...p });
    else {
      seen.incGst = (toCents(seen.incGst) + toCents(p.incGst)) / 100;
      seen.exGst = (toCents(seen.exGst) + toCents(p.exGst)) / 100;
    }
  }
  return out;
}

/**
 * The estimate shown for a period to the cent (half away from zero): with GST the estimate's value for the period;
 * before GST the period's share of the breakdown's before-GST parts, null without a breakdown
 * (the answer gives estimates with GST only).
 */
export function periodEstimate(estimate: Estimate, period: EstimatePeriod, incGst: boolean): number | null {
  if (incGst) return roundTo(amountForPeriod(estimate.value, period), 2);
  const parts = usableBreakdown(estimate);
  return parts ? Math.round(amountForPeriod(sumCents(parts, 'exGst'), period)) / 100 : null;
}

/**
 * The estimate's parts for the period and GST choice shown, in the answer's order, each to the
 * cent, adding up to {@link periodEstimate} exactly; null when the answer gave no usable breakdown.
 */
export function estimateBreakdown(estimate: Estimate, period: EstimatePeriod, incGst: boolean): EstimateBreakdownView | null {
  const parts = usableBreakdown(estimate);
  const total = periodEstimate(estimate, period, incGst);
  if (!parts || total === null) return null;
  const key = incGst ? 'incGst' : 'exGst';
  const cents = allocateCents(
    parts.map((p) => amountForPeriod(toCents(p[key]), period)),
    Math.round(total * 100),
  );
  return {
    total,
    lines: parts.map((p, i) => ({ part: p.part, label: breakdownPartLabel(p.part), amount: (cents[i] ?? 0) / 100 })),
  };
}

/**
 * The stacked bar: the charges side by side from the left, filling the bar; each discount drawn
 * back from the end over what it takes off, so the estimate is where the last discount starts.
 * Parts at zero are left out; no charges, no segments.
 */
export function barSegments(view: EstimateBreakdownView): BarSegment[] {
  const charges = view.lines.filter((l) => l.amount > 0);
  const gross = charges.reduce((s, l) => s + l.amount, 0);
  if (!(gross > 0)) return [];
  const out: BarSegment[] = [];
  let at = 0;
  for (const l of charges) {
    const size = l.amount / gross;
    out.push({ ...l, start: at, size, negative: false });
    at += size;
  }
  let end = 1;
  for (const l of view.lines.filter((x) => x.amount < 0)) {
    const size = Math.min(-l.amount / gross, end);
    out.push({ ...l, start: end - size, size, negative: true });
    end -= size;
  }
  return out;
}

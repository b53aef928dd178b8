/**
 * Compare side by side (issue 17): which plan panels are compared, the rows of the compare view
 * (which differ, which estimate is cheapest) and the reference price in dollars a year. Loaded
 * only with the compare view.
 */
import { COMPARE_ROW_LABELS, NO_VALUE } from './compare-texts';
import { estimateFuelLabel, fuelOnlyText, noFuelText, TOTAL_ESTIMATE_LABEL } from './compare-view-texts';
import { FUEL_UNITS, type EstimatePeriod, type SingleFuel } from '../shared/enums';
import { periodEstimate } from './estimate-breakdown';
import { connectionFeeText, exitFeesText, latePaymentFeeText } from '../plans/plan-details';
import type { DisplayPlan } from '../plans/plan-display';
import { formatDollars, formatMoney, PERIOD_SUFFIX } from '../plans/plan-estimates';
import { groupDigits } from '../shared/numbers';
import {
  benchmarkPercent,
  benchmarkText,
  discountTexts,
  formatCents,
  ratePeriodNote,
  rateValue,
  showsBenchmark,
} from '../plans/plan-rates';
import type { Benchmark, Plan, PlanEstimate, RateEntry } from '../plans/plan-types';
import { benchmarkName } from '../shared/region';

/** At most this many plans side by side. */
export const MAX_COMPARED = 3;

/**
 * What pressing Compare on a panel does: `added`; `removed` (it was compared: pressing again
 * takes it out); or `full`, three already there, so the view asks which one to drop (`waiting`
 * is the panel to add once one is dropped: {@link replaceCompared}). `keys` is the new list.
 */
export type CompareChange =
  { kind: 'added'; keys: string[] } | { kind: 'removed'; keys: string[] } | { kind: 'full'; keys: string[]; waiting: string };

/** Presses Compare on a panel (by its key). */
export function toggleCompared(keys: readonly string[], key: string): CompareChange {
  if (keys.includes(key)) return { kind: 'removed', keys: removeCompared(keys, key) };
  if (keys.length >= MAX_COMPARED) return { kind: 'full', keys: [...keys], waiting: key };
  return { kind: 'added', keys: [...keys, key] };
}

/** Takes a panel out of the comparison. */
export const removeCompared = (keys: readonly string[], key: string): string[] => keys.filter((k) => k !== key);

/** The answer to 'drop one': `drop` leaves, `add` takes the last place (nothing changes when `drop` is not compared). */
export function replaceCompared(keys: readonly string[], drop: string, add: string): string[] {
  if (!keys.includes(drop)) return [...keys];
  const kept = removeCompared(keys, drop).filter((k) => k !== add);
  return [...kept, add].slice(0, MAX_COMPARED);
}

/**
 * The compared panels that are still shown after the plans change (a new lookup, another fuel):
 * the others are dropped, and so are repeats and any beyond the third, so a view can say so.
 */
export function reconcileCompared(keys: readonly string[], shownKeys: readonly string[]): { keys: string[]; dropped: string[] } {
  const shown = new Set(shownKeys);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const k of keys) {
    if (kept.includes(k)) continue;
    if (shown.has(k) && kept.length < MAX_COMPARED) kept.push(k);
    else if (!dropped.includes(k)) dropped.push(k);
  }
  return { keys: kept, dropped };
}

/** The dollars behind 'N% less (or more) than the reference price', at the usage of the estimate shown. */
export interface ReferencePriceDollars {
  /** The lookup's percentage (negative: below the reference price). */
  percent: number;
  /** How far the estimate is from the reference price at the same usage, whole dollars a year, never negative. */
  dollarsPerYear: number;
  direction: 'less' | 'more' | 'equal';
}

/**
 * What the reference-price percentage means in dollars a year at the estimate's usage: the
 * reference price at that usage is the annual estimate / (1 + percent / 100), so the difference
 * is estimate × percent / (100 + percent). Null without a percentage (gas has none, as in
 * {@link benchmarkText}), without an estimate, or with a percentage of -100 or below.
 */
export function referencePriceDollars(fuel: SingleFuel, benchmark: Benchmark | null, annualEstimate: number): ReferencePriceDollars | null {
  if (fuel === 'gas' || !benchmark || !showsBenchmark(fuel, benchmark)) return null;
  const percent = benchmarkPercent(benchmark);
  if (percent === null || !Number.isFinite(percent) || percent <= -100 || !(annualEstimate > 0)) return null;
  const difference = (annualEstimate * percent) / (100 + percent);
  const dollarsPerYear = Math.abs(Math.round(difference));
  const shownPercent = Math.abs(Math.round(percent * 10) / 10);
  const direction = shownPercent === 0 || dollarsPerYear === 0 ? 'equal' : percent < 0 ? 'less' : 'more';
  return { percent, dollarsPerYear, direction };
}

/**
 * The explainer under the reference-price comparison: 'This offer is 12% less than the reference
 * price. At the usage shown (3,898 kWh a year) that is about $259 a year less.'
 */
export function referencePriceExplainer(
  fuel: SingleFuel,
  benchmark: Benchmark | null,
  estimate: Pick<PlanEstimate, 'value' | 'annualUsage'>,
  state: string | null | undefined,
): string | null {
  const r = referencePriceDollars(fuel, benchmark, estimate.value);
  if (!r || !benchmark) return null;
  const name = benchmarkName(state);
  const usage = `${groupDigits(Math.round(estimate.annualUsage))} ${FUEL_UNITS[fuel]} a year`;
  const condition = benchmark.creditCondition === 'CONDITIONAL' ? ' when you pay on time' : '';
  if (r.direction === 'equal') return `This offer costs about the same as the ${name}${condition} at the usage shown (${usage}).`;
  const pct = Math.abs(Math.round(r.percent * 10) / 10);
  return (
    `This offer is ${pct}% ${r.direction} than the ${name}${condition}. ` +
    `At the usage shown (${usage}) that is about ${formatDollars(r.dollarsPerYear)} a year ${r.direction}.`
  );
}

/** One compared panel: its key, name and estimate for the period and GST choice shown (null when it has none). */
export interface CompareColumn {
  key: string;
  name: string;
  fuelType: DisplayPlan['fuelType'];
  estimate: number | null;
}

/** One row: a cell per column, `differs` when the compared plans do not all read the same. */
export interface CompareRow {
  id: string;
  /** The fuel the row is about; null for the estimate rows. */
  fuel: SingleFuel | null;
  label: string;
  cells: string[];
  differs: boolean;
  /**
   * Only on the estimate rows, which come first: the fuel whose estimates the row compares (null for the total, or the
   * one estimate row when every compared plan has one fuel) and the keys of the columns marked cheapest in it, among
   * the amounts that row compares like for like; `lacking`, the keys of the columns whose cell says the plan lacks the
   * row's fuel ('No gas', 'Electricity only') instead of an amount.
   */
  estimate?: { fuel: SingleFuel | null; cheapest: string[]; lacking: string[] };
}

export interface CompareModel {
  columns: CompareColumn[];
  rows: CompareRow[];
  /**
   * Keys of the columns with the cheapest total estimate (every one of them on a tie), among the plans with every
   * fuel compared; empty when nothing can be called cheapest. The per-fuel rows carry their own (`row.estimate`).
   */
  cheapest: string[];
  /** The compared panels with one fuel where the others have both between them (electricity only beside a dual-fuel plan). */
  partial: { key: string; fuel: SingleFuel }[];
}

export interface CompareInput {
  estimates: { electricity: Readonly<Record<string, PlanEstimate>>; gas: Readonly<Record<string, PlanEstimate>> };
  period: EstimatePeriod;
  incGst: boolean;
  /** The state the plans are for (reference price or Victorian Default Offer). */
  state: string | null | undefined;
}

const FUELS: readonly SingleFuel[] = ['electricity', 'gas'];

const differs = (cells: readonly string[]): boolean => cells.length > 1 && cells.some((c) => c !== cells[0]);

/** A panel's estimate of one fuel for the period, null when it has none (or not that fuel). */
function fuelEstimate(panel: DisplayPlan, fuel: SingleFuel, input: CompareInput): number | null {
  const plan = panel[fuel];
  const e = plan ? input.estimates[fuel][plan.id] : undefined;
  return e && e.value > 0 ? periodEstimate(e, input.period, input.incGst) : null;
}

/** A panel's estimate for the period: the sum of its fuels' estimates, null when any fuel has none. */
function panelEstimate(panel: DisplayPlan, input: CompareInput): number | null {
  let cents = 0;
  for (const fuel of FUELS) {
    if (!panel[fuel]) continue;
    const amount = fuelEstimate(panel, fuel, input);
    if (amount === null) return null;
    cents += Math.round(amount * 100);
  }
  return cents / 100;
}

/**
 * The cheapest column(s): the lowest estimate to the cent among columns that have one. Nothing
 * is marked when fewer than two columns have an estimate, when they do not cover the same fuels
 * (a dual-fuel total is not comparable with one fuel's) or when every estimate is the same.
 */
export function cheapestColumns(columns: readonly Omit<CompareColumn, 'name'>[]): string[] {
  const priced = columns.filter((c): c is Omit<CompareColumn, 'name'> & { estimate: number } => c.estimate !== null && c.estimate > 0);
  if (priced.length < 2 || priced.some((c) => c.fuelType !== priced[0]?.fuelType)) return [];
  const cents = priced.map((c) => Math.round(c.estimate * 100));
  const min = Math.min(...cents);
  const cheapest = priced.filter((_, i) => cents[i] === min).map((c) => c.key);
  return cheapest.length === priced.length ? [] : cheapest;
}

const rateText = (entry: RateEntry | null | undefined, incGst: boolean): string =>
  entry ? formatCents(rateValue(entry, incGst), entry.uom) : NO_VALUE;

/**
 * Rows of rate entries by title (every band of every plan, in the order first met); a plan without one shows '—'.
 * A plan's second band under one title (a shoulder rate at two times of day) is a row of its own, and where a
 * title has such rows each cell says when its rate applies, as the panel does.
 */
function rateRows(
  fuel: SingleFuel,
  kind: string,
  plans: readonly (Plan | null)[],
  pick: (p: Plan) => readonly RateEntry[],
  incGst: boolean,
) {
  const nth = (p: Plan, title: string, n: number): RateEntry | undefined => pick(p).filter((e) => e.title === title)[n];
  const keys: { title: string; n: number }[] = [];
  for (const p of plans) {
    const seen = new Map<string, number>();
    for (const e of p ? pick(p) : []) {
      const n = seen.get(e.title) ?? 0;
      seen.set(e.title, n + 1);
      if (!keys.some((k) => k.title === e.title && k.n === n)) keys.push({ title: e.title, n });
    }
  }
  const repeated = new Set(keys.filter((k) => k.n > 0).map((k) => k.title));
  return keys.map(({ title, n }) => ({
    id: `${fuel}:${kind}:${title}${n > 0 ? `:${n + 1}` : ''}`,
    label: title,
    cells: plans.map((p) => {
      const entry = p ? nth(p, title, n) : undefined;
      const when = entry && repeated.has(title) ? ratePeriodNote(entry) : null;
      return p ? `${rateText(entry, incGst)}${when ? ` (${when})` : ''}` : NO_VALUE;
    }),
  }));
}

const money = (amount: number | null): string => (amount === null ? NO_VALUE : formatMoney(amount));

/**
 * The estimate rows, first in the view. When every compared panel has one and the same fuel: one row, 'Estimate per
 * year', every plan's estimate, the cheapest marked. When the panels have both fuels between them (a dual-fuel plan, or
 * an electricity plan beside a gas one): a row per fuel ('Electricity estimate per year', 'Gas estimate per year'),
 * where a panel without that fuel says so ('No gas') and each row marks the cheapest among the plans with that fuel;
 * then, when some panel has both fuels, 'Total estimate per year', whose cheapest mark goes only among the plans with
 * both: a plan with one fuel reads 'Electricity only' there, never a lower total than a plan that also pays for gas.
 */
function estimateRows(
  panels: readonly DisplayPlan[],
  columns: readonly CompareColumn[],
  input: CompareInput,
): Pick<CompareModel, 'rows' | 'cheapest' | 'partial'> {
  // Named with its period, as the key-features table's are: the amounts alone did not say what time they cover.
  const label = (name: string): string =>
    [name, PERIOD_SUFFIX[input.period], input.incGst ? '' : COMPARE_ROW_LABELS.exGst].filter(Boolean).join(' ');
  const row = (
    id: string,
    fuel: SingleFuel | null,
    name: string,
    cells: string[],
    cheapest: string[],
    lacking: string[] = [],
  ): CompareRow => ({
    id,
    fuel: null,
    label: label(name),
    cells,
    differs: differs(cells),
    estimate: { fuel, cheapest, lacking },
  });
  const fuels = FUELS.filter((fuel) => panels.some((p) => p[fuel]));
  if (fuels.length < 2) {
    const cheapest = cheapestColumns(columns);
    const cells = columns.map((c) => money(c.estimate));
    return { rows: [row('estimate', null, COMPARE_ROW_LABELS.estimate, cells, cheapest)], cheapest, partial: [] };
  }
  const rows = fuels.map((fuel) => {
    const amounts = panels.map((p) => fuelEstimate(p, fuel, input));
    const cells = panels.map((p, i) => (p[fuel] ? money(amounts[i] ?? null) : noFuelText(fuel)));
    // Like for like: one fuel's estimate against the same fuel's, whatever else each plan covers.
    const fuelType = fuel === 'electricity' ? 'ELE' : 'GAS';
    const cheapest = cheapestColumns(panels.flatMap((p, i) => (p[fuel] ? [{ key: p.key, fuelType, estimate: amounts[i] ?? null }] : [])));
    const lacking = panels.filter((p) => !p[fuel]).map((p) => p.key);
    return row(`estimate:${fuel}`, fuel, estimateFuelLabel(fuel), cells, cheapest, lacking);
  });
  const complete = (p: DisplayPlan): boolean => fuels.every((fuel) => p[fuel]);
  const only = (p: DisplayPlan): SingleFuel => (p.electricity ? 'electricity' : 'gas');
  const partial = panels.filter((p) => !complete(p)).map((p) => ({ key: p.key, fuel: only(p) }));
  let cheapest: string[] = [];
  if (panels.some(complete)) {
    cheapest = cheapestColumns(columns.filter((_, i) => complete(panels[i] as DisplayPlan)));
    const cells = columns.map((c, i) => {
      const p = panels[i] as DisplayPlan;
      return complete(p) ? money(c.estimate) : fuelOnlyText(only(p));
    });
    rows.push(
      row(
        'estimate',
        null,
        TOTAL_ESTIMATE_LABEL,
        cells,
        cheapest,
        partial.map((p) => p.key),
      ),
    );
  }
  return { rows, cheapest, partial };
}

/**
 * The compare view's model: a column per panel in the order given, the estimate rows, then per
 * fuel any panel has: supply, every usage, demand and other rate, discounts, contract, exit
 * fees, late payment and connection fees, the green option and the reference-price comparison.
 */
export function compareModel(panels: readonly DisplayPlan[], input: CompareInput): CompareModel {
  const columns: CompareColumn[] = panels.map((p) => ({
    key: p.key,
    name: [p.electricity?.name, p.gas?.name].filter(Boolean).join(' + '),
    fuelType: p.fuelType,
    estimate: panelEstimate(p, input),
  }));
  const { incGst } = input;
  const { rows, cheapest, partial } = estimateRows(panels, columns, input);
  for (const fuel of FUELS) {
    const plans = panels.map((p) => p[fuel]);
    if (!plans.some(Boolean)) continue;
    const cell = (f: (p: Plan) => string): string[] => plans.map((p) => (p ? f(p) || NO_VALUE : NO_VALUE));
    const fuelRows: Omit<CompareRow, 'fuel' | 'differs'>[] = [
      { id: `${fuel}:supply`, label: COMPARE_ROW_LABELS.supply, cells: cell((p) => rateText(p.rates.supply, incGst)) },
      ...rateRows(fuel, 'usage', plans, (p) => p.rates.usage, incGst),
      ...rateRows(fuel, 'demand', plans, (p) => p.rates.demand, incGst),
      ...rateRows(fuel, 'other', plans, (p) => p.rates.other, incGst),
      { id: `${fuel}:discounts`, label: COMPARE_ROW_LABELS.discounts, cells: cell((p) => discountTexts(p.discounts).join('; ') || 'None') },
      {
        id: `${fuel}:contract`,
        label: COMPARE_ROW_LABELS.contract,
        cells: cell((p) =>
          p.contractTerms
            .map((t) => t.term.trim())
            .filter(Boolean)
            .join(', '),
        ),
      },
      { id: `${fuel}:exitFees`, label: COMPARE_ROW_LABELS.exitFees, cells: cell((p) => exitFeesText(p.exitFees, incGst)) },
      {
        id: `${fuel}:latePaymentFee`,
        label: COMPARE_ROW_LABELS.latePaymentFee,
        cells: cell((p) => latePaymentFeeText(p.latePaymentFee, incGst)),
      },
      {
        id: `${fuel}:connectionFee`,
        label: COMPARE_ROW_LABELS.connectionFee,
        cells: cell((p) => connectionFeeText(p.connectionFee, incGst) || 'None'),
      },
    ];
    if (fuel === 'electricity') {
      fuelRows.push({
        id: `${fuel}:green`,
        label: COMPARE_ROW_LABELS.green,
        cells: cell((p) =>
          p.greenAvailable ? (p.rates.green ? `Available, ${rateText(p.rates.green, incGst)}` : 'Available') : 'Not available',
        ),
      });
    }
    fuelRows.push({
      id: `${fuel}:referencePrice`,
      label: COMPARE_ROW_LABELS.referencePrice,
      cells: cell((p) => (p.benchmark && showsBenchmark(fuel, p.benchmark) ? benchmarkText(fuel, p.benchmark, input.state) : '')),
    });
    for (const r of fuelRows) rows.push({ ...r, fuel, differs: differs(r.cells) });
  }
  return { columns, rows, cheapest, partial };
}

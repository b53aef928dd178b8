import { describe, expect, it } from 'vitest';
import {
  cheapestColumns,
  compareModel,
  reconcileCompared,
  referencePriceDollars,
  referencePriceExplainer,
  replaceCompared,
  toggleCompared,
  type CompareColumn,
} from '../../../../src/domain/compare/compare';
import { pairPlans } from '../../../../src/domain/plans/plan-display';
import type { Benchmark, PlanEstimate } from '../../../../src/domain/plans/plan-types';
import { plan, rate } from '../plans/plan-fixtures';

describe('compare selection', () => {
  it('adds up to three panels; pressing Compare again takes one out', () => {
    let keys: string[] = [];
    for (const k of ['A', 'B', 'C']) {
      const change = toggleCompared(keys, k);
      expect(change.kind).toBe('added');
      keys = change.keys;
    }
    expect(keys).toEqual(['A', 'B', 'C']);
    expect(toggleCompared(keys, 'B')).toEqual({ kind: 'removed', keys: ['A', 'C'] });
  });

  it('a fourth asks to drop one, changing nothing until answered', () => {
    const change = toggleCompared(['A', 'B', 'C'], 'D');
    expect(change).toEqual({ kind: 'full', keys: ['A', 'B', 'C'], waiting: 'D' });
    expect(replaceCompared(['A', 'B', 'C'], 'B', 'D')).toEqual(['A', 'C', 'D']);
    // Dropping a plan that is not compared (a stale answer) changes nothing.
    expect(replaceCompared(['A', 'B', 'C'], 'X', 'D')).toEqual(['A', 'B', 'C']);
  });

  it('when the plans change, compared panels no longer shown are dropped and reported, as are repeats and extras', () => {
    expect(reconcileCompared(['A', 'B', 'C'], ['C', 'A', 'Z'])).toEqual({ keys: ['A', 'C'], dropped: ['B'] });
    expect(reconcileCompared(['A', 'A', 'B', 'C', 'D'], ['A', 'B', 'C', 'D'])).toEqual({ keys: ['A', 'B', 'C'], dropped: ['D'] });
    expect(reconcileCompared([], ['A'])).toEqual({ keys: [], dropped: [] });
  });
});

describe('cheapest estimate', () => {
  const col = (key: string, estimate: number | null, fuelType: CompareColumn['fuelType'] = 'ELE'): CompareColumn => ({
    key,
    name: key,
    fuelType,
    estimate,
  });

  it('marks the lowest estimate, and every plan tied for it', () => {
    expect(cheapestColumns([col('A', 150.2), col('B', 120.1), col('C', 170)])).toEqual(['B']);
    expect(cheapestColumns([col('A', 120.1), col('B', 120.1), col('C', 170)])).toEqual(['A', 'B']);
  });
  it('marks nothing when all estimates are the same, only one plan has one, or the fuels differ', () => {
    expect(cheapestColumns([col('A', 120.1), col('B', 120.1)])).toEqual([]);
    expect(cheapestColumns([col('A', 120.1), col('B', null), col('C', 0)])).toEqual([]);
    expect(cheapestColumns([col('A', 120.1), col('B', 300, 'BOTH')])).toEqual([]);
  });
});

describe('reference price in dollars a year', () => {
  const benchmark = (over: Partial<Benchmark> = {}): Benchmark => ({
    type: 'MARKET_REFERENCE',
    estimate: 1500,
    comparisonPercent: -12,
    annualUsage: 3900,
    referencePrice: 1700,
    creditCondition: 'UNCONDITIONAL',
    ...over,
  });

  it('12% less at an estimate of $1,898.40 a year: the reference price would be $2,157.27, so $259 a year less', () => {
    expect(referencePriceDollars('electricity', benchmark(), 1898.4)).toEqual({ percent: -12, dollarsPerYear: 259, direction: 'less' });
  });
  it('10% more at $1,100: the reference price would be $1,000, so $100 a year more', () => {
    expect(referencePriceDollars('electricity', benchmark({ comparisonPercent: 10 }), 1100)).toMatchObject({
      dollarsPerYear: 100,
      direction: 'more',
    });
  });
  it('works the percentage out from the benchmark estimate and reference price when the lookup gives none', () => {
    // (1,500 − 2,000) / 2,000 = −25% → reference at $900 would be $1,200: $300 less
    const b = benchmark({ comparisonPercent: null, estimate: 1500, referencePrice: 2000 });
    expect(referencePriceDollars('electricity', b, 900)).toMatchObject({ percent: -25, dollarsPerYear: 300, direction: 'less' });
  });
  it('claims nothing for gas, without a benchmark, without an estimate or for a nonsensical percentage', () => {
    expect(referencePriceDollars('gas', benchmark(), 1000)).toBeNull();
    expect(referencePriceDollars('electricity', null, 1000)).toBeNull();
    expect(referencePriceDollars('electricity', benchmark({ type: 'NONE' }), 1000)).toBeNull();
    expect(referencePriceDollars('electricity', benchmark(), 0)).toBeNull();
    expect(referencePriceDollars('electricity', benchmark({ comparisonPercent: -100 }), 1000)).toBeNull();
  });
  it('explains it in words, naming the Victorian Default Offer in VIC and the pay-on-time condition', () => {
    const estimate = { value: 1898.4, annualUsage: 3898.2 };
    expect(referencePriceExplainer('electricity', benchmark(), estimate, 'NSW')).toBe(
      'This offer is 12% less than the reference price. At the usage shown (3,898 kWh a year) that is about $259 a year less.',
    );
    expect(referencePriceExplainer('electricity', benchmark({ creditCondition: 'CONDITIONAL' }), estimate, 'VIC')).toBe(
      'This offer is 12% less than the Victorian Default Offer when you pay on time. At the usage shown (3,898 kWh a year) that is about $259 a year less.',
    );
    expect(referencePriceExplainer('electricity', benchmark({ comparisonPercent: 0 }), estimate, 'NSW')).toBe(
      'This offer costs about the same as the reference price at the usage shown (3,898 kWh a year).',
    );
  });
});

describe('compare rows', () => {
  const estimate = (planId: string, value: number): PlanEstimate => ({
    planId,
    value,
    unconditionalValue: value,
    estimatePeriod: 'ANNUAL',
    usageForPeriod: 3900,
    annualUsage: 3900,
    creditsIncluded: 'NO',
  });
  const flexi = plan({
    code: 'FLEXI-1',
    name: 'Flexi Plan',
    rates: {
      ...plan({ code: 'x' }).rates,
      supply: rate('Daily supply charge', 110, 100, 'c/day'),
      usage: [rate('Peak', 33), rate('Off peak', 20)],
    },
    contractTerms: [{ fuelType: 'ELE', term: 'No lock-in contract' }],
  });
  const balance = plan({
    code: 'BAL-1',
    name: 'Balance Plan',
    rates: { ...plan({ code: 'x' }).rates, supply: rate('Daily supply charge', 110, 100, 'c/day'), usage: [rate('Peak', 30)] },
    contractTerms: [{ fuelType: 'ELE', term: 'No lock-in contract' }],
    discounts: { guaranteed: 0, guaranteedUsage: 5, guaranteedWithDemand: 0, payOnTime: 0, payOnTimeUsage: 0 },
    greenAvailable: true,
  });
  const input = {
    estimates: { electricity: { 'FLEXI-1': estimate('FLEXI-1', 1898.4), 'BAL-1': estimate('BAL-1', 1833.82) }, gas: {} },
    period: 'MONTHLY' as const,
    incGst: true,
    state: 'NSW',
  };
  const model = compareModel([pairPlans(flexi, null), pairPlans(balance, null)], input);
  const row = (id: string) => model.rows.find((r) => r.id === id);

  it("keeps a plan's second band under one title (a shoulder rate at two times of day), each cell saying when it applies", () => {
    const shoulder = (cents: number, period: string) => ({ ...rate('Shoulder 2 usage per day', cents), period });
    const tou = (code: string, evening: number, day: number) =>
      plan({
        code,
        name: code,
        rates: {
          ...plan({ code: 'x' }).rates,
          usage: [rate('Peak', 40), shoulder(evening, '8pm - 9pm weekdays'), shoulder(day, '7am - 2pm weekdays')],
        },
      });
    const touModel = compareModel([pairPlans(tou('TOU-1', 36.82, 29.3), null), pairPlans(tou('TOU-2', 35, 28), null)], input);
    const touRow = (id: string) => touModel.rows.find((r) => r.id === id);
    expect(touModel.rows.filter((r) => r.label === 'Shoulder 2 usage per day').map((r) => r.cells)).toEqual([
      ['36.82 c/kWh (8pm - 9pm weekdays)', '35.00 c/kWh (8pm - 9pm weekdays)'],
      ['29.30 c/kWh (7am - 2pm weekdays)', '28.00 c/kWh (7am - 2pm weekdays)'],
    ]);
    // A title with one band keeps its plain cells.
    expect(touRow('electricity:usage:Peak')?.cells).toEqual(['40.00 c/kWh', '40.00 c/kWh']);
  });

  it('has a column per plan with its estimate for the period, and marks the cheapest', () => {
    expect(model.columns.map((c) => [c.key, c.name, c.estimate])).toEqual([
      ['FLEXI-1', 'Flexi Plan', 158.2],
      ['BAL-1', 'Balance Plan', 152.82],
    ]);
    expect(model.cheapest).toEqual(['BAL-1']);
    expect(row('estimate')).toMatchObject({ cells: ['$158.20', '$152.82'], differs: true });
  });

  it('shows every band of every plan, "—" where a plan has none, and says which rows differ', () => {
    expect(row('electricity:supply')).toMatchObject({ cells: ['110.00 c/day', '110.00 c/day'], differs: false });
    expect(row('electricity:usage:Peak')).toMatchObject({ cells: ['33.00 c/kWh', '30.00 c/kWh'], differs: true });
    expect(row('electricity:usage:Off peak')).toMatchObject({ cells: ['20.00 c/kWh', '—'], differs: true });
    expect(row('electricity:contract')).toMatchObject({ cells: ['No lock-in contract', 'No lock-in contract'], differs: false });
    expect(row('electricity:discounts')).toMatchObject({ cells: ['None', '5% off usage rates'], differs: true });
    expect(row('electricity:green')).toMatchObject({ cells: ['Not available', 'Available'], differs: true });
    expect(model.rows.some((r) => r.fuel === 'gas')).toBe(false);
  });

  it('rates follow the GST switch', () => {
    const exGst = compareModel([pairPlans(flexi, null), pairPlans(balance, null)], { ...input, incGst: false });
    expect(exGst.rows.find((r) => r.id === 'electricity:supply')?.cells).toEqual(['100.00 c/day', '100.00 c/day']);
    // No breakdown in these estimates, so there is no estimate before GST to show or compare.
    expect(exGst.columns.map((c) => c.estimate)).toEqual([null, null]);
    expect(exGst.cheapest).toEqual([]);
  });

  it('the estimate row names its period, and says when it is before GST (the panels’ own estimates always include it, spec 2 §9)', () => {
    expect(model.rows[0]?.label).toBe('Estimate per month');
    const exGst = compareModel([pairPlans(flexi, null), pairPlans(balance, null)], { ...input, incGst: false, period: 'QUARTERLY' });
    expect(exGst.rows[0]?.label).toBe('Estimate per quarter (exc GST)');
  });
});

/**
 * A dual-fuel plan beside an electricity-only one (an exploratory pass at 2000: Flexi Plan with gas beside NSW Seniors
 * Offer read '$2,984.57 | $1,822.47' on one 'Estimate per year' row, as if Seniors were $1,162 cheaper).
 */
describe('estimate rows when the compared plans do not have the same fuels', () => {
  const estimate = (planId: string, value: number): PlanEstimate => ({
    planId,
    value,
    unconditionalValue: value,
    estimatePeriod: 'ANNUAL',
    usageForPeriod: 3898.2,
    annualUsage: 3898.2,
    creditsIncluded: 'NO',
  });
  const flexi = pairPlans(plan({ code: 'FLEXI-E', name: 'Flexi Plan' }), plan({ code: 'FLEXI-G', name: 'Flexi Plan', fuelType: 'GAS' }));
  const balance = pairPlans(plan({ code: 'BAL-E', name: 'Balance Plan' }), plan({ code: 'BAL-G', name: 'Balance Plan', fuelType: 'GAS' }));
  const seniors = pairPlans(plan({ code: 'SENIORS-E', name: 'NSW Seniors Offer' }), null);
  const gasOnly = pairPlans(null, plan({ code: 'GAS-ONLY', name: 'Gas Only', fuelType: 'GAS' }));
  const input = {
    estimates: {
      electricity: {
        'FLEXI-E': estimate('FLEXI-E', 1898.4),
        'BAL-E': estimate('BAL-E', 1833.82),
        'SENIORS-E': estimate('SENIORS-E', 1822.47),
      },
      gas: { 'FLEXI-G': estimate('FLEXI-G', 1086.17), 'BAL-G': estimate('BAL-G', 1058.54), 'GAS-ONLY': estimate('GAS-ONLY', 1000) },
    },
    period: 'ANNUAL' as const,
    incGst: true,
    state: 'NSW',
  };
  const estimateRows = (model: ReturnType<typeof compareModel>) =>
    model.rows.filter((r) => r.estimate).map((r) => ({ id: r.id, label: r.label, cells: r.cells, cheapest: r.estimate?.cheapest }));

  it('a dual-fuel plan beside an electricity-only one: a row per fuel, the total only for the plan with both, no cheapest total', () => {
    const model = compareModel([flexi, seniors], input);
    expect(estimateRows(model)).toEqual([
      // Electricity against electricity: Seniors is the cheaper there, and only there.
      { id: 'estimate:electricity', label: 'Electricity estimate per year', cells: ['$1,898.40', '$1,822.47'], cheapest: [seniors.key] },
      { id: 'estimate:gas', label: 'Gas estimate per year', cells: ['$1,086.17', 'No gas'], cheapest: [] },
      { id: 'estimate', label: 'Total estimate per year', cells: ['$2,984.57', 'Electricity only'], cheapest: [] },
    ]);
    // The plan without gas is never the cheapest total for lacking it.
    expect(model.cheapest).toEqual([]);
    expect(model.partial).toEqual([{ key: seniors.key, fuel: 'electricity' }]);
    // The cells saying Seniors lacks gas are notes, not amounts.
    expect(model.rows.slice(0, 3).map((r) => r.estimate?.lacking)).toEqual([[], [seniors.key], [seniors.key]]);
    // The estimate rows come first, before the fuels' rate rows, and belong to no fuel's section.
    expect(model.rows.slice(0, 3).every((r) => r.fuel === null)).toBe(true);
    expect(model.rows.slice(3).every((r) => r.fuel !== null && !r.estimate)).toBe(true);
  });

  it('the cheapest total is marked only among the plans with both fuels', () => {
    const model = compareModel([flexi, seniors, balance], input);
    const total = model.rows.find((r) => r.id === 'estimate');
    expect(total?.cells).toEqual(['$2,984.57', 'Electricity only', '$2,892.36']);
    expect(model.cheapest).toEqual([balance.key]);
    expect(total?.estimate?.cheapest).toEqual([balance.key]);
    expect(model.rows.find((r) => r.id === 'estimate:electricity')?.estimate?.cheapest).toEqual([seniors.key]);
    expect(model.rows.find((r) => r.id === 'estimate:gas')?.estimate?.cheapest).toEqual([balance.key]);
  });

  it('dual-fuel plans only: a row per fuel and the total, each with its cheapest', () => {
    const model = compareModel([flexi, balance], input);
    expect(estimateRows(model).map((r) => [r.label, r.cells, r.cheapest])).toEqual([
      ['Electricity estimate per year', ['$1,898.40', '$1,833.82'], [balance.key]],
      ['Gas estimate per year', ['$1,086.17', '$1,058.54'], [balance.key]],
      ['Total estimate per year', ['$2,984.57', '$2,892.36'], [balance.key]],
    ]);
    expect(model.partial).toEqual([]);
  });

  it('an electricity plan beside a gas plan: a row per fuel and no total, as neither has both', () => {
    const model = compareModel([seniors, gasOnly], input);
    expect(estimateRows(model)).toEqual([
      { id: 'estimate:electricity', label: 'Electricity estimate per year', cells: ['$1,822.47', 'No electricity'], cheapest: [] },
      { id: 'estimate:gas', label: 'Gas estimate per year', cells: ['No gas', '$1,000.00'], cheapest: [] },
    ]);
    expect(model.cheapest).toEqual([]);
    expect(model.partial).toEqual([
      { key: seniors.key, fuel: 'electricity' },
      { key: gasOnly.key, fuel: 'gas' },
    ]);
  });

  it('plans of one fuel keep the one estimate row, named with its period and GST', () => {
    const model = compareModel([seniors, pairPlans(plan({ code: 'BAL-E', name: 'Balance Plan' }), null)], {
      ...input,
      period: 'QUARTERLY',
    });
    expect(estimateRows(model)).toEqual([
      { id: 'estimate', label: 'Estimate per quarter', cells: ['$455.62', '$458.46'], cheapest: [seniors.key] },
    ]);
    expect(model.partial).toEqual([]);
    // Before GST the per-fuel rows say so too (no breakdown here, so no amounts before GST).
    const exGst = compareModel([flexi, seniors], { ...input, incGst: false });
    expect(estimateRows(exGst).map((r) => [r.label, r.cells])).toEqual([
      ['Electricity estimate per year (exc GST)', ['—', '—']],
      ['Gas estimate per year (exc GST)', ['—', 'No gas']],
      ['Total estimate per year (exc GST)', ['—', 'Electricity only']],
    ]);
  });

  it('a dual-fuel plan missing one fuel’s estimate shows "—" for that fuel and its total', () => {
    const model = compareModel([flexi, balance], {
      ...input,
      estimates: { ...input.estimates, gas: { 'BAL-G': estimate('BAL-G', 1058.54) } },
    });
    expect(estimateRows(model).map((r) => [r.cells, r.cheapest])).toEqual([
      [['$1,898.40', '$1,833.82'], [balance.key]],
      [['—', '$1,058.54'], []],
      [['—', '$2,892.36'], []],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ESTIMATE_PERIODS } from '../../../../src/domain/shared/enums';
import { allocateCents, barSegments, estimateBreakdown, periodEstimate } from '../../../../src/domain/compare/estimate-breakdown';
import type { EstimatePart } from '../../../../src/domain/plans/plan-types';

/** Ausgrid Flexi Plan at the benchmark, as the reference API answers it: $1,898.40 a year. */
const flexi = {
  value: 1898.4,
  breakdown: [
    { part: 'supply', incGst: 606.73, exGst: 551.58 },
    { part: 'usage', incGst: 1291.67, exGst: 1174.24 },
  ],
};
const cents = (n: number): number => Math.round(n * 100);
const lineCents = (lines: { amount: number }[]): number => lines.reduce((s, l) => s + cents(l.amount), 0);

describe('allocateCents', () => {
  it('adds up to the total, the missing cent going to the largest remainder', () => {
    expect(allocateCents([5056.08, 10763.92], 15820)).toEqual([5056, 10764]);
  });
  it('breaks ties for the earlier part and takes cents off when the parts overshoot', () => {
    expect(allocateCents([0.5, 0.5, 0.5], 1)).toEqual([1, 0, 0]);
    expect(allocateCents([10.2, 10.2], 19)).toEqual([9, 10]);
    expect(allocateCents([], 0)).toEqual([]);
  });
});

describe('estimate breakdown for the period and GST choice shown', () => {
  it('a year with GST: the parts as the API gave them, adding up to the estimate', () => {
    expect(estimateBreakdown(flexi, 'ANNUAL', true)).toEqual({
      total: 1898.4,
      lines: [
        { part: 'supply', label: 'Supply', amount: 606.73 },
        { part: 'usage', label: 'Usage', amount: 1291.67 },
      ],
    });
  });

  it('a month: a twelfth of each part, rounded so the parts still add up to the month’s estimate ($158.20)', () => {
    const view = estimateBreakdown(flexi, 'MONTHLY', true);
    expect(view?.total).toBe(158.2);
    expect(view?.lines.map((l) => l.amount)).toEqual([50.56, 107.64]);
  });

  it('before GST: the parts before GST, adding up to the estimate before GST', () => {
    const view = estimateBreakdown(flexi, 'ANNUAL', false);
    expect(view?.total).toBe(1725.82);
    expect(view?.lines.map((l) => l.amount)).toEqual([551.58, 1174.24]);
    expect(periodEstimate(flexi, 'QUARTERLY', false)).toBe(431.46);
  });

  it('every period, with and without GST, for many plans with discounts: the lines add up to the total to the cent', () => {
    let seed = 17;
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) {
      const parts: EstimatePart[] = ['supply', 'peak', 'shoulder', 'offPeak', 'controlledLoad', 'greenPower'].map((part) => {
        const inc = Math.round(random() * 90000) / 100;
        return { part, incGst: inc, exGst: Math.round((inc / 1.1) * 100) / 100 };
      });
      const discount = -Math.round(random() * 20000) / 100;
      parts.push({ part: 'discounts', incGst: discount, exGst: Math.round((discount / 1.1) * 100) / 100 });
      const value = parts.reduce((s, p) => s + cents(p.incGst), 0) / 100;
      for (const period of ESTIMATE_PERIODS) {
        for (const incGst of [true, false]) {
          const view = estimateBreakdown({ value, breakdown: parts }, period, incGst);
          expect(view).not.toBeNull();
          expect(lineCents(view?.lines ?? [])).toBe(cents(view?.total ?? NaN));
        }
      }
    }
  });

  it('rounds a period’s estimate half away from zero on its decimal value ($1,964.79 / 6 = $327.465 → $327.47)', () => {
    expect(periodEstimate({ value: 1964.79 }, 'BIMONTHLY', true)).toBe(327.47);
    expect(periodEstimate({ value: 2484.99 }, 'BIMONTHLY', true)).toBe(414.17);
  });

  it('no breakdown: the estimate with GST is still known, the breakdown and the estimate before GST are not', () => {
    expect(periodEstimate({ value: 1200 }, 'MONTHLY', true)).toBe(100);
    expect(periodEstimate({ value: 1200 }, 'MONTHLY', false)).toBeNull();
    expect(estimateBreakdown({ value: 1200 }, 'MONTHLY', true)).toBeNull();
    expect(estimateBreakdown({ value: 1200, breakdown: [] }, 'ANNUAL', true)).toBeNull();
  });

  it('a breakdown that does not add up to the estimate is not shown (it would tell another story)', () => {
    expect(estimateBreakdown({ value: 1903.4, breakdown: flexi.breakdown }, 'ANNUAL', true)).toBeNull();
    expect(estimateBreakdown({ value: 0, breakdown: flexi.breakdown }, 'ANNUAL', true)).toBeNull();
  });

  it('a part the answer names twice (two second-shoulder bands) is one line, its cents added, still adding up', () => {
    const tou = {
      value: 1844.21,
      breakdown: [
        { part: 'supply', incGst: 643.9, exGst: 585.36 },
        { part: 'peak', incGst: 275, exGst: 250 },
        { part: 'shoulder', incGst: 142.56, exGst: 129.6 },
        { part: 'shoulder2', incGst: 65.61, exGst: 59.65 },
        { part: 'shoulder2', incGst: 513.88, exGst: 467.16 },
        { part: 'offPeak', incGst: 266.43, exGst: 242.21 },
        { part: 'discounts', incGst: -63.17, exGst: -57.43 },
      ],
    };
    const view = estimateBreakdown(tou, 'ANNUAL', true);
    expect(view?.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Supply', 643.9],
      ['Peak usage', 275],
      ['Shoulder usage', 142.56],
      ['Second shoulder usage', 579.49],
      ['Off-peak usage', 266.43],
      ['Discounts', -63.17],
    ]);
    const month = estimateBreakdown(tou, 'MONTHLY', false);
    expect(lineCents(month?.lines ?? [])).toBe(cents(month?.total ?? 0));
  });

  it('names a part it does not know "Other charges"', () => {
    const view = estimateBreakdown({ value: 10, breakdown: [{ part: 'solarCredit', incGst: 10, exGst: 9.09 }] }, 'ANNUAL', true);
    expect(view?.lines[0]?.label).toBe('Other charges');
  });
});

describe('stacked bar', () => {
  it('lays the charges side by side and draws a discount back from the end, to where the estimate is', () => {
    const segments = barSegments({
      total: 100,
      lines: [
        { part: 'supply', label: 'Supply', amount: 40 },
        { part: 'usage', label: 'Usage', amount: 70 },
        { part: 'demand', label: 'Demand', amount: 0 },
        { part: 'discounts', label: 'Discounts', amount: -10 },
      ],
    });
    expect(segments.map((s) => [s.part, s.negative])).toEqual([
      ['supply', false],
      ['usage', false],
      ['discounts', true],
    ]);
    expect(segments[0]?.start).toBe(0);
    expect(segments[1]?.start).toBeCloseTo(40 / 110, 12);
    expect((segments[1]?.start ?? 0) + (segments[1]?.size ?? 0)).toBeCloseTo(1, 12);
    // The estimate ($100 of $110 charged) is where the discount starts.
    expect(segments[2]?.start).toBeCloseTo(100 / 110, 12);
    expect(segments[2]?.size).toBeCloseTo(10 / 110, 12);
  });
  it('has no segments when nothing is charged (a placeholder estimate)', () => {
    expect(barSegments({ total: 0, lines: [{ part: 'supply', label: 'Supply', amount: 0 }] })).toEqual([]);
  });
});

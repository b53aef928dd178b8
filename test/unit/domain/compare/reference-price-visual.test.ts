import { describe, expect, it } from 'vitest';
import { benchmark } from '../plans/plan-fixtures';
import { referencePriceDollars } from '../../../../src/domain/compare/compare';
import { referencePriceBars } from '../../../../src/domain/compare/reference-price-visual';

describe('referencePriceBars', () => {
  it('3% less: the reference price is the estimate plus the dollars the words name, the longer bar full', () => {
    const r = referencePriceDollars('electricity', benchmark(-3), 1940);
    expect(r).toMatchObject({ dollarsPerYear: 60, direction: 'less' });
    const bars = r && referencePriceBars(r, 1940);
    expect(bars).toEqual({ plan: 1940, reference: 2000, planSize: 0.97, referenceSize: 1 });
  });
  it('more than the reference price: the offer’s bar is the longer', () => {
    const r = referencePriceDollars('electricity', benchmark(10), 2200);
    const bars = r && referencePriceBars(r, 2200);
    expect(bars).toEqual({ plan: 2200, reference: 2000, planSize: 1, referenceSize: 2000 / 2200 });
  });
  it('equal: two bars of the same length; no estimate: none', () => {
    const r = referencePriceDollars('electricity', benchmark(0), 1500);
    expect(r && referencePriceBars(r, 1500)).toMatchObject({ plan: 1500, reference: 1500, planSize: 1, referenceSize: 1 });
    expect(referencePriceBars({ percent: -3, dollarsPerYear: 0, direction: 'equal' }, 0)).toBeNull();
  });
});

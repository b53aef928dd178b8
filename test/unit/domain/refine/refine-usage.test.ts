import { describe, expect, it } from 'vitest';
import { formatUsage, refineSummaryText, usageFiltersVisible, usageSummaryValue } from '../../../../src/domain/refine';
import { acceptUsageSelection, clampCustomUsage } from '../../../../src/domain/refine/refine-custom-usage';

describe('custom usage (spec 2 §5)', () => {
  it('clamps above the maximum and below 0, keeps 2 decimals', () => {
    expect(clampCustomUsage('electricity', '600')).toBe(499.99);
    expect(clampCustomUsage('gas', '30000')).toBe(27398);
    expect(clampCustomUsage('electricity', '-5')).toBe(0);
    expect(clampCustomUsage('electricity', '12.345')).toBe(12.35);
    expect(clampCustomUsage('electricity', 12)).toBe(12);
  });
  it('clears a value that is not a number', () => {
    expect(clampCustomUsage('electricity', 'abc')).toBeUndefined();
    expect(clampCustomUsage('electricity', '')).toBeUndefined();
    expect(clampCustomUsage('electricity', '1e3')).toBeUndefined();
    expect(clampCustomUsage('electricity', undefined)).toBeUndefined();
  });
});

describe('a usage selection on its way into the store (acceptUsageSelection, spec 2 §5)', () => {
  it('clamps a custom value to the fuel maximum, 0 at least, with 2 decimals', () => {
    expect(acceptUsageSelection('electricity', { type: 'custom', value: '600' })).toEqual({ type: 'custom', value: 499.99 });
    expect(acceptUsageSelection('gas', { type: 'custom', value: 30000 })).toEqual({ type: 'custom', value: 27398 });
    expect(acceptUsageSelection('electricity', { type: 'custom', value: 1e308 })).toEqual({ type: 'custom', value: 499.99 });
    expect(acceptUsageSelection('electricity', { type: 'custom', value: 12.345 })).toEqual({ type: 'custom', value: 12.35 });
  });

  it('refuses custom or customer usage without a value above 0 (negative clamps to 0)', () => {
    expect(acceptUsageSelection('electricity', { type: 'custom', value: -5 })).toBeUndefined();
    expect(acceptUsageSelection('electricity', { type: 'custom' })).toBeUndefined();
    expect(acceptUsageSelection('gas', { type: 'customer', value: 0 })).toBeUndefined();
    expect(acceptUsageSelection('gas', { type: 'customer', value: 700 })).toEqual({ type: 'customer', value: 700 });
    expect(acceptUsageSelection('gas', { type: 'high', value: 3 })).toEqual({ type: 'high' });
  });
});

describe('usage filters (spec 2 §2, §6)', () => {
  it('shows usage filters for My Account plan switch and the quote tool only', () => {
    expect(usageFiltersVisible('EQ', null)).toBe(true);
    expect(usageFiltersVisible('MA', 'PLAN_SWITCH')).toBe(true);
    expect(usageFiltersVisible('MA', 'UPSELL')).toBe(false);
    expect(usageFiltersVisible('QT2', 'PLAN_SWITCH')).toBe(false);
  });
});

describe('usage texts', () => {
  it('formats usage with 2 decimals', () => {
    expect(formatUsage(4562.5)).toBe('4,562.50');
  });
  it('builds the refine summary for the selected fuels and period', () => {
    const bands = { benchmark: 16.44, low: 8 };
    expect(usageSummaryValue('electricity', { type: 'benchmark' }, bands)).toBe('Average (16.44 kWh a day)');
    expect(usageSummaryValue('gas', { type: 'benchmark' }, {})).toBe('Average');
    expect(usageSummaryValue('electricity', { type: 'custom', value: 20 }, {})).toBe('Custom (20.00 kWh a day)');
    // A stand-in figure (the held summary's, as long as the final text) only where none is known.
    expect(usageSummaryValue('gas', { type: 'benchmark' }, {}, 88.88)).toBe('Average (88.88 MJ a day)');
    expect(usageSummaryValue('electricity', { type: 'benchmark' }, bands, 88.88)).toBe('Average (16.44 kWh a day)');
    expect(
      refineSummaryText(
        [
          { fuel: 'electricity', value: 'Average' },
          { fuel: 'gas', value: 'Low' },
        ],
        'ANNUAL',
      ),
    ).toBe('Estimate based on: Electricity usage - Average, Gas usage - Low at a annual cost.');
    expect(refineSummaryText([{ fuel: 'gas', value: 'High' }], 'QUARTERLY')).toBe(
      'Estimate based on: Gas usage - High at a quarterly cost.',
    );
  });
});

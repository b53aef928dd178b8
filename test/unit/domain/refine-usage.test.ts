import { describe, expect, it } from 'vitest';
import {
  annualDailyText,
  canApplyCustomUsage,
  clampCustomUsage,
  exceedsMaxUsage,
  formatUsage,
  fuelIncludes,
  isUsageInput,
  maxUsageText,
  PLAN_FEATURES_TOGGLE_VALUES,
  refineEventFuel,
  refineFuelOptions,
  refineSummaryText,
  selectedFuels,
  selectUsageType,
  customerDailyUsage,
  shownFuel,
  singleFuelHeading,
  usageFiltersVisible,
  usageModalTitle,
  usageOptions,
  usageSummaryValue,
} from '../../../src/domain';

describe('fuel options (spec 2 §4 fuel selection)', () => {
  it('offers BOTH only when both fuels have plans and dual fuel is available', () => {
    expect(refineFuelOptions(true, true, true)).toEqual(['both', 'electricity', 'gas']);
    expect(refineFuelOptions(true, true, false)).toEqual(['electricity', 'gas']);
    expect(refineFuelOptions(true, false, true)).toEqual(['electricity']);
    expect(refineFuelOptions(false, true, true)).toEqual(['gas']);
  });
  it('offers every option before any plans arrive', () => {
    expect(refineFuelOptions(false, false, true)).toEqual(['both', 'electricity', 'gas']);
  });
  it('falls back to the first available option', () => {
    expect(shownFuel('both', ['electricity'])).toBe('electricity');
    expect(shownFuel('gas', ['both', 'electricity', 'gas'])).toBe('gas');
    expect(shownFuel('gas', [])).toBe('gas');
  });
  it('names the single fuel heading', () => {
    expect(singleFuelHeading('electricity')).toBe('Electricity plans');
    expect(singleFuelHeading('gas')).toBe('Gas plans');
  });
  it('includes fuels of a selection', () => {
    expect(fuelIncludes('both', 'gas')).toBe(true);
    expect(fuelIncludes('electricity', 'gas')).toBe(false);
    expect(selectedFuels('both')).toEqual(['electricity', 'gas']);
    expect(selectedFuels('gas')).toEqual(['gas']);
  });
  it('maps the plan features toggle: all for All features, anything else for Key features', () => {
    expect(PLAN_FEATURES_TOGGLE_VALUES.all).toBe('all');
    expect(PLAN_FEATURES_TOGGLE_VALUES.key).not.toBe('all');
  });
});

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
  it('tells when the maximum was exceeded', () => {
    expect(exceedsMaxUsage('electricity', '500')).toBe(true);
    expect(exceedsMaxUsage('electricity', '499.99')).toBe(false);
    expect(exceedsMaxUsage('gas', '27399')).toBe(true);
  });
  it('applies only a value above 0', () => {
    expect(canApplyCustomUsage(0)).toBe(false);
    expect(canApplyCustomUsage(undefined)).toBe(false);
    expect(canApplyCustomUsage(0.01)).toBe(true);
  });
  it('checks enter-usage fields against the numeric pattern', () => {
    expect(isUsageInput('12')).toBe(true);
    expect(isUsageInput('12.5')).toBe(true);
    expect(isUsageInput('.5')).toBe(true);
    expect(isUsageInput('12a')).toBe(false);
    expect(isUsageInput('-1')).toBe(false);
    expect(isUsageInput('')).toBe(false);
  });
  it('quotes the maximum text and the usage modal title', () => {
    expect(maxUsageText('electricity', 499.99, 'kWh')).toBe(
      'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.',
    );
    expect(maxUsageText('gas', 27398, 'MJ')).toBe('This is not an official quote. Gas daily usage must not exceed 27398 MJ.');
    expect(usageModalTitle('gas')).toBe('Update your gas estimate* by selecting a matching usage.');
  });
});

describe('usage filters and options (spec 2 §2, §4, §6)', () => {
  it('shows usage filters for My Account plan switch and the quote tool only', () => {
    expect(usageFiltersVisible('EQ', null)).toBe(true);
    expect(usageFiltersVisible('MA', 'PLAN_SWITCH')).toBe(true);
    expect(usageFiltersVisible('MA', 'UPSELL')).toBe(false);
    expect(usageFiltersVisible('QT2', 'PLAN_SWITCH')).toBe(false);
  });
  it('offers only average and customer data in the plan-switch journey', () => {
    expect(usageOptions('PLAN_SWITCH', true)).toEqual(['benchmark', 'customer']);
    expect(usageOptions('PLAN_SWITCH', false)).toEqual(['benchmark']);
    expect(usageOptions(null, false)).toEqual(['low', 'medium', 'high', 'custom', 'benchmark']);
    expect(usageOptions(null, true)).toContain('customer');
    // The type in use is named even when it came from elsewhere (ea:refine customer usage, Enter usage in plan switch).
    expect(usageOptions(null, false, 'customer')).toEqual(['low', 'medium', 'high', 'custom', 'benchmark', 'customer']);
    expect(usageOptions('PLAN_SWITCH', false, 'custom')).toEqual(['benchmark', 'custom']);
    expect(usageOptions('PLAN_SWITCH', true, 'benchmark')).toEqual(['benchmark', 'customer']);
  });
  it('restores the remembered custom value on re-selecting custom', () => {
    expect(selectUsageType('custom', 20, null)).toEqual({ type: 'custom', value: 20 });
    expect(selectUsageType('custom', null, null)).toEqual({ type: 'custom' });
    expect(selectUsageType('customer', null, 12.5)).toEqual({ type: 'customer', value: 12.5 });
    expect(selectUsageType('low', 20, 12.5)).toEqual({ type: 'low' });
  });
  it("'Customer data' is the verified account's daily usage, else the customer usage in use (a host's ea:refine)", () => {
    expect(customerDailyUsage(12.5, { type: 'customer', value: 9.5 })).toBe(12.5);
    expect(customerDailyUsage(null, { type: 'customer', value: 9.5 })).toBe(9.5);
    expect(customerDailyUsage(undefined, { type: 'custom', value: 9.5 })).toBeUndefined();
    expect(customerDailyUsage(null, { type: 'benchmark' })).toBeUndefined();
  });
});

describe('usage texts', () => {
  it('formats usage with 2 decimals', () => {
    expect(formatUsage(4562.5)).toBe('4,562.50');
    expect(annualDailyText('electricity', 4562.5, 12.5)).toBe('4,562.50 kWh per year | 12.50 kWh a day');
    expect(annualDailyText('gas', 18250, 50)).toBe('18,250.00 MJ per year | 50.00 MJ a day');
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

describe('ea:refine fuel (spec 2 §4)', () => {
  const plans = { hasElectricity: true, hasGas: false, dualFuel: false, loading: false };
  it('falls back to the first fuel the plans offer', () => {
    expect(refineEventFuel('gas', plans, false)).toBe('electricity');
    expect(refineEventFuel('both', plans, false)).toBe('electricity');
    expect(refineEventFuel('electricity', plans, false)).toBe('electricity');
  });
  it('leaves the choice to the next lookup when the event reloads the plans or they are loading', () => {
    expect(refineEventFuel('gas', plans, true)).toBe('gas');
    expect(refineEventFuel('gas', { ...plans, loading: true }, false)).toBe('gas');
  });
});

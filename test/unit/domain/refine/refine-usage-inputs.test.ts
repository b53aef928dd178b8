import { describe, expect, it } from 'vitest';
import {
  annualDailyText,
  canApplyCustomUsage,
  CUSTOM_USAGE_DEBOUNCE_MS,
  customerDailyUsage,
  exceedsMaxUsage,
  isUsageInput,
  selectUsageType,
  settleCustomUsageInput,
  usageOptions,
} from '../../../../src/domain/refine/refine-usage-inputs';

describe('custom usage input once typing pauses (spec 2 §5)', () => {
  it('waits 500 ms', () => {
    expect(CUSTOM_USAGE_DEBOUNCE_MS).toBe(500);
  });

  it('clamps above the maximum to it and says so', () => {
    expect(settleCustomUsageInput('electricity', '600')).toEqual({ text: '499.99', capped: true, refused: false });
    expect(settleCustomUsageInput('gas', '30000')).toEqual({ text: '27398', capped: true, refused: false });
  });

  it('clamps a negative number to 0 without the maximum text', () => {
    expect(settleCustomUsageInput('electricity', '-5')).toEqual({ text: '0', capped: false, refused: true });
  });

  it('clears what is not a number', () => {
    expect(settleCustomUsageInput('electricity', 'abc')).toEqual({ text: '', capped: false, refused: true });
    expect(settleCustomUsageInput('electricity', '12abc')).toEqual({ text: '', capped: false, refused: true });
    expect(settleCustomUsageInput('electricity', '-')).toEqual({ text: '', capped: false, refused: true });
    expect(settleCustomUsageInput('electricity', '1e3')).toEqual({ text: '', capped: false, refused: true });
    expect(settleCustomUsageInput('electricity', '')).toEqual({ text: '', capped: false, refused: false });
  });

  it('says a typed value cannot apply when it settles to 0 or to nothing, not when the field is empty', () => {
    expect(settleCustomUsageInput('electricity', '0').refused).toBe(true);
    expect(settleCustomUsageInput('electricity', '0.004').refused).toBe(true);
    expect(settleCustomUsageInput('electricity', '0.005').refused).toBe(false);
    expect(settleCustomUsageInput('electricity', '  ').refused).toBe(false);
    expect(settleCustomUsageInput('gas', '600').refused).toBe(false);
  });

  it('keeps a number within the range as typed', () => {
    expect(settleCustomUsageInput('electricity', '12.5')).toEqual({ text: '12.5', capped: false, refused: false });
    expect(settleCustomUsageInput('electricity', '1.')).toEqual({ text: '1.', capped: false, refused: false });
    expect(settleCustomUsageInput('electricity', '499.99')).toEqual({ text: '499.99', capped: false, refused: false });
    expect(settleCustomUsageInput('gas', '0')).toEqual({ text: '0', capped: false, refused: true });
  });
});

describe('custom usage fields (spec 2 §5)', () => {
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
});

describe('usage options (spec 2 §2, §4, §6)', () => {
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
  it('writes annual and daily usage with units and 2 decimals', () => {
    expect(annualDailyText('electricity', 4562.5, 12.5)).toBe('4,562.50 kWh per year | 12.50 kWh a day');
    expect(annualDailyText('gas', 18250, 50)).toBe('18,250.00 MJ per year | 50.00 MJ a day');
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountNumberLabel,
  maxUsageText,
  noUsageDataText,
  planChangeText,
  planChangeTitle,
  usageModalTitle,
  validateAccountsHeading,
  viewPlansText,
} from '../../../../src/domain/refine/refine-modal-texts';

describe('usage modal texts (spec 2 §2, §5)', () => {
  it('quotes the maximum text and the usage modal title', () => {
    expect(maxUsageText('electricity', 499.99, 'kWh')).toBe(
      'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.',
    );
    expect(maxUsageText('gas', 27398, 'MJ')).toBe('This is not an official quote. Gas daily usage must not exceed 27398 MJ.');
    expect(usageModalTitle('gas')).toBe('Update your gas estimate* by selecting a matching usage.');
  });
});

describe('refine modal texts with placeholders (spec 2 §2, §5)', () => {
  it('names the fuel and the brand', () => {
    expect(accountNumberLabel('gas')).toBe('Gas account number');
    expect(validateAccountsHeading('EnergyAustralia')).toBe('Validate your EnergyAustralia accounts.');
    expect(noUsageDataText('electricity')).toBe(
      'No usage data is retrieved for ELECTRICITY account. Please select a daily usage to base your estimates on.',
    );
    expect(noUsageDataText('gas')).toMatch(/^No usage data is retrieved for GAS account\./);
    expect(viewPlansText('business')).toBe('View business plans');
  });
});

describe('the plan-change modal’s words (spec 2 §2)', () => {
  it('names the fuel not available and offers the other', () => {
    const change = { removed: ['electricity' as const], kept: false, unavailableFuel: 'electricity' as const };
    expect(planChangeTitle(change)).toBe('Electricity Unavailable');
    expect(planChangeText(change)).toBe(
      'We are unable to provide electricity for the address you have specified. If you would like to connect gas, please select a new plan.',
    );
  });
  it('speaks of one plan or of plans, as many as were removed', () => {
    const one = { removed: ['gas' as const], kept: true, unavailableFuel: null };
    const two = { removed: ['electricity' as const, 'gas' as const], kept: false, unavailableFuel: null };
    expect(planChangeTitle(two)).toBe('Plan Unavailable');
    expect(planChangeText(one)).toMatch(/^The plan you selected isn't available/);
    expect(planChangeText(two)).toMatch(/^The plans you selected aren't available/);
  });
});

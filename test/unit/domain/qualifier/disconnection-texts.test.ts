import { describe, expect, it } from 'vitest';
import {
  calendarFailedText,
  disconnectionAccountTitle,
  disconnectionFailedText,
  fuelList,
  moveOutChargeText,
} from '../../../../src/domain/qualifier/disconnection-texts';

describe('texts', () => {
  it('say which accounts failed, and charges in dollars and cents', () => {
    expect(disconnectionFailedText(['gas'])).toMatch(/^We couldn't schedule the disconnection of your gas account online\./);
    expect(disconnectionFailedText(['electricity', 'gas'])).toMatch(/your electricity and gas accounts online/);
    expect(moveOutChargeText('electricity', 45.6)).toBe('Electricity: $45.60');
    expect(moveOutChargeText('gas', 0)).toBe('Gas: $0.00');
  });
});

describe('texts that name the fuel and the account', () => {
  it('lists fuels electricity first, joined with "and"', () => {
    expect(fuelList(['electricity'])).toBe('electricity');
    expect(fuelList(['electricity', 'gas'])).toBe('electricity and gas');
  });
  it('titles an account with its fuel and number', () => {
    expect(disconnectionAccountTitle('electricity', '1000000001')).toBe('Electricity account 1000000001');
    expect(disconnectionAccountTitle('gas', '2000000001')).toBe('Gas account 2000000001');
  });
  it("says which fuel's calendar did not load", () => {
    expect(calendarFailedText('gas')).toBe("We couldn't load the disconnection dates for your gas account. Please try again.");
  });
});

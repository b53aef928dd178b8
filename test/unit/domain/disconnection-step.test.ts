import { describe, expect, it } from 'vitest';
import {
  disconnectionDateErrors,
  disconnectionStepShown,
  disconnectionSubmitPending,
  failedDisconnectionFuels,
  schedulableFuels,
  type QualifierFuelDisconnection,
} from '../../../src/domain/disconnection-flow';
import { CHOOSE_DISCONNECTION_DATE_TEXT, disconnectionFailedText, moveOutChargeText } from '../../../src/domain/disconnection-texts';

const calendar = { minDate: '2026-12-01', availableDates: ['2026-12-01', '2026-12-02'] };
const ele: QualifierFuelDisconnection = { account: '1000000001', status: 'DISCONNECTING', date: '2026-12-01', calendar, successful: null };
const gas: QualifierFuelDisconnection = { account: '2000000001', status: 'DISCONNECTING', date: '2026-12-02', calendar, successful: null };
const none: QualifierFuelDisconnection = { account: '', status: 'NOT_DISCONNECTING', date: '', calendar: null, successful: null };

describe('disconnectionStepShown (spec 3 §2.2, §4.8)', () => {
  const shown = {
    available: true,
    existingCustomer: 'yes' as const,
    accountVerified: true,
    authenticationStatus: 'AUTHENTICATED' as const,
    electricityAccount: '1000000001',
    gasAccount: null,
  };
  it('for a signed-in existing customer with an account to disconnect, where disconnection is available', () => {
    expect(disconnectionStepShown(shown)).toBe(true);
    expect(disconnectionStepShown({ ...shown, electricityAccount: ' ', gasAccount: '2000000001' })).toBe(true);
  });
  it('not where disconnection is unavailable, for a skipped or new visitor, or without a disconnect account', () => {
    expect(disconnectionStepShown({ ...shown, available: false })).toBe(false);
    expect(disconnectionStepShown({ ...shown, authenticationStatus: 'SKIPPED', accountVerified: false })).toBe(false);
    expect(disconnectionStepShown({ ...shown, existingCustomer: 'no' })).toBe(false);
    expect(disconnectionStepShown({ ...shown, authenticationStatus: 'BLOCKED' })).toBe(false);
    expect(disconnectionStepShown({ ...shown, electricityAccount: '', gasAccount: undefined })).toBe(false);
  });
});

describe('the dates Continue needs', () => {
  it('each fuel with an account and no calendar error needs one of its available dates', () => {
    expect(schedulableFuels({ electricity: ele, gas: none })).toEqual(['electricity']);
    expect(schedulableFuels({ electricity: { ...ele, status: 'ERROR' }, gas })).toEqual(['gas']);
    expect(disconnectionDateErrors({ electricity: ele, gas })).toEqual({});
    expect(disconnectionDateErrors({ electricity: { ...ele, date: '' }, gas: { ...gas, date: '2027-01-05' } })).toEqual({
      electricity: CHOOSE_DISCONNECTION_DATE_TEXT,
      gas: CHOOSE_DISCONNECTION_DATE_TEXT,
    });
    // A fuel whose calendar failed is not asked for a date (it is not disconnected online).
    expect(disconnectionDateErrors({ electricity: { ...ele, status: 'ERROR', date: '', calendar: null }, gas: none })).toEqual({});
  });
});

describe('submitting once', () => {
  it('is pending while a requested fuel has no answer; answered (even failed) it is not sent again', () => {
    expect(disconnectionSubmitPending({ electricity: ele, gas })).toBe(true);
    expect(disconnectionSubmitPending({ electricity: { ...ele, successful: true }, gas: { ...gas, successful: false } })).toBe(false);
    expect(disconnectionSubmitPending({ electricity: { ...ele, status: 'ERROR' }, gas: none })).toBe(false);
    expect(disconnectionSubmitPending({ electricity: none, gas: none })).toBe(false);
  });
  it('names the fuels that failed', () => {
    expect(failedDisconnectionFuels({ electricity: { ...ele, successful: true }, gas: { ...gas, successful: false } })).toEqual(['gas']);
    expect(failedDisconnectionFuels({ electricity: ele, gas })).toEqual([]);
  });
});

describe('texts', () => {
  it('say which accounts failed, and charges in dollars and cents', () => {
    expect(disconnectionFailedText(['gas'])).toMatch(/^We couldn't schedule the disconnection of your gas account online\./);
    expect(disconnectionFailedText(['electricity', 'gas'])).toMatch(/your electricity and gas accounts online/);
    expect(moveOutChargeText('electricity', 45.6)).toBe('Electricity: $45.60');
    expect(moveOutChargeText('gas', 0)).toBe('Gas: $0.00');
  });
});

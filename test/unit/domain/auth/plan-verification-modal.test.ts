import { describe, expect, it } from 'vitest';
import {
  accountCheckErrorText,
  plansPagePath,
  verifyPress,
  verificationErrorText,
  verificationTitle,
} from '../../../../src/domain/auth/plan-verification-modal';
import { DEFAULT_ERROR_TEXT } from '../../../../src/domain/shared';

describe('the verification modal (spec 2 §4, §8)', () => {
  it('titles the modal with the product', () => {
    expect(verificationTitle('EnergyAustralia')).toBe('Validate your EnergyAustralia accounts.');
  });

  it('words identity errors', () => {
    expect(verificationErrorText('ACCOUNT_IDENTITY_NOT_MATCH', 'date of birth', 'AEST')).toBe(
      'Incorrect date of birth for the account holder. Please try again.',
    );
    expect(verificationErrorText('C1_UNKNOWN_ERROR', 'PIN', 'AEST')).toBe(
      'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm AEST).',
    );
    expect(verificationErrorText('INTERNAL_ERROR', 'PIN', 'AEST')).toBe(DEFAULT_ERROR_TEXT);
  });
});
describe('leaving the verification modal', () => {
  it('goes to the plans page of the customer type', () => {
    expect(plansPagePath('RESIDENTIAL')).toBe('/home/electricity-and-gas/plans');
    expect(plansPagePath('BUSINESS')).toBe('/business/electricity-and-gas/small-business/plans');
  });
});

describe('the verification modal when checking the accounts fails (spec 2 §8)', () => {
  it('uses the account errors’ texts, the C1 text with the phone number, else the default', () => {
    expect(accountCheckErrorText('ACCOUNT_IDENTITY_NOT_MATCH', null, 'AEST')).toBe(
      'The account numbers provided belong to different account holders. Please enter account numbers that belong to the same account holder.',
    );
    expect(accountCheckErrorText('ACCOUNT_POSTCODE_NOT_MATCH', 'GAS', 'AEST')).toBe(
      'Postcode does not match with the gas account number. Please try again.',
    );
    expect(accountCheckErrorText('C1_UNKNOWN_ERROR', null, 'AEST')).toMatch(
      /^We are currently unable to retrieve your information\. Please call 133 466/,
    );
    expect(accountCheckErrorText('ACCOUNT_CUSTOMER_TYPE_NOT_MATCH', null, 'AEST')).toBe(DEFAULT_ERROR_TEXT);
    expect(accountCheckErrorText(undefined, null, 'AEST')).toBe(DEFAULT_ERROR_TEXT);
  });

  it("answers every press of Verify: check the accounts again, ask for a type, the value's error, or verify", () => {
    expect(verifyPress(0, '', '')).toEqual({ kind: 'check-accounts' });
    expect(verifyPress(2, '', '')).toEqual({ kind: 'choose-type', text: 'Please select an identity type to verify your account.' });
    expect(verifyPress(2, 'DOB', '')).toEqual({ kind: 'invalid-value', text: 'Please enter a valid date.' });
    expect(verifyPress(2, 'DRIVERS_LICENCE', ' ')).toEqual({ kind: 'invalid-value', text: 'Please enter a valid value.' });
    expect(verifyPress(2, 'DOB', '01 / 01 / 1980')).toEqual({ kind: 'verify' });
  });
});

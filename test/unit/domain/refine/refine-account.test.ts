import { describe, expect, it } from 'vitest';
import {
  accountErrorOutcome,
  accountNumberOf,
  guardAccountField,
  identityErrorOutcome,
  identityTypeInSentence,
  identityTypeOptions,
  usableIdentityTypes,
  isDateOfBirthInput,
  maskDateOfBirth,
  validateAccountForm,
  validateIdentityValue,
  verifyAccountRequest,
  verifyIdentityRequest,
  withoutEmptyKeys,
} from '../../../../src/domain/refine/refine-account';

const form = (over: Partial<Record<'electricityAccount' | 'gasAccount' | 'postcode' | 'abnAcn', string>> = {}) => ({
  electricityAccount: '',
  gasAccount: '',
  postcode: '',
  abnAcn: '',
  ...over,
});

describe('validate account step (spec 2 §5)', () => {
  it('needs at least one shown account number', () => {
    expect(validateAccountForm(form({ postcode: '2000' }), ['electricity', 'gas'], 'RESIDENTIAL')).toEqual({
      electricityAccount: 'Please enter a valid account number.',
      gasAccount: 'Please enter a valid account number.',
    });
    expect(validateAccountForm(form({ gasAccount: '2000000001', postcode: '2000' }), ['electricity', 'gas'], 'RESIDENTIAL')).toEqual({});
  });
  it('checks the account pattern (digits, at most 10)', () => {
    expect(validateAccountForm(form({ electricityAccount: '12ab', postcode: '2000' }), ['electricity'], 'RESIDENTIAL')).toEqual({
      electricityAccount: 'Please enter a valid account number.',
    });
    expect(
      validateAccountForm(form({ electricityAccount: '10000000011', postcode: '2000' }), ['electricity'], 'RESIDENTIAL').electricityAccount,
    ).toBeDefined();
  });
  it('needs a 4-digit postcode for residential and an ABN / ACN for business', () => {
    expect(validateAccountForm(form({ electricityAccount: '1000000001', postcode: '200' }), ['electricity'], 'RESIDENTIAL')).toEqual({
      postcode: 'Please enter a valid postcode.',
    });
    expect(validateAccountForm(form({ electricityAccount: '1000000001', abnAcn: '1234' }), ['electricity'], 'BUSINESS')).toEqual({
      abnAcn: 'Please enter a valid ABN / ACN.',
    });
    expect(validateAccountForm(form({ electricityAccount: '1000000001', abnAcn: '004085616' }), ['electricity'], 'BUSINESS')).toEqual({});
    expect(validateAccountForm(form({ electricityAccount: '1000000001', abnAcn: '51824753556' }), ['electricity'], 'BUSINESS')).toEqual({});
  });
  it('guards fields: spaces stripped, cut to length', () => {
    expect(guardAccountField('electricityAccount', '1000 0000 011')).toBe('1000000001');
    expect(guardAccountField('postcode', '20 001')).toBe('2000');
    expect(guardAccountField('abnAcn', '51 824 753 556 9')).toBe('51824753556');
  });
});

describe('requests (spec 2 §3)', () => {
  it('removes empty keys', () => {
    expect(withoutEmptyKeys({ a: '', b: null, c: undefined, d: 'x', e: 0 })).toEqual({ d: 'x', e: 0 });
  });
  it('sends the postcode for residential, the ABN / ACN with its type for business, only shown accounts', () => {
    expect(
      verifyAccountRequest(
        form({ electricityAccount: '1000000001', gasAccount: '2000000001', postcode: '2000' }),
        ['electricity'],
        'RESIDENTIAL',
      ),
    ).toEqual({
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      electricityAccount: '1000000001',
    });
    expect(verifyAccountRequest(form({ gasAccount: '2000000001', abnAcn: '004085616' }), ['electricity', 'gas'], 'BUSINESS')).toEqual({
      customerType: 'BUSINESS',
      abnacn: '004085616',
      abnOrAcn: 'ACN',
      gasAccount: '2000000001',
    });
  });
  it('sends a date of birth without spaces', () => {
    const account = { customerType: 'RESIDENTIAL' as const, postcode: '2000', electricityAccount: '1000000001' };
    expect(verifyIdentityRequest(account, 'DOB', '01 / 01 / 1980')).toEqual({ ...account, idType: 'DOB', idValue: '01/01/1980' });
    expect(
      verifyIdentityRequest(
        { customerType: 'BUSINESS', abnacn: '51824753556', abnOrAcn: 'ABN', gasAccount: '2000000001' },
        'DL',
        ' 12345678 ',
      ),
    ).toEqual({
      customerType: 'BUSINESS',
      gasAccount: '2000000001',
      idType: 'DL',
      idValue: '12345678',
      businessIdentifier: '51824753556',
      businessIdentifierType: 'ABN',
    });
  });
});

describe('verify identity step (spec 2 §5)', () => {
  const types = [
    { value: 'DOB', text: 'Date of birth' },
    { value: 'DL', text: "Driver's licence" },
    { value: 'PIN', text: 'PIN' },
    { value: 'OTHER', text: 'Other' },
  ];
  it('excludes PIN for residential and OTHER for business', () => {
    expect(identityTypeOptions(types, 'RESIDENTIAL').map((t) => t.value)).toEqual(['DOB', 'DL', 'OTHER']);
    expect(identityTypeOptions(types, 'BUSINESS').map((t) => t.value)).toEqual(['DOB', 'DL', 'PIN']);
  });
  it('reads an account offering only types the visitor may not use as offering none (NO_IDTYPES_FOUND)', () => {
    expect(usableIdentityTypes([{ value: 'PIN', text: 'PIN' }], 'RESIDENTIAL')).toEqual({ failure: 'NO_IDTYPES_FOUND' });
    expect(usableIdentityTypes([{ value: 'other', text: 'Other' }], 'BUSINESS')).toEqual({ failure: 'NO_IDTYPES_FOUND' });
    expect(usableIdentityTypes([{ value: 'PIN', text: 'PIN' }], 'BUSINESS')).toEqual({ types: [{ value: 'PIN', text: 'PIN' }] });
    expect(usableIdentityTypes([], 'BUSINESS')).toEqual({ failure: 'NO_IDTYPES_FOUND' });
  });
  it('masks the date of birth as DD / MM / YYYY', () => {
    expect(maskDateOfBirth('0101')).toBe('01 / 01');
    expect(maskDateOfBirth('01011980')).toBe('01 / 01 / 1980');
    expect(maskDateOfBirth('01/01/19801')).toBe('01 / 01 / 1980');
    expect(maskDateOfBirth('ab')).toBe('');
  });
  it('validates a real date of birth', () => {
    expect(isDateOfBirthInput('01 / 01 / 1980')).toBe(true);
    expect(isDateOfBirthInput('31 / 02 / 1980')).toBe(false);
    expect(isDateOfBirthInput('01 / 01 / 1899')).toBe(false);
    expect(isDateOfBirthInput('01 / 01 / 2999', new Date('2026-01-01'))).toBe(false);
    expect(isDateOfBirthInput('1 / 1 / 1980')).toBe(false);
  });
  it('gives the value and date texts', () => {
    expect(validateIdentityValue('DOB', '')).toBe('Please enter a valid date.');
    expect(validateIdentityValue('DOB', '01 / 01 / 1980')).toBeUndefined();
    expect(validateIdentityValue('DL', ' ')).toBe('Please enter a valid value.');
    expect(validateIdentityValue('DL', 'x'.repeat(21))).toBe('Please enter a valid value.');
    expect(validateIdentityValue('DL', '12345678')).toBeUndefined();
  });
});

describe('account verification errors (spec 2 §8)', () => {
  it.each([
    ['ACCOUNT_FUEL_TYPE_NOT_MATCH', 'ELE', 'Please enter a valid electricity account number.', 'electricityAccount'],
    ['ACCOUNT_FUEL_TYPE_NOT_MATCH', null, 'Please enter a valid account number.', undefined],
    ['ACCOUNT_POSTCODE_NOT_MATCH', 'GAS', 'Postcode does not match with the gas account number. Please try again.', 'gasAccount'],
    [
      'ACCOUNT_ABNACN_NOT_MATCH',
      'ELE',
      'ABN/ACN does not match with the electricity account number. Please try again.',
      'electricityAccount',
    ],
    [
      'ACCOUNT_ADDRESS_NOT_MATCH',
      null,
      'The account numbers provided belong to different premises. Please enter account numbers that belong to the same premises.',
      undefined,
    ],
    [
      'ACCOUNT_IDENTITY_NOT_MATCH',
      null,
      'The account numbers provided belong to different account holders. Please enter account numbers that belong to the same account holder.',
      undefined,
    ],
    ['ACCOUNT_STATUS_CLOSED', 'ELE', 'The electricity account number you entered is inactive.', 'electricityAccount'],
    [
      'ACCOUNT_NOT_EXISTS',
      'ELE',
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      undefined,
    ],
    [
      'INTERNAL_ERROR',
      null,
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      undefined,
    ],
    [
      'NO_IDTYPES_FOUND',
      null,
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      undefined,
    ],
  ])('%s (%s)', (code, context, text, field) => {
    const outcome = accountErrorOutcome(code, context);
    expect(outcome).toEqual(field ? { kind: 'message', text, field } : { kind: 'message', text });
  });
  it('opens the meter-detected modal for a customer type mismatch', () => {
    expect(accountErrorOutcome('ACCOUNT_CUSTOMER_TYPE_NOT_MATCH', 'ELE')).toEqual({ kind: 'meter-detected' });
  });
});

describe('identity verification errors (spec 2 §8)', () => {
  it('names the identity type in the mismatch text, which is about the identity value field', () => {
    expect(identityErrorOutcome('ACCOUNT_IDENTITY_NOT_MATCH', 'Date of birth')).toEqual({
      kind: 'message',
      text: 'Incorrect date of birth for the account holder. Please try again.',
      field: 'idValue',
    });
    expect(identityErrorOutcome('ACCOUNT_IDENTITY_NOT_MATCH', 'PIN')).toEqual({
      kind: 'message',
      text: 'Incorrect PIN for the account holder. Please try again.',
      field: 'idValue',
    });
    expect(identityTypeInSentence("Driver's licence")).toBe("driver's licence");
  });
  it('links to contact us for C1_UNKNOWN_ERROR and gives the generic text otherwise', () => {
    expect(identityErrorOutcome('C1_UNKNOWN_ERROR', 'PIN')).toEqual({ kind: 'contact' });
    expect(identityErrorOutcome('INTERNAL_ERROR', 'PIN')).toEqual({
      kind: 'message',
      text: 'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
    });
  });
});

describe('accountNumberOf', () => {
  it.each([
    ['1000000001', '1000000001'],
    [' 1000 000 001 ', '1000000001'],
    ['abc', null],
    ['', null],
    ['12345678901', null],
  ])('%j is sent as %j', (value, sent) => {
    expect(accountNumberOf(value)).toBe(sent);
  });
});

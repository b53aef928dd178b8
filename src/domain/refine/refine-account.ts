/** Account and identity verification rules of the refine modal (spec 2 §3, §5, §8). */
import { businessIdTypeOf } from '../auth/account';
import { MIN_VALID_TIMESTAMP_MS } from '../shared/iso-date';
import type { BusinessIdType, CustomerType, SingleFuel } from '../shared/enums';
import { ACCOUNT_NUMBER_MAX_LENGTH, guardAbnAcn, guardAccountNumber, guardIdValue, guardPostcode } from '../shared/field-guards';
import { isValidPostcode } from '../shared/postcode';
import {
  GENERIC_ERROR_TEXT,
  INVALID_ABN_ACN_TEXT,
  INVALID_ACCOUNT_NUMBER_TEXT,
  INVALID_DATE_TEXT,
  INVALID_POSTCODE_TEXT,
  INVALID_VALUE_TEXT,
} from './refine-modal-texts';

/** Account pattern: digits, at most 10. */
export const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{1,${ACCOUNT_NUMBER_MAX_LENGTH}}$`);

/** An account number as sent (spaces removed), or null when it does not follow the account pattern. */
export function accountNumberOf(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return ACCOUNT_NUMBER_PATTERN.test(digits) ? digits : null;
}

export type AccountField = 'electricityAccount' | 'gasAccount' | 'postcode' | 'abnAcn';
export const ACCOUNT_FIELDS: readonly AccountField[] = ['electricityAccount', 'gasAccount', 'postcode', 'abnAcn'];

export interface AccountForm {
  electricityAccount: string;
  gasAccount: string;
  postcode: string;
  abnAcn: string;
}

/** Field guards: account numbers (spaces stripped, max 10), postcode (max 4), ABN / ACN (max 11). */
export function guardAccountField(field: AccountField, value: string): string {
  if (field === 'postcode') return guardPostcode(value);
  if (field === 'abnAcn') return guardAbnAcn(value);
  return guardAccountNumber(value);
}

/**
 * Validates the validate-account step: each filled account number follows the pattern and at least
 * one shown fuel's account is filled; residential needs a 4-digit postcode, business an ABN (11)
 * or ACN (9). Errors by field, in field order; empty when the form may be sent.
 */
export function validateAccountForm(
  form: AccountForm,
  fuels: readonly SingleFuel[],
  customerType: CustomerType,
): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const accountFields = fuels.map((f): AccountField => (f === 'electricity' ? 'electricityAccount' : 'gasAccount'));
  const filled = accountFields.filter((f) => form[f].trim() !== '');
  if (filled.length === 0) {
    for (const f of accountFields) errors[f] = INVALID_ACCOUNT_NUMBER_TEXT;
  }
  for (const f of filled) {
    if (accountNumberOf(form[f]) === null) errors[f] = INVALID_ACCOUNT_NUMBER_TEXT;
  }
  if (customerType === 'RESIDENTIAL') {
    if (!isValidPostcode(form.postcode.trim())) errors.postcode = INVALID_POSTCODE_TEXT;
  } else if (!businessIdTypeOf(form.abnAcn)) {
    errors.abnAcn = INVALID_ABN_ACN_TEXT;
  }
  return errors;
}

/** Drops keys whose value is undefined, null or an empty string ("empty request keys are removed"). */
export function withoutEmptyKeys<T extends Record<string, unknown>>(request: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(request) as [keyof T, T[keyof T]][]) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

export interface VerifyAccountRequest {
  customerType: CustomerType;
  postcode?: string;
  abnacn?: string;
  abnOrAcn?: BusinessIdType;
  electricityAccount?: string;
  gasAccount?: string;
}

/** The verify-account request of spec 2 §3 for the shown fuels. */
export function verifyAccountRequest(form: AccountForm, fuels: readonly SingleFuel[], customerType: CustomerType): VerifyAccountRequest {
  const business = customerType === 'BUSINESS';
  const abnacn = form.abnAcn.replace(/\s+/g, '');
  return withoutEmptyKeys({
    customerType,
    postcode: business ? undefined : form.postcode.trim(),
    abnacn: business ? abnacn : undefined,
    abnOrAcn: business ? businessIdTypeOf(abnacn) : undefined,
    electricityAccount: fuels.includes('electricity') ? form.electricityAccount.replace(/\s+/g, '') : undefined,
    gasAccount: fuels.includes('gas') ? form.gasAccount.replace(/\s+/g, '') : undefined,
  }) as VerifyAccountRequest;
}

export interface IdentityType {
  value: string;
  text: string;
}

/** Identity options exclude PIN for residential and OTHER for business. */
export function identityTypeOptions(types: readonly IdentityType[], customerType: CustomerType): IdentityType[] {
  const excluded = customerType === 'RESIDENTIAL' ? 'PIN' : 'OTHER';
  return types.filter((t) => t.value.toUpperCase() !== excluded);
}

/**
 * The account check's identity types as the visitor may use them (spec 2 §5, §8): the usable
 * types, or the NO_IDTYPES_FOUND failure when none is left, so an account offering a residential
 * visitor only a PIN reads as one offering no identity type at all.
 */
export function usableIdentityTypes(
  types: readonly IdentityType[],
  customerType: CustomerType,
): { types: IdentityType[] } | { failure: 'NO_IDTYPES_FOUND' } {
  const options = identityTypeOptions(types, customerType);
  return options.length > 0 ? { types: options } : { failure: 'NO_IDTYPES_FOUND' };
}

/** True when the identity type is a date of birth. */
export const isDateOfBirthType = (value: string): boolean => value.toUpperCase() === 'DOB';

/**
 * Masks typed digits as 'DD / MM / YYYY' (mask 00 / 00 / 0000): non-digits dropped, at most 8 digits,
 * separators added as the digits arrive.
 */
export function maskDateOfBirth(raw: string): string {
  const digits = raw.replace(/\D+/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((p) => p !== '');
  return parts.join(' / ');
}

/**
 * A date of birth typed as DD / MM / YYYY (spaces ignored): a real calendar date from 1900 on and
 * not in the future. The same rule as `isDateOfBirth`, without a date library in the bar's lazy chunk.
 */
export function isDateOfBirthInput(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() >= MIN_VALID_TIMESTAMP_MS && date.getTime() <= now.getTime();
}

/** Validates the verify-identity step: a value (max 20) or a date of birth DD / MM / YYYY. Undefined when valid. */
export function validateIdentityValue(idType: string, value: string): string | undefined {
  if (isDateOfBirthType(idType)) return isDateOfBirthInput(value) ? undefined : INVALID_DATE_TEXT;
  return value.trim() === '' || guardIdValue(value) !== value ? INVALID_VALUE_TEXT : undefined;
}

export interface VerifyIdentityRequest {
  customerType: CustomerType;
  electricityAccount?: string;
  gasAccount?: string;
  accountNumber?: string;
  idType: string;
  idValue: string;
  postcode?: string;
  businessIdentifier?: string;
  businessIdentifierType?: BusinessIdType;
}

/** The verify-identity request: the verified accounts, the identity (a date of birth without spaces) and the postcode or business identifier; empty keys removed. */
export function verifyIdentityRequest(account: VerifyAccountRequest, idType: string, idValue: string): VerifyIdentityRequest {
  return withoutEmptyKeys({
    customerType: account.customerType,
    electricityAccount: account.electricityAccount,
    gasAccount: account.gasAccount,
    idType,
    idValue: isDateOfBirthType(idType) ? idValue.replace(/\s+/g, '') : idValue.trim(),
    postcode: account.postcode,
    businessIdentifier: account.abnacn,
    businessIdentifierType: account.abnOrAcn,
  }) as VerifyIdentityRequest;
}

/** What an account verification error does in the refine modal. */
export type AccountErrorOutcome =
  { kind: 'message'; text: string; field?: 'electricityAccount' | 'gasAccount' } | { kind: 'meter-detected' };

const fuelOfContext = (context: unknown): SingleFuel | undefined => {
  const c = typeof context === 'string' ? context.toUpperCase() : '';
  if (c === 'ELE' || c === 'ELECTRICITY') return 'electricity';
  if (c === 'GAS') return 'gas';
  return undefined;
};

/**
 * The refine modal's text for an account verification error (spec 2 §8): '{ fuel}' is the fuel
 * word with a leading space when the error names a fuel, else nothing; fuel-specific errors also
 * highlight that fuel's field. ACCOUNT_CUSTOMER_TYPE_NOT_MATCH opens the meter-detected modal.
 */
export function accountErrorOutcome(code: string | null | undefined, context?: unknown): AccountErrorOutcome {
  const fuel = fuelOfContext(context);
  const f = fuel ? ` ${fuel}` : '';
  const field = fuel === 'electricity' ? 'electricityAccount' : fuel === 'gas' ? 'gasAccount' : undefined;
  const message = (text: string, highlight = true): AccountErrorOutcome =>
    highlight && field ? { kind: 'message', text, field } : { kind: 'message', text };
  switch (code) {
    case 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH':
      return { kind: 'meter-detected' };
    case 'ACCOUNT_FUEL_TYPE_NOT_MATCH':
      return message(`Please enter a valid${f} account number.`);
    case 'ACCOUNT_POSTCODE_NOT_MATCH':
      return message(`Postcode does not match with the${f} account number. Please try again.`);
    case 'ACCOUNT_ABNACN_NOT_MATCH':
      return message(`ABN/ACN does not match with the${f} account number. Please try again.`);
    case 'ACCOUNT_ADDRESS_NOT_MATCH':
      return message(
        'The account numbers provided belong to different premises. Please enter account numbers that belong to the same premises.',
        false,
      );
    case 'ACCOUNT_IDENTITY_NOT_MATCH':
      return message(
        'The account numbers provided belong to different account holders. Please enter account numbers that belong to the same account holder.',
        false,
      );
    case 'ACCOUNT_STATUS_CLOSED':
      return message(`The${f} account number you entered is inactive.`);
    default:
      return message(GENERIC_ERROR_TEXT, false);
  }
}

/** An identity type's name inside a sentence: lower case, except acronyms (PIN stays PIN). */
export function identityTypeInSentence(text: string): string {
  return text
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** What an identity verification error does: a text, or the contact-us text with its link (C1_UNKNOWN_ERROR). */
/** `field`: the message is about the identity value (the field is highlighted and described by it). */
export type IdentityErrorOutcome = { kind: 'message'; text: string; field?: 'idValue' } | { kind: 'contact' };

/** The refine modal's identity verification error (spec 2 §8). */
export function identityErrorOutcome(code: string | null | undefined, idTypeText: string): IdentityErrorOutcome {
  if (code === 'ACCOUNT_IDENTITY_NOT_MATCH')
    return {
      kind: 'message',
      text: `Incorrect ${identityTypeInSentence(idTypeText)} for the account holder. Please try again.`,
      field: 'idValue',
    };
  if (code === 'C1_UNKNOWN_ERROR') return { kind: 'contact' };
  return { kind: 'message', text: GENERIC_ERROR_TEXT };
}

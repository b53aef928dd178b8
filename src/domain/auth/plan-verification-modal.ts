/** The plans table's verification modal (spec 2 §2, §4, §8): its title, error texts and where leaving it goes. Loaded with the modal. */
import type { CustomerType } from '../shared/enums';
import { DEFAULT_ERROR_TEXT, unknownAccountLookupErrorText, VERIFY_ACCOUNT_TEXT, wrongIdText } from '../shared/messages';
import { accountErrorOutcome, validateIdentityValue } from '../refine/refine-account';

/** 'Validate your {product} accounts.' */
export const verificationTitle = (product: string): string => `Validate your ${product} accounts.`;

/** Identity errors in the table's verification modal: wrong id, the C1 error with the phone number, else the default. */
export function verificationErrorText(code: string | null | undefined, idTypeText: string, timeZone: string): string {
  if (code === 'ACCOUNT_IDENTITY_NOT_MATCH') return wrongIdText(idTypeText);
  if (code === 'C1_UNKNOWN_ERROR') return unknownAccountLookupErrorText(timeZone);
  return DEFAULT_ERROR_TEXT;
}

/** Where the modal sends a visitor who leaves it unverified: the plans page for the customer type. */
export const plansPagePath = (customerType: CustomerType): string =>
  customerType === 'BUSINESS' ? '/business/electricity-and-gas/small-business/plans' : '/home/electricity-and-gas/plans';

/**
 * The modal's text when checking the visitor's accounts fails (spec 2 §8): the account errors'
 * texts (ACCOUNT_IDENTITY_NOT_MATCH here means accounts of different holders, not a wrong id),
 * C1_UNKNOWN_ERROR with the phone number, anything else (a customer-type mismatch too) the default.
 */
export function accountCheckErrorText(code: string | null | undefined, context: unknown, timeZone: string): string {
  if (code === 'C1_UNKNOWN_ERROR') return unknownAccountLookupErrorText(timeZone);
  const outcome = accountErrorOutcome(code, context);
  return outcome.kind === 'message' ? outcome.text : DEFAULT_ERROR_TEXT;
}

/**
 * What pressing Verify does (spec 2 "Verification modal", §5 verify identity step): every press is
 * answered. With no identity type to choose (the account check failed or offered none) the
 * accounts are checked again, as its error text says ("Please try again"); with no type chosen
 * the modal asks for one ('Please select an identity type to verify your account.', spec 3 §2);
 * an invalid value gets its field error; otherwise the identity is verified.
 */
export type VerifyPress =
  { kind: 'check-accounts' } | { kind: 'choose-type'; text: string } | { kind: 'invalid-value'; text: string } | { kind: 'verify' };

export function verifyPress(typesOffered: number, idType: string, value: string): VerifyPress {
  if (typesOffered === 0) return { kind: 'check-accounts' };
  if (!idType) return { kind: 'choose-type', text: VERIFY_ACCOUNT_TEXT };
  const invalid = validateIdentityValue(idType, value);
  return invalid ? { kind: 'invalid-value', text: invalid } : { kind: 'verify' };
}

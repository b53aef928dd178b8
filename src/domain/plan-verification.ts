/** The plans table's verification modal (spec 2 §2, §4, §8). */
import type { CustomerType, YesNoUnknown } from './enums';
import { DEFAULT_ERROR_TEXT, unknownAccountLookupErrorText, wrongIdText } from './messages';
import { isRefreshTokenExpired } from './tokens';

/** Verification is required for an existing customer whose account is marked verified, without a live refresh token. */
export function isVerificationRequired(input: { existing: YesNoUnknown; accountVerified: boolean; refreshTokenExpiresAt: number | null; now: number }): boolean {
  return input.existing === 'yes' && input.accountVerified && isRefreshTokenExpired(input.refreshTokenExpiresAt, input.now);
}

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

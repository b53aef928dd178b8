/** When the plans table asks for verification (spec 2 §4); the modal's own texts are in ./plan-verification-modal.ts. */
import type { YesNoUnknown } from '../shared/enums';
import { isRefreshTokenExpired } from './tokens';

/** Verification is required for an existing customer whose account is marked verified, without a live refresh token. */
export function isVerificationRequired(input: {
  existing: YesNoUnknown;
  accountVerified: boolean;
  refreshTokenExpiresAt: number | null;
  now: number;
}): boolean {
  return input.existing === 'yes' && input.accountVerified && isRefreshTokenExpired(input.refreshTokenExpiresAt, input.now);
}

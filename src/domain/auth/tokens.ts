/** Identity-session token timing (spec 3 §9). */
import { REFRESH_TOKEN_EXPIRY_MARGIN_S } from '../shared/constants';

/** Session storage keys of the identity provider's refresh token and its expiry (epoch ms), spec 3 §9. */
export const REFRESH_TOKEN_KEY = 'ea_refresh_token';
export const REFRESH_TOKEN_EXPIRY_KEY = 'ea_refresh_token_expiry';

/**
 * A refresh token is expired when 60 s or less remain before `expiresAtMs` (epoch ms) at `nowMs`;
 * a missing or non-finite expiry counts as expired.
 */
export function isRefreshTokenExpired(expiresAtMs: number | null | undefined, nowMs: number): boolean {
  if (typeof expiresAtMs !== 'number' || !Number.isFinite(expiresAtMs) || !Number.isFinite(nowMs)) return true;
  return expiresAtMs - nowMs <= REFRESH_TOKEN_EXPIRY_MARGIN_S * 1000;
}

/** Expiry time (epoch ms) from the token answer's refresh_expires_in (seconds) at `nowMs`; undefined when invalid. */
export function refreshExpiryFromNow(refreshExpiresInS: number | null | undefined, nowMs: number): number | undefined {
  if (typeof refreshExpiresInS !== 'number' || !Number.isFinite(refreshExpiresInS) || refreshExpiresInS < 0) return undefined;
  return nowMs + refreshExpiresInS * 1000;
}

/**
 * The sign-in error codes of spec 3 §8 "Identity" that are ours rather than the provider's: a
 * login the identity provider refused without saying why (401, no error_description) is
 * UNAUTHENTICATED; a failed or unreadable answer is INTERNAL_ERROR; a 200 without tokens is
 * ACCOUNT_IDENTITY_NOT_MATCH.
 */
export const IDENTITY_ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  internal: 'INTERNAL_ERROR',
  noToken: 'ACCOUNT_IDENTITY_NOT_MATCH',
} as const;

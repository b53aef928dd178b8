/** Identity-session token timing (spec 3 §9). */
import { REFRESH_TOKEN_EXPIRY_MARGIN_S } from './constants';

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

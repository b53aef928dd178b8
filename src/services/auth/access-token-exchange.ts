/**
 * The visitor's access token for the plan calls (spec 2 §6, §7), loaded only for a visitor the
 * rule covers (./access-token.ts). Whoever signs the visitor in leaves the identity provider's
 * refresh token and its expiry in session storage (spec 3 §9); the plan calls exchange it for an
 * access token (spec 3 §7), kept in memory for this page only.
 */
import { isRefusedGrant, passwordGrant, refreshTokens, type PasswordCredentials, type SignInAnswer } from '../../api/idp';
import type { PlanCallAuth } from '../../api/plans';
import { timeoutSignal } from '../../api/signals';
import { accessTokenFrom, isAccessTokenLive, planCallAuthorization } from '../../domain/auth/plan-auth-token';
import {
  isRefreshTokenExpired,
  REFRESH_TOKEN_EXPIRY_KEY,
  REFRESH_TOKEN_KEY,
  refreshExpiryFromNow,
  type AccessToken,
} from '../../domain/auth';
import { storage, store, type StoreState } from '../../store';
import { logWarning } from '../../log';

export { REFRESH_TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY } from '../../domain/auth';

let token: AccessToken | null = null;
let pending: Promise<AccessToken | null> | null = null;
/** Bumped by every sign-in and sign-out: an exchange started before one must not write its tokens after it. */
let generation = 0;

/** How long a plan call waits for the token exchange before going without it. */
export const REFRESH_WAIT_MS = 3000;

/**
 * Exchanges a live refresh token from session storage; concurrent callers share one exchange (one
 * token request). Null when there is none or it fails; a refused refresh clears both tokens.
 */
function exchange(): Promise<AccessToken | null> {
  if (pending) return pending;
  const refresh = storage.readStorageValue('session', REFRESH_TOKEN_KEY);
  const expiry = Number(storage.readStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY) ?? Number.NaN);
  if (!refresh || isRefreshTokenExpired(expiry, Date.now())) return Promise.resolve(null);
  const started = generation;
  // A slow identity provider must not hold the plans up: after a short wait they are looked up without the token.
  const shared: Promise<AccessToken | null> = refreshTokens(refresh, { signal: timeoutSignal(REFRESH_WAIT_MS) })
    .then(
      (answer) => {
        // Signed out or in again meanwhile: this answer belongs to a session that has ended.
        if (started !== generation) return null;
        const now = Date.now();
        // The provider rotates refresh tokens: the new one replaces the used one.
        const nextExpiry = refreshExpiryFromNow(answer.refresh_expires_in, now);
        if (answer.refresh_token && nextExpiry !== undefined) {
          storage.writeStorageValue('session', REFRESH_TOKEN_KEY, answer.refresh_token);
          storage.writeStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY, String(nextExpiry));
        }
        token = accessTokenFrom(answer, now);
        return token;
      },
      (error: unknown) => {
        // Spec 3 §8: a token failure clears the refresh token (and the access token it gave); a network failure keeps it for next time.
        if (started === generation && isRefusedGrant(error)) forgetTokens();
        logWarning('token refresh failed; going on without it', error instanceof Error ? error.message : 'unknown error');
        return null;
      },
    )
    .finally(() => {
      if (pending === shared) pending = null;
    });
  pending = shared;
  return shared;
}

/**
 * The identity provider's access token for this page: the live one in memory, else one exchanged
 * for the refresh token in session storage (shared by concurrent callers); null without a sign-in.
 * Never rejects.
 */
export function identityAccessToken(): Promise<AccessToken | null> {
  // The access token lives only as long as the sign-in it came from: once the refresh token is gone
  // (reset estimates, identity reset, a refused grant), the one held in memory goes too.
  if (!storage.readStorageValue('session', REFRESH_TOKEN_KEY)) token = null;
  return isAccessTokenLive(token, Date.now()) ? Promise.resolve(token) : exchange();
}

/** Drops the access token in memory if it is still `used` (the API answered 401 to it). */
export function dropAccessToken(used: AccessToken | null): void {
  if (used && token === used) token = null;
}

/** The optional auth of a plan call for the store's situation (never rejects). */
export async function accessTokenAuth(s: StoreState): Promise<PlanCallAuth> {
  const rule = { sourceSystem: s.app.sourceSystem, accountVerified: s.account.accountVerified };
  const used = await identityAccessToken();
  const authorization = planCallAuthorization({ ...rule, token: used, now: Date.now() });
  if (!authorization) return {};
  return { authorization, onRejected: () => dropAccessToken(used) };
}

/** Forgets the access token held in memory and any exchange under way (tests; a sign-out). */
export function forgetAccessToken(): void {
  token = null;
  pending = null;
  generation += 1;
}

/** Clears both refresh token keys (a refused grant, a failed sign-in, reset estimates). */
function forgetRefreshToken(): void {
  storage.writeStorageValue('session', REFRESH_TOKEN_KEY, null);
  storage.writeStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY, null);
}

/** Forgets both tokens: the refresh token keys in session storage and the access token in memory. */
export function forgetTokens(): void {
  forgetRefreshToken();
  forgetAccessToken();
}

/**
 * Identity reset (spec 1 §4): the store's identity reset (account, customer details, qualifications,
 * quote cookie, authentication status UNAUTHENTICATED) and both tokens cleared.
 */
export function resetIdentitySession(): void {
  store.getState().resetIdentity();
  forgetTokens();
}

/**
 * Signs the visitor in at the identity provider (password grant, the plans client id): the refresh
 * token and its expiry go to session storage, the access token stays in memory for the next plan
 * call. Any failure clears the refresh token and rejects with the grant's error (`IdentityTokenError`).
 */
export async function signIn(credentials: PasswordCredentials, options: { signal?: AbortSignal } = {}): Promise<void> {
  let answer: SignInAnswer;
  try {
    answer = await passwordGrant(credentials, options);
  } catch (error) {
    forgetTokens();
    throw error;
  }
  // An exchange still under way for an earlier sign-in must not overwrite this one.
  forgetAccessToken();
  const now = Date.now();
  // The grant validated the seconds; a 0 would only store an expired token.
  const expiry = refreshExpiryFromNow(answer.refresh_expires_in, now) ?? 0;
  storage.writeStorageValue('session', REFRESH_TOKEN_KEY, answer.refresh_token);
  storage.writeStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY, String(expiry));
  token = accessTokenFrom(answer, now);
}

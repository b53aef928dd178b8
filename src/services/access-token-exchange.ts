/**
 * The visitor's access token for the plan calls (spec 2 §6, §7), loaded only for a visitor the
 * rule covers (./access-token.ts). Whoever signs the visitor in leaves the identity provider's
 * refresh token and its expiry in session storage (spec 3 §9); the plan calls exchange it for an
 * access token (spec 3 §7), kept in memory for this page only.
 */
import { isRefusedGrant, passwordGrant, refreshTokens, type PasswordCredentials, type SignInAnswer } from '../api/idp';
import type { PlanCallAuth } from '../api/plans';
import { accessTokenFrom, isAccessTokenLive, isRefreshTokenExpired, planCallAuthorization, REFRESH_TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY, refreshExpiryFromNow, type AccessToken } from '../domain';
import { forgetRefreshToken } from './access-token';
import { storage, type StoreState } from '../store';

export { REFRESH_TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY } from '../domain';
export { forgetRefreshToken } from './access-token';

let token: AccessToken | null = null;
let pending: Promise<AccessToken | null> | null = null;


/** How long a plan call waits for the token exchange before going without it. */
export const REFRESH_WAIT_MS = 3000;

/** Exchanges a live refresh token from session storage (one exchange at a time); null when there is none or it fails. */
function exchange(): Promise<AccessToken | null> {
  const refresh = storage.readStorageValue('session', REFRESH_TOKEN_KEY);
  const expiry = Number(storage.readStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY) ?? Number.NaN);
  if (!refresh || isRefreshTokenExpired(expiry, Date.now())) return Promise.resolve(null);
  // A slow identity provider must not hold the plans up: after a short wait they are looked up without the token.
  pending ??= refreshTokens(refresh, { signal: AbortSignal.timeout(REFRESH_WAIT_MS) })
    .then(
      (answer) => {
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
        // Spec 3 §8: a token failure clears the refresh token; a network failure keeps it for next time.
        if (isRefusedGrant(error)) forgetRefreshToken();
        console.warn('[energy plan widgets] token refresh failed; plans are looked up without it', error);
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The optional auth of a plan call for the store's situation (never rejects). */
export async function accessTokenAuth(s: StoreState): Promise<PlanCallAuth> {
  const rule = { sourceSystem: s.app.sourceSystem, accountVerified: s.account.accountVerified };
  // The access token lives only as long as the sign-in it came from: once the refresh token is gone
  // (reset estimates, identity reset, a refused grant), the one held in memory goes too.
  if (!storage.readStorageValue('session', REFRESH_TOKEN_KEY)) token = null;
  const used = isAccessTokenLive(token, Date.now()) ? token : await exchange();
  const authorization = planCallAuthorization({ ...rule, token: used, now: Date.now() });
  if (!authorization) return {};
  return {
    authorization,
    onRejected: () => {
      if (token === used) token = null;
    },
  };
}

/** Forgets the access token held in memory (tests; a sign-out). */
export function forgetAccessToken(): void {
  token = null;
  pending = null;
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
    forgetRefreshToken();
    forgetAccessToken();
    throw error;
  }
  const now = Date.now();
  // The grant validated the seconds; a 0 would only store an expired token.
  const expiry = refreshExpiryFromNow(answer.refresh_expires_in, now) ?? 0;
  storage.writeStorageValue('session', REFRESH_TOKEN_KEY, answer.refresh_token);
  storage.writeStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY, String(expiry));
  token = accessTokenFrom(answer, now);
}

/**
 * The visitor's identity session for the calls that need a signed-in visitor (account retrieve,
 * paper bill fee, disconnection; spec 3 §6–§9): whose access token they carry, signing out and
 * resetting the identity. Lazy-only (not in ./index.ts; local/concern-boundaries; used by the qualifier,
 * the verification and refine modals): nothing here joins the plans page's start-up code.
 *
 * Tokens are never logged and never go to analytics: warnings name what failed, not the token.
 */
import * as v from 'valibot';
import { retrieveAccountDetails, type AccountDetails, type RetrieveAccountRequest } from '../../api/account';
import { ApiHttpError } from '../../api/errors';
import { logout } from '../../api/idp';
import { accessTokenExpiringAt, authMechanism, type AuthMechanism } from '../../domain/auth/portal-auth';
import { isAccessTokenLive } from '../../domain/auth/plan-auth-token';
import { REFRESH_TOKEN_KEY, type AccessToken } from '../../domain/auth';
import { storage, store, type StoreState } from '../../store';
import { dropAccessToken, forgetTokens, identityAccessToken } from './access-token-exchange';
import { logWarning } from '../../log';

export { resetIdentitySession, signIn } from './access-token-exchange';

// ---------------------------------------------------------------------------
// Okta: the account portal's Okta SDK keeps its tokens in localStorage
// ---------------------------------------------------------------------------

/** The Okta Auth JS token manager's default storage key (localStorage). */
export const OKTA_TOKEN_STORAGE_KEY = 'okta-token-storage';

const TokenText = v.pipe(v.string(), v.minLength(1), v.maxLength(8192));
const OktaStorageSchema = v.object({
  accessToken: v.object({ accessToken: TokenText, expiresAt: v.pipe(v.number(), v.finite()) }),
});

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The live Okta access token of the account portal's sign-in, or null. */
function oktaToken(): AccessToken | null {
  const parsed = v.safeParse(OktaStorageSchema, parseJson(storage.readStorageValue('local', OKTA_TOKEN_STORAGE_KEY)));
  if (!parsed.success) return null;
  const { accessToken, expiresAt } = parsed.output.accessToken;
  const token = accessTokenExpiringAt(accessToken, expiresAt);
  return isAccessTokenLive(token, Date.now()) ? token : null;
}

// ---------------------------------------------------------------------------
// Azure: the account portal's MSAL (msal-browser) sign-in, read from MSAL's own cache
// ---------------------------------------------------------------------------

/** The global configuration's `msalAuth` (held as app.msalConfiguration): MSAL's client id and cache location. */
const MsalConfigurationSchema = v.object({
  auth: v.object({ clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  cache: v.optional(v.object({ cacheLocation: v.optional(v.string()) })),
});
/** msal-browser's index of its cached token keys per client id. */
const MsalTokenKeysSchema = v.object({ accessToken: v.array(v.string()) });
/** One cached access token entity of msal-browser. */
const MsalAccessTokenSchema = v.object({
  credentialType: v.picklist(['AccessToken']),
  clientId: v.string(),
  homeAccountId: v.pipe(v.string(), v.minLength(1)),
  secret: TokenText,
  expiresOn: v.pipe(v.union([v.string(), v.number()]), v.transform(Number)),
  tokenType: v.optional(v.string()),
});

interface AzureSignIn {
  /** The signed-in MSAL account (its home account id): the customer reference of spec 3 §6. */
  customerReference: string;
  token: AccessToken | null;
}

/**
 * The account portal's Azure sign-in from MSAL's cache (msal-browser's `msal.token.keys.<clientId>`
 * index in the configured cache location, sessionStorage by default): the signed-in account and its
 * live bearer access token, if any. We do not run MSAL: no interactive sign-in, no silent renewal.
 */
function azureSignIn(s: StoreState): AzureSignIn | null {
  const config = v.safeParse(MsalConfigurationSchema, s.app.msalConfiguration);
  if (!config.success) return null;
  const { clientId } = config.output.auth;
  const kind = config.output.cache?.cacheLocation === 'localStorage' ? 'local' : 'session';
  const keys = v.safeParse(MsalTokenKeysSchema, parseJson(storage.readStorageValue(kind, `msal.token.keys.${clientId}`)));
  if (!keys.success) return null;
  let found: AzureSignIn | null = null;
  for (const key of keys.output.accessToken.slice(0, 20)) {
    const entity = v.safeParse(MsalAccessTokenSchema, parseJson(storage.readStorageValue(kind, key)));
    if (!entity.success || entity.output.clientId !== clientId) continue;
    if (entity.output.tokenType !== undefined && entity.output.tokenType.toLowerCase() !== 'bearer') continue;
    const token = accessTokenExpiringAt(entity.output.secret, entity.output.expiresOn);
    const live = isAccessTokenLive(token, Date.now()) ? token : null;
    if (live) return { customerReference: entity.output.homeAccountId, token: live };
    found ??= { customerReference: entity.output.homeAccountId, token: null };
  }
  return found;
}

const hasAccountNumber = (s: StoreState): boolean =>
  [s.account.legacyAccountNumber, s.account.electricityAccountNumber, s.account.gasAccountNumber].some((n) => n.trim() !== '');

// ---------------------------------------------------------------------------
// The bearer token of the authenticated calls
// ---------------------------------------------------------------------------

interface Bearer {
  mechanism: AuthMechanism;
  token: AccessToken | null;
}

async function bearer(): Promise<Bearer> {
  const s = store.getState();
  const azure = s.app.sourceSystem === 'MA' ? azureSignIn(s) : null;
  const mechanism = authMechanism({
    sourceSystem: s.app.sourceSystem,
    oktaAuthentication: s.app.featureToggles['oktaAuthentication'] === true,
    hasAccount: hasAccountNumber(s),
    hasCustomerReference: azure !== null,
  });
  if (mechanism === 'okta') {
    const token = oktaToken();
    if (token) return { mechanism, token };
    // Spec 3 §8 "Okta token missing: warning and fallback".
    logWarning(`Okta token missing; using the identity provider's token`);
  }
  if (mechanism === 'azure') {
    if (azure?.token) return { mechanism, token: azure.token };
    logWarning(`Azure token missing or expired; using the identity provider's token`);
  }
  return { mechanism: 'idp', token: await identityAccessToken() };
}

/**
 * The `Authorization` value of a call that needs a signed-in visitor (account retrieve, paper bill
 * fee, disconnection): the account portal's Okta or Azure token or the identity provider's, as
 * spec 3 §6 chooses; undefined when the visitor has none. Never rejects.
 */
export async function bearerAuthorization(): Promise<string | undefined> {
  try {
    const { token } = await bearer();
    return token ? `Bearer ${token.value}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes a call that needs a signed-in visitor with the bearer token of {@link bearerAuthorization}.
 * A 401 to an identity provider token drops it, refreshes once and makes the call once more
 * (Okta and Azure tokens are the account portal's to renew, so a 401 to them stands). Rejects with
 * what `call` rejects with.
 */
export async function withBearer<T>(
  call: (authorization: string | undefined) => Promise<T>,
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const first = await bearer().catch((): Bearer => ({ mechanism: 'idp', token: null }));
  const header = (token: AccessToken | null) => (token ? `Bearer ${token.value}` : undefined);
  try {
    return await call(header(first.token));
  } catch (error) {
    if (!(error instanceof ApiHttpError) || error.status !== 401 || first.mechanism !== 'idp' || options.signal?.aborted) throw error;
    dropAccessToken(first.token);
    const again = await identityAccessToken();
    if (!again) throw error;
    return call(header(again));
  }
}

/**
 * The signed-in visitor's account details (spec 3 §7 account retrieve, bearer token), with the
 * 401 handling of {@link withBearer}. Rejects with the client's `ApiError`s (401 when the visitor
 * has no accepted token).
 */
export function retrieveAccount(body: RetrieveAccountRequest, options: { signal?: AbortSignal } = {}): Promise<AccountDetails> {
  return withBearer((authorization) => retrieveAccountDetails(body, { ...options, authorization }), options);
}

// ---------------------------------------------------------------------------
// Ending the identity session
// ---------------------------------------------------------------------------

/**
 * Signs the visitor out: the identity provider revokes the stored refresh token (logout), and the
 * refresh token keys and the access token in memory are cleared whatever the provider answers.
 * Never rejects.
 */
export async function signOut(): Promise<void> {
  const refresh = storage.readStorageValue('session', REFRESH_TOKEN_KEY);
  forgetTokens();
  if (!refresh) return;
  try {
    await logout(refresh);
  } catch (error) {
    logWarning(`identity provider logout failed; the tokens are cleared here`, error instanceof Error ? error.message : 'unknown error');
  }
}

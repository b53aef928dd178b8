import { describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { ApiHttpError, configureApi } from '../../../../src/api';
import { forgetAccessToken, REFRESH_TOKEN_EXPIRY_KEY, REFRESH_TOKEN_KEY } from '../../../../src/services/auth/access-token-exchange';
import {
  bearerAuthorization,
  OKTA_TOKEN_STORAGE_KEY,
  resetIdentitySession,
  retrieveAccount,
  signIn,
  signOut,
  withBearer,
} from '../../../../src/services/auth/identity-session';
import { store } from '../../../../src/store';
import { isolatedSession } from './isolated-session';

const TOKEN = '/apis/idp/oauth2/token';
const LOGOUT = '/apis/idp/oauth2/logout';
const RETRIEVE = '/qt2/app/account/retrieve';
const GOOD = { customerType: 'RESIDENTIAL', electricityAccount: '1000000001', idType: 'PIN', idValue: '1234', postcode: '2000' } as const;
const s = () => store.getState();

interface Sent {
  path: string;
  body: string;
  auth: string | null;
  status: number;
}

/**
 * The reference API in process, recording what is sent and answered. `override` may answer a path
 * itself (a failing provider, a 401 from the API).
 */
function referenceApi(override?: (path: string, request: Request) => Response | Promise<Response> | undefined) {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-identity-session-test.json` });
  const sent: Sent[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      const body = await request.clone().text();
      const response = (await override?.(path, request)) ?? (await api(request));
      sent.push({ path, body, auth: request.headers.get('authorization'), status: response.status });
      return response;
    },
  });
  return { sent, api, paths: () => sent.map((r) => r.path) };
}

/** A refresh token of a real sign-in in session storage, and no access token in memory (a new page). */
async function signedInOnEarlierPage(): Promise<string> {
  await signIn(GOOD);
  forgetAccessToken();
  return sessionStorage.getItem(REFRESH_TOKEN_KEY) ?? '';
}

const form = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body));
const nowS = () => Math.floor(Date.now() / 1000);

const warn = isolatedSession();

describe('signOut (spec 3 §7 logout)', () => {
  it("logs out at the identity provider with the stored refresh token, which then can't be used again", async () => {
    const { sent } = referenceApi();
    const refresh = await signedInOnEarlierPage();
    await signOut();
    const logout = sent.find((r) => r.path === LOGOUT);
    expect(form(logout?.body)).toEqual({ client_id: 'ea-plans', refresh_token: refresh });
    expect(logout?.status).toBe(204);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY)).toBeNull();
    expect(await bearerAuthorization()).toBeUndefined();
  });

  it('clears both tokens even when the logout fails, and does not reject', async () => {
    referenceApi((path) => (path === LOGOUT ? new Response('down', { status: 503 }) : undefined));
    await signIn(GOOD);
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    await expect(signOut()).resolves.toBeUndefined();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY)).toBeNull();
    // The access token in memory went too: nothing is sent any more.
    expect(await bearerAuthorization()).toBeUndefined();
    expect(warn()).toHaveBeenCalled();
  });

  it('a network failure of the logout is not thrown either', async () => {
    referenceApi((path) => (path === LOGOUT ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    await signIn(GOOD);
    await expect(signOut()).resolves.toBeUndefined();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('without a sign-in it asks the provider nothing', async () => {
    const { sent } = referenceApi();
    await signOut();
    expect(sent).toEqual([]);
  });

  it('a refresh under way when the visitor signs out does not bring the tokens back', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let hold = false;
    const { api } = referenceApi((path, request) =>
      path === TOKEN && hold ? api(request).then((answer) => gate.then(() => answer)) : undefined,
    );
    await signedInOnEarlierPage();
    hold = true;
    const auth = bearerAuthorization();
    await signOut();
    release();
    expect(await auth).toBeUndefined();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(await bearerAuthorization()).toBeUndefined();
  });
});

describe('resetIdentitySession (spec 1 §4 identity reset)', () => {
  it("resets the store's identity and clears both tokens", async () => {
    referenceApi();
    await signIn(GOOD);
    s().accountVerified();
    s().patch('account', { electricityAccountNumber: '1000000001' });
    s().setAuthenticationStatus('AUTHENTICATED');
    resetIdentitySession();
    expect(s().account.accountVerified).toBe(false);
    expect(s().account.electricityAccountNumber).toBe('');
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY)).toBeNull();
    expect(await bearerAuthorization()).toBeUndefined();
  });
});

describe('the identity provider token of the authenticated calls (spec 3 §8, §9)', () => {
  it('three calls at once share one refresh: one token request, one token', async () => {
    const { paths } = referenceApi();
    await signedInOnEarlierPage();
    const auths = await Promise.all([bearerAuthorization(), bearerAuthorization(), bearerAuthorization()]);
    expect(paths().filter((p) => p === TOKEN)).toHaveLength(2); // the sign-in and one refresh
    expect(new Set(auths).size).toBe(1);
    expect(auths[0]).toMatch(/^Bearer at\./);
  });

  it('a refresh token with 60 s or less left is not used', async () => {
    const { paths } = referenceApi();
    await signedInOnEarlierPage();
    sessionStorage.setItem(REFRESH_TOKEN_EXPIRY_KEY, String(Date.now() + 60_000));
    expect(await bearerAuthorization()).toBeUndefined();
    expect(paths().filter((p) => p === TOKEN)).toHaveLength(1);
  });

  it('a refused refresh clears the refresh token keys', async () => {
    referenceApi();
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'rt.revoked');
    sessionStorage.setItem(REFRESH_TOKEN_EXPIRY_KEY, String(Date.now() + 600_000));
    expect(await bearerAuthorization()).toBeUndefined();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('a refresh that fails on the network keeps the refresh token for the next call', async () => {
    referenceApi((path) => (path === TOKEN ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'rt.1');
    sessionStorage.setItem(REFRESH_TOKEN_EXPIRY_KEY, String(Date.now() + 600_000));
    expect(await bearerAuthorization()).toBeUndefined();
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('rt.1');
  });
});

describe("the account portal's token (spec 3 §6)", () => {
  const okta = (accessToken: string, expiresAt: number) =>
    localStorage.setItem(
      OKTA_TOKEN_STORAGE_KEY,
      JSON.stringify({ accessToken: { accessToken, expiresAt, tokenType: 'Bearer' }, idToken: { idToken: 'id.1' } }),
    );

  it("with the Okta toggle on, an account-portal visitor's calls carry the Okta SDK's access token", async () => {
    const { paths } = referenceApi();
    s().patch('app', { sourceSystem: 'MA', featureToggles: { ...s().app.featureToggles, oktaAuthentication: true } });
    okta('eyJhbGciOi.okta.token', nowS() + 600);
    expect(await bearerAuthorization()).toBe('Bearer eyJhbGciOi.okta.token');
    expect(paths()).toEqual([]);
  });

  it('an Okta token missing, malformed or expired: a warning, then the identity provider token', async () => {
    referenceApi();
    await signIn(GOOD);
    s().patch('app', { sourceSystem: 'MA', featureToggles: { ...s().app.featureToggles, oktaAuthentication: true } });
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    expect(warn()).toHaveBeenLastCalledWith(expect.stringContaining('Okta token missing'));
    localStorage.setItem(OKTA_TOKEN_STORAGE_KEY, '{not json');
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    okta('eyJ.expired', nowS() - 10);
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    expect(warn()).toHaveBeenCalledTimes(3);
  });

  it('the Okta toggle means nothing to a visitor from another source', async () => {
    referenceApi();
    s().patch('app', { featureToggles: { ...s().app.featureToggles, oktaAuthentication: true } });
    okta('eyJ.okta', nowS() + 600);
    expect(await bearerAuthorization()).toBeUndefined();
  });

  const msal = (expiresOn: number, extra: Record<string, unknown> = {}) => {
    s().patch('app', {
      sourceSystem: 'MA',
      msalConfiguration: { auth: { clientId: 'portal-client', authority: 'https://login.example' } },
    });
    const key = 'uid.tid-login.example-accesstoken-portal-client-tid-api://plans/.default';
    sessionStorage.setItem('msal.token.keys.portal-client', JSON.stringify({ idToken: [], accessToken: [key], refreshToken: [] }));
    sessionStorage.setItem(
      key,
      JSON.stringify({
        credentialType: 'AccessToken',
        clientId: 'portal-client',
        homeAccountId: 'uid.tid',
        secret: 'eyJ.azure',
        expiresOn: String(expiresOn),
        tokenType: 'Bearer',
        ...extra,
      }),
    );
  };

  it("with an account number and an MSAL sign-in, an account-portal visitor's calls carry the Azure token", async () => {
    referenceApi();
    msal(nowS() + 600);
    s().patch('account', { electricityAccountNumber: '1000000001' });
    expect(await bearerAuthorization()).toBe('Bearer eyJ.azure');
  });

  it('without an account number, or with an expired Azure token, the identity provider token is used', async () => {
    referenceApi();
    await signIn(GOOD);
    msal(nowS() + 600);
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    s().patch('account', { electricityAccountNumber: '1000000001' });
    msal(nowS() - 1);
    expect(await bearerAuthorization()).toMatch(/^Bearer at\./);
    expect(warn()).toHaveBeenLastCalledWith(expect.stringContaining('Azure token'));
  });
});

describe('retrieveAccount (spec 3 §7 account retrieve, bearer token)', () => {
  it("the qualifier's sign-in then account retrieve: the bearer token goes, the details come with the remote metering risk", async () => {
    const { sent } = referenceApi();
    await signIn({ customerType: 'RESIDENTIAL', accountNumber: '1000000012', postcode: '2000', idType: 'DOB', idValue: '01/01/1980' });
    const details = await retrieveAccount({ accountNumber: '1000000012', checkRemoteMeteringRisk: true });
    expect(details).toMatchObject({
      firstName: 'Alex',
      electricityAccountNumber: '1000000012',
      nmi: '4102000000',
      remoteMeteringRisk: true,
      dobExists: true,
    });
    expect(details.address?.postcode).toMatch(/^\d{4}$/);
    const call = sent.find((r) => r.path === RETRIEVE);
    expect(call?.auth).toMatch(/^Bearer at\./);
    expect(JSON.parse(call?.body ?? '')).toEqual({ accountNumber: '1000000012', checkRemoteMeteringRisk: true });
  });

  it('reads a missing remote metering risk as none', async () => {
    referenceApi();
    await signIn(GOOD);
    const details = await retrieveAccount({ accountNumber: '1000000001', checkRemoteMeteringRisk: false });
    expect(details.remoteMeteringRisk).toBe(false);
    referenceApi((path) => (path === RETRIEVE ? Response.json({ firstName: 'Sam', remoteMeteringRisk: null }) : undefined));
    expect(await retrieveAccount({ accountNumber: '1000000001' })).toMatchObject({ firstName: 'Sam', remoteMeteringRisk: false });
  });

  it('a 401 drops the access token, refreshes once and retries once', async () => {
    let refused = 0;
    const { sent } = referenceApi((path) =>
      path === RETRIEVE && refused++ === 0 ? Response.json({ errorCode: 'UNAUTHENTICATED' }, { status: 401 }) : undefined,
    );
    await signIn(GOOD);
    const details = await retrieveAccount({ accountNumber: '1000000001' });
    expect(details.electricityAccountNumber).toBe('1000000001');
    const retrieves = sent.filter((r) => r.path === RETRIEVE);
    expect(retrieves.map((r) => r.status)).toEqual([401, 200]);
    expect(retrieves[1]?.auth).not.toBe(retrieves[0]?.auth);
    expect(sent.map((r) => r.path)).toEqual([TOKEN, RETRIEVE, TOKEN, RETRIEVE]);
  });

  it('a second 401 rejects, with no third try', async () => {
    const { sent } = referenceApi((path) =>
      path === RETRIEVE ? Response.json({ errorCode: 'UNAUTHENTICATED' }, { status: 401 }) : undefined,
    );
    await signIn(GOOD);
    await expect(retrieveAccount({ accountNumber: '1000000001' })).rejects.toMatchObject({ name: 'ApiHttpError', status: 401 });
    expect(sent.filter((r) => r.path === RETRIEVE)).toHaveLength(2);
  });

  it('without a sign-in the API refuses it (401), after one refresh attempt finds nothing', async () => {
    const { sent } = referenceApi();
    await expect(retrieveAccount({ accountNumber: '1000000001' })).rejects.toMatchObject({ status: 401 });
    expect(sent.map((r) => [r.path, r.auth])).toEqual([[RETRIEVE, null]]);
  });

  it("a 401 to the account portal's Okta token stands: no identity provider refresh, no second call", async () => {
    const { sent } = referenceApi();
    await signIn(GOOD);
    s().patch('app', { sourceSystem: 'MA', featureToggles: { ...s().app.featureToggles, oktaAuthentication: true } });
    localStorage.setItem(
      OKTA_TOKEN_STORAGE_KEY,
      JSON.stringify({ accessToken: { accessToken: 'eyJ.okta', expiresAt: Math.floor(Date.now() / 1000) + 600 } }),
    );
    const before = sent.length;
    await expect(retrieveAccount({ accountNumber: '1000000001' })).rejects.toMatchObject({ status: 401 });
    expect(sent.slice(before).map((r) => [r.path, r.auth])).toEqual([[RETRIEVE, 'Bearer eyJ.okta']]);
  });

  it('withBearer gives any authenticated call (paper bill fee, disconnection) the same token and 401 handling', async () => {
    referenceApi();
    await signIn(GOOD);
    const seen: (string | undefined)[] = [];
    const fee = await withBearer(async (authorization) => {
      seen.push(authorization);
      if (seen.length === 1) throw new ApiHttpError('/qt2/app/account/paperBillFee', 401, null);
      return 'fee';
    });
    expect(fee).toBe('fee');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^Bearer at\./);
    expect(seen[1]).toMatch(/^Bearer at\./);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('other failures are not retried', async () => {
    const { sent } = referenceApi((path) =>
      path === RETRIEVE ? Response.json({ errorCode: 'INTERNAL_ERROR' }, { status: 500 }) : undefined,
    );
    await signIn(GOOD);
    await expect(retrieveAccount({ accountNumber: '1000000001' })).rejects.toMatchObject({ status: 500 });
    expect(sent.filter((r) => r.path === RETRIEVE)).toHaveLength(1);
  });
});

describe('tokens are never logged (RELIABILITY.md)', () => {
  it('no console output of a sign-in, refreshes, failures and a sign-out holds a token', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const { sent } = referenceApi((path) =>
      path === LOGOUT || (path === RETRIEVE && sent.filter((r) => r.path === RETRIEVE).length === 0)
        ? Response.json({ error: 'x' }, { status: 401 })
        : undefined,
    );
    await signIn(GOOD);
    await retrieveAccount({ accountNumber: '1000000001' });
    forgetAccessToken();
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'rt.dead-token-value');
    sessionStorage.setItem(REFRESH_TOKEN_EXPIRY_KEY, String(Date.now() + 600_000));
    await bearerAuthorization();
    await signIn(GOOD);
    await signOut();
    const logged = JSON.stringify(spies.flatMap((spy) => spy.mock.calls));
    expect(spies.some((spy) => spy.mock.calls.length > 0)).toBe(true);
    expect(logged).not.toMatch(/at\.[0-9a-f]{8}|rt\.[0-9a-f]{8}|dead-token-value/);
  });

  it('the store (what quote snapshots, saved state and analytics are built from) never holds a token', async () => {
    referenceApi();
    await signIn(GOOD);
    const refresh = sessionStorage.getItem(REFRESH_TOKEN_KEY) ?? '';
    const access = (await bearerAuthorization())?.replace('Bearer ', '') ?? '';
    expect(refresh).not.toBe('');
    expect(access).not.toBe('');
    await retrieveAccount({ accountNumber: '1000000001' });
    const state = JSON.stringify(s());
    expect(state).not.toContain(refresh);
    expect(state).not.toContain(access);
  });
});

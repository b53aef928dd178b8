import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi, resetApi } from '../../../src/api';
import { IdentityTokenError, logout, passwordGrant, PLANS_CLIENT_ID, refreshTokens, type PasswordCredentials } from '../../../src/api/idp';
import {
  accessTokenAuth,
  forgetAccessToken,
  REFRESH_TOKEN_EXPIRY_KEY,
  REFRESH_TOKEN_KEY,
  signIn,
} from '../../../src/services/auth/access-token-exchange';
import { store } from '../../../src/store';
import { fakeFetch, hang, json, useFake } from './fake-fetch';

const TOKEN_PATH = '/apis/idp/oauth2/token';
const GOOD: PasswordCredentials = {
  customerType: 'RESIDENTIAL',
  electricityAccount: '1000000001',
  idType: 'PIN',
  idValue: '1234',
  postcode: '2000',
};

/** The reference API in process, recording the paths, bodies and auth headers sent. */
function referenceApi(wrap?: (path: string) => Response | undefined) {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-idp-password-test.json` });
  const sent: { path: string; body: string; auth: string | null }[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
      const path = new URL(request.url).pathname;
      sent.push({ path, body: await request.clone().text(), auth: request.headers.get('authorization') });
      return wrap?.(path) ?? api(request);
    },
  });
  return sent;
}

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );

beforeEach(() => {
  forgetAccessToken();
  sessionStorage.clear();
});
afterEach(() => resetApi());

describe('the identity provider password grant (spec 3 §7)', () => {
  it('POSTs the plans client id, grant type and the non-empty credentials as a form, and answers both tokens', async () => {
    const sent = referenceApi();
    const answer = await passwordGrant({ ...GOOD, gasAccount: '', businessIdentifier: '  ' });
    expect(answer.access_token).toMatch(/^at\./);
    expect(answer.refresh_token.length).toBeGreaterThan(0);
    expect(answer.expires_in).toBeGreaterThan(0);
    expect(answer.refresh_expires_in).toBeGreaterThan(0);
    expect(sent.map((r) => r.path)).toEqual([TOKEN_PATH]);
    expect(Object.fromEntries(new URLSearchParams(sent[0]?.body))).toEqual({
      client_id: PLANS_CLIENT_ID,
      grant_type: 'password',
      customerType: 'RESIDENTIAL',
      electricityAccount: '1000000001',
      idType: 'PIN',
      idValue: '1234',
      postcode: '2000',
    });
  });

  it("a refused sign-in rejects with the provider's error_description", async () => {
    referenceApi();
    const wrong = await failure(passwordGrant({ ...GOOD, idValue: '9999' }));
    expect(wrong).toBeInstanceOf(IdentityTokenError);
    expect(wrong).toMatchObject({ code: 'ACCOUNT_IDENTITY_NOT_MATCH' });
    expect(await failure(passwordGrant({ ...GOOD, idValue: 'C1ERROR' }))).toMatchObject({ code: 'C1_UNKNOWN_ERROR' });
  });

  it('a server error, a 200 without a token and a malformed answer are told apart (spec 3 §8)', async () => {
    useFake(fakeFetch(json({ error: 'server_error', error_description: 'INTERNAL_ERROR' }, 500)), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ name: 'IdentityTokenError', code: 'INTERNAL_ERROR' });
    useFake(fakeFetch(json({ expires_in: 300, refresh_expires_in: 1800 })), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'ACCOUNT_IDENTITY_NOT_MATCH' });
    useFake(fakeFetch(json({ access_token: 'at.1', expires_in: 'soon' })), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'INTERNAL_ERROR' });
    useFake(fakeFetch(json({ error: 'invalid_request' }, 400)), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'INTERNAL_ERROR' });
    useFake(fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 })), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('a login the provider refuses without a reason (401) is UNAUTHENTICATED; with one, the reason (spec 3 §8)', async () => {
    useFake(fakeFetch(json({ error: 'invalid_grant' }, 401)), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ name: 'IdentityTokenError', code: 'UNAUTHENTICATED' });
    useFake(fakeFetch(new Response(null, { status: 401 })), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'UNAUTHENTICATED' });
    useFake(fakeFetch(json({ error: 'invalid_grant', error_description: 'ACCOUNT_STATUS_CLOSED' }, 401)), { retries: 0 });
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ code: 'ACCOUNT_STATUS_CLOSED' });
  });

  it('a network failure is INTERNAL_ERROR', async () => {
    useFake(
      fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
      { retries: 0 },
    );
    expect(await failure(passwordGrant(GOOD))).toMatchObject({ name: 'IdentityTokenError', code: 'INTERNAL_ERROR' });
  });

  it('a cancelled sign-in rejects as cancelled', async () => {
    useFake(fakeFetch(hang), { retries: 0 });
    const controller = new AbortController();
    const pending = failure(passwordGrant(GOOD, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'ApiAbortError' });
  });
});

describe('signIn: the tokens of a sign-in (spec 3 §9)', () => {
  it('keeps the refresh token and its expiry in session storage and the access token in memory for the next plan call', async () => {
    const sent = referenceApi();
    const before = Date.now();
    await signIn(GOOD);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)?.length).toBeGreaterThan(0);
    const expiry = Number(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY));
    expect(expiry).toBeGreaterThanOrEqual(before + 1800 * 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 1800 * 1000);
    store.getState().accountVerified();
    const auth = await accessTokenAuth(store.getState());
    expect(auth.authorization).toMatch(/^Bearer at\./);
    // No refresh round-trip: the sign-in's access token is used.
    expect(sent.map((r) => r.path)).toEqual([TOKEN_PATH]);
  });

  it('a failed sign-in clears the refresh token keys and the access token', async () => {
    referenceApi();
    await signIn(GOOD);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'rt.old');
    await expect(signIn({ ...GOOD, idValue: '9999' })).rejects.toMatchObject({ code: 'ACCOUNT_IDENTITY_NOT_MATCH' });
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(REFRESH_TOKEN_EXPIRY_KEY)).toBeNull();
    expect(await accessTokenAuth(store.getState())).toEqual({});
  });
});

describe('the identity provider logout (spec 3 §7)', () => {
  it('POSTs the plans client id and the refresh token as a form, and the provider revokes it', async () => {
    const sent = referenceApi();
    const tokens = await passwordGrant(GOOD);
    await logout(tokens.refresh_token);
    expect(sent.at(-1)?.path).toBe('/apis/idp/oauth2/logout');
    expect(Object.fromEntries(new URLSearchParams(sent.at(-1)?.body))).toEqual({
      client_id: PLANS_CLIENT_ID,
      refresh_token: tokens.refresh_token,
    });
    await expect(refreshTokens(tokens.refresh_token)).rejects.toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('rejects when the provider fails, and is not repeated', async () => {
    const fake = fakeFetch(json({ error: 'server_error' }, 503));
    useFake(fake);
    await expect(logout('rt.1')).rejects.toMatchObject({ name: 'ApiHttpError', status: 503 });
    expect(fake.requests).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { planCallAuth } from '../../../../src/services/auth/access-token';
import { forgetAccessToken, REFRESH_WAIT_MS } from '../../../../src/services/auth/access-token-exchange';
import { loadPlans, refreshEstimates, stopPlansService } from '../../../../src/services/plans';
import { store } from '../../../../src/store';

const s = () => store.getState();
const TOKEN_PATH = '/apis/idp/oauth2/token';
const LOOKUP = '/qt2/app/v1/offers/lookup';
const CALCULATE = '/qt2/app/estimate/calculate';

/** The reference API in process with a clock that can run ahead of the page's, recording what is sent. */
function setup() {
  let skew = 0;
  const api = createApiFetch({
    quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plan-auth-test.json`,
    now: () => new Date(Date.now() + skew),
  });
  const sent: { path: string; auth: string | null; status: number }[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
    const auth = request.headers.get('authorization');
    const response = await api(request);
    sent.push({ path: new URL(request.url).pathname, auth, status: response.status });
    return response;
  };
  configureApi({ fetch, retries: 0 });
  /** Signs in at the identity provider as the qualifier would, leaving the refresh token in session storage. */
  const signIn = async (): Promise<{ refresh_token: string; access_token: string }> => {
    const res = await api(TOKEN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'ea-plans',
        customerType: 'RESIDENTIAL',
        idType: 'PIN',
        idValue: '1234',
        electricityAccount: '1000000001',
        postcode: '2000',
      }).toString(),
    });
    const tokens = (await res.json()) as { refresh_token: string; access_token: string; refresh_expires_in: number };
    sessionStorage.setItem('ea_refresh_token', tokens.refresh_token);
    sessionStorage.setItem('ea_refresh_token_expiry', String(Date.now() + tokens.refresh_expires_in * 1000));
    return tokens;
  };
  return { sent, signIn, runAhead: (ms: number) => (skew = ms), api };
}

const of = <T extends { path: string }>(sent: T[], path: string): T[] => sent.filter((r) => r.path === path);

beforeEach(() => {
  forgetAccessToken();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopPlansService();
  vi.restoreAllMocks();
});

describe('auth header on the plan lookup and the estimate call (spec 2 §6, §7)', () => {
  it('after reset estimates (the refresh token cleared) the access token held in memory is not sent again', async () => {
    const { sent, signIn } = setup();
    await signIn();
    s().patch('app', { sourceSystem: 'MA' });
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, LOOKUP).at(-1)?.auth).toMatch(/^Bearer /);
    sessionStorage.removeItem('ea_refresh_token');
    sessionStorage.removeItem('ea_refresh_token_expiry');
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, LOOKUP).at(-1)?.auth).toBeNull();
  });

  it('a token exchange the identity provider does not answer in time: the lookup goes without it', async () => {
    const { sent, signIn, api } = setup();
    await signIn();
    s().accountVerified();
    {
      configureApi({
        retries: 0,
        fetch: async (input: Request | URL | string, init?: RequestInit) => {
          const request =
            input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
          if (new URL(request.url).pathname === TOKEN_PATH)
            return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
          const response = await api(request);
          sent.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization'), status: response.status });
          return response;
        },
      });
      const started = Date.now();
      await loadPlans({ by: 'postcode', postcode: '2000' });
      expect(Date.now() - started).toBeLessThan(REFRESH_WAIT_MS + 2000);
    }
    expect(of(sent, LOOKUP).at(-1)?.auth).toBeNull();
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('ea_refresh_token')).not.toBeNull();
  });

  it('a verified account with a live refresh token: one exchange, then Bearer on the lookup and the estimates', async () => {
    const { sent, signIn } = setup();
    const first = await signIn();
    s().accountVerified();
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    const [lookup] = of(sent, LOOKUP);
    expect(lookup?.auth).toMatch(/^Bearer at\.[0-9a-f]+$/);
    expect(lookup?.auth).not.toBe(`Bearer ${first.access_token}`);
    expect(lookup?.status).toBe(200);
    // The provider rotated the refresh token: the new one replaces the used one.
    expect(sessionStorage.getItem('ea_refresh_token')).toMatch(/^rt\./);
    expect(sessionStorage.getItem('ea_refresh_token')).not.toBe(first.refresh_token);
    expect(Number(sessionStorage.getItem('ea_refresh_token_expiry'))).toBeGreaterThan(Date.now() + 29 * 60_000);

    await refreshEstimates();
    const [estimate] = of(sent, CALCULATE);
    expect(estimate?.auth).toBe(lookup?.auth);
    expect(estimate?.status).toBe(200);
    expect(Object.values(s().plans.estimates.electricity).some((e) => e.value > 0)).toBe(true);
    expect(of(sent, TOKEN_PATH)).toHaveLength(1);
  });

  it('an account-portal visitor sends the token without a verified account', async () => {
    const { sent, signIn } = setup();
    await signIn();
    s().patch('app', { sourceSystem: 'MA' });
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, LOOKUP)[0]?.auth).toMatch(/^Bearer /);
  });

  it('an unverified visitor is anonymous even with a refresh token, and nothing is exchanged', async () => {
    const { sent, signIn } = setup();
    await signIn();
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, LOOKUP)[0]?.auth).toBeNull();
    expect(of(sent, TOKEN_PATH)).toHaveLength(0);
  });

  it('an expired refresh token is not sent to the provider', async () => {
    const { sent, signIn } = setup();
    await signIn();
    sessionStorage.setItem('ea_refresh_token_expiry', String(Date.now() + 30_000));
    s().accountVerified();
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, TOKEN_PATH)).toHaveLength(0);
    expect(of(sent, LOOKUP)[0]?.auth).toBeNull();
  });

  it('a refresh token the provider refuses is cleared, and the plans load anonymously', async () => {
    const { sent } = setup();
    sessionStorage.setItem('ea_refresh_token', 'rt.revoked');
    sessionStorage.setItem('ea_refresh_token_expiry', String(Date.now() + 600_000));
    s().accountVerified();
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, TOKEN_PATH)[0]?.status).toBe(400);
    expect(sessionStorage.getItem('ea_refresh_token')).toBeNull();
    expect(sessionStorage.getItem('ea_refresh_token_expiry')).toBeNull();
    expect(of(sent, LOOKUP)[0]?.auth).toBeNull();
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
  });

  it('a network failure of the exchange keeps the refresh token for later', async () => {
    const { signIn } = setup();
    await signIn();
    const refresh = sessionStorage.getItem('ea_refresh_token');
    const api = createApiFetch();
    configureApi({
      fetch: async (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/oauth2/')
          ? Promise.reject(new TypeError('offline'))
          : api(input, init),
      retries: 0,
    });
    s().accountVerified();
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(sessionStorage.getItem('ea_refresh_token')).toBe(refresh);
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
  });

  it('a token the API no longer accepts (401) leaves the visitor anonymous, with plans, and is exchanged again next time', async () => {
    const { sent, signIn, runAhead } = setup();
    await signIn();
    s().accountVerified();
    expect((await planCallAuth(s())).authorization).toMatch(/^Bearer /);
    // The API's clock is past the access token's 5 minutes; the page's is not.
    runAhead(301_000);
    await loadPlans({ by: 'postcode', postcode: '2000' });
    expect(of(sent, LOOKUP).map((r) => [r.auth !== null, r.status])).toEqual([
      [true, 401],
      [false, 200],
    ]);
    expect(s().plans.messages).toEqual([]);
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    runAhead(0);
    await planCallAuth(s());
    expect(of(sent, TOKEN_PATH)).toHaveLength(2);
  });
});

describe('the token code loads only for a visitor the rule covers', () => {
  it('is not loaded for an anonymous visitor, and is for a verified one', async () => {
    vi.resetModules();
    const exchange = vi.fn(async () => ({ authorization: 'Bearer at.x' }));
    const factory = vi.fn(() => ({ accessTokenAuth: exchange }));
    vi.doMock('../../../../src/services/auth/access-token-exchange', factory);
    try {
      const { planCallAuth: fresh } = await import('../../../../src/services/auth/access-token');
      expect(await fresh(s())).toEqual({});
      expect(factory).not.toHaveBeenCalled();
      s().accountVerified();
      expect(await fresh(s())).toEqual({ authorization: 'Bearer at.x' });
      expect(factory).toHaveBeenCalledOnce();
    } finally {
      vi.doUnmock('../../../../src/services/auth/access-token-exchange');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { api, CALCULATE, LOOKUP } from './helpers';

const TOKEN = '/apis/idp/oauth2/token';
const LOGIN = {
  grant_type: 'password',
  client_id: 'ea-plans',
  customerType: 'RESIDENTIAL',
  idType: 'PIN',
  idValue: '1234',
  electricityAccount: '1000000001',
  postcode: '2000',
};
const LOOKUP_BODY = { customerType: 'RESIDENTIAL', postcode: '2000', addCurrentPlan: true, electricityAccountNumber: '1000000001' };

describe('optional bearer token on the plan lookup and the estimate call (spec 2 §6, §7)', () => {
  let clock = Date.parse('2026-03-02T00:00:00Z');
  const a = api({ now: () => new Date(clock) });
  const calculate = async () => {
    const lookup = await a.post(LOOKUP, LOOKUP_BODY);
    return {
      postcode: '2000',
      ele: { usageType: 'BENCHMARK', period: 'ANNUAL', plans: [(lookup.body.electricity.plans as { id: string }[])[0]?.id] },
    };
  };

  it('answers without a token as before', async () => {
    const { status, body } = await a.post(LOOKUP, LOOKUP_BODY);
    expect(status).toBe(200);
    expect(body.electricity.currentPlan).not.toBeNull();
    expect((await a.post(CALCULATE, await calculate())).status).toBe(200);
  });

  it('accepts a live access token of the identity provider on both calls', async () => {
    const login = await a.form(TOKEN, LOGIN);
    const auth = { authorization: `Bearer ${login.body.access_token}` };
    const lookup = await a.post(LOOKUP, LOOKUP_BODY, auth);
    expect(lookup.status).toBe(200);
    expect(lookup.body.electricity.plans.length).toBeGreaterThan(0);
    const estimate = await a.post(CALCULATE, await calculate(), auth);
    expect(estimate.status).toBe(200);
    expect(Object.keys(estimate.body.electricity.estimates)).toHaveLength(1);
  });

  it('answers 401 with WWW-Authenticate for an expired token', async () => {
    const login = await a.form(TOKEN, LOGIN);
    const body = await calculate();
    clock += 301_000;
    const auth = { authorization: `Bearer ${login.body.access_token}` };
    for (const [path, json] of [
      [LOOKUP, LOOKUP_BODY],
      [CALCULATE, body],
    ] as const) {
      const res = await a.fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify(json),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(await res.json()).toMatchObject({ errorCode: 'UNAUTHENTICATED' });
    }
  });

  it.each([['Bearer at.unknown'], ['Basic dXNlcjpwYXNz'], ['Bearer'], ['Bearer a b'], ['']])(
    'answers 401 for the header %j',
    async (header) => {
      const res = await a.post(LOOKUP, LOOKUP_BODY, { authorization: header });
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('UNAUTHENTICATED');
    },
  );

  it('a refreshed access token is accepted again', async () => {
    const login = await a.form(TOKEN, LOGIN);
    clock += 301_000;
    const refreshed = await a.form(TOKEN, { grant_type: 'refresh_token', client_id: 'ea-plans', refresh_token: login.body.refresh_token });
    expect((await a.post(LOOKUP, LOOKUP_BODY, { authorization: `Bearer ${refreshed.body.access_token}` })).status).toBe(200);
  });
});

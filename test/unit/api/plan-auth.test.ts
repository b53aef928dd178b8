import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError, resetApi } from '../../../src/api';
import { isRefusedGrant, PLANS_CLIENT_ID, refreshTokens } from '../../../src/api/idp';
import { calculateEstimates, lookupOffers } from '../../../src/api/plans';
import { fakeFetch, json, useFake } from './fake-fetch';

const LOOKUP_OK = {
  postcode: '2000',
  address: null,
  state: 'NSW',
  disclaimers: [],
  electricity: { status: 'SUCCESS', plans: [] },
  gas: { status: 'SUCCESS', plans: [] },
};
const CALC_OK = { electricity: null, gas: null };

afterEach(() => resetApi());

describe('the optional auth header of the lookup and the estimate call (spec 2 §6, §7)', () => {
  it('is sent as given', async () => {
    const fake = fakeFetch(json(LOOKUP_OK), json(CALC_OK));
    useFake(fake);
    await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' }, { authorization: 'Bearer at.1' });
    await calculateEstimates({ postcode: '2000' }, { authorization: 'Bearer at.1' });
    expect(fake.requests.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/qt2/app/v1/offers/lookup', 'Bearer at.1'],
      ['/qt2/app/estimate/calculate', 'Bearer at.1'],
    ]);
    // The client's own headers stay.
    expect(fake.requests[0]?.headers.get('X-EA-Session-ID')).toBe('ABCDEFGH');
  });

  it('is not sent without a token', async () => {
    const fake = fakeFetch(json(LOOKUP_OK));
    useFake(fake);
    await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' });
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('a refused token (401) is reported, then the call is made once more without it', async () => {
    const fake = fakeFetch(json({ errorCode: 'UNAUTHENTICATED' }, 401), json(LOOKUP_OK));
    useFake(fake);
    const onRejected = vi.fn();
    const res = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' }, { authorization: 'Bearer at.dead', onRejected });
    expect(res.state).toBe('NSW');
    expect(onRejected).toHaveBeenCalledOnce();
    expect(fake.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer at.dead', null]);
    expect(fake.bodies[1]).toBe(fake.bodies[0]);
  });

  it('other failures are not repeated, and a 401 without a token is a failure', async () => {
    const fake = fakeFetch(json({ errorCode: 'INTERNAL_ERROR' }, 500));
    useFake(fake);
    const onRejected = vi.fn();
    await expect(calculateEstimates({ postcode: '2000' }, { authorization: 'Bearer at.1', onRejected })).rejects.toBeInstanceOf(
      ApiHttpError,
    );
    expect(fake.requests).toHaveLength(1);
    const anonymous = fakeFetch(json({ errorCode: 'UNAUTHENTICATED' }, 401));
    useFake(anonymous);
    await expect(lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' })).rejects.toMatchObject({ status: 401 });
    expect(anonymous.requests).toHaveLength(1);
    expect(onRejected).not.toHaveBeenCalled();
  });
});

describe('the identity provider refresh (spec 3 §7)', () => {
  it('POSTs a form with the plans client id, grant type and refresh token, and validates the answer', async () => {
    const fake = fakeFetch(
      json({ access_token: 'at.2', expires_in: 300, refresh_token: 'rt.2', refresh_expires_in: 1800, token_type: 'Bearer' }),
    );
    useFake(fake);
    const answer = await refreshTokens('rt.1');
    expect(answer).toEqual({ access_token: 'at.2', expires_in: 300, refresh_token: 'rt.2', refresh_expires_in: 1800 });
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/apis/idp/oauth2/token');
    expect(request?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(fake.bodies[0]))).toEqual({
      client_id: PLANS_CLIENT_ID,
      grant_type: 'refresh_token',
      refresh_token: 'rt.1',
    });
  });

  it('rejects an answer without an access token', async () => {
    useFake(fakeFetch(json({ expires_in: 300 })));
    await expect(refreshTokens('rt.1')).rejects.toMatchObject({ name: 'ApiSchemaError' });
  });

  it('tells a refused grant from other failures', () => {
    expect(isRefusedGrant(new ApiHttpError('/t', 400, { error: 'invalid_grant', error_description: 'Token is not active' }))).toBe(true);
    expect(isRefusedGrant(new ApiHttpError('/t', 400, { error: 'invalid_request' }))).toBe(false);
    expect(isRefusedGrant(new ApiHttpError('/t', 503, { error: 'invalid_grant' }))).toBe(false);
    expect(isRefusedGrant(new Error('network'))).toBe(false);
  });
});

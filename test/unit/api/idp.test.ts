import { afterEach, describe, expect, it } from 'vitest';
import { ApiHttpError, resetApi } from '../../../src/api';
import { isRefusedGrant, PLANS_CLIENT_ID, refreshTokens } from '../../../src/api/idp';
import { fakeFetch, json, useFake } from './fake-fetch';

afterEach(() => resetApi());

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

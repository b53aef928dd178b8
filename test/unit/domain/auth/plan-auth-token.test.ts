import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_S,
  accessTokenFrom,
  isAccessTokenLive,
  planCallAuthorization,
} from '../../../../src/domain/auth/plan-auth-token';

const now = 1_700_000_000_000;
const live = { value: 'at.0123abcd', expiresAt: now + 300_000 };

describe('isAccessTokenLive', () => {
  it('is live with more than the margin left', () => {
    expect(ACCESS_TOKEN_EXPIRY_MARGIN_S).toBe(30);
    expect(isAccessTokenLive(live, now)).toBe(true);
    expect(isAccessTokenLive({ ...live, expiresAt: now + 30_001 }, now)).toBe(true);
    expect(isAccessTokenLive({ ...live, expiresAt: now + 30_000 }, now)).toBe(false);
    expect(isAccessTokenLive({ ...live, expiresAt: now - 1 }, now)).toBe(false);
  });
  it('refuses a missing token, a bad expiry or characters a header cannot carry', () => {
    expect(isAccessTokenLive(null, now)).toBe(false);
    expect(isAccessTokenLive(undefined, now)).toBe(false);
    expect(isAccessTokenLive({ ...live, expiresAt: Number.NaN }, now)).toBe(false);
    expect(isAccessTokenLive(live, Number.NaN)).toBe(false);
    expect(isAccessTokenLive({ ...live, value: '' }, now)).toBe(false);
    expect(isAccessTokenLive({ ...live, value: 'abc\r\nX-Evil: 1' }, now)).toBe(false);
    expect(isAccessTokenLive({ ...live, value: 'a b' }, now)).toBe(false);
    expect(isAccessTokenLive({ ...live, value: 'eyJhbGciOi.J9-_~+/==' }, now)).toBe(true);
  });
});

describe('planCallAuthorization', () => {
  it('is "Bearer <token>" for a covered visitor with a live token', () => {
    expect(planCallAuthorization({ sourceSystem: 'QT2', accountVerified: true, token: live, now })).toBe('Bearer at.0123abcd');
    expect(planCallAuthorization({ sourceSystem: 'MA', accountVerified: false, token: live, now })).toBe('Bearer at.0123abcd');
  });
  it('is null for an unverified visitor outside the account portal, even with a token', () => {
    expect(planCallAuthorization({ sourceSystem: 'QT2', accountVerified: false, token: live, now })).toBeNull();
  });
  it('is null without a live token', () => {
    expect(planCallAuthorization({ sourceSystem: 'MA', accountVerified: true, token: null, now })).toBeNull();
    expect(
      planCallAuthorization({ sourceSystem: 'MA', accountVerified: true, token: { ...live, expiresAt: now + 10_000 }, now }),
    ).toBeNull();
  });
});

describe('accessTokenFrom', () => {
  it('keeps the token with its expiry from expires_in', () => {
    expect(accessTokenFrom({ access_token: 'at.x', expires_in: 300 }, now)).toEqual({ value: 'at.x', expiresAt: now + 300_000 });
  });
  it('is null for a token that is already (nearly) expired or malformed', () => {
    expect(accessTokenFrom({ access_token: 'at.x', expires_in: 0 }, now)).toBeNull();
    expect(accessTokenFrom({ access_token: 'at.x', expires_in: 20 }, now)).toBeNull();
    expect(accessTokenFrom({ access_token: 'at x', expires_in: 300 }, now)).toBeNull();
  });
});

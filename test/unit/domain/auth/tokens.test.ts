import { describe, it, expect } from 'vitest';
import { isRefreshTokenExpired, refreshExpiryFromNow } from '../../../../src/domain/auth';

describe('isRefreshTokenExpired', () => {
  const now = 1_700_000_000_000;
  it('is expired when 60 s or less remain', () => {
    expect(isRefreshTokenExpired(now + 60_000, now)).toBe(true);
    expect(isRefreshTokenExpired(now + 60_001, now)).toBe(false);
    expect(isRefreshTokenExpired(now, now)).toBe(true);
    expect(isRefreshTokenExpired(now - 1, now)).toBe(true);
    expect(isRefreshTokenExpired(now + 30 * 60_000, now)).toBe(false);
  });
  it('treats a missing or bad expiry as expired', () => {
    expect(isRefreshTokenExpired(undefined, now)).toBe(true);
    expect(isRefreshTokenExpired(null, now)).toBe(true);
    expect(isRefreshTokenExpired(Number.NaN, now)).toBe(true);
    expect(isRefreshTokenExpired(now + 120_000, Number.NaN)).toBe(true);
  });
  it('computes the expiry from refresh_expires_in', () => {
    expect(refreshExpiryFromNow(1800, now)).toBe(now + 1_800_000);
    expect(refreshExpiryFromNow(-1, now)).toBeUndefined();
    expect(refreshExpiryFromNow(Number.NaN, now)).toBeUndefined();
    expect(refreshExpiryFromNow(undefined, now)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { isVerificationRequired } from '../../../../src/domain/auth';

describe('when the plans table asks for verification (spec 2 §4)', () => {
  const now = 1_000_000;
  it('requires verification for an existing, verified account without a live refresh token', () => {
    expect(isVerificationRequired({ existing: 'yes', accountVerified: true, refreshTokenExpiresAt: null, now })).toBe(true);
    expect(isVerificationRequired({ existing: 'yes', accountVerified: true, refreshTokenExpiresAt: now + 30_000, now })).toBe(true);
    expect(isVerificationRequired({ existing: 'yes', accountVerified: true, refreshTokenExpiresAt: now + 600_000, now })).toBe(false);
    expect(isVerificationRequired({ existing: 'no', accountVerified: true, refreshTokenExpiresAt: null, now })).toBe(false);
    expect(isVerificationRequired({ existing: 'yes', accountVerified: false, refreshTokenExpiresAt: null, now })).toBe(false);
  });
});

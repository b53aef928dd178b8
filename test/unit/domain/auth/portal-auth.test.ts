import { describe, expect, it } from 'vitest';
import { accessTokenExpiringAt, authMechanism, type AuthMechanismInput } from '../../../../src/domain/auth/portal-auth';

const portal: AuthMechanismInput = { sourceSystem: 'MA', oktaAuthentication: false, hasAccount: false, hasCustomerReference: false };

describe('authMechanism: whose access token the authenticated calls carry (spec 3 §6)', () => {
  it('the account portal uses Okta when the Okta toggle is on, whatever else is known', () => {
    expect(authMechanism({ ...portal, oktaAuthentication: true })).toBe('okta');
    expect(authMechanism({ ...portal, oktaAuthentication: true, hasAccount: true, hasCustomerReference: true })).toBe('okta');
  });
  it('the account portal uses Azure when an account and a customer reference are both present', () => {
    expect(authMechanism({ ...portal, hasAccount: true, hasCustomerReference: true })).toBe('azure');
    expect(authMechanism({ ...portal, hasAccount: true })).toBe('idp');
    expect(authMechanism({ ...portal, hasCustomerReference: true })).toBe('idp');
  });
  it('otherwise the account portal uses the identity provider', () => {
    expect(authMechanism(portal)).toBe('idp');
  });
  it('every other source uses the identity provider, even with the Okta toggle on and an Azure sign-in', () => {
    for (const sourceSystem of ['QT2', 'EQ'] as const) {
      expect(authMechanism({ sourceSystem, oktaAuthentication: true, hasAccount: true, hasCustomerReference: true })).toBe('idp');
    }
  });
});

describe('accessTokenExpiringAt', () => {
  it('reads an expiry in epoch seconds', () => {
    expect(accessTokenExpiringAt('ok.1', 1_700_000_300)).toEqual({ value: 'ok.1', expiresAt: 1_700_000_300_000 });
  });
  it('refuses a missing, zero or non-finite expiry', () => {
    expect(accessTokenExpiringAt('ok.1', 0)).toBeNull();
    expect(accessTokenExpiringAt('ok.1', Number.NaN)).toBeNull();
    expect(accessTokenExpiringAt('ok.1', Number.POSITIVE_INFINITY)).toBeNull();
  });
});

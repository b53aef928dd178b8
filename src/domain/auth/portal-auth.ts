/**
 * Which access token authenticates the calls that need one (account retrieve, paper bill fee,
 * disconnection; spec 3 §6, §7): the account portal signs its visitors in one of three ways.
 */
import type { SourceSystem } from '../shared/enums';

/** Okta (the account portal's Okta sign-in), Azure (its MSAL sign-in) or our identity provider. */
export const AUTH_MECHANISMS = ['okta', 'azure', 'idp'] as const;
export type AuthMechanism = (typeof AUTH_MECHANISMS)[number];

export interface AuthMechanismInput {
  sourceSystem: SourceSystem;
  /** "the state says so": the global configuration's `oktaAuthentication` feature toggle. */
  oktaAuthentication: boolean;
  /** The visitor's account number is known (the store's legacy, electricity or gas account). */
  hasAccount: boolean;
  /** The account portal's Azure sign-in names the customer (an MSAL account is signed in). */
  hasCustomerReference: boolean;
}

/**
 * Spec 3 §6: "The account portal source authenticates with an access token from one of three
 * mechanisms: Okta if the state says so, Azure if an account and customer reference are present,
 * otherwise the identity provider; other sources use the identity provider token."
 */
export function authMechanism(input: AuthMechanismInput): AuthMechanism {
  if (input.sourceSystem !== 'MA') return 'idp';
  if (input.oktaAuthentication) return 'okta';
  if (input.hasAccount && input.hasCustomerReference) return 'azure';
  return 'idp';
}

/** The access token of an outside sign-in whose expiry is given in epoch seconds (Okta's `expiresAt`, MSAL's `expiresOn`). */
export function accessTokenExpiringAt(value: string, expiresAtS: number): { value: string; expiresAt: number } | null {
  if (!Number.isFinite(expiresAtS) || expiresAtS <= 0) return null;
  return { value, expiresAt: expiresAtS * 1000 };
}

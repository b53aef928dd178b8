/**
 * The optional auth header of the plan lookup and the estimate call (spec 2 §6, §7): it depends on
 * the source system and whether the account is verified. The token is the identity provider's
 * access token (spec 3 §6, §7), sent as `Authorization: Bearer <token>`.
 */
import type { SourceSystem } from './enums';

/** An access token and when it stops being accepted (epoch ms). */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/** An access token is not sent in its last 30 seconds: it could expire on the way. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_S = 30;

/** What a bearer token may hold (RFC 6750 b64token); anything else cannot be sent in a header. */
const B64_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

export interface PlanAuthRuleInput {
  sourceSystem: SourceSystem;
  accountVerified: boolean;
}

/**
 * The plan calls carry the visitor's token for an account-portal visitor (signed in there, spec 3 §6)
 * and for a verified account; anyone else looks plans up anonymously.
 */
export const planCallsUseAuth = (input: PlanAuthRuleInput): boolean => input.sourceSystem === 'MA' || input.accountVerified;

/** True for a well-formed token with more than the margin left at `now` (epoch ms). */
export function isAccessTokenLive(token: AccessToken | null | undefined, now: number): token is AccessToken {
  if (!token || typeof token.value !== 'string' || !B64_TOKEN.test(token.value)) return false;
  return Number.isFinite(token.expiresAt) && Number.isFinite(now) && token.expiresAt - now > ACCESS_TOKEN_EXPIRY_MARGIN_S * 1000;
}

/** The `Authorization` value of a plan call, or null: a live token of a visitor {@link planCallsUseAuth} covers. */
export function planCallAuthorization(input: PlanAuthRuleInput & { token: AccessToken | null | undefined; now: number }): string | null {
  return planCallsUseAuth(input) && isAccessTokenLive(input.token, input.now) ? `Bearer ${input.token.value}` : null;
}

/** The access token of an identity provider answer (`expires_in` in seconds) received at `now`; null when unusable. */
export function accessTokenFrom(answer: { access_token: string; expires_in: number }, now: number): AccessToken | null {
  const token = { value: answer.access_token, expiresAt: now + answer.expires_in * 1000 };
  return answer.expires_in > 0 && isAccessTokenLive(token, now) ? token : null;
}

/**
 * The access token of the plan calls (spec 2 §6, §7; spec 3 §6, §7): whether one is live and the
 * `Authorization` value it makes. Apart from ./plan-auth.ts (whether the plan calls use it, asked at
 * start), so it loads with the token exchange, only for a visitor who has a token.
 */
import { planCallsUseAuth, type AccessToken, type PlanAuthRuleInput } from './plan-auth';

/** An access token is not sent in its last 30 seconds: it could expire on the way. */
export const ACCESS_TOKEN_EXPIRY_MARGIN_S = 30;

/** What a bearer token may hold (RFC 6750 b64token); anything else cannot be sent in a header. */
const B64_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

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

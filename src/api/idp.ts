/** The identity provider's token call (spec 3 §7; the path is ours): a refresh token for a new access token. */
import * as v from 'valibot';
import { request, type CallOptions } from './client';
import { ApiHttpError } from './errors';

export const IDP_PATHS = { token: '/apis/idp/oauth2/token' } as const;

/** The plans app's client id at the identity provider (spec 3 §9: the plans app and checkout have their own). */
export const PLANS_CLIENT_ID = 'ea-plans';

const Seconds = v.pipe(v.number(), v.finite(), v.minValue(0));

/** The token answer: a rotated refresh token may come with the access token. */
export const TokenAnswerSchema = v.object({
  access_token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  expires_in: Seconds,
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
  refresh_expires_in: v.optional(Seconds),
});
export type TokenAnswer = v.InferOutput<typeof TokenAnswerSchema>;

/** POST grant_type=refresh_token (form body). */
export function refreshTokens(refreshToken: string, options: Pick<CallOptions, 'signal'> = {}): Promise<TokenAnswer> {
  return request(IDP_PATHS.token, TokenAnswerSchema, {
    ...options,
    method: 'POST',
    form: { client_id: PLANS_CLIENT_ID, grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

/** The provider refused the refresh token itself (`invalid_grant`): it is dead and should be forgotten. */
export function isRefusedGrant(error: unknown): boolean {
  if (!(error instanceof ApiHttpError) || (error.status !== 400 && error.status !== 401)) return false;
  const body = v.safeParse(v.object({ error: v.string() }), error.body);
  return body.success && body.output.error === 'invalid_grant';
}

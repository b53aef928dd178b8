/**
 * The identity provider's token call (spec 3 §7; the path is ours): a sign-in with the visitor's
 * identity (password grant), or a refresh token for a new access token.
 */
import * as v from 'valibot';
import { IDENTITY_ERROR_CODES } from '../domain/auth';
import { type VerifyIdentityRequest } from '../domain/refine/refine-account';
import { request, requestVoid, type CallOptions } from './client';
import { ApiAbortError, ApiHttpError } from './errors';

export const IDP_PATHS = { token: '/apis/idp/oauth2/token', logout: '/apis/idp/oauth2/logout' } as const;

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

/** The credentials of a sign-in: the verified accounts, the identity and the postcode or business identifier. */
export type PasswordCredentials = VerifyIdentityRequest;

/** A sign-in that failed, with the spec 3 §8 error code (the provider's error_description, or one of IDENTITY_ERROR_CODES). */
export class IdentityTokenError extends Error {
  constructor(
    readonly code: string,
    /** What made a failed call INTERNAL_ERROR (the network, a timeout, a server error), for callers that tell them apart. */
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'IdentityTokenError';
  }
}

/** A sign-in's answer: both tokens, read leniently so a missing one can be told from a malformed answer. */
const PasswordAnswerSchema = v.object({
  access_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  expires_in: v.optional(Seconds),
  refresh_token: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  refresh_expires_in: v.optional(Seconds),
});
export type SignInAnswer = Required<TokenAnswer>;

const FailureSchema = v.object({ error_description: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/**
 * Spec 3 §8 "Identity": a refused sign-in passes the provider's error_description; a login the
 * provider refused without one (401) is UNAUTHENTICATED; a server error, another status or an
 * unreadable answer is INTERNAL_ERROR. A cancelled call stays a cancellation.
 */
function toIdentityTokenError(error: unknown): Error {
  if (error instanceof ApiAbortError) return error;
  if (error instanceof ApiHttpError && error.status >= 400 && error.status < 500) {
    const body = v.safeParse(FailureSchema, error.body);
    if (body.success) return new IdentityTokenError(body.output.error_description);
    if (error.status === 401) return new IdentityTokenError(IDENTITY_ERROR_CODES.unauthenticated);
  }
  return new IdentityTokenError(IDENTITY_ERROR_CODES.internal, error);
}

/**
 * POST grant_type=password (form body, empty credentials dropped): the tokens of a verified visitor.
 * Rejects with an `IdentityTokenError` (ACCOUNT_IDENTITY_NOT_MATCH when the answer holds no token),
 * or the `ApiAbortError` of a cancelled call.
 */
export async function passwordGrant(credentials: PasswordCredentials, options: Pick<CallOptions, 'signal'> = {}): Promise<SignInAnswer> {
  const form: Record<string, string> = { client_id: PLANS_CLIENT_ID, grant_type: 'password' };
  for (const [key, value] of Object.entries(credentials)) if (typeof value === 'string' && value.trim() !== '') form[key] = value;
  let answer: v.InferOutput<typeof PasswordAnswerSchema>;
  try {
    answer = await request(IDP_PATHS.token, PasswordAnswerSchema, { ...options, method: 'POST', form });
  } catch (error) {
    throw toIdentityTokenError(error);
  }
  const { access_token, expires_in, refresh_token, refresh_expires_in } = answer;
  if (!access_token || expires_in === undefined || !refresh_token || refresh_expires_in === undefined)
    throw new IdentityTokenError(IDENTITY_ERROR_CODES.noToken);
  return { access_token, expires_in, refresh_token, refresh_expires_in };
}

/**
 * POST the identity provider's logout (form client_id + refresh_token; spec 3 §7, the path is ours):
 * the provider revokes the refresh token. Rejects with the client's `ApiError`s; never retried.
 */
export function logout(refreshToken: string, options: Pick<CallOptions, 'signal'> = {}): Promise<void> {
  return requestVoid(IDP_PATHS.logout, { ...options, method: 'POST', form: { client_id: PLANS_CLIENT_ID, refresh_token: refreshToken } });
}

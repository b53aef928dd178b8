import type { MiddlewareHandler } from 'hono';
import type { ApiContext } from './context';
import { errorResponse } from './http';

/** The calls that take an optional bearer token (spec 2 §6, §7): the plan lookup and the estimate call. */
export const OPTIONAL_AUTH_PATHS = ['/qt2/app/v1/offers/lookup', '/qt2/app/estimate/calculate'] as const;

/** `Bearer <b64token>` (RFC 6750). */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * Optional authentication: without an Authorization header the call is anonymous; with one, it must
 * be a live access token of the identity provider, else 401 (as an API gateway would answer), so a
 * client sending a dead token finds out rather than being silently served as anonymous.
 */
export function optionalBearer(ctx: ApiContext): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const token = BEARER.exec(header.trim())?.[1];
    if (!token || !ctx.tokens.verifyAccess(token)) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return errorResponse(
        c,
        401,
        'UNAUTHENTICATED',
        token ? 'The access token is not active' : 'Authorization must be "Bearer <access token>"',
      );
    }
    return next();
  };
}

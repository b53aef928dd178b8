/**
 * Cross-origin access to the widget bundle and the reference API, so a snippet from /embed works when
 * pasted into a page on another origin: its `<script crossorigin="anonymous" integrity>` and the chunks the
 * entry imports are CORS requests, and with `api-base` the widgets call the API cross-origin with their
 * own headers (a preflight). Any origin may read them: the bundle and the demo API are public and no call
 * sends credentials. Pages of the demo site get no CORS headers.
 */
const CORS_PREFIXES = ['/widgets/', '/qt2/', '/apis/'];

/** Methods the widgets use across origins: GET and POST, PUT to save a quote (src/api/quotes.ts). Nothing deletes. */
const ALLOW_METHODS = 'GET, HEAD, POST, PUT';
/** Headers the widgets' API client sends (src/api/client.ts) besides CORS-safelisted ones. */
const ALLOW_HEADERS = 'Content-Type, Authorization, X-EA-Session-ID, X-Trace-Id';
/** Response headers the widgets read. */
const EXPOSE_HEADERS = 'Retry-After';

export const isCorsPath = (pathname: string): boolean => CORS_PREFIXES.some((p) => pathname.startsWith(p));

/** The answer to a CORS preflight for a bundle or API path, or undefined when `request` is not one. */
export function preflight(request: Request): Response | undefined {
  if (request.method !== 'OPTIONS' || !request.headers.has('access-control-request-method')) return undefined;
  if (!isCorsPath(new URL(request.url).pathname)) return undefined;
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': ALLOW_METHODS,
      'access-control-allow-headers': ALLOW_HEADERS,
      'access-control-max-age': '600',
    },
  });
}

/** `response` with CORS headers when `request` is for the bundle or the API. */
export function withCors(request: Request, response: Response): Response {
  if (!isCorsPath(new URL(request.url).pathname)) return response;
  const headers = new Headers(response.headers);
  headers.set('access-control-allow-origin', '*');
  headers.set('access-control-expose-headers', EXPOSE_HEADERS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

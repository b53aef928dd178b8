import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Text compression as a CDN serves it: brotli when the browser accepts it, else gzip, for text
 * responses over 1 kB that are not compressed already. Static bodies (the bundle, page assets) are
 * packed hardest once and kept; API answers and pages, which change per request, are packed fast.
 */
export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_BYTES = 1024;
const CACHE_LIMIT = 400;

/** The encoding to use for an `Accept-Encoding` header (brotli first, as browsers list it), or null. */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: Encoding): number => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const cache = new Map<string, Uint8Array<ArrayBuffer>>();

function pack(body: Uint8Array, encoding: Encoding, hard: boolean): Uint8Array<ArrayBuffer> {
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hard ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipSync(body, { level: hard ? 9 : 6 });
}

/** `response` compressed for `request` when it should be; otherwise `response` itself. */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (request.method === 'HEAD' || !response.body || response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return response;
  if (response.status === 204 || response.status === 304 || response.status < 200) return response;
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
  const headers = new Headers(response.headers);
  headers.append('vary', 'Accept-Encoding');
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
  // Cacheable files (the bundle, page assets) are packed at the highest level once; the rest per request, fast.
  const isStatic =
    !/no-store/.test(headers.get('cache-control') ?? '') && new URL(request.url).pathname.match(/\.(js|css|svg|map|json)$/) !== null;
  let packed: Uint8Array<ArrayBuffer> | undefined;
  if (isStatic) {
    const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
    packed = cache.get(key);
    if (!packed) {
      packed = pack(body, encoding, true);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(key, packed);
    }
  } else {
    packed = pack(body, encoding, false);
  }
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  return new Response(packed, { status: response.status, statusText: response.statusText, headers });
}

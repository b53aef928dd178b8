import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiAbortError,
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  ApiTimeoutError,
  fetchCountries,
  fetchGlobalConfig,
  isAbort,
  request,
  requestVoid,
} from '../../../src/api';
import { fakeFetch, hang, json, useFake } from './fake-fetch';

const Ok = v.object({ ok: v.boolean() });

describe('headers (spec 1 §7)', () => {
  it('every request carries the first 8 characters of the session id and a fresh trace id', async () => {
    const fake = fakeFetch(json({ ok: true }));
    useFake(fake);
    await request('/a', Ok);
    await request('/b', Ok);
    await requestVoid('/c', { method: 'POST', json: {} });
    expect(fake.requests).toHaveLength(3);
    for (const r of fake.requests) expect(r.headers.get('X-EA-Session-ID')).toBe('ABCDEFGH');
    const traces = fake.requests.map((r) => r.headers.get('X-Trace-Id'));
    for (const t of traces) expect(t).toMatch(/\S{8,}/);
    expect(new Set(traces).size).toBe(3);
  });

  it('a short session id is sent whole; the source is read on every request', async () => {
    const fake = fakeFetch(json({ ok: true }));
    let id = 'Q12';
    useFake(fake, { sessionId: () => id });
    await request('/a', Ok);
    id = 'ZYXWVUTSRQ';
    await request('/a', Ok);
    expect(fake.requests.map((r) => r.headers.get('X-EA-Session-ID'))).toEqual(['Q12', 'ZYXWVUTS']);
  });

  it('requests go to the configured base with the query', async () => {
    const fake = fakeFetch(json({ ok: true }));
    useFake(fake);
    await request('/qt2/app/x', Ok, { query: { a: 'b c', skip: undefined, n: 2 } });
    expect(fake.requests[0]?.url).toBe('https://api.test/qt2/app/x?a=b+c&n=2');
  });
});

describe('retries', () => {
  it('a GET answered 503 is retried up to the configured count', async () => {
    const fake = fakeFetch(new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }));
    useFake(fake, { retries: 2 });
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).status).toBe(503);
    expect(fake.requests).toHaveLength(3);
  });

  it('a GET that recovers on the second attempt succeeds', async () => {
    const fake = fakeFetch(new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }), json({ ok: true }));
    useFake(fake);
    await expect(request('/a', Ok)).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.headers.get('X-Trace-Id')).not.toBe(fake.requests[1]?.headers.get('X-Trace-Id'));
  });

  it('a POST is never retried', async () => {
    const fake = fakeFetch(new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }));
    useFake(fake, { retries: 2 });
    await expect(request('/a', Ok, { method: 'POST', json: { x: 1 } })).rejects.toBeInstanceOf(ApiHttpError);
    expect(fake.requests).toHaveLength(1);
  });

  it('a POST failing on the network is not retried either', async () => {
    const fake = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    useFake(fake, { retries: 2 });
    await expect(requestVoid('/a', { method: 'POST', json: {} })).rejects.toBeInstanceOf(ApiNetworkError);
    expect(fake.requests).toHaveLength(1);
  });

  it('a 4xx other than 408/413/429 is not retried', async () => {
    const fake = fakeFetch(json({ error: 'nope' }, 400));
    useFake(fake);
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiHttpError);
    expect(fake.requests).toHaveLength(1);
  });

  it('Retry-After above the cap gives up at once instead of waiting', async () => {
    const fake = fakeFetch(new Response('later', { status: 503, headers: { 'Retry-After': '3600' } }));
    useFake(fake, { retries: 2, maxRetryAfter: 50 });
    const started = Date.now();
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('Retry-After as an HTTP date far ahead gives up too', async () => {
    const fake = fakeFetch(
      new Response('later', { status: 429, headers: { 'Retry-After': new Date(Date.now() + 3_600_000).toUTCString() } }),
    );
    useFake(fake, { retries: 2, maxRetryAfter: 50 });
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiHttpError);
    expect(fake.requests).toHaveLength(1);
  });

  it('Retry-After within the cap is honoured and retried', async () => {
    const fake = fakeFetch(new Response('later', { status: 429, headers: { 'Retry-After': '0.01' } }), json({ ok: true }));
    useFake(fake, { retries: 2, maxRetryAfter: 50 });
    await expect(request('/a', Ok)).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);
  });
});

describe('typed errors', () => {
  it('a schema mismatch → ApiSchemaError naming the field', async () => {
    useFake(fakeFetch(json({ ok: 'yes' })));
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiSchemaError);
    expect((error as ApiSchemaError).issues.join()).toContain('ok');
    expect((error as ApiSchemaError).path).toBe('/a');
  });

  it('a non-JSON body → ApiSchemaError', async () => {
    useFake(fakeFetch(new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } })));
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('an empty body where an object is expected → ApiSchemaError', async () => {
    useFake(fakeFetch(new Response('', { status: 200 })));
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('HTTP 404 → ApiHttpError with the status and the parsed body', async () => {
    useFake(fakeFetch(json({ errorCode: 'NOT_FOUND', message: 'no such thing' }, 404)));
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).status).toBe(404);
    expect((error as ApiHttpError).body).toEqual({ errorCode: 'NOT_FOUND', message: 'no such thing' });
  });

  it('HTTP 500 with a non-JSON body → ApiHttpError with an undefined body', async () => {
    useFake(fakeFetch(new Response('Internal', { status: 500 })), { retries: 0 });
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect((error as ApiHttpError).body).toBeUndefined();
  });

  it('the caller aborting → ApiAbortError (isAbort true)', async () => {
    const fake = fakeFetch(hang);
    useFake(fake);
    const controller = new AbortController();
    const pending = request('/a', Ok, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(isAbort(error)).toBe(true);
  });

  it('an already aborted signal → ApiAbortError without a retry', async () => {
    const fake = fakeFetch(hang);
    useFake(fake);
    await expect(request('/a', Ok, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(ApiAbortError);
    expect(fake.requests.length).toBeLessThanOrEqual(1);
  });

  it('aborting while the body is still arriving → ApiAbortError, not a schema error', async () => {
    const fake = fakeFetch((req) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          req.signal.addEventListener('abort', () => controller.error(req.signal.reason), { once: true });
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    useFake(fake);
    const controller = new AbortController();
    const pending = request('/a', Ok, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortError);
  });

  it('a body that stops arriving until the total timeout → ApiTimeoutError', async () => {
    const fake = fakeFetch((req) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          req.signal.addEventListener('abort', () => controller.error(req.signal.reason), { once: true });
        },
      });
      return new Response(body, { status: 200 });
    });
    useFake(fake, { totalTimeout: 40 });
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it('a network failure → ApiNetworkError', async () => {
    useFake(
      fakeFetch(() => {
        throw new TypeError('Failed to fetch');
      }),
      { retries: 0 },
    );
    const error = await request('/a', Ok).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).reason).toContain('Failed to fetch');
  });

  it('a hanging server → ApiTimeoutError after the per-request timeout', async () => {
    useFake(fakeFetch(hang), { timeout: 30, retries: 0 });
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiTimeoutError);
  });

  it('the total timeout bounds a call including its retries', async () => {
    useFake(fakeFetch(hang), { timeout: 1_000, totalTimeout: 40, retries: 2 });
    const started = Date.now();
    await expect(request('/a', Ok)).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('an answer over a megabyte (issue 21: 10,000 plans must not freeze the page)', () => {
  const Items = v.object({ items: v.array(v.object({ id: v.number(), name: v.string() })) });
  const items = Array.from({ length: 25_000 }, (_, i) => ({ id: i, name: `Plan "${i}", [with] {brackets}` }));
  const big = JSON.stringify({ items });

  it('is parsed in slices (many JSON.parse calls, not one), to the same value', async () => {
    expect(big.length).toBeGreaterThan(1e6);
    useFake(fakeFetch(new Response(big, { status: 200 })));
    const parse = vi.spyOn(JSON, 'parse');
    expect(await request('/a', Items)).toEqual({ items });
    const texts = parse.mock.calls.map(([text]) => text);
    expect(texts).not.toContain(big);
    expect(texts.filter((text) => big.includes(text.slice(1, -1))).length).toBeGreaterThan(10);
  });

  it('a smaller answer is parsed at once, by one JSON.parse', async () => {
    const body = JSON.stringify({ items: items.slice(0, 92) });
    useFake(fakeFetch(new Response(body, { status: 200 })));
    const parse = vi.spyOn(JSON, 'parse');
    expect(await request('/a', Items)).toEqual({ items: items.slice(0, 92) });
    const texts = parse.mock.calls.map(([text]) => text);
    expect(texts.filter((text) => text === body)).toHaveLength(1);
    expect(texts.filter((text) => text !== body && text.length > 10 && body.includes(text.slice(1, -1)))).toEqual([]);
  });

  it('malformed → ApiSchemaError "the body is not JSON", as JSON.parse failing is', async () => {
    useFake(fakeFetch(new Response(`${big.slice(0, 700_000)}\u0001${big.slice(700_000)}`, { status: 200 })));
    const error = await request('/a', Items).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiSchemaError);
    expect((error as ApiSchemaError).issues).toEqual(['the body is not JSON']);
  });

  it('a cancelled lookup stops parsing → ApiAbortError', async () => {
    useFake(fakeFetch(new Response(big, { status: 200 })));
    const controller = new AbortController();
    // Each reading of the clock is 5 ms later: every slice's check finds its time used and gives the thread back.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const parse = vi.spyOn(JSON, 'parse').mockImplementation(function (this: JSON, ...args: Parameters<JSON['parse']>) {
      // Cancelled as the first slice is parsed.
      controller.abort();
      parse.mockRestore();
      return JSON.parse(...args) as unknown;
    });
    const calls = vi.spyOn(JSON, 'parse');
    const error = await request('/a', Items, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiAbortError);
    // It stopped at the slice's end: far fewer than the answer's runs of children.
    expect(calls.mock.calls.length).toBeLessThan(5);
  });
});

describe('a host page that added an enumerable Object.prototype property', () => {
  it('an answer that cannot be checked is refused as an ApiSchemaError, never another error', async () => {
    useFake(fakeFetch(json({ ok: true })));
    Object.defineProperty(Object.prototype, 'hostExtra', { value: () => undefined, enumerable: true, configurable: true, writable: true });
    try {
      const error = await request('/a', Ok).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiSchemaError);
    } finally {
      delete (Object.prototype as Record<string, unknown>)['hostExtra'];
    }
  });
});

describe('response schemas', () => {
  it('global configuration: toggles as booleans or ENABLED strings', async () => {
    useFake(
      fakeFetch(
        json({ featureToggles: { bpoint: 'ENABLED', rpoOptIn: false, trustpilot: 'true' }, bpointSrcV5: 'https://pay.test/v5.js' }),
      ),
    );
    const config = await fetchGlobalConfig();
    expect(config.featureToggles).toMatchObject({ bpoint: true, rpoOptIn: false, trustpilot: true });
    expect(config.bpointSrcV5).toBe('https://pay.test/v5.js');
  });

  it('global configuration answered as an array → ApiSchemaError', async () => {
    useFake(fakeFetch(json([1, 2])));
    await expect(fetchGlobalConfig()).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('countries: a bad alpha3 code → ApiSchemaError; a good list passes', async () => {
    useFake(fakeFetch(json([{ name: 'Australia', alpha3Code: 'AUSTRALIA' }])));
    await expect(fetchCountries()).rejects.toBeInstanceOf(ApiSchemaError);
    useFake(fakeFetch(json([{ name: 'Australia', alpha3Code: 'AUS' }])));
    await expect(fetchCountries()).resolves.toEqual([{ name: 'Australia', alpha3Code: 'AUS' }]);
  });

  it('a __proto__ key in a response pollutes nothing', async () => {
    useFake(fakeFetch(new Response('{"featureToggles":{"__proto__":{"polluted":true}},"__proto__":{"polluted":1}}', { status: 200 })));
    const config = await fetchGlobalConfig();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((config as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(config.featureToggles)).toBe(Object.prototype);
  });
});

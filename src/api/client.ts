import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiAbortError, ApiError, ApiHttpError, ApiNetworkError, ApiSchemaError, ApiTimeoutError } from './errors';
import { anySignal, timeoutSignal } from './signals';

/** A fetch-shaped function (the browser's, or the reference API in-process). */
export type FetchLike = (input: Request | URL | string, init?: RequestInit) => Promise<Response>;

export interface ApiConfig {
  /** Origin and path prefix of the retailer API; defaults to the page's origin. */
  base: string;
  /** The session header's value source: first 8 characters are sent. */
  sessionId: () => string;
  /** Per-attempt timeout in ms. */
  timeout: number;
  /** Total time for a call including retries, in ms. */
  totalTimeout: number;
  /** Retries for idempotent calls. */
  retries: number;
  /** Longest Retry-After honoured, in ms; longer ones give up. */
  maxRetryAfter: number;
  fetch?: FetchLike;
}

const DEFAULTS: ApiConfig = {
  base: '',
  sessionId: () => '',
  timeout: 15_000,
  totalTimeout: 30_000,
  retries: 2,
  maxRetryAfter: 5_000,
};

let config: ApiConfig = { ...DEFAULTS };
let instance: KyInstance | null = null;

/** Sets the page-wide API options (base, session source, timeouts, fetch). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
  instance = null;
}

/** The current API options (for tests and diagnostics). */
export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

/** Back to defaults (tests). */
export function resetApi(): void {
  config = { ...DEFAULTS };
  instance = null;
}

/** A fresh trace id per request. */
export function traceId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2, 14)}`;
}

const AFTER_STATUS_CODES = [413, 429, 503];

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined when absent or unreadable. */
function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('Retry-After');
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date - Date.now();
}

function client(): KyInstance {
  if (instance) return instance;
  instance = ky.create({
    timeout: config.timeout,
    throwHttpErrors: true,
    retry: {
      limit: config.retries,
      methods: ['get', 'head', 'options', 'put', 'delete'],
      statusCodes: [408, 413, 429, 500, 502, 503, 504],
      afterStatusCodes: AFTER_STATUS_CODES,
      maxRetryAfter: config.maxRetryAfter,
      backoffLimit: 2_000,
      // ky waits `maxRetryAfter` when the server asks for longer; we give up instead (the cap is a promise to the host).
      shouldRetry: ({ error }) => {
        if (!(error instanceof HTTPError) || !AFTER_STATUS_CODES.includes(error.response.status)) return undefined;
        const after = retryAfterMs(error.response);
        return after !== undefined && after > config.maxRetryAfter ? false : undefined;
      },
    },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('X-EA-Session-ID', config.sessionId().slice(0, 8));
          request.headers.set('X-Trace-Id', traceId());
        },
      ],
    },
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  return instance;
}

/** Resolves an API path against the configured base. */
export function apiUrl(path: string, query?: Readonly<Record<string, string | number | boolean | undefined>>): string {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const base = config.base || origin;
  const url = new URL(base.replace(/\/+$/, '') + path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Readonly<Record<string, string | number | boolean | undefined>>;
  json?: unknown;
  form?: Readonly<Record<string, string>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

function combine(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const total = timeoutSignal(ms);
  return signal ? anySignal([signal, total]) : total;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const signal = combine(options.signal, config.totalTimeout);
  const body = options.form ? new URLSearchParams(options.form as Record<string, string>) : undefined;
  try {
    return await client()(apiUrl(path, options.query), {
      method,
      signal,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(body ? { body } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });
  } catch (error) {
    if (error instanceof HTTPError) {
      let parsed: unknown = undefined;
      try {
        parsed = await error.response.clone().json();
      } catch {
        parsed = undefined;
      }
      throw new ApiHttpError(path, error.response.status, parsed);
    }
    if (error instanceof TimeoutError) throw new ApiTimeoutError(path);
    if (options.signal?.aborted) throw new ApiAbortError(path);
    if (signal.aborted) throw new ApiTimeoutError(path);
    if (error instanceof ApiError) throw error;
    throw new ApiNetworkError(path, error instanceof Error ? error.message : String(error));
  }
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = issue.path?.map((p) => String(p.key)).join('.');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/** Calls the API and validates the JSON answer against `schema`. Throws only `ApiError`s. */
export async function request<S extends v.GenericSchema>(path: string, schema: S, options: CallOptions = {}): Promise<v.InferOutput<S>> {
  const response = await send(path, options);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The body stopped arriving: a cancellation, a timeout or the network, not a malformed answer.
    if (options.signal?.aborted) throw new ApiAbortError(path);
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'AbortError' || name === 'TimeoutError') throw new ApiTimeoutError(path);
    throw new ApiNetworkError(path, error instanceof Error ? error.message : String(error));
  }
  let data: unknown;
  try {
    // An answer over a megabyte (a lookup of thousands of plans) is parsed in slices that never block the page
    // (issue 21; loaded then); one JSON.parse of a megabyte is about 15 ms at 4× CPU.
    data =
      text === ''
        ? undefined
        : text.length > 1e6
          ? await (await import('./json-slices')).default(text, options.signal)
          : (JSON.parse(text) as unknown);
  } catch {
    if (options.signal?.aborted) throw new ApiAbortError(path);
    throw new ApiSchemaError(path, ['the body is not JSON']);
  }
  // valibot's object schemas accept arrays; an answer of the wrong shape is a schema error.
  if (schema.type === 'object' && Array.isArray(data)) throw new ApiSchemaError(path, ['expected an object, received an array']);
  let result: v.SafeParseResult<S>;
  try {
    result = v.safeParse(schema, data);
  } catch (error) {
    // The check itself failed (a host page that added enumerable properties to Object.prototype breaks valibot's
    // object checks): the answer could not be checked, so it is refused as any unchecked answer is.
    throw new ApiSchemaError(path, [`the answer could not be checked: ${error instanceof Error ? error.message : String(error)}`]);
  }
  if (!result.success) throw new ApiSchemaError(path, describe(result.issues));
  return result.output;
}

/** Calls the API where the answer's body does not matter. */
export async function requestVoid(path: string, options: CallOptions = {}): Promise<void> {
  const response = await send(path, options);
  await response.body?.cancel().catch(() => undefined);
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiFetch, type ApiFetch, type ApiOptions } from '../../host-demo/api/app';

/** A fresh quotes file in its own temp directory. */
export function tempQuotesFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'ea-api-test-')), 'quotes.json');
}

/**
 * A parsed JSON response body. Tests read it by path and their assertions are the check, so it
 * is left untyped here, once, rather than cast at each read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: a response read by path in assertions
export type Body = any;

export interface Api {
  fetch: ApiFetch;
  get: (path: string) => Promise<{ status: number; body: Body }>;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: Body }>;
  put: (path: string, body: unknown) => Promise<{ status: number; body: Body }>;
  form: (path: string, fields: Record<string, string>) => Promise<{ status: number; body: Body }>;
}

async function read(res: Response): Promise<{ status: number; body: Body }> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* raw text */
  }
  return { status: res.status, body };
}

/** The API in process, with JSON helpers. */
export function api(options: ApiOptions = {}): Api {
  const fetch = createApiFetch({ quotesFile: tempQuotesFile(), ...options });
  const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then(read);
  return {
    fetch,
    get: (path) => fetch(path).then(read),
    post: (path, body, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
    form: (path, fields) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }).then(read),
  };
}

export const LOOKUP = '/qt2/app/v1/offers/lookup';
export const CALCULATE = '/qt2/app/estimate/calculate';

export function lookupPostcode(a: Api, postcode: string, extra: Record<string, unknown> = {}) {
  return a.post(LOOKUP, { customerType: 'RESIDENTIAL', postcode, ...extra });
}

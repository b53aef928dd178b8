import * as v from 'valibot';
import { normaliseQuoteReference } from '../domain/quote/quote-reference';
import { type QuoteBody } from '../domain/quote/quote-payload';
import { type QuoteFailure } from '../domain/quote/quote';
import { request, requestVoid, type CallOptions } from './client';
import { ApiHttpError, isAbort } from './errors';

/** Quote endpoints (spec 3 §7). */
export const QUOTE_PATHS = {
  quotes: '/qt2/app/v1/quotes',
  quote: (ref: string) => `/qt2/app/v1/quotes/${encodeURIComponent(ref)}`,
  email: (ref: string) => `/qt2/app/v1/quotes/${encodeURIComponent(ref)}/email`,
} as const;

type Options = Pick<CallOptions, 'signal'>;

/**
 * A quote call that failed: `noReference` (no reference to ask for, or the server saved none:
 * 'null' or blank), `badReference` (404), `expired` (410) or `failed` (anything else: another
 * status, the network, a timeout, an answer of the wrong shape; `cause` holds the client's error).
 * A caller's own cancellation is not a QuoteError: the client's `ApiAbortError` passes through
 * (test it with `isAbort`).
 */
export class QuoteError extends Error {
  constructor(
    readonly kind: QuoteFailure,
    /** The HTTP status, when the server answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`quote ${kind}${status ? ` (HTTP ${status})` : ''}`, options);
    this.name = 'QuoteError';
  }
}

function toQuoteError(error: unknown): unknown {
  if (isAbort(error) || error instanceof QuoteError) return error;
  if (error instanceof ApiHttpError) {
    if (error.status === 404) return new QuoteError('badReference', 404, { cause: error });
    if (error.status === 410) return new QuoteError('expired', 410, { cause: error });
    return new QuoteError('failed', error.status, { cause: error });
  }
  return new QuoteError('failed', undefined, { cause: error });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toQuoteError(error);
  }
}

function checkedReference(ref: string): string {
  const reference = normaliseQuoteReference(ref);
  if (!reference) throw new QuoteError('noReference');
  return reference;
}

const Reference = v.nullish(v.string());

/** POST answer: the reference; the text 'null' means none (spec 3 §7). */
export const CreateQuoteResponseSchema = v.object({ reference: Reference });
/** PUT answer (not shown in the spec; the reference API sends `{ reference, updatedDate }`): any object or nothing. */
export const UpdateQuoteResponseSchema = v.nullish(v.object({ reference: Reference }));
/** GET answer: the saved snapshot and summary. */
export const LoadedQuoteSchema = v.object({
  reference: Reference,
  data: v.record(v.string(), v.unknown()),
  additionalData: v.nullish(v.record(v.string(), v.unknown())),
  status: v.nullish(v.string()),
  createdDate: v.nullish(v.string()),
  updatedDate: v.nullish(v.string()),
});
export type LoadedQuote = v.InferOutput<typeof LoadedQuoteSchema>;
export interface EmailQuoteBody {
  email: string;
  firstName?: string;
  phoneNumber?: string;
}

/** Saves a new quote; resolves with its reference. A 'null' or blank reference rejects with QuoteError('noReference'). Never retried (a POST). */
export async function createQuote(body: QuoteBody, options: Options = {}): Promise<string> {
  const answer = await call(() => request(QUOTE_PATHS.quotes, CreateQuoteResponseSchema, { ...options, method: 'POST', json: body }));
  const reference = normaliseQuoteReference(answer.reference);
  if (!reference) throw new QuoteError('noReference');
  return reference;
}

/** Updates a saved quote; resolves with its reference (the server's, else the one given). 404 badReference, 410 expired. */
export async function updateQuote(ref: string, body: QuoteBody, options: Options = {}): Promise<string> {
  const reference = checkedReference(ref);
  const answer = await call(() =>
    request(QUOTE_PATHS.quote(reference), UpdateQuoteResponseSchema, { ...options, method: 'PUT', json: body }),
  );
  return normaliseQuoteReference(answer?.reference) ?? reference;
}

/** Loads a saved quote. 404 badReference, 410 expired, no reference noReference (spec 3 §4.7, §8). */
export async function loadQuote(ref: string, options: Options = {}): Promise<LoadedQuote> {
  const reference = checkedReference(ref);
  return call(() => request(QUOTE_PATHS.quote(reference), LoadedQuoteSchema, options));
}

/** E-mails a saved quote (spec 3 §7: the caller saves first; the answer is not shown, so not read). Empty optional fields are not sent. Never retried (a POST). */
export async function emailQuote(ref: string, body: EmailQuoteBody, options: Options = {}): Promise<void> {
  const reference = checkedReference(ref);
  const json: EmailQuoteBody = { email: body.email.trim() };
  if (body.firstName?.trim()) json.firstName = body.firstName.trim();
  if (body.phoneNumber?.trim()) json.phoneNumber = body.phoneNumber.trim();
  await call(() => requestVoid(QUOTE_PATHS.email(reference), { ...options, method: 'POST', json }));
}

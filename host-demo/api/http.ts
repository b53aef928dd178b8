import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/** The body of every error answer: a machine code and a human reason. */
export interface ErrorBody {
  errorCode: string;
  message: string;
  errorContext?: unknown;
  issues?: string[];
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: string,
  message: string,
  extra: Partial<ErrorBody> = {},
): Response {
  return c.json({ errorCode, message, ...extra } satisfies ErrorBody, status);
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((i) => {
    const path = v.getDotPath(i);
    return path ? `${path}: ${i.message}` : i.message;
  });
}

export function badRequest(c: Context, message: string, issues?: string[]): Response {
  return errorResponse(c, 400, 'BAD_REQUEST', message, issues ? { issues } : {});
}

/** Validates a value; answers 400 with the reasons when it does not fit. */
export function check<S extends v.GenericSchema>(c: Context, schema: S, input: unknown, what: string): v.InferOutput<S> | Response {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues = issueText(result.issues);
  return badRequest(c, `Invalid ${what}: ${issues[0] ?? 'malformed'}`, issues);
}

/** Reads and validates a JSON body (malformed JSON → 400). */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S> | Response> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    if (text.length > 512 * 1024) return errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', 'Request body over 512 KB');
    raw = JSON.parse(text);
  } catch {
    return badRequest(c, 'Body is not valid JSON');
  }
  return check(c, schema, raw, 'request body');
}

/** Validates the query string (single values). */
export function query<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> | Response {
  return check(c, schema, c.req.query(), 'query');
}

// Reusable field schemas.
export const Postcode = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/, 'postcode must be 4 digits'));
export const AccountNumber = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.regex(/^\d{1,10}$/, 'account number must be up to 10 digits'),
);
export const Nmi = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{10,11}$/, 'NMI must be 10 or 11 letters or digits'));
export const Mirn = v.pipe(v.string(), v.trim(), v.regex(/^\d{10,11}$/, 'MIRN must be 10 or 11 digits'));
export const CustomerTypeSchema = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.picklist(['RESIDENTIAL', 'BUSINESS'], 'customerType must be RESIDENTIAL or BUSINESS'),
);
export const AbnAcn = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s+/g, '')),
  v.regex(/^(\d{9}|\d{11})$/, 'ABN has 11 digits, ACN 9'),
);

export const isResponse = (x: unknown): x is Response => x instanceof Response;

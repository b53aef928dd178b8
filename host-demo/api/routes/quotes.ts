import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiContext } from '../context';
import { errorResponse, isResponse, jsonBody } from '../http';
import type { QuoteLookup } from '../store/quotes';

const Nullish = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const Text = v.pipe(v.string(), v.maxLength(200));

export const QuoteBodySchema = v.object({
  quoteData: v.record(v.string(), v.unknown()),
  additionalData: v.optional(
    v.object({
      electricityPlanName: Nullish(Text),
      gasPlanName: Nullish(Text),
      electricitySourceCode: Nullish(Text),
      gasSourceCode: Nullish(Text),
      tariffType: Nullish(Text),
    }),
    {},
  ),
});

const EmailBodySchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email('email is not a valid address'), v.maxLength(254)),
  firstName: Nullish(v.pipe(v.string(), v.maxLength(60))),
  phoneNumber: Nullish(v.pipe(v.string(), v.regex(/^[\d\s+()-]{6,20}$/, 'phoneNumber is not a phone number'))),
});

const Reference = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'malformed quote reference'));

function notFound(c: Context, found: Exclude<QuoteLookup, { kind: 'found' }>): Response {
  return found.kind === 'expired'
    ? errorResponse(c, 410, 'QUOTE_EXPIRED', 'Quote expired.')
    : errorResponse(c, 404, 'QUOTE_NOT_FOUND', 'Bad quote reference.');
}

const publicQuote = (q: Extract<QuoteLookup, { kind: 'found' }>['quote']) => ({
  reference: q.reference,
  data: q.quoteData,
  additionalData: q.additionalData,
  status: q.status,
  createdDate: q.createdAt,
  updatedDate: q.updatedAt,
});

/** Quote save, update, load and e-mail (spec 3 §7). */
export function quoteRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  const reference = (c: Context): string | Response => {
    const r = v.safeParse(Reference, c.req.param('ref'));
    return r.success ? r.output : errorResponse(c, 400, 'BAD_REQUEST', r.issues[0].message);
  };

  app.post('/qt2/app/v1/quotes', async (c) => {
    const body = await jsonBody(c, QuoteBodySchema);
    if (isResponse(body)) return body;
    const quote = await ctx.quotes.create(body);
    return c.json({ reference: quote.reference }, 201);
  });

  app.put('/qt2/app/v1/quotes/:ref', async (c) => {
    const ref = reference(c);
    if (isResponse(ref)) return ref;
    const body = await jsonBody(c, QuoteBodySchema);
    if (isResponse(body)) return body;
    const found = await ctx.quotes.update(ref, body);
    if (found.kind !== 'found') return notFound(c, found);
    return c.json({ reference: found.quote.reference, updatedDate: found.quote.updatedAt });
  });

  app.get('/qt2/app/v1/quotes/:ref', async (c) => {
    const ref = reference(c);
    if (isResponse(ref)) return ref;
    const found = await ctx.quotes.get(ref);
    if (found.kind !== 'found') return notFound(c, found);
    return c.json(publicQuote(found.quote));
  });

  app.post('/qt2/app/v1/quotes/:ref/email', async (c) => {
    const ref = reference(c);
    if (isResponse(ref)) return ref;
    const body = await jsonBody(c, EmailBodySchema);
    if (isResponse(body)) return body;
    if (/@invalid\.example$/i.test(body.email)) return errorResponse(c, 400, 'EMAIL_INVALID', 'Email provided is invalid.');
    const found = await ctx.quotes.update(ref, { status: 'emailed', emailedTo: body.email });
    if (found.kind !== 'found') return notFound(c, found);
    return c.json({ reference: found.quote.reference, status: 'emailed' });
  });

  return app;
}

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiContext } from '../context';
import { AbnAcn, AccountNumber, CustomerTypeSchema, errorResponse, isResponse, jsonBody, Postcode, query } from '../http';
import { checkAccounts, checkIdentity, customerDetails, type AccountCheck, type AccountOutcome } from '../scenarios/accounts';
import type { TokenSubject } from '../store/tokens';

const Nullish = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const IdValue = v.pipe(v.string(), v.minLength(1, 'idValue is required'), v.maxLength(20, 'idValue is at most 20 characters'));
const IdTypeSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20));

export const VerifyAccountSchema = v.pipe(
  v.object({
    customerType: CustomerTypeSchema,
    postcode: Nullish(Postcode),
    abnacn: Nullish(AbnAcn),
    abnOrAcn: Nullish(v.picklist(['ABN', 'ACN'])),
    electricityAccount: Nullish(AccountNumber),
    gasAccount: Nullish(AccountNumber),
    accno: Nullish(AccountNumber),
    accountNumber: Nullish(AccountNumber),
  }),
  v.check((r) => Boolean(r.electricityAccount || r.gasAccount || r.accno || r.accountNumber), 'at least one account number is required'),
);

export const VerifyIdentitySchema = v.pipe(
  v.object({
    customerType: CustomerTypeSchema,
    electricityAccount: Nullish(AccountNumber),
    gasAccount: Nullish(AccountNumber),
    accountNumber: Nullish(AccountNumber),
    idType: IdTypeSchema,
    idValue: IdValue,
    postcode: Nullish(Postcode),
    businessIdentifier: Nullish(AbnAcn),
    businessIdentifierType: Nullish(v.picklist(['ABN', 'ACN'])),
  }),
  v.check((r) => Boolean(r.electricityAccount || r.gasAccount || r.accountNumber), 'at least one account number is required'),
);

function outcomeResponse(c: Context, outcome: Exclude<AccountOutcome, { kind: 'ok' }>): Response {
  if (outcome.kind === 'server-error') return errorResponse(c, 500, 'INTERNAL_ERROR', 'Account service unavailable');
  return c.json({ errorCode: outcome.errorCode, errorContext: outcome.fuel, message: outcome.errorCode, data: [] }, 400);
}

type IdentityInput = v.InferOutput<typeof VerifyIdentitySchema>;

/** Account checks then identity checks: the customer details, or an error answer. */
function verify(c: Context, ctx: ApiContext, req: IdentityInput) {
  const accountCheck: AccountCheck = {
    customerType: req.customerType,
    postcode: req.postcode,
    abnAcn: req.businessIdentifier,
    electricityAccount: req.electricityAccount,
    gasAccount: req.gasAccount,
    accountNumber: req.accountNumber,
  };
  const outcome = checkAccounts(accountCheck);
  if (outcome.kind !== 'ok') return outcomeResponse(c, outcome);
  const identity = checkIdentity({ idType: req.idType, idValue: req.idValue });
  if (identity !== 'ok') return c.json({ errorCode: identity, errorContext: req.idType, message: identity }, 400);
  return customerDetails({ ...req, abnAcn: req.businessIdentifier }, ctx.now());
}

/** Reads the bearer token; undefined when missing or expired. */
function bearer(c: Context, ctx: ApiContext): TokenSubject | undefined {
  const header = c.req.header('authorization') ?? '';
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
  return token ? ctx.tokens.verifyAccess(token) : undefined;
}

export const unauthenticated = (c: Context): Response => errorResponse(c, 401, 'UNAUTHENTICATED', 'A valid bearer token is required');

const TokenRequestSchema = v.variant('grant_type', [
  v.object({
    grant_type: v.literal('password'),
    client_id: v.pipe(v.string(), v.minLength(1)),
    customerType: CustomerTypeSchema,
    idType: IdTypeSchema,
    idValue: IdValue,
    accountNumber: v.optional(AccountNumber),
    electricityAccount: v.optional(AccountNumber),
    gasAccount: v.optional(AccountNumber),
    postcode: v.optional(Postcode),
    businessIdentifier: v.optional(AbnAcn),
    businessIdentifierType: v.optional(v.picklist(['ABN', 'ACN'])),
  }),
  v.object({
    grant_type: v.literal('refresh_token'),
    client_id: v.pipe(v.string(), v.minLength(1)),
    refresh_token: v.pipe(v.string(), v.minLength(1)),
  }),
]);

/** Reads a form body (or JSON) into a plain string record, dropping empty values as the client does. */
async function formBody(c: Context): Promise<Record<string, string> | Response> {
  const type = c.req.header('content-type') ?? '';
  try {
    const raw: Record<string, unknown> = type.includes('application/json') ? await c.req.json() : await c.req.parseBody();
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return errorResponse(c, 400, 'invalid_request', 'Body could not be read');
  }
}

/** Account verification, identity, account details, tokens and the paper-bill fee. */
export function accountRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/qt2/app/account/verifyAccount', async (c) => {
    const req = await jsonBody(c, VerifyAccountSchema);
    if (isResponse(req)) return req;
    const outcome = checkAccounts({
      customerType: req.customerType,
      postcode: req.postcode,
      abnAcn: req.abnacn,
      electricityAccount: req.electricityAccount,
      gasAccount: req.gasAccount,
      accountNumber: req.accountNumber ?? req.accno,
    });
    if (outcome.kind !== 'ok') return outcomeResponse(c, outcome);
    return c.json({ errorCode: null, errorContext: null, data: outcome.idTypes });
  });

  app.post('/qt2/app/account/verifyIdentity', async (c) => {
    const req = await jsonBody(c, VerifyIdentitySchema);
    if (isResponse(req)) return req;
    const result = verify(c, ctx, req);
    return isResponse(result) ? result : c.json(result);
  });

  app.post('/apis/idp/oauth2/token', async (c) => {
    const form = await formBody(c);
    if (isResponse(form)) return form;
    const parsed = v.safeParse(TokenRequestSchema, form);
    if (!parsed.success) return c.json({ error: 'invalid_request', error_description: parsed.issues[0].message }, 400);
    const req = parsed.output;
    if (req.grant_type === 'refresh_token') {
      const tokens = ctx.tokens.refresh(req.refresh_token);
      if (!tokens) return c.json({ error: 'invalid_grant', error_description: 'Token is not active' }, 400);
      return c.json(tokens);
    }
    const result = verify(c, ctx, { ...req, postcode: req.postcode ?? null });
    if (isResponse(result)) {
      if (result.status >= 500) return c.json({ error: 'server_error', error_description: 'INTERNAL_ERROR' }, 500);
      const body: { errorCode?: string } = await result.json();
      return c.json({ error: 'invalid_grant', error_description: body.errorCode ?? 'ACCOUNT_IDENTITY_NOT_MATCH' }, 401);
    }
    const accounts = [result.electricityAccountNumber, result.gasAccountNumber].filter((x): x is string => !!x);
    return c.json(
      ctx.tokens.issue({ customerType: req.customerType, accounts, idType: req.idType, abnAcn: req.businessIdentifier ?? null }),
    );
  });

  app.post('/apis/idp/oauth2/logout', async (c) => {
    const form = await formBody(c);
    if (isResponse(form)) return form;
    const parsed = v.safeParse(
      v.object({ client_id: v.pipe(v.string(), v.minLength(1)), refresh_token: v.pipe(v.string(), v.minLength(1)) }),
      form,
    );
    if (!parsed.success) return c.json({ error: 'invalid_request', error_description: parsed.issues[0].message }, 400);
    ctx.tokens.revoke(parsed.output.refresh_token);
    return c.body(null, 204);
  });

  app.post('/qt2/app/account/retrieve', async (c) => {
    const subject = bearer(c, ctx);
    if (!subject) return unauthenticated(c);
    const req = await jsonBody(
      c,
      v.object({
        accountNumber: Nullish(AccountNumber),
        electricityAccount: Nullish(AccountNumber),
        gasAccount: Nullish(AccountNumber),
        checkRemoteMeteringRisk: Nullish(v.boolean()),
      }),
    );
    if (isResponse(req)) return req;
    const asked = [req.accountNumber, req.electricityAccount, req.gasAccount].filter((x): x is string => !!x);
    if (asked.some((a) => !subject.accounts.includes(a)))
      return errorResponse(c, 403, 'FORBIDDEN', 'The token does not cover that account');
    const details = customerDetails(
      {
        customerType: subject.customerType,
        electricityAccount: req.electricityAccount ?? subject.accounts.find((a) => !a.startsWith('2')) ?? null,
        gasAccount: req.gasAccount ?? subject.accounts.find((a) => a.startsWith('2')) ?? null,
        idType: subject.idType,
        abnAcn: subject.abnAcn,
      },
      ctx.now(),
    );
    return c.json({ ...details, remoteMeteringRisk: req.checkRemoteMeteringRisk === false ? false : details.remoteMeteringRisk });
  });

  app.get('/qt2/app/account/paperBillFee', (c) => {
    if (!bearer(c, ctx)) return unauthenticated(c);
    const q = query(c, v.object({ accountNumber: AccountNumber }));
    if (isResponse(q)) return q;
    const gas = q.accountNumber.startsWith('2');
    return c.json({
      accountNumber: q.accountNumber,
      applicable: !gas,
      fee: { baseRate: gas ? 0 : 1.75, beforeTaxRate: gas ? 0 : 1.59, uom: 'per bill' },
    });
  });

  return app;
}

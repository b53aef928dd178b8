import { describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { signIn } from '../../../src/services/identity-session';
import { generateOtp, InvalidAbnError, loadPaperBillFee, resendOtp, searchByAbn, validateOtp } from '../../../src/services/support';
import { isolatedSession } from './isolated-session';

const FEE = '/qt2/app/account/paperBillFee';
const BFF = '/apis/bff/sales/api/v1';
const ELE_ACCOUNT = '1000000001'; // the reference API's fee: $1.75 per bill
const GAS_ACCOUNT = '2000000001'; // the reference API's fee: base rate 0, not applicable
const QUOTE_ID = 'Q7ZK2M4P';
const ACTIVE_ABN = '51824753556';

interface Sent {
  path: string;
  url: URL;
  method: string;
  body: string;
  auth: string | null;
}

/** The reference API in process, recording what is sent; `override` may answer a path itself. */
function referenceApi(override?: (path: string, request: Request) => Response | Promise<Response> | undefined) {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-support-test.json` });
  const sent: Sent[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      sent.push({
        path: url.pathname,
        url,
        method: request.method,
        body: await request.clone().text(),
        auth: request.headers.get('authorization'),
      });
      return (await override?.(url.pathname, request)) ?? api(request);
    },
  });
  return { sent };
}

const signInElectricity = () =>
  signIn({ customerType: 'RESIDENTIAL', electricityAccount: ELE_ACCOUNT, idType: 'PIN', idValue: '1234', postcode: '2000' });

const warn = isolatedSession();

/** What was logged names none of the given values. */
function expectNotLogged(...values: string[]): void {
  const logged = JSON.stringify(warn().mock.calls);
  for (const value of values) expect(logged).not.toContain(value);
}

describe('paper bill fee (spec 3 §3.6, §5, §7, §8)', () => {
  it("asks for the account with the visitor's bearer token; a base rate above 0 counts", async () => {
    const { sent } = referenceApi();
    await signInElectricity();
    const result = await loadPaperBillFee(ELE_ACCOUNT);
    const call = sent.find((r) => r.path === FEE);
    expect(call?.url.searchParams.get('accountNumber')).toBe(ELE_ACCOUNT);
    expect(call?.auth).toMatch(/^Bearer .+/);
    expect(result).toEqual({ applies: true, fee: { applicable: true, fee: { baseRate: 1.75, uom: 'per bill' } } });
  });

  it('a base rate of 0 does not count', async () => {
    referenceApi();
    await signInElectricity();
    const result = await loadPaperBillFee(GAS_ACCOUNT);
    expect(result.applies).toBe(false);
    expect(result.fee?.fee?.baseRate).toBe(0);
  });

  it('a base rate above 0 marked not applicable does not count', async () => {
    referenceApi((path) => (path === FEE ? Response.json({ applicable: false, fee: { baseRate: 2 } }) : undefined));
    expect((await loadPaperBillFee(ELE_ACCOUNT)).applies).toBe(false);
  });

  it('a failure is no fee and does not reject: not signed in (401), a server error, an answer of the wrong shape', async () => {
    referenceApi();
    expect(await loadPaperBillFee(ELE_ACCOUNT)).toEqual({ applies: false, fee: null });
    referenceApi((path) => (path === FEE ? new Response('down', { status: 500 }) : undefined));
    expect(await loadPaperBillFee(ELE_ACCOUNT)).toEqual({ applies: false, fee: null });
    referenceApi((path) => (path === FEE ? Response.json({ fee: { baseRate: '1.75' } }) : undefined));
    expect(await loadPaperBillFee(ELE_ACCOUNT)).toEqual({ applies: false, fee: null });
    expect(warn()).toHaveBeenCalledTimes(3);
    expectNotLogged(ELE_ACCOUNT);
  });

  it('no account number: no fee, no call', async () => {
    const { sent } = referenceApi();
    expect(await loadPaperBillFee('  ')).toEqual({ applies: false, fee: null });
    expect(sent).toHaveLength(0);
  });
});

describe('OTP generate / validate / resend (spec 3 §7, §8)', () => {
  it('generate and resend post the quote id and resolve with what the API says of the code', async () => {
    const { sent } = referenceApi();
    expect(await generateOtp(QUOTE_ID)).toEqual({ status: 'SENT', expiresInSeconds: 300 });
    expect(await resendOtp(QUOTE_ID)).toEqual({ status: 'SENT', expiresInSeconds: 300 });
    expect(sent.map((r) => [r.method, r.path, JSON.parse(r.body)])).toEqual([
      ['POST', `${BFF}/otp/generate`, { quoteId: QUOTE_ID }],
      ['POST', `${BFF}/otp/resend`, { quoteId: QUOTE_ID }],
    ]);
  });

  it('an empty answer to generate is a sent code', async () => {
    referenceApi((path) => (path === `${BFF}/otp/generate` ? new Response(null, { status: 204 }) : undefined));
    expect(await generateOtp(QUOTE_ID)).toEqual({});
  });

  it('validate: the right code is accepted', async () => {
    const { sent } = referenceApi();
    expect(await validateOtp(QUOTE_ID, '123456')).toBe(true);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ quoteId: QUOTE_ID, otp: '123456' });
  });

  it('validate: an answer that says not valid is false', async () => {
    referenceApi((path) => (path === `${BFF}/otp/validate` ? Response.json({ valid: false }) : undefined));
    expect(await validateOtp(QUOTE_ID, '123456')).toBe(false);
  });

  it('validate: a refused code is logged and rethrown with the API error code, for the caller to show', async () => {
    referenceApi();
    await expect(validateOtp(QUOTE_ID, '654321')).rejects.toMatchObject({
      name: 'ApiHttpError',
      status: 400,
      body: { errorCode: 'OTP_INVALID' },
    });
    expect(warn()).toHaveBeenCalledTimes(1);
    expectNotLogged(QUOTE_ID, '654321');
  });

  it('generate and resend failures are logged and rethrown', async () => {
    referenceApi((path) => (path.startsWith(`${BFF}/otp/`) ? new Response('busy', { status: 503 }) : undefined));
    await expect(generateOtp(QUOTE_ID)).rejects.toMatchObject({ name: 'ApiHttpError', status: 503 });
    await expect(resendOtp(QUOTE_ID)).rejects.toMatchObject({ name: 'ApiHttpError', status: 503 });
    expect(warn()).toHaveBeenCalledTimes(2);
    expectNotLogged(QUOTE_ID);
  });
});

describe('ABN lookup (spec 3 §7, §8)', () => {
  it('finds the business of an ABN, spaces ignored', async () => {
    const { sent } = referenceApi();
    const business = await searchByAbn('51 824 753 556');
    expect(sent[0]?.path).toBe(`${BFF}/search-by-abn/${ACTIVE_ABN}`);
    expect(business).toMatchObject({ abn: ACTIVE_ABN, acn: '824753556', abnStatus: 'Active', entityName: 'Citizen Trading Pty Ltd' });
  });

  it('no business for the ABN: logged and rethrown', async () => {
    referenceApi();
    await expect(searchByAbn('51824753557')).rejects.toMatchObject({ name: 'ApiHttpError', status: 404 });
    expect(warn()).toHaveBeenCalledTimes(1);
    expectNotLogged('51824753557');
  });

  it('an answer of the wrong shape is rethrown as a schema error', async () => {
    referenceApi(() => Response.json({ abn: ACTIVE_ABN, entityName: 42 }));
    await expect(searchByAbn(ACTIVE_ABN)).rejects.toMatchObject({ name: 'ApiSchemaError' });
  });

  it('a value that is not 11 digits is rejected without a call', async () => {
    const { sent } = referenceApi();
    await expect(searchByAbn('004085616')).rejects.toBeInstanceOf(InvalidAbnError);
    await expect(searchByAbn('5182475355x')).rejects.toBeInstanceOf(InvalidAbnError);
    expect(sent).toHaveLength(0);
    expect(warn()).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { api, type Body } from './helpers';

const VERIFY = '/qt2/app/account/verifyAccount';
const IDENTITY = '/qt2/app/account/verifyIdentity';
const TOKEN = '/apis/idp/oauth2/token';

describe('account verification (scenario catalogue)', () => {
  const a = api();
  const residential = (accounts: Record<string, string>, postcode = '2000') =>
    a.post(VERIFY, { customerType: 'RESIDENTIAL', postcode, ...accounts });
  const business = (accounts: Record<string, string>, abnacn = '51824753556') =>
    a.post(VERIFY, { customerType: 'BUSINESS', abnacn, ...accounts });

  it('1000000001 and 2000000001: valid, identity types DOB, DL, PIN, other', async () => {
    const { status, body } = await residential({ electricityAccount: '1000000001', gasAccount: '2000000001' });
    expect(status).toBe(200);
    expect(body.errorCode).toBeNull();
    expect((body.data as Body[]).map((t) => t.value)).toEqual(['DOB', 'DL', 'PIN', 'OTHER']);
  });

  it('business with ABN 51824753556 or ACN 004085616 is valid', async () => {
    expect((await business({ electricityAccount: '1000000001' })).status).toBe(200);
    expect((await business({ electricityAccount: '1000000001' }, '004085616')).status).toBe(200);
    expect((await business({ electricityAccount: '1000000001' }, '12345678901')).body.errorCode).toBe('ACCOUNT_ABNACN_NOT_MATCH');
  });

  it.each([
    [{ electricityAccount: '1000000002' }, 'ACCOUNT_FUEL_TYPE_NOT_MATCH'],
    [{ electricityAccount: '1000000007' }, 'ACCOUNT_STATUS_CLOSED'],
    [{ electricityAccount: '1000000008' }, 'ACCOUNT_NOT_EXISTS'],
    [{ electricityAccount: '1000000009' }, 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH'],
    [{ electricityAccount: '1000000005', gasAccount: '2000000001' }, 'ACCOUNT_ADDRESS_NOT_MATCH'],
    [{ electricityAccount: '1000000006', gasAccount: '2000000001' }, 'ACCOUNT_IDENTITY_NOT_MATCH'],
    [{ gasAccount: '1000000001' }, 'ACCOUNT_FUEL_TYPE_NOT_MATCH'],
  ])('%o → %s (HTTP 400)', async (accounts, code) => {
    const { status, body } = await residential(accounts);
    expect(status).toBe(400);
    expect(body.errorCode).toBe(code);
  });

  it('1000000003: ACCOUNT_POSTCODE_NOT_MATCH for any postcode but 2000', async () => {
    expect((await residential({ electricityAccount: '1000000003' }, '3000')).body.errorCode).toBe('ACCOUNT_POSTCODE_NOT_MATCH');
    expect((await residential({ electricityAccount: '1000000003' }, '2000')).status).toBe(200);
  });

  it('the error names the fuel of the account it concerns', async () => {
    expect((await residential({ electricityAccount: '1000000007' })).body.errorContext).toBe('ELE');
  });

  it('1000000004: ACCOUNT_ABNACN_NOT_MATCH for a business', async () => {
    const { status, body } = await business({ electricityAccount: '1000000004' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('ACCOUNT_ABNACN_NOT_MATCH');
  });

  it('1000000010: NO_IDTYPES_FOUND (an empty identity-type list)', async () => {
    const { status, body } = await residential({ electricityAccount: '1000000010' });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('1000000011: HTTP 500', async () => {
    expect((await residential({ electricityAccount: '1000000011' })).status).toBe(500);
  });

  it('other well-formed accounts are valid; the table variant (accno) is accepted', async () => {
    expect((await residential({ electricityAccount: '1234567890' }, '3000')).status).toBe(200);
    expect((await residential({ accno: '1000000001' })).status).toBe(200);
  });

  it('rejects a request without any account number, or with a malformed one, with 400', async () => {
    const none = await residential({});
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('BAD_REQUEST');
    expect((await residential({ electricityAccount: 'abc' })).body.errorCode).toBe('BAD_REQUEST');
  });
});

describe('identity verification and tokens (scenario catalogue)', () => {
  const base = { customerType: 'RESIDENTIAL', postcode: '2000', electricityAccount: '1000000001', gasAccount: '2000000001' };

  it.each([
    ['DOB', '01/01/1980'],
    ['DOB', '01 / 01 / 1980'],
    ['DL', '12345678'],
    ['PIN', '1234'],
  ])('%s %s: verified with 12 months of usage', async (idType, idValue) => {
    const a = api();
    const { status, body } = await a.post(IDENTITY, { ...base, idType, idValue });
    expect(status).toBe(200);
    expect(body.annualElectricityUsage).toBe(4562.5);
    expect(body.annualGasUsage).toBe(18250);
    expect(body.nmi).toBe('4102000000');
    expect(body.mirn).toBe('5240000000');
    expect(body.usageHistory).toHaveLength(12);
    const sumEle = (body.usageHistory as Body[]).reduce((s, m) => s + m.electricity, 0);
    expect(sumEle).toBeCloseTo(4562.5, 0);
  });

  it('any other value: ACCOUNT_IDENTITY_NOT_MATCH; C1ERROR: C1_UNKNOWN_ERROR', async () => {
    const a = api();
    expect((await a.post(IDENTITY, { ...base, idType: 'DOB', idValue: '02/02/1990' })).body.errorCode).toBe('ACCOUNT_IDENTITY_NOT_MATCH');
    expect((await a.post(IDENTITY, { ...base, idType: 'PIN', idValue: '9999' })).body.errorCode).toBe('ACCOUNT_IDENTITY_NOT_MATCH');
    expect((await a.post(IDENTITY, { ...base, idType: 'OTHER', idValue: 'C1ERROR' })).body.errorCode).toBe('C1_UNKNOWN_ERROR');
  });

  it('1000000012: identity verification reports remote metering risk', async () => {
    const { body } = await api().post(IDENTITY, { ...base, electricityAccount: '1000000012', idType: 'PIN', idValue: '1234' });
    expect(body.remoteMeteringRisk).toBe(true);
  });

  it('1000000013: no usage data for electricity', async () => {
    const { body } = await api().post(IDENTITY, { ...base, electricityAccount: '1000000013', idType: 'PIN', idValue: '1234' });
    expect(body.annualElectricityUsage).toBe(0);
    expect(body.annualGasUsage).toBe(18250);
  });

  it('1000000014: loyalty-eligible, six months a customer', async () => {
    const { body } = await api().post(IDENTITY, { ...base, electricityAccount: '1000000014', idType: 'PIN', idValue: '1234' });
    expect(body.planQualifications).toMatchObject({ loyalty: true, tenureMonths: 6 });
    const plain = await api().post(IDENTITY, { ...base, idType: 'PIN', idValue: '1234' });
    expect(plain.body.planQualifications.loyalty).toBe(false);
  });

  it('issues tokens (access 5 min, refresh 30 min) that expire and refresh', async () => {
    let clock = new Date('2026-07-15T00:00:00Z').getTime();
    const a = api({ now: () => new Date(clock) });
    const login = await a.form(TOKEN, {
      grant_type: 'password',
      client_id: 'plans',
      customerType: 'RESIDENTIAL',
      idType: 'DOB',
      idValue: '01/01/1980',
      electricityAccount: '1000000001',
      gasAccount: '2000000001',
      postcode: '2000',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ expires_in: 300, refresh_expires_in: 1800, token_type: 'Bearer' });
    const retrieve = (token: string) =>
      a.post('/qt2/app/account/retrieve', { electricityAccount: '1000000001' }, { authorization: `Bearer ${token}` });
    expect((await retrieve(login.body.access_token)).status).toBe(200);
    clock += 301_000;
    expect((await retrieve(login.body.access_token)).status).toBe(401);
    const refreshed = await a.form(TOKEN, { grant_type: 'refresh_token', client_id: 'plans', refresh_token: login.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await retrieve(refreshed.body.access_token)).body.electricityAccountNumber).toBe('1000000001');
    // A refresh token is single-use, and one older than 30 minutes is dead.
    expect((await a.form(TOKEN, { grant_type: 'refresh_token', client_id: 'plans', refresh_token: login.body.refresh_token })).status).toBe(
      400,
    );
    clock += 1801_000;
    const late = await a.form(TOKEN, { grant_type: 'refresh_token', client_id: 'plans', refresh_token: refreshed.body.refresh_token });
    expect(late.status).toBe(400);
    expect(late.body.error).toBe('invalid_grant');
  });

  it('a wrong identity at the token endpoint passes the error code as error_description', async () => {
    const a = api();
    const bad = await a.form(TOKEN, {
      grant_type: 'password',
      client_id: 'plans',
      customerType: 'RESIDENTIAL',
      idType: 'DOB',
      idValue: '02/02/1990',
      electricityAccount: '1000000001',
      postcode: '2000',
    });
    expect(bad.status).toBe(401);
    expect(bad.body.error_description).toBe('ACCOUNT_IDENTITY_NOT_MATCH');
  });

  it('logout revokes the refresh token', async () => {
    const a = api();
    const login = await a.form(TOKEN, {
      grant_type: 'password',
      client_id: 'plans',
      customerType: 'RESIDENTIAL',
      idType: 'PIN',
      idValue: '1234',
      electricityAccount: '1000000001',
      postcode: '2000',
    });
    expect((await a.form('/apis/idp/oauth2/logout', { client_id: 'plans', refresh_token: login.body.refresh_token })).status).toBe(204);
    expect((await a.form(TOKEN, { grant_type: 'refresh_token', client_id: 'plans', refresh_token: login.body.refresh_token })).status).toBe(
      400,
    );
  });

  it('account details and the paper bill fee need a bearer token', async () => {
    const a = api();
    expect((await a.post('/qt2/app/account/retrieve', { electricityAccount: '1000000001' })).status).toBe(401);
    expect((await a.get('/qt2/app/account/paperBillFee?accountNumber=1000000001')).status).toBe(401);
    const login = await a.form(TOKEN, {
      grant_type: 'password',
      client_id: 'plans',
      customerType: 'RESIDENTIAL',
      idType: 'PIN',
      idValue: '1234',
      electricityAccount: '1000000001',
      postcode: '2000',
    });
    const fee = await a.fetch('/qt2/app/account/paperBillFee?accountNumber=1000000001', {
      headers: { authorization: `Bearer ${login.body.access_token}` },
    });
    expect(fee.status).toBe(200);
    expect(await fee.json()).toMatchObject({ applicable: true, fee: { baseRate: 1.75 } });
  });
});

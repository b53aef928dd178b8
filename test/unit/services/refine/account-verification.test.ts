import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { accountErrorOutcome, identityErrorOutcome, type AccountForm } from '../../../../src/domain/refine/refine-account';
import { verifyRefineAccount, verifyRefineIdentity, type VerifiedAccount } from '../../../../src/services/refine/account-verification';
import { resetStore, store } from '../../../../src/store';
import { fakeFetch, hang, json, type Reply } from '../../api/fake-fetch';

const FORM: AccountForm = { electricityAccount: '1000 0000 01', gasAccount: '', postcode: ' 2000 ', abnAcn: '' };
const ACCOUNT: VerifiedAccount = {
  request: { customerType: 'RESIDENTIAL', electricityAccount: '1000000001', postcode: '2000' },
  identityTypes: [{ value: 'DL', text: "Driver's licence" }],
};

function answering(reply: Reply) {
  const fake = fakeFetch(reply);
  configureApi({ fetch: fake.fetch, base: 'https://api.test', retries: 0 });
  return fake;
}

const path = (request: Request | undefined): string => new URL(request?.url ?? 'https://x/').pathname;

beforeEach(() => {
  resetStore();
  store.getState().patch('refine', { modal: 'refine', modalStep: 'VALIDATE_ACCOUNT' });
});

describe('the refine modal: validate account → Next', () => {
  it("checks the selected fuels' accounts and answers the request and the usable identity types", async () => {
    const fake = answering(
      json({
        data: [
          { value: 'PIN', text: 'PIN' },
          { value: 'DL', text: "Driver's licence" },
        ],
      }),
    );
    const outcome = await verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL');
    expect(outcome).toEqual({ kind: 'verified', account: { request: JSON.parse(fake.bodies[0]!), identityTypes: ACCOUNT.identityTypes } });
    expect(path(fake.requests[0])).toBe('/qt2/app/account/verifyAccount');
    expect(JSON.parse(fake.bodies[0]!)).toMatchObject({ customerType: 'RESIDENTIAL', postcode: '2000' });
    expect(store.getState().refine.modal).toBe('refine');
  });

  it('a refusal is its message, on the fuel it names; an account without a usable type reads as NO_IDTYPES_FOUND', async () => {
    answering(json({ errorCode: 'ACCOUNT_POSTCODE_NOT_MATCH', errorContext: 'ELE' }, 400));
    const named = await verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL');
    expect(named).toEqual(accountErrorOutcome('ACCOUNT_POSTCODE_NOT_MATCH', 'ELE'));
    expect(named).toMatchObject({ kind: 'message', field: 'electricityAccount' });
    answering(json({ data: [{ value: 'PIN', text: 'PIN' }] }));
    await expect(verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL')).resolves.toEqual(accountErrorOutcome('NO_IDTYPES_FOUND', null));
    expect(store.getState().refine.modal).toBe('refine');
  });

  it('an account of the other customer type opens the meter-detected modal', async () => {
    answering(json({ errorCode: 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH' }, 400));
    await expect(verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL')).resolves.toEqual({ kind: 'meter-detected' });
    expect(store.getState().refine).toMatchObject({ modal: 'meterDetected', modalStep: 'REFINE_OPTIONS' });
  });

  it('a failed call is the internal error message; it never rejects', async () => {
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL')).resolves.toEqual(accountErrorOutcome('INTERNAL_ERROR', null));
  });

  it('closed while the account is checked: the request stops, no message, and the meter-detected modal does not open', async () => {
    const fake = answering(hang);
    const closed = new AbortController();
    const pending = verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL', closed.signal);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    closed.abort();
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    expect(fake.requests[0]?.signal.aborted).toBe(true);
    // An answer that was already on its way when the modal closed opens nothing either.
    answering(json({ errorCode: 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH' }, 400));
    const late = new AbortController();
    const answered = verifyRefineAccount(FORM, ['electricity'], 'RESIDENTIAL', late.signal);
    late.abort();
    await expect(answered).resolves.toEqual({ kind: 'cancelled' });
    expect(store.getState().refine).toMatchObject({ modal: 'refine', modalStep: 'VALIDATE_ACCOUNT' });
  });
});

describe('the refine modal: verify identity → Next', () => {
  it("verifies the account's identity with the value typed and answers the customer's details", async () => {
    const fake = answering(json({ electricityAccountNumber: '1000000001', annualElectricityUsage: 4000 }));
    const outcome = await verifyRefineIdentity(ACCOUNT, 'DOB', '01 / 02 / 1980', 'Date of birth');
    expect(outcome).toMatchObject({ kind: 'verified', details: { electricityAccountNumber: '1000000001', annualElectricityUsage: 4000 } });
    expect(path(fake.requests[0])).toBe('/qt2/app/account/verifyIdentity');
    expect(JSON.parse(fake.bodies[0]!)).toMatchObject({ electricityAccount: '1000000001', idType: 'DOB', idValue: '01/02/1980' });
  });

  it('a wrong identity names the type on the value field; the unknown error asks to call; a failed call is the generic error', async () => {
    answering(json({ errorCode: 'ACCOUNT_IDENTITY_NOT_MATCH' }, 400));
    const wrong = await verifyRefineIdentity(ACCOUNT, 'DL', 'AB123', "Driver's licence");
    expect(wrong).toEqual({ kind: 'failed', failure: identityErrorOutcome('ACCOUNT_IDENTITY_NOT_MATCH', "Driver's licence") });
    expect(wrong).toMatchObject({ failure: { field: 'idValue' } });
    answering(json({ errorCode: 'C1_UNKNOWN_ERROR' }, 400));
    await expect(verifyRefineIdentity(ACCOUNT, 'DL', 'AB123', "Driver's licence")).resolves.toEqual({
      kind: 'failed',
      failure: { kind: 'contact' },
    });
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(verifyRefineIdentity(ACCOUNT, 'DL', 'AB123', "Driver's licence")).resolves.toEqual({
      kind: 'failed',
      failure: identityErrorOutcome('INTERNAL_ERROR', "Driver's licence"),
    });
  });

  it('closed while the identity is checked: the request stops and nothing is shown', async () => {
    const fake = answering(hang);
    const closed = new AbortController();
    const pending = verifyRefineIdentity(ACCOUNT, 'DL', 'AB123', "Driver's licence", closed.signal);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    closed.abort();
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
    expect(fake.requests[0]?.signal.aborted).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { IdentityTokenError } from '../../../../src/api/idp';
import { plansPagePath } from '../../../../src/domain/auth/plan-verification-modal';
import { REDIRECT_DELAY_MS } from '../../../../src/domain/shared';
import { verifyIdentityRequest } from '../../../../src/domain/refine/refine-account';
import { signIn } from '../../../../src/services/auth/access-token-exchange';
import { reloadPlans } from '../../../../src/services/plans/service';
import {
  checkVerificationAccount,
  leaveUnverified,
  verificationAccountRequest,
  verifyAccountHolder,
} from '../../../../src/services/plans/verification';
import { resetStore, store } from '../../../../src/store';
import { fakeFetch, hang, json, type Reply } from '../../api/fake-fetch';

// The sign-in and the plans' reload are their services' own (tested there): here they are stand-ins.
vi.mock('../../../../src/services/auth/access-token-exchange', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/auth/access-token-exchange')>()),
  signIn: vi.fn(),
}));
vi.mock('../../../../src/services/plans/service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/plans/service')>()),
  reloadPlans: vi.fn(),
}));

const s = () => store.getState();

function answering(reply: Reply) {
  const fake = fakeFetch(reply);
  configureApi({ fetch: fake.fetch, base: 'https://api.test', retries: 0 });
  return fake;
}

/** An existing residential customer at 2000 with an electricity account, verified earlier. */
function verifiedEarlier(): void {
  s().setPostcode('2000');
  s().patch('account', { existingCustomer: 'yes', accountVerified: true, electricityAccountNumber: '1000000001' });
}

beforeEach(() => {
  resetStore();
  vi.resetAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the plans table's account request", () => {
  it('residential: the postcode, the account numbers and accno', () => {
    verifiedEarlier();
    expect(verificationAccountRequest()).toEqual({
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      electricityAccount: '1000000001',
      accno: '1000000001',
    });
  });

  it('business: the ABN or ACN (nine digits) instead of the postcode', () => {
    verifiedEarlier();
    s().patch('app', { customerType: 'BUSINESS' });
    s().patch('business', { acn: '123456789' });
    s().patch('account', { legacyAccountNumber: '555' });
    expect(verificationAccountRequest()).toEqual({
      customerType: 'BUSINESS',
      abnacn: '123456789',
      abnOrAcn: 'ACN',
      electricityAccount: '1000000001',
      accno: '555',
    });
  });
});

describe('the verification modal: the account check', () => {
  it('answers the usable identity types of the account request', async () => {
    verifiedEarlier();
    const fake = answering(
      json({
        data: [
          { value: 'PIN', text: 'PIN' },
          { value: 'DOB', text: 'Date of birth' },
        ],
      }),
    );
    await expect(checkVerificationAccount('RESIDENTIAL', new AbortController().signal)).resolves.toEqual({
      kind: 'types',
      types: [{ value: 'DOB', text: 'Date of birth' }],
    });
    expect(JSON.parse(fake.bodies[0]!)).toEqual(verificationAccountRequest());
  });

  it('a refusal keeps its code and context for the modal to word; none usable is NO_IDTYPES_FOUND', async () => {
    verifiedEarlier();
    answering(json({ errorCode: 'C1_UNKNOWN_ERROR', errorContext: 'GAS' }, 400));
    await expect(checkVerificationAccount('RESIDENTIAL', new AbortController().signal)).resolves.toEqual({
      kind: 'refused',
      code: 'C1_UNKNOWN_ERROR',
      context: 'GAS',
    });
    answering(json({ data: [{ value: 'PIN', text: 'PIN' }] }));
    await expect(checkVerificationAccount('RESIDENTIAL', new AbortController().signal)).resolves.toEqual({
      kind: 'refused',
      code: 'NO_IDTYPES_FOUND',
      context: null,
    });
  });

  it('once the table is gone (its signal aborted) the check is aborted, not an error', async () => {
    verifiedEarlier();
    answering(hang);
    const controller = new AbortController();
    const pending = checkVerificationAccount('RESIDENTIAL', controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
  });
});

describe('the verification modal: Verify', () => {
  it('signs in with the identity, verifies the account, lets the modal go, then reloads the plans', async () => {
    verifiedEarlier();
    s().patch('account', { accountVerified: false });
    const order: string[] = [];
    vi.mocked(signIn).mockImplementation(async () => void order.push('sign in'));
    vi.mocked(reloadPlans).mockImplementation(async () => void order.push('reload'));
    const signal = new AbortController().signal;
    const verified = vi.fn(() => order.push(`verified (account verified ${s().account.accountVerified})`));
    await expect(verifyAccountHolder('DOB', '01 / 02 / 1980', { signal, verified })).resolves.toEqual({ kind: 'verified' });
    expect(order).toEqual(['sign in', 'verified (account verified true)', 'reload']);
    expect(vi.mocked(signIn).mock.calls[0]).toEqual([
      verifyIdentityRequest(verificationAccountRequest(), 'DOB', '01 / 02 / 1980'),
      { signal },
    ]);
  });

  it("a refusal is the identity provider's code (null when it gave none); nothing is verified or reloaded", async () => {
    verifiedEarlier();
    s().patch('account', { accountVerified: false });
    const verified = vi.fn();
    const signal = new AbortController().signal;
    vi.mocked(signIn).mockRejectedValueOnce(new IdentityTokenError('ACCOUNT_IDENTITY_NOT_MATCH'));
    await expect(verifyAccountHolder('DL', 'AB1', { signal, verified })).resolves.toEqual({
      kind: 'failed',
      code: 'ACCOUNT_IDENTITY_NOT_MATCH',
    });
    vi.mocked(signIn).mockRejectedValueOnce(new Error('boom'));
    await expect(verifyAccountHolder('DL', 'AB1', { signal, verified })).resolves.toEqual({ kind: 'failed', code: null });
    expect(verified).not.toHaveBeenCalled();
    expect(reloadPlans).not.toHaveBeenCalled();
    expect(s().account.accountVerified).toBe(false);
  });

  it('once the table is gone, a failed sign-in is aborted, not an error', async () => {
    verifiedEarlier();
    const controller = new AbortController();
    vi.mocked(signIn).mockImplementationOnce(async () => {
      controller.abort();
      throw new IdentityTokenError('INTERNAL_ERROR');
    });
    await expect(verifyAccountHolder('DL', 'AB1', { signal: controller.signal, verified: vi.fn() })).resolves.toEqual({
      kind: 'aborted',
    });
  });
});

describe('the verification modal: leaving unverified', () => {
  it('closing: loading off, the earlier verification forgotten, then the plans page after the redirect delay', async () => {
    vi.useFakeTimers();
    verifiedEarlier();
    s().patch('plans', { loading: true });
    const go = vi.fn();
    leaveUnverified(false, go);
    expect(s().plans.loading).toBe(false);
    expect(s().account.accountVerified).toBe(false);
    expect(s().account.electricityAccountNumber).toBe('1000000001');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledWith(plansPagePath('RESIDENTIAL'));
  });

  it('Cancel Quote: everything is reset, then the plans page of the customer type it had', async () => {
    vi.useFakeTimers();
    verifiedEarlier();
    s().patch('app', { customerType: 'BUSINESS' });
    s().patch('quote', { savedQuoteReference: 'Q-1' });
    const go = vi.fn();
    leaveUnverified(true, go);
    expect(s().quote.savedQuoteReference).toBe('');
    expect(s().account.electricityAccountNumber).toBe('');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    expect(go).toHaveBeenCalledWith(plansPagePath('BUSINESS'));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { VerificationError } from '../../../../src/api/account';
import { IdentityTokenError } from '../../../../src/api/idp';
import { DEFAULT_QUALIFIER_ERROR, REMOTE_METERING_ERROR } from '../../../../src/domain/qualifier/qualifier-flow';
import { REDIRECT_DELAY_MS } from '../../../../src/domain/shared';
import { retrieveAccount, resetIdentitySession, signIn, signOut } from '../../../../src/services/auth/identity-session';
import {
  answerHiddenQuestion,
  cancelSubmit,
  chooseConnectionAddress,
  chooseMoving,
  CONNECTION_LOST_ERROR,
  currentIdentityTypes,
  enterQualifier,
  leaveQualifier,
  saveAndGoToCheckout,
  setFormField,
  skipAuthentication,
  startSubmit,
  stopLoadingWhenRestored,
  switchCustomerKind,
  typeConnectionAddress,
  validateAccountStep,
  verifyStep,
  whenPlansSettled,
} from '../../../../src/services/qualifier/qualifier';
import { saveQuoteOf } from '../../../../src/services/quote/quote-save';
import { yieldToMain } from '../../../../src/api/slices';
import { resetStore, store } from '../../../../src/store';
import { fakeFetch, hang, json } from '../../api/fake-fetch';

// Start-up has applied saved state; the signed-in calls and the save are stand-ins (tested in their own files).
vi.mock('../../../../src/services/page/startup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/page/startup')>()),
  whenStateApplied: () => Promise.resolve(),
}));
vi.mock('../../../../src/services/auth/identity-session', () => ({
  signIn: vi.fn(),
  retrieveAccount: vi.fn(),
  signOut: vi.fn(),
  resetIdentitySession: vi.fn(),
}));
vi.mock('../../../../src/services/quote/quote-save', () => ({ saveQuoteOf: vi.fn() }));
// The yield to the page before the save, as the browser's (a test can hold it).
vi.mock('../../../../src/api/slices', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/api/slices')>();
  return { ...original, yieldToMain: vi.fn(original.yieldToMain) };
});

const s = () => store.getState();
const VERIFY_ACCOUNT = '/qt2/app/account/verifyAccount';

/** An existing residential customer who typed an account number and postcode, with electricity selected. */
function signingIn(): void {
  s().patch('plans', { selectedElectricityPlanCode: 'E1' });
  s().setExistingCustomer('yes');
  setFormField('accountNumber', '1234 567 890');
  setFormField('postcode', '2000');
}

/** The verify account endpoint answering `reply`; returns the recording fake. */
function accountAnswers(reply: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  configureApi({ fetch: fake.fetch, base: 'https://api.test', retries: 0 });
  return fake;
}

/** Validates the account with identity types DOB and driver licence (VALIDATED). */
async function validated(): Promise<void> {
  accountAnswers(
    json({
      data: [
        { value: 'DOB', text: 'Date of birth' },
        { value: 'DL', text: "Driver's licence" },
      ],
    }),
  );
  await validateAccountStep();
}

beforeEach(async () => {
  resetStore();
  vi.resetAllMocks();
  // Module memory: the identity types of the last account check go with a switch of customer kind.
  await switchCustomerKind('no');
  resetStore();
  vi.resetAllMocks();
  history.replaceState(null, '', '/#/qualifier');
});

afterEach(() => {
  cancelSubmit();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('entering and leaving "Get started"', () => {
  it('sends a visitor with no plan selected back to the plans (query kept) and says so', async () => {
    history.replaceState(null, '', '/plans?postcode=2000#/qualifier');
    await expect(enterQualifier()).resolves.toBe(false);
    expect(location.hash).toBe('#/');
    expect(location.search).toBe('?postcode=2000');
    expect(s().app.checkoutStage).not.toBe('qualifier');
  });

  it('lets a visitor with a plan in: a blocked status starts again, the stage and the services on entry are kept', async () => {
    s().patch('plans', { selectedElectricityPlanCode: 'E1' });
    s().setAuthenticationStatus('BLOCKED');
    await expect(enterQualifier()).resolves.toBe(true);
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect(s().app.checkoutStage).toBe('qualifier');
    expect(s().qualifier.entryServices).toBe('electricity');
  });

  it('leaving cancels the running press and forgets the services on entry', () => {
    s().patch('app', { checkoutStage: 'qualifier' });
    s().patch('qualifier', { entryServices: 'electricity', loading: true });
    const signal = startSubmit();
    leaveQualifier();
    expect(signal.aborted).toBe(true);
    expect(s().qualifier).toMatchObject({ entryServices: null, loading: false });
    expect(s().app.checkoutStage).toBe('plans');
  });

  it('a new press cancels the last one', () => {
    const first = startSubmit();
    const second = startSubmit();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
  });
});

describe('the account check (sign-in step)', () => {
  it('sends the account number without spaces and the postcode; identity types make it VALIDATED', async () => {
    signingIn();
    const fake = accountAnswers(
      json({
        data: [
          { value: 'PIN', text: 'PIN' },
          { value: 'DOB', text: 'Date of birth' },
        ],
      }),
    );
    await expect(validateAccountStep()).resolves.toEqual({ kind: 'done' });
    expect(new URL(fake.requests[0]!.url).pathname).toBe(VERIFY_ACCOUNT);
    expect(JSON.parse(fake.bodies[0]!)).toEqual({ customerType: 'RESIDENTIAL', accountNumber: '1234567890', postcode: '2000' });
    expect(s().qualifier.authenticationStatus).toBe('VALIDATED');
    expect(s().account.legacyAccountNumber).toBe('1234567890');
    // PIN is not for residential customers.
    expect(currentIdentityTypes()).toEqual([{ value: 'DOB', text: 'Date of birth' }]);
  });

  it('no usable identity type, no identity type at all or the unknown error skip authentication silently', async () => {
    for (const reply of [
      json({ data: [{ value: 'PIN', text: 'PIN' }] }),
      json({ data: [] }),
      json({ errorCode: 'C1_UNKNOWN_ERROR' }, 400),
    ]) {
      resetStore();
      signingIn();
      accountAnswers(reply);
      await expect(validateAccountStep()).resolves.toEqual({ kind: 'done' });
      expect(s().qualifier.authenticationStatus).toBe('SKIPPED');
      expect(currentIdentityTypes()).toEqual([]);
    }
  });

  it('any other refusal is the default error, and the status stays', async () => {
    signingIn();
    accountAnswers(json({ errorCode: 'ACCOUNT_POSTCODE_NOT_MATCH' }, 400));
    await expect(validateAccountStep()).resolves.toEqual({ kind: 'error', error: DEFAULT_QUALIFIER_ERROR });
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it('a dropped connection says so (no contact link)', async () => {
    signingIn();
    accountAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(validateAccountStep()).resolves.toEqual({ kind: 'error', error: CONNECTION_LOST_ERROR });
  });

  it('a cancelled press rejects with the abort, changing nothing', async () => {
    signingIn();
    accountAnswers(hang);
    const signal = startSubmit();
    const pending = validateAccountStep(signal);
    cancelSubmit();
    await expect(pending).rejects.toMatchObject({ name: 'ApiAbortError' });
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });
});

describe('verification', () => {
  const details = {
    electricityAccountNumber: '1000000001',
    gasAccountNumber: null,
    address: { postcode: '3000', label: '1 Main St, Melbourne VIC 3000', state: 'vic', streetName: 'Main St' },
    eleDisconnectAccount: '1000000001',
    gasDisconnectAccount: null,
    annualElectricityUsage: 3650,
    remoteMeteringRisk: false,
  };

  /** A validated account whose sign-in succeeds and whose retrieval answers `account`. */
  async function verifiable(account: typeof details = details): Promise<void> {
    signingIn();
    await validated();
    vi.mocked(signIn).mockResolvedValue(undefined as never);
    vi.mocked(retrieveAccount).mockResolvedValue(account as never);
  }

  it('signs in with the account and the identity, then keeps the account details (never the value)', async () => {
    await verifiable();
    await expect(verifyStep('DOB', ' 01 / 02 / 1980 ')).resolves.toEqual({ kind: 'done' });
    expect(vi.mocked(signIn).mock.calls[0]?.[0]).toEqual({
      customerType: 'RESIDENTIAL',
      accountNumber: '1234567890',
      postcode: '2000',
      idType: 'DOB',
      idValue: '01/02/1980',
    });
    expect(vi.mocked(retrieveAccount).mock.calls[0]?.[0]).toEqual({ accountNumber: '1234567890', checkRemoteMeteringRisk: true });
    expect(s().qualifier.authenticationStatus).toBe('AUTHENTICATED');
    expect(s().account.accountVerified).toBe(true);
    expect(s().account.electricityAccountNumber).toBe('1000000001');
    expect(s().account.existingAddress).toMatchObject({ postcode: '3000', state: 'VIC', fromUserAccount: true });
    expect(s().disconnection.electricity.account).toBe('1000000001');
    expect(s().verification).toMatchObject({ identificationType: 'DOB', identificationValue: '' });
    expect(s().refine.customerData.electricity?.annualUsage).toBe(3650);
  });

  it('any identity value is sent with its spaces removed (spec 2 §5, the account form)', async () => {
    await verifiable();
    await expect(verifyStep('DL', ' AB 12 345 ')).resolves.toEqual({ kind: 'done' });
    expect(vi.mocked(signIn).mock.calls[0]?.[0]).toMatchObject({ idType: 'DL', idValue: 'AB12345' });
  });

  it('a remote metering risk with electricity selected is BLOCKED with its error', async () => {
    await verifiable({ ...details, remoteMeteringRisk: true });
    await expect(verifyStep('DOB', '01/02/1980')).resolves.toEqual({ kind: 'error', error: REMOTE_METERING_ERROR });
    expect(s().qualifier.authenticationStatus).toBe('BLOCKED');
    expect(s().account.accountVerified).toBe(false);
  });

  it('a wrong identity names the type on the value field; a lost connection says so; nothing is kept', async () => {
    signingIn();
    await validated();
    vi.mocked(signIn).mockRejectedValueOnce(new IdentityTokenError('ACCOUNT_IDENTITY_NOT_MATCH'));
    const wrong = await verifyStep('DL', 'AB123');
    expect(wrong).toMatchObject({ kind: 'error', error: { field: 'idValue', contactLink: false } });
    expect(wrong.kind === 'error' && wrong.error.text).toMatch(/driver's licence/i);
    vi.mocked(signIn).mockRejectedValueOnce(new VerificationError('INTERNAL_ERROR', null, new TypeError('Failed to fetch')));
    await expect(verifyStep('DL', 'AB123')).resolves.toEqual({ kind: 'error', error: CONNECTION_LOST_ERROR });
    expect(retrieveAccount).not.toHaveBeenCalled();
    expect(s().qualifier.authenticationStatus).toBe('VALIDATED');
  });

  it('a cancelled press rejects with the abort', async () => {
    signingIn();
    await validated();
    vi.mocked(signIn).mockRejectedValueOnce(Object.assign(new Error('aborted'), { name: 'ApiAbortError' }));
    await expect(verifyStep('DOB', '01/02/1980')).rejects.toMatchObject({ name: 'ApiAbortError' });
    expect(s().qualifier.authenticationStatus).toBe('VALIDATED');
  });
});

describe('skipping and switching', () => {
  it("'I don't have my details handy' skips authentication; a blocked account stays blocked", () => {
    s().setAuthenticationStatus('VALIDATED');
    skipAuthentication();
    expect(s().qualifier.authenticationStatus).toBe('SKIPPED');
    expect(s().verification.isVerificationSkipped).toBe(true);
    resetStore();
    s().setAuthenticationStatus('BLOCKED');
    skipAuthentication();
    expect(s().qualifier.authenticationStatus).toBe('BLOCKED');
    expect(s().verification.isVerificationSkipped).toBe(false);
  });

  it('switching customer kind cancels the press, forgets the answers and signs a signed-in visitor out', async () => {
    signingIn();
    await validated();
    s().patch('qualifier', { entryServices: 'electricity', loading: true });
    const signal = startSubmit();
    await switchCustomerKind('no');
    expect(signal.aborted).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(resetIdentitySession).toHaveBeenCalledTimes(1);
    expect(s().account.existingCustomer).toBe('no');
    expect(s().qualifier).toMatchObject({ loading: false, entryServices: 'electricity', authenticationStatus: 'UNAUTHENTICATED' });
    expect(s().qualifier.form.accountNumber).toBe('');
    expect(currentIdentityTypes()).toEqual([]);
  });

  /** What a lookup at 1 Martin Place leaves: its own address (no account mark) and its meters. */
  function lookedUpAtMartinPlace(): void {
    s().setAddress({ id: 'ADR-0001', label: '1 Martin Place, Sydney NSW 2000', streetName: 'Martin Place', postcode: '2000', found: true });
    s().patch('connection', {
      nmi: '4102000000',
      mirn: '5240000000',
      electricityMeterDetails: { pricingZone: 'AUSGRID', tariffType: 'T512', solarSetup: 'NONE' },
      electricityDistributor: { distributor: 'Ausgrid', participantId: 'ENERGYAUST' },
      frmp: 'EA',
      fro: 'EA',
    });
  }

  it('existing → new after No took the account’s address: the address, NMI, MIRN and meter details go (spec 3 §4.3, spec 1 §4)', async () => {
    signingIn();
    await validated();
    s().accountVerified();
    s().patch('account', {
      existingAddress: { id: 'ADR-0001', label: '1 Martin Place, Sydney NSW 2000', postcode: '2000', fromUserAccount: true },
    });
    chooseMoving('no', false);
    // The lookup's answer took the address's place, without the account's mark.
    lookedUpAtMartinPlace();
    // The store's identity reset, as the real session reset does it.
    vi.mocked(resetIdentitySession).mockImplementation(() => s().resetIdentity());
    await switchCustomerKind('no');
    expect(s().address).toEqual({});
    expect(s().connection).toMatchObject({ nmi: '', mirn: '', electricityMeterDetails: {}, frmp: '', fro: '' });
    // The postcode's distributor is not the account's.
    expect(s().connection.electricityDistributor).toEqual({ distributor: 'Ausgrid', participantId: 'ENERGYAUST' });
    expect(s().account.existingAddress).toBeNull();
    // No, then Yes: nothing of the account's home comes back.
    chooseMoving('no', false);
    chooseMoving('yes', false);
    expect(s().address).toEqual({});
    expect(s().connection.nmi).toBe('');
  });

  it('new → existing: the connection address the new visitor chose goes with its NMI and MIRN', async () => {
    s().setExistingCustomer('no');
    chooseMoving('no', false);
    lookedUpAtMartinPlace();
    await switchCustomerKind('yes');
    expect(s().address).toEqual({});
    expect(s().connection).toMatchObject({ nmi: '', mirn: '', electricityMeterDetails: {}, frmp: '', fro: '' });
    expect(s().account.existingCustomer).toBe('yes');
  });

  it('switching before any sign-in does not sign out', async () => {
    s().setExistingCustomer('no');
    await switchCustomerKind('yes');
    expect(signOut).not.toHaveBeenCalled();
    expect(s().account.existingCustomer).toBe('yes');
  });

  it('a hidden question is answered by the campaign, and an answer already given is kept', () => {
    answerHiddenQuestion({ journey: null, newCustomersOnly: true, existingOnly: false });
    expect(s().account.existingCustomer).toBe('no');
    answerHiddenQuestion({ journey: null, newCustomersOnly: false, existingOnly: true });
    expect(s().account.existingCustomer).toBe('yes');
    answerHiddenQuestion({ journey: 'MOVING', newCustomersOnly: false, existingOnly: false });
    expect(s().account.existingCustomer).toBe('yes');
  });
});

describe('the connection address typed and not chosen', () => {
  const MARTIN = { id: 'ADR-0001', label: '1 Martin Place, Sydney NSW 2000', streetName: 'Martin Place', postcode: '2000' };

  it('typing keeps the text, with the address chosen it was typed over; back to that address keeps none', () => {
    typeConnectionAddress('12 Albe');
    expect(s().qualifier.addressDraft).toEqual({ text: '12 Albe', over: '' });
    s().setAddress({ ...MARTIN });
    typeConnectionAddress('');
    expect(s().qualifier.addressDraft).toEqual({ text: '', over: MARTIN.label });
    typeConnectionAddress(MARTIN.label);
    expect(s().qualifier.addressDraft).toBeNull();
  });

  it('choosing an address from the list clears it', () => {
    typeConnectionAddress('1 Martin');
    chooseConnectionAddress({ ...MARTIN, state: 'NSW' });
    expect(s().qualifier.addressDraft).toBeNull();
    expect(s().address.label).toBe(MARTIN.label);
  });

  it('switching new / existing clears it with the rest of what was entered', async () => {
    s().setExistingCustomer('no');
    chooseMoving('no', false);
    typeConnectionAddress('12 Albe');
    await switchCustomerKind('yes');
    expect(s().qualifier.addressDraft).toBeNull();
  });

  it('the address emptied for Yes after No (the account’s home) takes what was typed over it too', () => {
    s().setExistingCustomer('yes');
    s().patch('account', { existingAddress: { ...MARTIN, fromUserAccount: true } });
    chooseMoving('no', false);
    typeConnectionAddress('1 Martin Pl');
    chooseMoving('yes', false);
    expect(s().address.label ?? '').toBe('');
    expect(s().qualifier.addressDraft).toBeNull();
  });
});

describe('the moving question', () => {
  const home = { id: 'A1', label: '1 Martin Place, Sydney NSW 2000', streetName: 'Martin Place', postcode: '2000', state: 'NSW' as const };

  it('No puts the account’s address in the field; then Yes empties it (that is the home they leave, not the one they move to)', () => {
    s().patch('account', { existingAddress: { ...home, fromUserAccount: true } });
    s().patch('refine', { customerData: { electricity: { annualUsage: 7300, dailyUsage: 20 }, gas: null } });
    s().selectPlan('electricity', 'FLEXI-1');
    chooseMoving('no', false);
    expect(s().refine.usageSelection.electricity.type).toBe('customer');
    expect(s().moving.movingHouse).toBe('NOT_MOVING');
    expect(s().address.label).toBe(home.label);
    s().patch('connection', { nmi: '4102000000', mirn: '5240000000', electricityMeterDetails: { pricingZone: 'AUSGRID' } });
    chooseMoving('yes', false);
    expect(s().moving.movingHouse).toBe('MOVING');
    expect(s().address.label ?? '').toBe('');
    // That home's meters go with it.
    expect(s().connection).toMatchObject({ nmi: '', mirn: '', electricityMeterDetails: {} });
    // The usage No took from the account (that home's) goes with it.
    expect(s().refine.usageSelection.electricity.type).toBe('benchmark');
  });

  it('Yes keeps an address the visitor chose that is not the account’s', () => {
    s().patch('account', { existingAddress: { ...home, fromUserAccount: true } });
    s().setAddress({
      id: 'B2',
      label: '12 Albert Street, Brisbane City QLD 4000',
      streetName: 'Albert Street',
      postcode: '4000',
      state: 'QLD',
    });
    chooseMoving('yes', false);
    expect(s().address.label).toBe('12 Albert Street, Brisbane City QLD 4000');
  });
});

describe('the save and the redirect', () => {
  /** The save answers with `reference`, having taken the state as it was when called. */
  const savesAs = (reference: string): void => {
    vi.mocked(saveQuoteOf).mockImplementation(async () => ({ reference, saved: s() }));
  };

  it('saves the quote, then after the redirect delay goes to checkout with its reference and the customer type', async () => {
    vi.useFakeTimers();
    savesAs('Q-123');
    const go = vi.fn();
    const signal = startSubmit();
    const pending = saveAndGoToCheckout('/checkout', signal, go);
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('redirecting');
    expect(go).toHaveBeenCalledWith('/checkout?r=Q-123&customerType=residential');
    expect(vi.mocked(saveQuoteOf).mock.calls[0]?.[0]).toEqual({ signal });
  });

  it("builds and sends the save after the press's task, once the page has had the main thread back (the loading state paints first)", async () => {
    savesAs('Q-9');
    let giveBack = (): void => {};
    vi.mocked(yieldToMain).mockImplementationOnce(() => new Promise<void>((resolve) => (giveBack = resolve)));
    const go = vi.fn();
    const pending = saveAndGoToCheckout('/checkout', startSubmit(), go);
    await vi.waitFor(() => expect(yieldToMain).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(saveQuoteOf).not.toHaveBeenCalled();
    giveBack();
    await expect(pending).resolves.toBe('redirecting');
    expect(saveQuoteOf).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('/checkout?r=Q-9&customerType=residential');
  });

  it('does not go once the press was cancelled or the page left "Get started" during the delay', async () => {
    vi.useFakeTimers();
    savesAs('Q-1');
    const go = vi.fn();
    const cancelled = saveAndGoToCheckout('/checkout', startSubmit(), go);
    cancelSubmit();
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    await expect(cancelled).resolves.toBe('stayed');
    const left = saveAndGoToCheckout('/checkout', startSubmit(), go);
    history.replaceState(null, '', '/#/');
    await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    await expect(left).resolves.toBe('stayed');
    expect(go).not.toHaveBeenCalled();
  });

  it('rejects when the save fails, without going', async () => {
    vi.mocked(saveQuoteOf).mockRejectedValue(new Error('HTTP 500'));
    const go = vi.fn();
    await expect(saveAndGoToCheckout('/checkout', startSubmit(), go)).rejects.toThrow('HTTP 500');
    expect(go).not.toHaveBeenCalled();
  });

  describe('a selection that changes while the quote is saved (a host event)', () => {
    /** The visitor's dual-fuel selection at 1 Martin Place, and a save that answers when told. */
    function savingBothPlans() {
      s().patch('plans', { selectedElectricityPlanCode: 'E1', selectedGasPlanCode: 'G1' });
      s().setAddress({ id: 'A1', label: '1 Martin Place, Sydney NSW 2000', streetName: 'Martin Place', postcode: '2000', state: 'NSW' });
      let answer = (_reference: string): void => {};
      vi.mocked(saveQuoteOf).mockImplementation(() => {
        const saved = s();
        return new Promise((resolve) => (answer = (reference) => resolve({ reference, saved })));
      });
      const go = vi.fn();
      const pending = saveAndGoToCheckout('/checkout', startSubmit(), go);
      return { go, pending, answer: (reference: string) => answer(reference) };
    }

    it("a plan taken out (ea:refine's fuel) stays: the quote saved is not what the page shows", async () => {
      const { go, pending, answer } = savingBothPlans();
      await vi.waitFor(() => expect(saveQuoteOf).toHaveBeenCalled());
      s().patch('plans', { selectedElectricityPlanCode: null });
      answer('Q-1');
      await expect(pending).resolves.toBe('selection-changed');
      expect(go).not.toHaveBeenCalled();
    });

    it('a new place (ea:location-update): its lookup is waited for, and the plans it takes out stay', async () => {
      const { go, pending, answer } = savingBothPlans();
      await vi.waitFor(() => expect(saveQuoteOf).toHaveBeenCalled());
      s().patch('plans', { loading: true });
      answer('Q-1');
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + 50));
      expect(go).not.toHaveBeenCalled();
      s().patch('plans', { loading: false, selectedGasPlanCode: null });
      await expect(pending).resolves.toBe('selection-changed');
      expect(go).not.toHaveBeenCalled();
    });

    it('a new address with the same plans stays too (checkout would connect the place before)', async () => {
      const { go, pending, answer } = savingBothPlans();
      await vi.waitFor(() => expect(saveQuoteOf).toHaveBeenCalled());
      s().setAddress({ postcode: '3000' });
      answer('Q-1');
      await expect(pending).resolves.toBe('selection-changed');
      expect(go).not.toHaveBeenCalled();
    });

    it('a lookup that leaves the selection as it was goes on to checkout', async () => {
      const { go, pending, answer } = savingBothPlans();
      await vi.waitFor(() => expect(saveQuoteOf).toHaveBeenCalled());
      s().patch('plans', { loading: true });
      answer('Q-1');
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS + 50));
      s().patch('plans', { loading: false });
      await expect(pending).resolves.toBe('redirecting');
      expect(go).toHaveBeenCalledWith('/checkout?r=Q-1&customerType=residential');
    });

    it("a snapshot's save joined that took the selection before a change stays as well", async () => {
      s().patch('plans', { selectedElectricityPlanCode: 'E1', selectedGasPlanCode: 'G1' });
      const before = s();
      s().patch('plans', { selectedElectricityPlanCode: null });
      vi.mocked(saveQuoteOf).mockResolvedValue({ reference: 'Q-1', saved: before });
      const go = vi.fn();
      await expect(saveAndGoToCheckout('/checkout', startSubmit(), go)).resolves.toBe('selection-changed');
      expect(go).not.toHaveBeenCalled();
    });
  });

  it('waits for a plan lookup under way, at most the time given', async () => {
    vi.useFakeTimers();
    s().patch('plans', { loading: true });
    let done = false;
    void whenPlansSettled(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    s().patch('plans', { loading: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    s().patch('plans', { loading: true });
    done = false;
    void whenPlansSettled(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('back from checkout out of the page cache, loading goes off (only while listening)', () => {
    s().patch('qualifier', { loading: true });
    const stop = stopLoadingWhenRestored();
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(s().qualifier.loading).toBe(true);
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(s().qualifier.loading).toBe(false);
    stop();
    s().patch('qualifier', { loading: true });
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(s().qualifier.loading).toBe(true);
  });
});

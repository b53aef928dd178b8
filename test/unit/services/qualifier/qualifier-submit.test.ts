import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUALIFIER_ERROR, REMOTE_METERING_ERROR, type QualifierError } from '../../../../src/domain/qualifier/qualifier-flow';
import { type QualifierSections } from '../../../../src/domain/qualifier/qualifier';
import { submitDisconnection } from '../../../../src/services/qualifier/disconnection';
import {
  CONNECTION_LOST_ERROR,
  SELECTION_CHANGED_ERROR,
  cancelSubmit,
  leaveQualifier,
  saveAndGoToCheckout,
  validateAccountStep,
  verifyStep,
  whenPlansSettled,
  type CheckoutGo,
} from '../../../../src/services/qualifier/qualifier';
import {
  skipToNextStep,
  submitQualifier,
  type QualifierSubmitInput,
  type QualifierSubmitProgress,
} from '../../../../src/services/qualifier/qualifier-submit';
import { ApiNetworkError } from '../../../../src/api/errors';
import { resetStore, store } from '../../../../src/store';
import { retryLookup } from '../../../../src/services/plans/messages';
import { planLoadFailedMessage, systemErrorMessage } from '../../../../src/domain/plans';

// The steps and the save are services/qualifier.ts's own (tested there): here they are stand-ins, so
// each test says what a step answers and checks the sequence around it. startSubmit, cancelSubmit,
// skipAuthentication and failureOf stay real.
vi.mock('../../../../src/services/qualifier/qualifier', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/services/qualifier/qualifier')>();
  return {
    ...real,
    validateAccountStep: vi.fn(),
    verifyStep: vi.fn(),
    saveAndGoToCheckout: vi.fn(),
    whenPlansSettled: vi.fn(),
  };
});
vi.mock('../../../../src/services/plans/messages', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/services/plans/messages')>();
  return { ...real, retryLookup: vi.fn() };
});
vi.mock('../../../../src/services/qualifier/disconnection', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/services/qualifier/disconnection')>();
  return { ...real, submitDisconnection: vi.fn() };
});

const s = () => store.getState();
const validate = vi.mocked(validateAccountStep);
const verify = vi.mocked(verifyStep);
const save = vi.mocked(saveAndGoToCheckout);
const settled = vi.mocked(whenPlansSettled);
const disconnect = vi.mocked(submitDisconnection);
const retry = vi.mocked(retryLookup);
/** The lookup at the address just chosen failed (HTTP 500): no plans, its message; the selection kept from before. */
const lookupFailed = (): void => {
  s().patch('plans', { electricityPlans: [], gasPlans: [], messages: [planLoadFailedMessage(500)], selectedElectricityPlanCode: 'E1' });
};

const NO_SECTIONS: QualifierSections = {
  signIn: false,
  verify: false,
  movingQuestion: false,
  connectionInformation: false,
  queenslandEnergised: false,
  queenslandKnownOff: false,
  followUp: false,
  connectionDatepicker: false,
  propertyRelationship: false,
};

const input = (over: Partial<QualifierSubmitInput> = {}): QualifierSubmitInput => ({
  sections: NO_SECTIONS,
  questionShown: false,
  disconnectionShown: false,
  idValue: '',
  availableDates: [],
  checkoutBase: '/checkout',
  ...over,
});

/** Records what the page is told, in order. */
function recorder() {
  const told: string[] = [];
  const progress: Required<QualifierSubmitProgress> = {
    started: () => void told.push(`started (loading ${s().qualifier.loading})`),
    checked: (blocked) => void told.push(`checked ${blocked}`),
    identityUsed: () => void told.push('identity used'),
  };
  return { told, progress };
}

/** A promise resolved from the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The signal a stand-in was called with (its last argument). */
const signalOf = (mock: { mock: { lastCall?: unknown[] | undefined } }): AbortSignal => mock.mock.lastCall?.at(-1) as AbortSignal;

const existingCustomerSignIn = (): void => {
  s().setExistingCustomer('yes');
  s().patch('qualifier', { form: { ...s().qualifier.form, accountNumber: '1234567890', postcode: '2000' } });
};

/** A pending disconnection of the electricity account on a date its calendar offers. */
const pendingDisconnection = (date = '2030-01-10'): void =>
  s().patch('disconnection', {
    electricity: {
      ...s().disconnection.electricity,
      account: '9000000001',
      status: 'DISCONNECTING',
      date,
      calendar: { availableDates: ['2030-01-10'] },
      successful: null,
    },
  });

beforeEach(() => {
  resetStore();
  vi.resetAllMocks();
  settled.mockResolvedValue(undefined);
  save.mockResolvedValue('redirecting');
});

afterEach(() => {
  cancelSubmit();
});

describe('Continue', () => {
  it('does nothing while a press is running (the page is loading)', async () => {
    s().patch('qualifier', { loading: true });
    const { told, progress } = recorder();
    await expect(submitQualifier(input(), progress)).resolves.toEqual({ kind: 'busy' });
    expect(told).toEqual([]);
    expect(settled).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(true);
  });

  it('clears the last press, turns loading on, waits for the lookup, then saves and goes to checkout (loading stays on)', async () => {
    const lookup = deferred<void>();
    settled.mockReturnValue(lookup.promise);
    const { told, progress } = recorder();
    const pending = submitQualifier(input({ checkoutBase: '/go' }), progress);
    expect(told).toEqual(['started (loading false)']);
    expect(s().qualifier.loading).toBe(true);
    await Promise.resolve();
    expect(save).not.toHaveBeenCalled();
    lookup.resolve();
    await expect(pending).resolves.toEqual({ kind: 'redirecting' });
    expect(told).toEqual(['started (loading false)', 'checked false']);
    expect(save).toHaveBeenCalledWith('/go', expect.any(AbortSignal));
    expect(s().qualifier.loading).toBe(true);
  });

  it('the lookup at the address just chosen failed: tried once more, then its message is the outcome, without a save', async () => {
    lookupFailed();
    retry.mockResolvedValue(true);
    const { progress } = recorder();
    await expect(submitQualifier(input(), progress)).resolves.toEqual({
      kind: 'failed',
      error: { text: "We couldn't load your plans just now (error 500). Please try again.", contactLink: false, fromLookup: true },
    });
    expect(retry).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('a lookup that failed without an HTTP status: its whole sentence with the Contact us link, not cut before its link', async () => {
    s().patch('plans', { electricityPlans: [], gasPlans: [], messages: [systemErrorMessage()], selectedElectricityPlanCode: 'E1' });
    retry.mockResolvedValue(true);
    const { progress } = recorder();
    await expect(submitQualifier(input(), progress)).resolves.toEqual({
      kind: 'failed',
      error: { text: 'Sorry, an unexpected error occurred. Please try again later or contact us.', contactLink: true, fromLookup: true },
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('the lookup failed and answers when tried once more: the press goes on to checkout', async () => {
    lookupFailed();
    retry.mockImplementation(async () => {
      s().patch('plans', { electricityPlans: [{ code: 'E1', id: 'E1', name: 'Total Plan' }], messages: [] });
      return true;
    });
    const { progress } = recorder();
    await expect(submitQualifier(input(), progress)).resolves.toEqual({ kind: 'redirecting' });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('stops with the errors of the sections on show and the Queensland block, without a step or a save', async () => {
    s().setExistingCustomer('yes');
    const sections = { ...NO_SECTIONS, signIn: true, connectionInformation: true, queenslandKnownOff: true };
    const { told, progress } = recorder();
    const outcome = await submitQualifier(input({ sections, questionShown: true }), progress);
    expect(outcome).toMatchObject({ kind: 'invalid', queenslandBlocked: true, dateErrors: {} });
    expect(outcome.kind === 'invalid' && Object.keys(outcome.errors).sort()).toEqual(['accountNumber', 'address', 'postcode']);
    expect(told).toEqual(['started (loading false)', 'checked true']);
    expect(validate).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('stops on a disconnection date its calendar does not offer', async () => {
    pendingDisconnection('2030-02-01');
    const outcome = await submitQualifier(input({ disconnectionShown: true }), recorder().progress);
    expect(outcome).toMatchObject({ kind: 'invalid', errors: {}, queenslandBlocked: false });
    expect(outcome.kind === 'invalid' && Object.keys(outcome.dateErrors)).toEqual(['electricity']);
    expect(disconnect).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('sign-in: runs the account check and shows the next section', async () => {
    existingCustomerSignIn();
    validate.mockResolvedValue({ kind: 'done' });
    const outcome = await submitQualifier(input({ sections: { ...NO_SECTIONS, signIn: true } }), recorder().progress);
    expect(outcome).toEqual({ kind: 'next-section' });
    expect(validate).toHaveBeenCalledTimes(1);
    expect(signalOf(validate).aborted).toBe(false);
    expect(verify).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it("sign-in: the step's error is the outcome; the page stays", async () => {
    existingCustomerSignIn();
    validate.mockResolvedValue({ kind: 'error', error: DEFAULT_QUALIFIER_ERROR });
    const outcome = await submitQualifier(input({ sections: { ...NO_SECTIONS, signIn: true } }), recorder().progress);
    expect(outcome).toEqual({ kind: 'failed', error: DEFAULT_QUALIFIER_ERROR });
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('sign-in: a business mover whose account was skipped goes straight to checkout', async () => {
    existingCustomerSignIn();
    s().patch('app', { customerType: 'BUSINESS' });
    s().patch('qualifier', { form: { ...s().qualifier.form, abnAcn: '51824753556' } });
    s().patch('moving', { movingHouse: 'MOVING' });
    validate.mockImplementation(async () => {
      s().setAuthenticationStatus('SKIPPED');
      return { kind: 'done' };
    });
    const outcome = await submitQualifier(input({ sections: { ...NO_SECTIONS, signIn: true } }), recorder().progress);
    expect(outcome).toEqual({ kind: 'redirecting' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(s().qualifier.loading).toBe(true);
  });

  it('verify: verifies with the identity type in the store and the value typed, then empties the value', async () => {
    s().setExistingCustomer('yes');
    s().patch('qualifier', { form: { ...s().qualifier.form, idType: 'DOB' } });
    verify.mockResolvedValue({ kind: 'done' });
    const { told, progress } = recorder();
    const outcome = await submitQualifier(input({ sections: { ...NO_SECTIONS, verify: true }, idValue: '01 / 02 / 1980' }), progress);
    expect(outcome).toEqual({ kind: 'next-section' });
    expect(verify).toHaveBeenCalledWith('DOB', '01 / 02 / 1980', expect.any(AbortSignal));
    expect(told).toEqual(['started (loading false)', 'checked false', 'identity used']);
    expect(s().qualifier.loading).toBe(false);
  });

  it('verify: a failure keeps the value typed and is the outcome (remote metering, or the wrong identity on its field)', async () => {
    s().setExistingCustomer('yes');
    s().patch('qualifier', { form: { ...s().qualifier.form, idType: 'DL' } });
    const wrong: QualifierError = { text: 'Incorrect licence', contactLink: false, field: 'idValue' };
    for (const error of [REMOTE_METERING_ERROR, wrong]) {
      verify.mockResolvedValueOnce({ kind: 'error', error });
      const { told, progress } = recorder();
      const outcome = await submitQualifier(input({ sections: { ...NO_SECTIONS, verify: true }, idValue: 'AB123' }), progress);
      expect(outcome).toEqual({ kind: 'failed', error });
      expect(told).not.toContain('identity used');
    }
    expect(save).not.toHaveBeenCalled();
  });

  it('submits a pending disconnection before the save', async () => {
    pendingDisconnection();
    const order: string[] = [];
    disconnect.mockImplementation(async () => {
      order.push('disconnect');
      s().patch('disconnection', { electricity: { ...s().disconnection.electricity, successful: true } });
      return [];
    });
    save.mockImplementation(async () => {
      order.push('save');
      return 'redirecting';
    });
    await expect(submitQualifier(input({ disconnectionShown: true }), recorder().progress)).resolves.toEqual({ kind: 'redirecting' });
    expect(order).toEqual(['disconnect', 'save']);
    expect(disconnect).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });

  it('a failed disconnection stops once, without the save; the next press goes on to checkout', async () => {
    pendingDisconnection();
    disconnect.mockImplementation(async () => {
      s().patch('disconnection', { electricity: { ...s().disconnection.electricity, successful: false } });
      return [];
    });
    await expect(submitQualifier(input({ disconnectionShown: true }), recorder().progress)).resolves.toEqual({
      kind: 'disconnection-failed',
    });
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
    await expect(submitQualifier(input({ disconnectionShown: true }), recorder().progress)).resolves.toEqual({ kind: 'redirecting' });
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it('a disconnection step not on show is not submitted', async () => {
    pendingDisconnection();
    await submitQualifier(input({ disconnectionShown: false }), recorder().progress);
    expect(disconnect).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a failed save is the connection-lost message or the default error; loading goes off', async () => {
    save.mockRejectedValueOnce(new ApiNetworkError('/qt2/app/v1/quotes', 'Failed to fetch'));
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'failed', error: CONNECTION_LOST_ERROR });
    expect(s().qualifier.loading).toBe(false);
    save.mockRejectedValueOnce(new Error('HTTP 500'));
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'failed', error: DEFAULT_QUALIFIER_ERROR });
  });

  it('a save that did not go to checkout (the page left "Get started") stays, loading off', async () => {
    save.mockResolvedValueOnce('stayed');
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'stayed' });
    expect(s().qualifier.loading).toBe(false);
  });

  it('a selection that changed during the save (a host event) stays, saying so by Continue; loading off; the next press saves again', async () => {
    save.mockResolvedValueOnce('selection-changed');
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'failed', error: SELECTION_CHANGED_ERROR });
    expect(SELECTION_CHANGED_ERROR).toMatchObject({
      text: 'Your selection changed while we were saving it. Please check the changes above before you continue.',
      contactLink: false,
      warning: true,
    });
    expect(s().qualifier.loading).toBe(false);
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'redirecting' });
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a step that throws (a part of the page that could not load) is the failure message', async () => {
    existingCustomerSignIn();
    validate.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(submitQualifier(input({ sections: { ...NO_SECTIONS, signIn: true } }), recorder().progress)).resolves.toEqual({
      kind: 'failed',
      error: CONNECTION_LOST_ERROR,
    });
    expect(s().qualifier.loading).toBe(false);
  });

  it('cancelled while waiting for the lookup: no check, no step, nothing to show', async () => {
    const lookup = deferred<void>();
    settled.mockReturnValue(lookup.promise);
    const { told, progress } = recorder();
    const pending = submitQualifier(input(), progress);
    cancelSubmit();
    lookup.resolve();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    expect(told).toEqual(['started (loading false)']);
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('cancelled during a step (its request rejects as aborted): nothing to show', async () => {
    existingCustomerSignIn();
    validate.mockImplementation(
      (signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('The press was cancelled', 'AbortError'))),
        ),
    );
    const pending = submitQualifier(input({ sections: { ...NO_SECTIONS, signIn: true } }), recorder().progress);
    await vi.waitFor(() => expect(validate).toHaveBeenCalled());
    expect(signalOf(validate).aborted).toBe(false);
    cancelSubmit();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    expect(s().qualifier.loading).toBe(false);
  });

  it('cancelled during the save: nothing to show, even when the save then fails', async () => {
    const saving = deferred<CheckoutGo>();
    save.mockReturnValue(saving.promise);
    const pending = submitQualifier(input(), recorder().progress);
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    cancelSubmit();
    expect(signalOf(save).aborted).toBe(true);
    saving.resolve(Promise.reject(new Error('aborted')) as unknown as CheckoutGo);
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    expect(s().qualifier.loading).toBe(false);
  });

  it('leaving "Get started" during the save cancels it: no redirect, loading off', async () => {
    save.mockImplementation((_base, signal) => new Promise((resolve) => signal?.addEventListener('abort', () => resolve('stayed'))));
    const pending = submitQualifier(input(), recorder().progress);
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    leaveQualifier();
    await expect(pending).resolves.toEqual({ kind: 'aborted' });
    expect(s().qualifier.loading).toBe(false);
  });

  it('each press has its own signal; a press after the last one ended is taken', async () => {
    await submitQualifier(input(), recorder().progress);
    s().patch('qualifier', { loading: false });
    const first = signalOf(save);
    await expect(submitQualifier(input(), recorder().progress)).resolves.toEqual({ kind: 'redirecting' });
    expect(signalOf(save)).not.toBe(first);
    expect(first.aborted).toBe(true);
  });
});

describe("I don't have my details handy", () => {
  it('does nothing while a press is running', async () => {
    s().patch('qualifier', { loading: true });
    const started = vi.fn();
    await expect(skipToNextStep('/checkout', { started })).resolves.toEqual({ kind: 'busy' });
    expect(started).not.toHaveBeenCalled();
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it('skips authentication and shows the next section, without loading or a save', async () => {
    s().setAuthenticationStatus('VALIDATED');
    const started = vi.fn();
    await expect(skipToNextStep('/checkout', { started })).resolves.toEqual({ kind: 'next-section' });
    expect(started).toHaveBeenCalledTimes(1);
    expect(s().qualifier.authenticationStatus).toBe('SKIPPED');
    expect(s().verification.isVerificationSkipped).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(s().qualifier.loading).toBe(false);
  });

  it('a business mover goes straight to checkout (loading on and kept)', async () => {
    s().setAuthenticationStatus('VALIDATED');
    s().patch('app', { customerType: 'BUSINESS' });
    s().patch('moving', { movingHouse: 'MOVING' });
    const pending = skipToNextStep('/b2b', { started: () => {} });
    expect(s().qualifier.loading).toBe(true);
    await expect(pending).resolves.toEqual({ kind: 'redirecting' });
    expect(save).toHaveBeenCalledWith('/b2b', expect.any(AbortSignal));
    expect(s().qualifier.loading).toBe(true);
  });

  it('a failed save is the message and loading goes off', async () => {
    s().setAuthenticationStatus('VALIDATED');
    s().patch('app', { customerType: 'BUSINESS' });
    s().patch('moving', { movingHouse: 'MOVING' });
    save.mockRejectedValueOnce(new Error('HTTP 503'));
    await expect(skipToNextStep('/b2b', { started: () => {} })).resolves.toEqual({ kind: 'failed', error: DEFAULT_QUALIFIER_ERROR });
    expect(s().qualifier.loading).toBe(false);
  });
});

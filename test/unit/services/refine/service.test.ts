import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { inboundEventsApplied, on } from '../../../../src/bus';
import { configureApi } from '../../../../src/api';
import { verifyAccount, verifyIdentity, VerificationError } from '../../../../src/api/account';
import { searchAddresses } from '../../../../src/api/address';
import { applyEnteredUsage, applyVerifiedDetails, closeModal, confirmReset } from '../../../../src/services/refine/modal-actions';
import { listenToHostEvents, openRefineOrReset, watchForModals } from '../../../../src/services/refine';
import { changePostcode } from '../../../../src/services/refine/postcode-choice';
import { setUsageSelection } from '../../../../src/services/refine/usage-actions';
import { handlePlanLoad } from '../../../../src/services/plans/plan-load';
import { restoreStored, store } from '../../../../src/store';

/** Dispatches a host event and waits until it has been applied (the handlers load on the first event). */
const dispatch = async (name: string, detail: unknown): Promise<void> => {
  window.dispatchEvent(new CustomEvent(name, { detail }));
  await inboundEventsApplied();
};
const s = () => store.getState();

describe('host events (spec 2 §4)', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    listenToHostEvents(controller.signal);
  });
  afterEach(() => controller.abort());

  it('ea:refine sets fuel, postcode, period, green, NMI, MIRN and usage after resetting refine data and the cookie', async () => {
    document.cookie = 'ea_quote_ref=ABC; path=/';
    s().patch('refine', { usageSelection: { electricity: { type: 'high' }, gas: { type: 'high' } } });
    await dispatch('ea:refine', {
      fuel: 'ELE',
      postcode: '3000',
      period: 'monthly',
      greenOption: '0',
      nmi: '4102000000',
      gasUsage: { type: 'custom', value: '30000' },
    });
    expect(s().refine.fuelSelection).toBe('electricity');
    expect(s().app.postcode).toBe('3000');
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'benchmark' }, gas: { type: 'custom', value: 27398 } });
    expect(document.cookie).not.toContain('ea_quote_ref=ABC');
  });

  it('ea:refine with an invalid period changes nothing and logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = structuredClone({ refine: s().refine, app: s().app });
    await dispatch('ea:refine', { period: 'FORTNIGHTLY', fuel: 'gas' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ea:refine'));
    expect({ refine: s().refine, app: s().app }).toEqual(before);
  });

  it('ea:refine with custom usage and no value is ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await dispatch('ea:refine', { electricityUsage: { type: 'custom' } });
    expect(warn).toHaveBeenCalled();
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'benchmark' });
  });

  it('ea:refine with a fuel the plans on the page do not offer chooses the first one they do (spec 2 §4)', async () => {
    const plan = (code: string) => ({ code }) as unknown as ReturnType<typeof s>['plans']['electricityPlans'][number];
    s().patch('plans', { electricityPlans: [plan('E-1')], gasPlans: [], dualFuelAvailable: false, loading: false });
    await dispatch('ea:refine', { fuel: 'gas' });
    expect(s().refine.fuelSelection).toBe('electricity');
    // The same postcode again reloads nothing: the fallback still applies.
    s().setPostcode('4000');
    await dispatch('ea:refine', { fuel: 'gas', postcode: '4000' });
    expect(s().refine.fuelSelection).toBe('electricity');
    // With a new place in the same event, the lookup that follows decides.
    await dispatch('ea:refine', { fuel: 'gas', postcode: '3000' });
    expect(s().refine.fuelSelection).toBe('gas');
  });

  it("ea:refine choosing one fuel takes the other fuel's plan out of the cart, as the bar's choice does", async () => {
    const plan = (code: string) => ({ code }) as unknown as ReturnType<typeof s>['plans']['electricityPlans'][number];
    s().patch('plans', { electricityPlans: [plan('E-1')], gasPlans: [plan('G-1')], dualFuelAvailable: true, loading: false });
    s().selectPlan('electricity', 'E-1');
    s().selectPlan('gas', 'G-1');
    await dispatch('ea:refine', { fuel: 'electricity' });
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual(['E-1', null]);
  });

  it('ea:open-refine opens the refine modal, or reset when customer usage exists', async () => {
    await dispatch('ea:open-refine', {});
    expect(s().refine.modal).toBe('refine');
    s().patch('refine', { modal: null });
    s().setCustomerUsage('electricity', 3650);
    await dispatch('ea:open-refine', {});
    expect(s().refine.modal).toBe('reset');
  });

  it('ea:open-refine off the plans ("Get started") is ignored with a warning, not kept to open on the way back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/home/electricity-and-gas/plans#/qualifier');
    try {
      await dispatch('ea:open-refine', {});
      expect(s().refine.modal).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ea:open-refine ignored'));
    } finally {
      history.replaceState(null, '', '/home/electricity-and-gas/plans');
      warn.mockRestore();
    }
  });

  it('applies events in the order they came, even before the handlers have loaded', async () => {
    // ea:refine resets refine data (closing any modal): an ea:open-refine right after it must still open.
    window.dispatchEvent(new CustomEvent('ea:refine', { detail: { period: 'monthly' } }));
    window.dispatchEvent(new CustomEvent('ea:open-refine', { detail: {} }));
    await inboundEventsApplied();
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().refine.modal).toBe('refine');
  });

  it('an ea:plan-load sent right after an ea:refine applies after it (the plans service listens to it, the bar to ea:refine)', async () => {
    const service = new AbortController();
    on('ea:plan-load', handlePlanLoad, service.signal);
    try {
      window.dispatchEvent(new CustomEvent('ea:refine', { detail: { postcode: '3000' } }));
      window.dispatchEvent(
        new CustomEvent('ea:plan-load', { detail: { address: { postcode: '2000', streetName: 'George St', streetNumber: '1' } } }),
      );
      await inboundEventsApplied();
      expect(s().address).toMatchObject({ postcode: '2000', streetName: 'George St' });
      expect(s().app.postcode).toBe('2000');
    } finally {
      service.abort();
    }
  });

  it('listens once however many bars connect, and stops with the last', async () => {
    const second = new AbortController();
    listenToHostEvents(second.signal);
    const spy = vi.spyOn(s(), 'patch');
    await dispatch('ea:open-refine', {});
    expect(s().refine.modal).toBe('refine');
    expect(spy.mock.calls.filter((c) => c[0] === 'refine')).toHaveLength(1);
    second.abort();
    controller.abort();
    s().patch('refine', { modal: null });
    await dispatch('ea:open-refine', {});
    expect(s().refine.modal).toBeNull();
  });
});

describe('refine actions', () => {
  it('announces a postcode the visitor chose', () => {
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener('ea:location-update', listener);
    changePostcode('3000');
    window.removeEventListener('ea:location-update', listener);
    expect(s().app.postcode).toBe('3000');
    expect(heard).toEqual([{ postcode: '3000', state: 'VIC', source: 'widgets' }]);
  });

  it('clamps and remembers custom usage; ignores a custom value of 0', () => {
    setUsageSelection('electricity', { type: 'custom', value: 600 });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
    expect(s().refine.rememberedCustomUsage.electricity).toBe(499.99);
    expect(s().refine.isElecUsageSelectionChanged).toBe(true);
    setUsageSelection('gas', { type: 'custom', value: 0 });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'benchmark' });
  });

  it('enter usage → Apply sets custom usage per filled fuel and closes', () => {
    s().patch('refine', { modal: 'refine', modalStep: 'ENTER_USAGE' });
    applyEnteredUsage({ electricity: 12.5 });
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 12.5 }, gas: { type: 'benchmark' } });
    expect(s().refine.modal).toBeNull();
  });

  it('opens reset instead of refine when customer usage exists', () => {
    openRefineOrReset();
    expect(s().refine.modal).toBe('refine');
    s().setCustomerUsage('gas', 18250);
    openRefineOrReset();
    expect(s().refine.modal).toBe('reset');
  });

  it('reset Confirm clears customer details, qualifications, NMI/MIRN and the address, then opens the refine modal', () => {
    s().setCustomerUsage('electricity', 4562.5);
    s().setAddress({ postcode: '2000', label: '1 Martin Place' });
    s().patch('connection', { nmi: '4102000000' });
    s().patch('plans', { planQualifications: ['EXISTING'] });
    s().accountVerified();
    sessionStorage.setItem('ea_refresh_token', 'r');
    confirmReset();
    expect(s().refine.customerData).toEqual({ electricity: null, gas: null });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'benchmark' });
    expect(s().plans.planQualifications).toEqual([]);
    expect(s().connection.nmi).toBe('');
    expect(s().address).toEqual({});
    expect(s().app.postcode).toBe('2000');
    expect(s().account.accountVerified).toBe(false);
    expect(sessionStorage.getItem('ea_refresh_token')).toBeNull();
    expect(s().refine).toMatchObject({ modal: 'refine', modalStep: 'REFINE_OPTIONS' });
  });

  it('Show estimates applies the account usage, address, NMI, MIRN and qualifications', async () => {
    configureApi({ fetch: createApiFetch() });
    const details = await verifyIdentity({
      customerType: 'RESIDENTIAL',
      electricityAccount: '1000000001',
      gasAccount: '2000000001',
      postcode: '2000',
      idType: 'DOB',
      idValue: '01/01/1980',
    });
    applyVerifiedDetails(details, ['electricity', 'gas'], {});
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'customer', value: 12.5 }, gas: { type: 'customer', value: 50 } });
    expect(s().refine.customerData.electricity).toEqual({ annualUsage: 4562.5, dailyUsage: 12.5 });
    expect(s().account).toMatchObject({
      existingCustomer: 'yes',
      accountVerified: false,
      electricityAccountNumber: '1000000001',
      gasAccountNumber: '2000000001',
    });
    expect(s().connection).toMatchObject({ nmi: '4102000000', mirn: '5240000000' });
    expect(s().address).toMatchObject({ postcode: '2000', fromUserAccount: true });
    expect(s().plans.planQualifications).toContain('EXISTING');
    expect(s().qualifier.authenticationStatus).toBe('AUTHENTICATED');
  });

  it('a fuel without usage takes the chosen band', async () => {
    configureApi({ fetch: createApiFetch() });
    const details = await verifyIdentity({
      customerType: 'RESIDENTIAL',
      electricityAccount: '1000000013',
      postcode: '2000',
      idType: 'DOB',
      idValue: '01/01/1980',
    });
    applyVerifiedDetails(details, ['electricity'], { electricity: 'high' });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'high' });
    expect(s().refine.customerData.electricity).toBeNull();
  });
});

describe('modal watcher', () => {
  const plan = (code: string) => ({ code, id: code, name: code });

  it('opens the plan-change modal when a reload drops the selected plan, and removes the lost selection', () => {
    const stop = watchForModals();
    s().patch('plans', { electricityPlans: [plan('A')], gasPlans: [plan('G')] });
    s().selectPlan('electricity', 'A');
    s().selectPlan('gas', 'G');
    s().patch('plans', { loading: true });
    s().patch('plans', { electricityPlans: [], gasPlans: [] });
    expect(s().refine.modal).toBeNull();
    s().patch('plans', { electricityPlans: [plan('B')], gasPlans: [plan('G')], loading: false });
    expect(s().refine.modal).toBe('planChange');
    expect(s().refine.planChange).toEqual({ removed: ['electricity'], kept: true, unavailableFuel: null });
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(s().plans.selectedGasPlanCode).toBe('G');
    stop();
  });

  it('keeps "Plan Unavailable" waiting while the visitor is in the refine modal, and shows it once that modal closes', () => {
    const stop = watchForModals();
    s().patch('plans', { electricityPlans: [plan('A')], gasPlans: [plan('G')] });
    s().selectPlan('electricity', 'A');
    s().selectPlan('gas', 'G');
    s().patch('refine', { modal: 'refine', modalStep: 'ENTER_USAGE' });
    s().patch('plans', { loading: true });
    s().patch('plans', { electricityPlans: [plan('B')], gasPlans: [plan('G')], loading: false });
    // The lost selection goes at once; the refine modal stays on its step (what the visitor typed in it with it).
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(s().refine).toMatchObject({ modal: 'refine', modalStep: 'ENTER_USAGE' });
    expect(s().refine.planChange).toEqual({ removed: ['electricity'], kept: true, unavailableFuel: null });
    // Closed (Close, Escape, Back, Apply): the notice shows, with what it reports.
    closeModal();
    expect(s().refine.modal).toBe('planChange');
    expect(s().refine.planChange).toEqual({ removed: ['electricity'], kept: true, unavailableFuel: null });
    closeModal();
    expect(s().refine).toMatchObject({ modal: null, planChange: null });
    stop();
  });

  it('a notice waiting behind the refine modal shows after the meter-detected modal that replaced it; the reset modal gives way', () => {
    const stop = watchForModals();
    const change = { removed: ['gas' as const], kept: false, unavailableFuel: null };
    s().patch('refine', { modal: 'refine', planChange: change });
    s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true });
    expect(s().refine.modal).toBe('meterDetected');
    s().clearMessages();
    expect(s().refine).toMatchObject({ modal: 'planChange', planChange: change });
    closeModal();
    s().patch('plans', { electricityPlans: [plan('A')], gasPlans: [] });
    s().selectPlan('electricity', 'A');
    s().patch('refine', { modal: 'reset' });
    s().patch('plans', { electricityPlans: [plan('B')] });
    expect(s().refine.modal).toBe('planChange');
    stop();
  });

  it('on "Get started" (`#/qualifier`) removes the lost selection but leaves no notice for the plans page, over no modal or the refine modal', () => {
    const stop = watchForModals();
    location.hash = '#/qualifier';
    try {
      s().patch('plans', { electricityPlans: [plan('A')], gasPlans: [plan('G')] });
      s().selectPlan('electricity', 'A');
      s().selectPlan('gas', 'G');
      s().patch('plans', { loading: true });
      s().patch('plans', { electricityPlans: [plan('A')], gasPlans: [plan('H')], loading: false });
      expect(s().plans.selectedGasPlanCode).toBeNull();
      expect(s().plans.selectedElectricityPlanCode).toBe('A');
      expect(s().refine).toMatchObject({ modal: null, planChange: null });
      // A refine modal left open on the plans page (asleep there): nothing waits behind it either.
      s().patch('refine', { modal: 'refine', modalStep: 'ENTER_USAGE' });
      s().patch('plans', { loading: true });
      s().patch('plans', { electricityPlans: [plan('B')], gasPlans: [plan('H')], loading: false });
      expect(s().plans.selectedElectricityPlanCode).toBeNull();
      expect(s().refine).toMatchObject({ modal: 'refine', modalStep: 'ENTER_USAGE', planChange: null });
    } finally {
      location.hash = '';
      stop();
    }
  });

  it("a returning visitor's saved selection, restored after the watcher started, is kept and opens nothing", () => {
    const stop = watchForModals();
    restoreStored(store, { plans: { selectedElectricityPlanCode: 'FLEXI-1', selectedGasPlanCode: 'GFLEXI-1' } });
    expect(s().plans.selectedElectricityPlanCode).toBe('FLEXI-1');
    expect(s().plans.selectedGasPlanCode).toBe('GFLEXI-1');
    expect(s().refine.modal).toBeNull();
    stop();
  });

  it('opens the meter-detected modal on an INVALID_CUSTOMER_TYPE message', () => {
    const stop = watchForModals();
    s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true });
    expect(s().refine.modal).toBe('meterDetected');
    stop();
  });

  it('closes the meter-detected modal once its lookup is replaced (its message gone), and only that modal', () => {
    const stop = watchForModals();
    s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true });
    s().clearMessages();
    expect(s().refine.modal).toBeNull();
    s().addMessage({ code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true });
    s().patch('refine', { modal: 'refine' });
    s().clearMessages();
    expect(s().refine.modal).toBe('refine');
    stop();
  });
});

describe('ea:refine while the visitor is in a refine modal', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    listenToHostEvents(controller.signal);
  });
  afterEach(() => controller.abort());

  it('applies behind the refine modal, which stays open on its step (what the visitor typed is kept)', async () => {
    openRefineOrReset();
    s().patch('refine', { modalStep: 'ENTER_USAGE' });
    await dispatch('ea:refine', { period: 'MONTHLY', electricityUsage: { type: 'high' } });
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().refine.usageSelection.electricity.type).toBe('high');
    expect(s().refine).toMatchObject({ modal: 'refine', modalStep: 'ENTER_USAGE' });
  });

  it('closes the reset modal: what it offers to reset has been reset (its Confirm would undo the event)', async () => {
    s().patch('refine', { modal: 'reset' });
    await dispatch('ea:refine', { period: 'MONTHLY' });
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().refine.modal).toBeNull();
  });

  it('leaves "Plan Unavailable" open with what it reports', async () => {
    const change = { removed: ['gas' as const], kept: true, unavailableFuel: 'gas' as const };
    s().patch('refine', { modal: 'planChange', planChange: change });
    await dispatch('ea:refine', { period: 'QUARTERLY' });
    expect(s().refine.estimatePeriod).toBe('QUARTERLY');
    expect(s().refine.modal).toBe('planChange');
    expect(s().refine.planChange).toEqual(change);
  });
});

describe('host events over the meter-detected modal (not closable)', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    listenToHostEvents(controller.signal);
    s().patch('refine', { modal: 'meterDetected' });
  });
  afterEach(() => controller.abort());

  it('ea:open-refine is ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await dispatch('ea:open-refine', {});
    expect(s().refine.modal).toBe('meterDetected');
    expect(warn.mock.calls.flat().join(' ')).toContain('ea:open-refine ignored: the meter-detected modal is open');
  });

  it('ea:refine applies its choices and leaves the modal open', async () => {
    await dispatch('ea:refine', { period: 'MONTHLY' });
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().refine.modal).toBe('meterDetected');
  });
});

describe('account and address API', () => {
  beforeEach(() => configureApi({ fetch: createApiFetch() }));

  it('verifyAccount resolves with the identity types', async () => {
    const types = await verifyAccount({ customerType: 'RESIDENTIAL', postcode: '2000', electricityAccount: '1000000001' });
    expect(types.map((t) => t.value)).toEqual(['DOB', 'DL', 'PIN', 'OTHER']);
  });

  it.each([
    ['1000000002', 'ACCOUNT_FUEL_TYPE_NOT_MATCH'],
    ['1000000007', 'ACCOUNT_STATUS_CLOSED'],
    ['1000000008', 'ACCOUNT_NOT_EXISTS'],
    ['1000000009', 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH'],
    ['1000000010', 'NO_IDTYPES_FOUND'],
    ['1000000011', 'INTERNAL_ERROR'],
  ])('verifyAccount %s rejects with %s', async (account, code) => {
    await expect(verifyAccount({ customerType: 'RESIDENTIAL', postcode: '2000', electricityAccount: account })).rejects.toMatchObject({
      code,
    });
  });

  it('carries the fuel context of an error', async () => {
    const error = await verifyAccount({ customerType: 'RESIDENTIAL', postcode: '3000', electricityAccount: '1000000003' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VerificationError);
    expect(error).toMatchObject({ code: 'ACCOUNT_POSTCODE_NOT_MATCH', context: 'ELE' });
  });

  it('verifyIdentity rejects a wrong identity and C1ERROR with their codes', async () => {
    const base = { customerType: 'RESIDENTIAL' as const, electricityAccount: '1000000001', postcode: '2000', idType: 'DL' };
    await expect(verifyIdentity({ ...base, idValue: '999' })).rejects.toMatchObject({ code: 'ACCOUNT_IDENTITY_NOT_MATCH' });
    await expect(verifyIdentity({ ...base, idValue: 'C1ERROR' })).rejects.toMatchObject({ code: 'C1_UNKNOWN_ERROR' });
  });

  it('searchAddresses finds addresses of the demo book', async () => {
    const results = await searchAddresses('Collins');
    expect(results[0]).toMatchObject({ postcode: '3000', state: 'VIC' });
    expect(await searchAddresses('zzzz')).toEqual([]);
  });
});

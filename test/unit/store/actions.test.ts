import { describe, expect, it } from 'vitest';
import { defaultData, loadSavedState, restoreStored, store } from '../../../src/store';
import { QUOTE_COOKIE, readCookie, writeCookie } from '../../../src/store/storage';
import type { LookupMessage } from '../../../src/store';

const s = () => store.getState();

describe('authentication (spec 1 §4)', () => {
  it('verifying an account sets AUTHENTICATED and marks the account verified', () => {
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    s().accountVerified();
    expect(s().qualifier.authenticationStatus).toBe('AUTHENTICATED');
    expect(s().account.accountVerified).toBe(true);
  });

  it('setAuthenticationStatus stores the given status', () => {
    s().setAuthenticationStatus('SKIPPED');
    expect(s().qualifier.authenticationStatus).toBe('SKIPPED');
    s().setAuthenticationStatus('BLOCKED');
    expect(s().qualifier.authenticationStatus).toBe('BLOCKED');
  });

  it('identity reset sets UNAUTHENTICATED again', () => {
    s().accountVerified();
    s().resetIdentity();
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect(s().account.accountVerified).toBe(false);
  });
});

describe('plain updates', () => {
  it('patch replaces only the given fields of one slice', () => {
    s().patch('person', { firstName: 'Ada' });
    expect(s().person.firstName).toBe('Ada');
    expect(s().person.lastName).toBe('');
    expect(s().account).toEqual(defaultData().account);
  });

  it('setReady toggles the ready flag', () => {
    s().setReady(true);
    expect(s().app.ready).toBe(true);
    s().setReady(false);
    expect(s().app.ready).toBe(false);
  });

  it('setCustomerType updates the app and the account customer type', () => {
    s().setCustomerType('BUSINESS');
    expect(s().app.customerType).toBe('BUSINESS');
    expect(s().account.customerType).toBe('BUSINESS');
  });
});

describe('plan selection per fuel, by code or object (spec 1 §4)', () => {
  it('selects an electricity plan given as a code and leaves gas alone', () => {
    s().selectPlan('electricity', 'ELE-1');
    expect(s().plans.selectedElectricityPlanCode).toBe('ELE-1');
    expect(s().plans.selectedGasPlanCode).toBeNull();
  });

  it('selects a gas plan given as an object and leaves electricity alone', () => {
    s().selectPlan('electricity', 'ELE-1');
    s().selectPlan('gas', { code: 'GAS-7' });
    expect(s().plans.selectedGasPlanCode).toBe('GAS-7');
    expect(s().plans.selectedElectricityPlanCode).toBe('ELE-1');
  });

  it('selecting again replaces the fuel’s plan', () => {
    s().selectPlan('gas', 'GAS-1');
    s().selectPlan('gas', { code: 'GAS-2' });
    expect(s().plans.selectedGasPlanCode).toBe('GAS-2');
  });

  it('deselects one fuel only', () => {
    s().selectPlan('electricity', 'ELE-1');
    s().selectPlan('gas', 'GAS-1');
    s().deselectPlan('electricity');
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(s().plans.selectedGasPlanCode).toBe('GAS-1');
    s().deselectPlan('gas');
    expect(s().plans.selectedGasPlanCode).toBeNull();
  });
});

describe('existing customer (spec 1 §4)', () => {
  const withLifeSupport = () =>
    s().patch('lifeSupport', { electricity: 'yes', gas: 'yes', required: 'yes', eleRequired: 'yes', gasRequired: 'no' });

  it('setting existing customer to no resets life-support data', () => {
    withLifeSupport();
    s().setExistingCustomer('no');
    expect(s().account.existingCustomer).toBe('no');
    expect(s().lifeSupport).toEqual(defaultData().lifeSupport);
  });

  it('yes or unknown keeps life-support data', () => {
    withLifeSupport();
    s().setExistingCustomer('yes');
    expect(s().account.existingCustomer).toBe('yes');
    expect(s().lifeSupport.electricity).toBe('yes');
    s().setExistingCustomer('unknown');
    expect(s().lifeSupport.required).toBe('yes');
  });
});

describe('postcode and address (spec 1 §4)', () => {
  const address = { postcode: '2000', label: '1 George St, Sydney NSW 2000', state: 'NSW' as const };

  it('updating the postcode clears the address', () => {
    s().setAddress(address);
    s().setPostcode('3000');
    expect(s().app.postcode).toBe('3000');
    expect(s().address).toEqual({});
  });

  it('keepAddress keeps the address', () => {
    s().setAddress(address);
    s().setPostcode('3000', { keepAddress: true });
    expect(s().app.postcode).toBe('3000');
    expect(s().address.label).toBe(address.label);
  });

  it.each(['300', '30000', 'abcd', '', '30 00', '３０００'])('ignores the invalid postcode %j (postcode and address unchanged)', (bad) => {
    s().setAddress(address);
    s().setPostcode(bad);
    expect(s().app.postcode).toBe('2000');
    expect(s().address.label).toBe(address.label);
  });

  it('trims surrounding spaces from a valid postcode', () => {
    s().setPostcode(' 4000 ');
    expect(s().app.postcode).toBe('4000');
  });

  it('an address with a postcode updates the app postcode and keeps the address', () => {
    s().setAddress({ postcode: '3000', label: '1 Collins St, Melbourne VIC 3000' });
    expect(s().app.postcode).toBe('3000');
    expect(s().address.label).toBe('1 Collins St, Melbourne VIC 3000');
    expect(s().address.postcode).toBe('3000');
    expect(s().address.state).toBe('VIC');
  });

  it('an address without a postcode keeps the app postcode', () => {
    s().setPostcode('4000');
    s().setAddress({ label: 'somewhere' });
    expect(s().app.postcode).toBe('4000');
    expect(s().address.label).toBe('somewhere');
  });

  it('an address with an invalid postcode does not change the app postcode', () => {
    s().setAddress({ postcode: '12', label: 'bad' });
    expect(s().app.postcode).toBe('2000');
  });

  it('clearAddress empties the address and keeps the postcode', () => {
    s().setAddress({ postcode: '5000', label: 'Adelaide' });
    s().clearAddress();
    expect(s().address).toEqual({});
    expect(s().app.postcode).toBe('5000');
  });

  describe("the meter details (pricing zone, tariff, solar) are the place's they were looked up for", () => {
    const meter = { pricingZone: 'Z1', tariffType: 'SINGLE_RATE', solarSetup: 'DETECTED' };
    const metered = (): void => s().patch('connection', { electricityMeterDetails: { ...meter } });

    it('a new postcode forgets them, and the same postcode again keeps them', () => {
      s().setPostcode('2000');
      metered();
      s().setPostcode('2000');
      expect(s().connection.electricityMeterDetails).toEqual(meter);
      s().setPostcode('3000');
      expect(s().connection.electricityMeterDetails).toEqual({});
    });

    it("an address in another postcode forgets them; one in the same postcode leaves them to the plans service's lookup", () => {
      s().setPostcode('2000');
      metered();
      s().setAddress({ postcode: '2000', streetName: 'George St', streetNumber: '200' });
      expect(s().connection.electricityMeterDetails).toEqual(meter);
      s().setAddress({ postcode: '3000', streetName: 'Collins St', streetNumber: '1' });
      expect(s().connection.electricityMeterDetails).toEqual({});
    });
  });
});

describe('reset (spec 1 §4)', () => {
  it('puts every slice back to its default', () => {
    s().setPostcode('3000');
    s().accountVerified();
    s().selectPlan('electricity', 'E');
    s().patch('person', { email: 'a@b.co' });
    s().patch('refine', { fuelSelection: 'gas' });
    s().completeQuote();
    s().reset();
    const { ...state } = s();
    for (const [key, value] of Object.entries(defaultData())) expect(state[key as keyof typeof state], key).toEqual(value);
  });

  it('keeps the actions working afterwards', () => {
    s().reset();
    s().setPostcode('3000');
    expect(s().app.postcode).toBe('3000');
  });

  it('with clearStorage also clears the quote cookie and saved state', () => {
    writeCookie(QUOTE_COOKIE, 'Q123');
    localStorage.setItem('ea_widgets_state', '{"app":{"postcode":"3000"}}');
    sessionStorage.setItem('ea_widgets_state', '{"app":{"postcode":"3000"}}');
    s().reset({ clearStorage: true });
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect(localStorage.getItem('ea_widgets_state')).toBeNull();
    expect(sessionStorage.getItem('ea_widgets_state')).toBeNull();
  });

  it('without clearStorage leaves storage alone', () => {
    writeCookie(QUOTE_COOKIE, 'Q123');
    s().reset();
    expect(readCookie(QUOTE_COOKIE)).toBe('Q123');
  });
});

describe('identity reset (spec 1 §4)', () => {
  const fill = () => {
    s().accountVerified();
    s().setCustomerType('BUSINESS');
    s().patch('account', { existingCustomer: 'yes', electricityAccountNumber: '123', gasAccountNumber: '456', residenceId: 'R1' });
    s().patch('refine', { fuelSelection: 'gas', selectedLocationType: 'postcode', planFeaturesToggle: 'solar', estimatePeriod: 'MONTHLY' });
    s().setCustomerUsage('gas', 3650);
    s().setDisconnectionStatus('electricity', 'DISCONNECTING');
    s().patch('disconnection', { status: 'ERROR' });
    s().patch('plans', { planQualifications: ['Q1'] });
    s().patch('connection', { nmi: '4102345678', mirn: '5321234567', frmp: 'F' });
    s().patch('person', { firstName: 'Ada', email: 'ada@example.com' });
    s().selectPlan('electricity', 'E1');
    s().setPostcode('3000');
    writeCookie(QUOTE_COOKIE, 'Q123');
  };

  it('clears the cookie, account, refine data, disconnection, plan qualifications, NMI and MIRN; unauthenticated', () => {
    fill();
    s().resetIdentity();
    const d = defaultData();
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect({ ...s().account, customerType: d.account.customerType }).toEqual(d.account);
    expect(s().refine.customerData).toEqual(d.refine.customerData);
    expect(s().refine.usageSelection).toEqual(d.refine.usageSelection);
    expect(s().refine.planFeaturesToggle).toBe(d.refine.planFeaturesToggle);
    expect(s().refine.estimatePeriod).toBe(d.refine.estimatePeriod);
    expect(s().disconnection).toEqual(d.disconnection);
    expect(s().plans.planQualifications).toEqual([]);
    expect(s().connection.nmi).toBe('');
    expect(s().connection.mirn).toBe('');
    expect(s().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it('keeps fuel selection and location type', () => {
    fill();
    s().resetIdentity();
    expect(s().refine.fuelSelection).toBe('gas');
    expect(s().refine.selectedLocationType).toBe('postcode');
  });

  it('keeps what the spec does not name (person, selected plans, postcode, other connection fields, customer type)', () => {
    fill();
    s().resetIdentity();
    expect(s().person.firstName).toBe('Ada');
    expect(s().plans.selectedElectricityPlanCode).toBe('E1');
    expect(s().app.postcode).toBe('3000');
    expect(s().connection.frmp).toBe('F');
    expect(s().app.customerType).toBe('BUSINESS');
    expect(s().account.customerType).toBe('BUSINESS');
  });
});

describe('saved state (spec 1 §4)', () => {
  it('loadSavedState deep-merges over the current state and marks user data loaded', () => {
    s().patch('person', { firstName: 'Ada', lastName: 'Lovelace' });
    loadSavedState(store, {
      person: { firstName: 'Grace' },
      quote: { savedQuoteReference: 'Q42' },
      refine: { usageSelection: { gas: { type: 'high' } } },
    });
    expect(s().person.firstName).toBe('Grace');
    expect(s().person.lastName).toBe('Lovelace');
    expect(s().quote.savedQuoteReference).toBe('Q42');
    expect(s().quote.userDataLoaded).toBe(true);
    expect(s().refine.usageSelection.gas).toEqual({ type: 'high' });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'benchmark' });
    expect(s().refine.fuelSelection).toBe('both');
  });

  it('loadSavedState marks user data loaded even when the saved data says otherwise', () => {
    loadSavedState(store, { quote: { userDataLoaded: false } });
    expect(s().quote.userDataLoaded).toBe(true);
  });

  it('a saved usage selection keeps its value, and replaces the current one whole', () => {
    s().setCustomerUsage('gas', 3650);
    loadSavedState(store, { refine: { usageSelection: { electricity: { type: 'custom', value: 12.5 }, gas: { type: 'high' } } } });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.5 });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'high' });
  });

  it('restoreStored merges without marking user data loaded', () => {
    restoreStored(store, { app: { postcode: '3000' }, person: { email: 'a@b.co' } });
    expect(s().app.postcode).toBe('3000');
    expect(s().person.email).toBe('a@b.co');
    expect(s().quote.userDataLoaded).toBe(false);
  });

  it('the connection address typed and not chosen is restored from storage, within its cap and shape', () => {
    restoreStored(store, { qualifier: { addressDraft: { text: '12 Albe', over: '' } } });
    expect(s().qualifier.addressDraft).toEqual({ text: '12 Albe', over: '' });
    for (const bad of [{ text: 'x'.repeat(201), over: '' }, { text: 12, over: '' }, { text: '12 Albe' }, { over: '' }, '12 Albe', [1], 7]) {
      s().patch('qualifier', { addressDraft: null });
      restoreStored(store, { qualifier: { addressDraft: bad } });
      expect(s().qualifier.addressDraft).toBeNull();
    }
    // Over a draft already there, a longer text than the cap is dropped, not cut.
    s().patch('qualifier', { addressDraft: { text: 'before', over: '' } });
    restoreStored(store, { qualifier: { addressDraft: { text: 'x'.repeat(201), over: '' } } });
    expect(s().qualifier.addressDraft).toBeNull();
  });

  it('a loaded quote never sets the address typed in this browser, nor clears it', () => {
    s().patch('qualifier', { addressDraft: { text: '12 Albe', over: '' } });
    loadSavedState(store, { qualifier: { addressDraft: { text: 'from a quote', over: '' } }, person: { firstName: 'Grace' } });
    expect(s().qualifier.addressDraft).toEqual({ text: '12 Albe', over: '' });
    loadSavedState(store, { qualifier: { addressDraft: null } });
    expect(s().qualifier.addressDraft).toEqual({ text: '12 Albe', over: '' });
    s().patch('qualifier', { addressDraft: null });
    loadSavedState(store, { qualifier: { addressDraft: { text: 'from a quote', over: '' } } });
    expect(s().qualifier.addressDraft).toBeNull();
  });

  it('a merge notifies subscribers once with the merged state', () => {
    const seen: string[] = [];
    const off = store.subscribe((state) => seen.push(state.app.postcode));
    loadSavedState(store, { app: { postcode: '6000' } });
    off();
    expect(seen).toEqual(['6000']);
  });
});

describe('quote status', () => {
  it('completeQuote sets quoteCompleted, expireQuote sets quoteExpired', () => {
    s().completeQuote();
    expect(s().quote.quoteCompleted).toBe(true);
    expect(s().quote.quoteExpired).toBe(false);
    s().expireQuote();
    expect(s().quote.quoteExpired).toBe(true);
  });

  it('resetGreenOption sets green option 0 and opt-in off', () => {
    s().patch('quote', { greenOption: 25, isGreenPowerOptIn: true });
    s().resetGreenOption();
    expect(s().quote.greenOption).toBe(0);
    expect(s().quote.isGreenPowerOptIn).toBe(false);
  });
});

describe('customer usage (spec 1 §4, §9)', () => {
  it('applies annual usage above 0: daily = annual ÷ 365 to 2 dp, selection customer', () => {
    s().setCustomerUsage('electricity', 4000);
    expect(s().refine.customerData.electricity).toEqual({ annualUsage: 4000, dailyUsage: 10.96 });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'customer', value: 10.96 });
    expect(s().refine.customerData.gas).toBeNull();
    expect(s().refine.usageSelection.gas).toEqual({ type: 'benchmark' });
  });

  it('works per fuel', () => {
    s().setCustomerUsage('gas', 36500);
    expect(s().refine.customerData.gas).toEqual({ annualUsage: 36500, dailyUsage: 100 });
    expect(s().refine.usageSelection.gas.type).toBe('customer');
    expect(s().refine.customerData.electricity).toBeNull();
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('ignores annual usage %s', (annual) => {
    s().setCustomerUsage('electricity', 1000);
    const before = s().refine;
    s().setCustomerUsage('electricity', annual);
    expect(s().refine).toEqual(before);
  });
});

describe('refine reset (spec 1 §4)', () => {
  it('resets refine data but keeps the fuel selection and location type', () => {
    s().patch('refine', {
      fuelSelection: 'electricity',
      selectedLocationType: 'postcode',
      planFeaturesToggle: 'discount',
      isElecUsageSelectionChanged: true,
      estimatePeriod: 'QUARTERLY',
    });
    s().setCustomerUsage('electricity', 3650);
    s().resetRefine();
    const d = defaultData().refine;
    expect(s().refine).toEqual({ ...d, fuelSelection: 'electricity', selectedLocationType: 'postcode' });
  });

  it('leaves other slices alone', () => {
    s().setPostcode('3000');
    s().selectPlan('gas', 'G');
    s().resetRefine();
    expect(s().app.postcode).toBe('3000');
    expect(s().plans.selectedGasPlanCode).toBe('G');
  });
});

describe('messages (spec 1 §4)', () => {
  const msg = (code: string, fuel: LookupMessage['fuel'], level: LookupMessage['level'] = 'error'): LookupMessage => ({
    code,
    fuel,
    level,
    visible: true,
  });

  it('adds messages and replaces one with the same code and fuel', () => {
    s().addMessage(msg('NMI_NOT_FOUND', 'electricity'));
    s().addMessage(msg('NMI_NOT_FOUND', 'gas'));
    s().addMessage(msg('NMI_NOT_FOUND', 'electricity', 'warning'));
    expect(s().plans.messages).toHaveLength(2);
    expect(s().plans.messages.find((m) => m.fuel === 'electricity')?.level).toBe('warning');
  });

  it('close hides only the message matching both code and fuel', () => {
    s().addMessage(msg('A', 'electricity'));
    s().addMessage(msg('A', 'gas'));
    s().addMessage(msg('B', 'electricity'));
    s().closeMessage('A', 'electricity');
    const visible = (code: string, fuel: LookupMessage['fuel']) =>
      s().plans.messages.find((m) => m.code === code && m.fuel === fuel)?.visible;
    expect(visible('A', 'electricity')).toBe(false);
    expect(visible('A', 'gas')).toBe(true);
    expect(visible('B', 'electricity')).toBe(true);
  });

  it('closing an unknown code or fuel changes nothing', () => {
    s().addMessage(msg('A', 'electricity'));
    s().closeMessage('A', 'gas');
    s().closeMessage('Z', 'electricity');
    expect(s().plans.messages[0]?.visible).toBe(true);
  });

  it('clear removes every message', () => {
    s().addMessage(msg('A', 'electricity'));
    s().addMessage(msg('B', null));
    s().clearMessages();
    expect(s().plans.messages).toEqual([]);
  });
});

describe('disclaimers (spec 1 §4)', () => {
  it('adds once per key, replacing the same key', () => {
    s().addDisclaimer({ key: 'solar', text: 'old' });
    s().addDisclaimer({ key: 'gst', text: 'GST' });
    s().addDisclaimer({ key: 'solar', text: 'new' });
    expect(Object.keys(s().plans.disclaimers).sort()).toEqual(['gst', 'solar']);
    expect(s().plans.disclaimers.solar?.text).toBe('new');
  });

  it('a server key named __proto__ or constructor neither throws nor pollutes, and later disclaimers still work', () => {
    expect(() => s().addDisclaimer({ key: '__proto__', text: 'x' })).not.toThrow();
    expect(() => s().addDisclaimer({ key: 'constructor', text: 'y' })).not.toThrow();
    s().addDisclaimer({ key: 'gst', text: 'GST' });
    expect(s().plans.disclaimers.gst?.text).toBe('GST');
    expect(Object.getPrototypeOf(s().plans.disclaimers)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).text).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('text');
  });
});

describe('disconnection (spec 1 §4)', () => {
  it('sets the status per fuel', () => {
    s().setDisconnectionStatus('electricity', 'DISCONNECTING');
    expect(s().disconnection.electricity.status).toBe('DISCONNECTING');
    expect(s().disconnection.gas.status).toBe('UNKNOWN');
    s().setDisconnectionStatus('gas', 'ERROR');
    expect(s().disconnection.gas.status).toBe('ERROR');
    expect(s().disconnection.electricity.status).toBe('DISCONNECTING');
  });
});

describe('updates are copies (no drafts)', () => {
  it('an update that changes nothing tells no subscriber and keeps the state as it was', () => {
    s().patch('app', { postcode: '2000' });
    s().selectPlan('electricity', 'FLEXI-1');
    const before = s();
    let told = 0;
    const off = store.subscribe(() => told++);
    s().patch('app', { postcode: '2000' });
    s().selectPlan('electricity', 'FLEXI-1');
    s().setPostcode('not a postcode');
    s().setCustomerUsage('gas', 0);
    s().setDisconnectionStatus('gas', s().disconnection.gas.status);
    off();
    expect(told).toBe(0);
    expect(s()).toBe(before);
  });

  it('a change copies only the slice it touches; the state before stays as it was', () => {
    const before = s();
    const { plans, refine, app } = before;
    s().selectPlan('gas', 'GAS-1');
    expect(s().plans.selectedGasPlanCode).toBe('GAS-1');
    expect(before.plans.selectedGasPlanCode).toBeNull();
    expect(s().plans).not.toBe(plans);
    expect(s().refine).toBe(refine);
    expect(s().app).toBe(app);
  });

  it('nested updates keep the other fuel and the other fields', () => {
    s().setCustomerUsage('electricity', 3650);
    s().setDisconnectionStatus('gas', 'ERROR');
    const message = (code: string, fuel: LookupMessage['fuel'], n: number): LookupMessage => ({
      code,
      fuel,
      level: 'info',
      visible: true,
      parameters: { n },
    });
    s().addMessage(message('A', 'electricity', 1));
    s().addMessage(message('B', 'gas', 2));
    s().addMessage(message('A', 'electricity', 3));
    expect(s().refine.customerData.electricity?.dailyUsage).toBe(10);
    expect(s().refine.customerData.gas).toBeNull();
    expect(s().refine.usageSelection.gas).toEqual(defaultData().refine.usageSelection.gas);
    expect(s().disconnection.electricity).toEqual(defaultData().disconnection.electricity);
    expect(s().plans.messages.map((m) => [m.code, m.parameters?.n])).toEqual([
      ['A', 3],
      ['B', 2],
    ]);
  });
});

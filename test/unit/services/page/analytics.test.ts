import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_READY_DELAY_MS, PAGE_VIEW_DELAY_MS } from '../../../../src/domain/page';
import { forgetAnalytics, START_QUOTE_KEY, startAnalytics } from '../../../../src/services/page/analytics';
import { goTo, ROUTES } from '../../../../src/services/page/routes';
import { forgetVisitor, visitorId } from '../../../../src/services/page/session';
import { applyUrl } from '../../../../src/services/page/url-state';
import { store, type PlanRecord } from '../../../../src/store';

type Item = Record<string, unknown> & { event: string };
const w = window as unknown as { adobeDataLayer?: unknown };
const layer = (): Item[] => (w.adobeDataLayer ?? []) as Item[];
const events = (name: string): Item[] => layer().filter((i) => i.event === name);
const last = (name: string): Item | undefined => events(name).at(-1);
const s = () => store.getState();

const ele = (code: string, offerCode?: string): PlanRecord => ({
  code,
  id: code,
  name: `Plan ${code}`,
  fuelType: 'ELE',
  ...(offerCode ? { offerCode } : {}),
});
const gas = (code: string): PlanRecord => ({ code, id: code, name: `Plan ${code}`, fuelType: 'GAS' });

/** The plans page after start-up: the journey not set by the page (plans by default). */
function plansPage(path = '/home/electricity-and-gas/plans'): void {
  history.replaceState(null, '', path);
  s().setReady(true);
}
const showPlans = (): void => s().patch('plans', { electricityPlans: [ele('TOT-1'), ele('BAL-2', 'BAL')], gasPlans: [gas('TOT-G')] });
const hostLocation = (postcode: string, source = 'host'): void =>
  void window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode, source } }));

beforeEach(() => {
  vi.useFakeTimers();
  delete w.adobeDataLayer;
  history.replaceState(null, '', '/');
});
afterEach(() => {
  forgetAnalytics();
  forgetVisitor();
  vi.useRealTimers();
  delete w.adobeDataLayer;
});

describe('when analytics starts (spec 3 §4.9, §9)', () => {
  it('waits for start-up and, on the plans journey, for plans; then the 100 ms ready delay', () => {
    history.replaceState(null, '', '/home/electricity-and-gas/plans');
    startAnalytics(store);
    showPlans();
    vi.advanceTimersByTime(1000);
    expect(layer()).toEqual([]);
    s().setReady(true);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS - 1);
    expect(layer()).toEqual([]);
    expect(s().app.analyticsReady).toBe(false);
    vi.advanceTimersByTime(1);
    expect(events('ea.pageView')).toHaveLength(1);
    expect(s().app.analyticsReady).toBe(true);
  });

  it('on the plans journey starts with negative messages and no plans', () => {
    plansPage();
    startAnalytics(store);
    vi.advanceTimersByTime(500);
    expect(layer()).toEqual([]);
    s().addMessage({ code: 'POSTCODE_NOT_SERVICED', fuel: 'electricity', level: 'error', visible: true });
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(events('ea.pageView')).toHaveLength(1);
  });

  it('a success message alone does not start it', () => {
    plansPage();
    startAnalytics(store);
    s().addMessage({ code: 'SOMETHING_GOOD', fuel: 'electricity', level: 'success', visible: true });
    vi.advanceTimersByTime(500);
    expect(layer()).toEqual([]);
  });

  it('on the moving journey starts without plans', () => {
    plansPage('/home/moving-house/move-home');
    s().patch('app', { journey: 'MOVING' });
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(last('ea.pageView')?.['quote']).toMatchObject({ journey: 'MOVING' });
  });

  it('starts once however often it is called', () => {
    plansPage();
    showPlans();
    const stop = startAnalytics(store);
    expect(startAnalytics(store)).toBe(stop);
    vi.advanceTimersByTime(1000);
    expect(events('ea.pageView')).toHaveLength(1);
  });
});

describe('page views', () => {
  it('names the page ea:{home|business}:{path}:{suffix} with the section and stage', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(last('ea.pageView')).toEqual({
      event: 'ea.pageView',
      page: { name: 'ea:home:electricity-and-gas/plans:select-plans', siteSection: 'home', section: 'product', stage: 'plans', route: '' },
      quote: {
        status: 'viewed',
        transactionType: 'changeRetailer',
        journey: 'PLANS',
        fuel: 'none',
        offerCodes: [],
        postcode: '2000',
        state: 'NSW',
      },
    });
  });

  it('uses business for business customers', () => {
    plansPage('/business/electricity-and-gas/small-business/plans');
    s().setCustomerType('BUSINESS');
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(last('ea.pageView')?.['page']).toMatchObject({
      name: 'ea:business:electricity-and-gas/plans:select-plans',
      siteSection: 'business',
    });
  });

  it('follows a route change by 50 ms, one view for changes in quick succession', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    goTo(ROUTES.qualifier);
    vi.advanceTimersByTime(10);
    s().patch('app', { checkoutStage: 'qualifier' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(events('ea.pageView')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(events('ea.pageView')).toHaveLength(2);
    const view = last('ea.pageView');
    // The qualifier has no page name: null, so the data layer's state drops the plans page's name.
    expect(view?.['page']).toEqual({ name: null, siteSection: 'home', section: 'product', stage: 'qualifier', route: 'qualifier' });
    expect(view?.['quote']).toMatchObject({ status: 'in_qual' });
    expect(events('ea.quoteStatus')).toEqual([]);
    goTo(ROUTES.root);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(events('ea.pageView')).toHaveLength(3);
  });

  it('on #/qualifier waits for "Get started" to let the visitor in, however long its code takes to load', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    goTo(ROUTES.qualifier);
    vi.advanceTimersByTime(1000);
    expect(events('ea.pageView')).toHaveLength(1);
    s().patch('app', { checkoutStage: 'qualifier' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(events('ea.pageView')).toHaveLength(2);
    expect(last('ea.pageView')?.['page']).toMatchObject({ stage: 'qualifier', route: 'qualifier' });
  });

  it('a visitor sent back from #/qualifier (nothing in the cart) gets no second view of the plans', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    goTo(ROUTES.qualifier);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    goTo(ROUTES.root, { replace: true });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(events('ea.pageView')).toHaveLength(1);
  });

  it('reports checkout stages as the checkout section with their suffixes', () => {
    plansPage('/checkout');
    s().patch('app', { journey: 'PLANS', checkoutStage: 'details' });
    s().patch('plans', { electricityPlans: [ele('TOT-1')], selectedElectricityPlanCode: 'TOT-1' });
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(last('ea.pageView')?.['page']).toMatchObject({ name: 'ea:home:checkout:mydetails', section: 'checkout' });
    expect(last('ea.pageView')?.['quote']).toMatchObject({ status: 'in_checkout' });
    s().patch('app', { checkoutStage: 'review' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(last('ea.pageView')?.['page']).toMatchObject({ name: 'ea:home:checkout:review-order', stage: 'review' });
    s().patch('app', { checkoutStage: 'expired' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    const expired = last('ea.pageView');
    expect(expired?.['page']).toMatchObject({ name: 'ea:home:checkout:expired' });
    expect(expired?.['quote']).toMatchObject({ status: null });
  });

  it('every page view and quote push carries every key, null for those the page lacks (the data layer deletes a null key)', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    s().patch('plans', { selectedElectricityPlanCode: 'TOT-1' });
    goTo(ROUTES.qualifier);
    s().patch('app', { checkoutStage: 'qualifier' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    s().patch('app', { checkoutStage: 'expired', postcode: '0100' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    const views = events('ea.pageView');
    expect(views.map((v) => (v['page'] as Record<string, unknown>)['name'])).toEqual([
      'ea:home:electricity-and-gas/plans:select-plans',
      null,
      'ea:home:electricity-and-gas/plans:expired',
    ]);
    const pageKeys = ['name', 'route', 'section', 'siteSection', 'stage'];
    for (const v of views) expect(Object.keys(v['page'] as object).sort()).toEqual(pageKeys);
    const quoteKeys = ['fuel', 'journey', 'offerCodes', 'postcode', 'state', 'status', 'transactionType'];
    const quotes = layer().filter((i) => 'quote' in i);
    expect(quotes.map((i) => i.event)).toEqual(['ea.pageView', 'ea.quoteStatus', 'ea.startQuote', 'ea.pageView', 'ea.pageView']);
    for (const i of quotes) expect(Object.keys(i['quote'] as object).sort()).toEqual(quoteKeys);
    expect(views.at(-1)?.['quote']).toMatchObject({ status: null, state: null, postcode: '0100' });
  });
});

describe('quote status and transaction type', () => {
  const started = (): void => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
  };

  it('sends the new status when a plan goes in or out of the cart', () => {
    started();
    s().selectPlan('electricity', 'TOT-1');
    expect(last('ea.quoteStatus')?.['quote']).toMatchObject({ status: 'in_cart', fuel: 'electricity', offerCodes: ['TOT'] });
    s().selectPlan('gas', 'TOT-G');
    expect(events('ea.quoteStatus')).toHaveLength(1);
    s().deselectPlan('electricity');
    s().deselectPlan('gas');
    expect(last('ea.quoteStatus')?.['quote']).toMatchObject({ status: 'viewed', fuel: 'none' });
    expect(events('ea.quoteStatus')).toHaveLength(2);
  });

  it('decline=true in the URL reports the quote cancelled', async () => {
    plansPage();
    await applyUrl(store, '?decline=true');
    showPlans();
    s().selectPlan('electricity', 'TOT-1');
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(last('ea.pageView')?.['quote']).toMatchObject({ status: 'cancelled' });
    expect(events('ea.startQuote')).toEqual([]);
  });

  it('reports moving, plan switch and disconnection transactions', () => {
    started();
    s().setExistingCustomer('yes');
    s().selectPlan('electricity', 'TOT-1');
    expect(last('ea.quoteStatus')?.['quote']).toMatchObject({ transactionType: 'planSwitch' });
    s().patch('moving', { movingHouse: 'MOVING' });
    s().patch('disconnection', { electricity: { ...s().disconnection.electricity, successful: true } });
    goTo(ROUTES.qualifier);
    s().patch('app', { checkoutStage: 'qualifier' }); // as "Get started" does when it lets the visitor in
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(last('ea.pageView')?.['quote']).toMatchObject({ transactionType: 'movingHomeDisconnection' });
  });

  it('leaves out offer codes that look like an e-mail address', () => {
    plansPage();
    s().patch('plans', { electricityPlans: [ele('X-1', 'jo.bloggs@example.com')], gasPlans: [gas('TOT-G')] });
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    s().selectPlan('electricity', 'X-1');
    s().selectPlan('gas', 'TOT-G');
    goTo(ROUTES.qualifier);
    s().patch('app', { checkoutStage: 'qualifier' }); // as "Get started" does when it lets the visitor in
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(last('ea.pageView')?.['quote']).toMatchObject({ offerCodes: ['TOT'] });
    expect(JSON.stringify(layer()).toLowerCase()).not.toContain('example.com');
  });
});

describe('start-quote', () => {
  it('goes once per session with the stored visitor id when the quote is started', () => {
    const id = visitorId();
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(events('ea.startQuote')).toEqual([]);
    s().selectPlan('electricity', 'TOT-1');
    expect(events('ea.startQuote')).toEqual([
      { event: 'ea.startQuote', visitor: { id }, quote: expect.objectContaining({ status: 'in_cart' }) },
    ]);
    s().deselectPlan('electricity');
    s().selectPlan('electricity', 'BAL-2');
    goTo(ROUTES.qualifier);
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(events('ea.startQuote')).toHaveLength(1);

    // The next page of the same session: not again.
    forgetAnalytics();
    forgetVisitor();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(events('ea.startQuote')).toHaveLength(1);
    expect(sessionStorage.getItem(START_QUOTE_KEY)).toBe(id);
  });

  it('goes again in a new session', () => {
    plansPage();
    showPlans();
    s().selectPlan('electricity', 'TOT-1');
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(events('ea.startQuote')).toHaveLength(1);
    forgetAnalytics();
    sessionStorage.clear();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(events('ea.startQuote')).toHaveLength(2);
  });
});

describe('postcode events (spec 3 §4.9)', () => {
  it('sends a host postcode, not our own, not an invalid one, not the same as the last', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    hostLocation('3000');
    hostLocation('3000');
    hostLocation('4000', 'widgets');
    hostLocation('300');
    hostLocation('30000');
    hostLocation('5000');
    vi.advanceTimersByTime(0);
    expect(events('ea.postcode')).toEqual([
      { event: 'ea.postcode', location: { postcode: '3000', state: 'VIC' } },
      { event: 'ea.postcode', location: { postcode: '5000', state: 'SA' } },
    ]);
  });

  it('a postcode in no state sends state null, so the previous state leaves the data layer', () => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    hostLocation('3000');
    hostLocation('0100');
    expect(events('ea.postcode').map((i) => i['location'])).toEqual([
      { postcode: '3000', state: 'VIC' },
      { postcode: '0100', state: null },
    ]);
  });

  it('holds a postcode that came before the start until the first page view', () => {
    plansPage();
    startAnalytics(store);
    hostLocation('3000');
    expect(layer()).toEqual([]);
    showPlans();
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    expect(layer().map((i) => i.event)).toEqual(['ea.pageView', 'ea.postcode']);
  });
});

describe('window.adobeDataLayer', () => {
  const ready = (): void => {
    plansPage();
    showPlans();
    startAnalytics(store);
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
  };

  it("keeps the page's own array and what it holds", () => {
    const own: unknown[] = [{ event: 'host.loaded' }];
    w.adobeDataLayer = own;
    ready();
    expect(w.adobeDataLayer).toBe(own);
    expect(own.map((i) => (i as Item).event)).toEqual(['host.loaded', 'ea.pageView']);
  });

  it('pushes through the data layer library when it has replaced push', () => {
    const received: unknown[] = [];
    const library = { push: (item: unknown) => void received.push(item) };
    w.adobeDataLayer = library;
    ready();
    expect(w.adobeDataLayer).toBe(library);
    expect(received).toHaveLength(1);
  });

  it('a push that throws never reaches the page and later events still go', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    w.adobeDataLayer = {
      push: () => {
        calls += 1;
        if (calls === 1) throw new Error('broken data layer');
      },
    };
    expect(() => ready()).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(() => s().selectPlan('electricity', 'TOT-1')).not.toThrow();
    expect(calls).toBeGreaterThan(1);
  });

  it('leaves a data layer without push alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    w.adobeDataLayer = 'not a data layer';
    expect(() => ready()).not.toThrow();
    expect(w.adobeDataLayer).toBe('not a data layer');
    expect(warn).toHaveBeenCalled();
  });
});

describe('no personal data', () => {
  it('canary personal data in the store never reaches adobeDataLayer', () => {
    const canary = {
      firstName: 'Canaryfirst',
      lastName: 'Canarylast',
      email: 'canary.person@example.org',
      phone: '0499111222',
      landline: '0299887766',
      dob: '13/07/1971',
      crn: 'CRN998877',
      account: '9911223344',
      gasAccount: '9955667788',
      legacy: '9900112233',
      idValue: 'IDCANARY4242',
      licence: 'LICCANARY77',
      nmi: '4103999999',
      mirn: '5330999999',
      street: 'Canarystreet',
      streetNumber: 'K987',
      unit: 'U65X',
      bsb: '062999',
      bank: '12349876',
      card: '4111222233334444',
      abn: '51824753556',
      business: 'Canary Pty Ltd',
      employee: 'staff.canary@example.net',
    };
    plansPage();
    s().patch('person', {
      firstName: canary.firstName,
      lastName: canary.lastName,
      email: canary.email,
      phoneNumber: canary.phone,
      landlineNumber: canary.landline,
      dateOfBirth: canary.dob,
      crn: canary.crn,
      c1FirstName: canary.firstName,
      c1LastName: canary.lastName,
    });
    s().patch('account', {
      electricityAccountNumber: canary.account,
      gasAccountNumber: canary.gasAccount,
      legacyAccountNumber: canary.legacy,
      existingAddress: { postcode: '3000', streetName: canary.street, streetNumber: canary.streetNumber },
    });
    s().setAddress({
      postcode: '3000',
      state: 'VIC',
      unitNumber: canary.unit,
      streetNumber: canary.streetNumber,
      streetName: canary.street,
      suburb: 'Melbourne',
      providerDescription: `${canary.unit}/${canary.streetNumber} ${canary.street} Melbourne VIC 3000`,
    });
    s().patch('connection', { nmi: canary.nmi, mirn: canary.mirn });
    s().patch('verification', { identificationType: 'DRIVERS_LICENCE', identificationValue: canary.idValue });
    s().patch('identityDocument', {
      identityDocumentIdentifier: canary.licence,
      firstName: canary.firstName,
      familyName: canary.lastName,
      dob: canary.dob,
    });
    s().patch('qualifier', { form: { ...s().qualifier.form, accountNumber: canary.account, abnAcn: canary.abn } });
    s().patch('bankAccount', { accountName: canary.lastName, accountNumber: canary.bank, bsb: canary.bsb });
    s().patch('creditCard', { cardName: canary.lastName, creditCardNumber: canary.card, cardExpiry: '12/29' });
    s().patch('business', { name: canary.business, abn: canary.abn });
    s().patch('quote', { employeeEmail: canary.employee, savedQuoteReference: 'QREF12345' });
    s().patch('secondaryAccountHolder', { firstName: canary.firstName, lastName: canary.lastName, email: canary.email });
    s().setExistingCustomer('yes');
    s().patch('plans', { electricityPlans: [ele('TOT-1', canary.email)], gasPlans: [gas('TOT-G')] });
    startAnalytics(store);
    hostLocation('3000');
    vi.advanceTimersByTime(ANALYTICS_READY_DELAY_MS);
    s().selectPlan('electricity', 'TOT-1');
    s().selectPlan('gas', 'TOT-G');
    goTo(ROUTES.qualifier);
    s().patch('app', { checkoutStage: 'qualifier' });
    vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    for (const stage of ['details', 'verify', 'review', 'complete'] as const) {
      s().patch('app', { checkoutStage: stage });
      vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    }
    hostLocation('2000');
    vi.advanceTimersByTime(0);

    expect(events('ea.pageView').length).toBeGreaterThanOrEqual(6);
    expect(events('ea.startQuote')).toHaveLength(1);
    expect(events('ea.postcode').length).toBe(2);
    const sent = JSON.stringify(layer()).toLowerCase();
    for (const [field, value] of Object.entries(canary)) {
      expect(sent, field).not.toContain(value.toLowerCase());
    }
    expect(sent).not.toContain('qref12345');
    expect(sent).not.toContain('@');
  });
});

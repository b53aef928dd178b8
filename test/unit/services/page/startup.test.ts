import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiConfig, configureApi } from '../../../../src/api';
import { forgetGlobalConfig } from '../../../../src/services/page/global-config';
import { forgetVisitor } from '../../../../src/services/page/session';
import {
  ensureStarted,
  forgetStartup,
  pageAttributeChanged,
  runStartup,
  startupSearch,
  whenStateApplied,
} from '../../../../src/services/page/startup';
import { createEaStore, persistence, store } from '../../../../src/store';
import { toBase64 } from '../../../../src/store/storage';

type Handler = (url: URL) => Response | Promise<Response>;

function fakeApi(handler: Handler) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: Request | URL | string) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.pathname);
    return handler(url);
  });
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function visit(path: string): void {
  history.replaceState(null, '', path);
}

let warn: { mock: { calls: unknown[][] } };

beforeEach(async () => {
  // The last test's store saves itself when the page is next idle: let that happen, then start clean
  // (start-up gives the main thread back between its steps, where such a save would otherwise land).
  await new Promise((resolve) => setTimeout(resolve, 20));
  localStorage.clear();
  sessionStorage.clear();
  forgetStartup();
  forgetGlobalConfig();
  forgetVisitor();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  visit('/');
});

async function start(path: string, handler: Handler = () => json({ featureToggles: {} })) {
  visit(path);
  const api = fakeApi(handler);
  const s = createEaStore();
  configureApi({ fetch: api.fetch });
  await runStartup(s, {});
  return { s, api };
}

describe('start-up', () => {
  it('runs once per page: a second run throws', async () => {
    await start('/');
    await expect(runStartup(createEaStore())).rejects.toThrow(/already ran/);
  });

  it('derives the customer type from the path, and the customerType parameter wins in any case', async () => {
    const a = await start('/business/electricity-and-gas/small-business/plans');
    expect(a.s.getState().app.customerType).toBe('BUSINESS');
    forgetStartup();
    const b = await start('/business/electricity-and-gas/small-business/plans?CUSTOMERTYPE=Residential');
    expect(b.s.getState().app.customerType).toBe('RESIDENTIAL');
  });

  it("the page's own customer type (its widgets' attribute, a small-business path) wins over state saved on the other audience's page, whose plans leave the cart", async () => {
    const saveResidentialCart = () => {
      const saved = createEaStore();
      saved.getState().setCustomerType('RESIDENTIAL');
      saved.getState().selectPlan('electricity', 'RATEFIX-AUSGRID');
      persistence.save(saved.getState());
    };
    saveResidentialCart();
    const byPath = await start('/business/electricity-and-gas/small-business/plans');
    expect(byPath.s.getState().app.customerType).toBe('BUSINESS');
    expect(byPath.s.getState().account.customerType).toBe('BUSINESS');
    expect(byPath.s.getState().plans.selectedElectricityPlanCode).toBeNull();

    forgetStartup();
    saveResidentialCart();
    visit('/some/cms/page');
    const byAttribute = createEaStore();
    configureApi({ fetch: fakeApi(() => json({ featureToggles: {} })).fetch });
    await runStartup(byAttribute, { customerType: 'business' });
    expect(byAttribute.getState().app.customerType).toBe('BUSINESS');

    // A page that states none (the checkout page: its customer type comes with the link) keeps the saved one.
    forgetStartup();
    saveResidentialCart();
    const unstated = await start('/checkout');
    expect(unstated.s.getState().app.customerType).toBe('RESIDENTIAL');
    expect(unstated.s.getState().plans.selectedElectricityPlanCode).toBe('RATEFIX-AUSGRID');
  });

  it("the other audience's account goes with its plans: a verified residential account is not used on the business page", async () => {
    const saved = createEaStore();
    saved.getState().setCustomerType('RESIDENTIAL');
    saved.getState().patch('account', { electricityAccountNumber: '1000000001', accountVerified: true });
    persistence.save(saved.getState());
    const { s } = await start('/business/electricity-and-gas/small-business/plans');
    expect(s.getState().account).toMatchObject({ customerType: 'BUSINESS', electricityAccountNumber: '', accountVerified: false });
  });

  it("a page whose query states the customer type keeps it over a reload (the query is the page's too)", async () => {
    const path = '/business/electricity-and-gas/small-business/plans?customerType=residential';
    await start(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    forgetStartup();
    const saved = createEaStore();
    saved.getState().setCustomerType('RESIDENTIAL');
    saved.getState().selectPlan('electricity', 'RATEFIX-AUSGRID');
    persistence.save(saved.getState());
    const { s } = await start(path);
    expect(s.getState().app.customerType).toBe('RESIDENTIAL');
    expect(s.getState().plans.selectedElectricityPlanCode).toBe('RATEFIX-AUSGRID');
  });

  it('applies URL parameters whatever their case and ignores invalid ones with a warning', async () => {
    const { s } = await start(
      '/home/electricity-and-gas/plans?PostCode=3000&FUEL=gas&eleUsageType=HIGH&gasusagetype=custom&gasUsageValue=12.5&green=2&estimatePeriod=quarterly&sourceSystem=nonsense&propRel=landlord&customerSegment=X',
    );
    const st = s.getState();
    expect(st.app.postcode).toBe('3000');
    expect(st.refine.fuelSelection).toBe('gas');
    expect(st.refine.usageSelection.electricity).toEqual({ type: 'high' });
    expect(st.refine.usageSelection.gas).toEqual({ type: 'custom', value: 12.5 });
    expect(st.quote.greenOption).toBe(2);
    expect(st.refine.estimatePeriod).toBe('QUARTERLY');
    expect(st.app.sourceSystem).toBe('QT2');
    expect(st.person.customerPropertyRelationship).toBe('UNKNOWN');
    const warnings = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(warnings).toMatch(/sourceSystem/);
    expect(warnings).toMatch(/propRel/);
    expect(warnings).toMatch(/customerSegment/);
  });

  it('maps the segment parameter to the existing-customer flag and a valid source system', async () => {
    const { s } = await start('/?segment=E&sourcesystem=ma&fuel=ele');
    expect(s.getState().account.existingCustomer).toBe('yes');
    expect(s.getState().app.sourceSystem).toBe('MA');
    expect(s.getState().app.journey).toBe('UPSELL');
  });

  it("a visitor saved as coming from the account portal who follows a link of a postcode and a fuel gets that fuel's journey", async () => {
    const saved = createEaStore();
    saved.getState().patch('app', { sourceSystem: 'MA', journey: 'PLAN_SWITCH' });
    persistence.save(saved.getState());
    const { s } = await start('/?postcode=2000&fuel=ele');
    expect(s.getState().refine.fuelSelection).toBe('electricity');
    expect(s.getState().app.journey).toBe('UPSELL');
  });

  it('ignores, with a warning, an account number the lookup would refuse and a green option over 100 (each would fail every lookup or estimate)', async () => {
    const { s } = await start('/?postcode=2000&fuel=ele&electricityAccountNumber=abc&gasAccountNumber=12345678901&green=99999');
    expect(s.getState().account.electricityAccountNumber).toBe('');
    expect(s.getState().account.gasAccountNumber).toBe('');
    expect(s.getState().quote.greenOption).toBe(0);
    const warnings = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(warnings).toMatch(/ignored electricityAccountNumber=abc/);
    expect(warnings).toMatch(/ignored gasAccountNumber=12345678901/);
    expect(warnings).toMatch(/ignored green=99999/);
    forgetStartup();
    const ok = await start('/?postcode=2000&fuel=ele&electricityAccountNumber=1000000001&green=100');
    expect(ok.s.getState().account.electricityAccountNumber).toBe('1000000001');
    expect(ok.s.getState().quote.greenOption).toBe(100);
  });

  it('keeps a bad postcode parameter out of the store', async () => {
    const { s } = await start('/?postcode=20000');
    expect(s.getState().app.postcode).toBe('2000');
  });

  it('marks a cancelled quote when decline=true', async () => {
    const { s } = await start('/?DECLINE=true');
    expect(s.getState().app.quoteCancelled).toBe(true);
  });

  it('decodes exdat (base64 UTF-8 JSON) and merges only known, well-typed fields', async () => {
    const exdat = toBase64(JSON.stringify({ person: { firstName: 'Zoë', lastName: 42 }, app: { postcode: 'evil' }, unknown: { x: 1 } }));
    const { s } = await start(`/checkout?exdat=${encodeURIComponent(exdat)}`);
    expect(s.getState().person.firstName).toBe('Zoë');
    expect(s.getState().person.lastName).toBe('');
    expect(s.getState().app.postcode).toBe('2000');
    expect('unknown' in s.getState()).toBe(false);
  });

  it('ignores hostile exdat: prototype pollution, bad base64, non-object JSON', async () => {
    const evil = toBase64(
      '{"__proto__":{"polluted":"yes"},"person":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}}',
    );
    const { s } = await start(`/?exdat=${encodeURIComponent(evil)}`);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((s.getState().person as unknown as Record<string, unknown>)['polluted']).toBeUndefined();
    for (const bad of ['%%%not-base64', toBase64('[1,2,3]'), toBase64('{"person":'), '']) {
      forgetStartup();
      const again = await start(`/?exdat=${encodeURIComponent(bad)}`);
      expect(again.s.getState().person.firstName).toBe('');
    }
  });

  it('ignores a 200 KB exdat whole, with one warning, and saves none of it (issue 22)', async () => {
    const name = 'N'.repeat(150_000);
    const exdat = toBase64(JSON.stringify({ person: { firstName: name, email: 'jo@example.com' }, filler: 'f'.repeat(50_000) }));
    expect(exdat.length).toBeGreaterThan(200_000);
    const { s } = await start(`/checkout?exdat=${encodeURIComponent(exdat)}`);
    expect(s.getState().person.firstName).toBe('');
    expect(s.getState().person.email).toBe('');
    persistence.save(s.getState());
    expect(localStorage.getItem('ea_widgets_state') ?? '').not.toContain('NNNN');
    const exdatWarnings = warn.mock.calls.map((c) => String(c[0])).filter((w) => /exdat/.test(w));
    expect(exdatWarnings).toEqual([expect.stringMatching(/ignored exdat: \d+ characters, over its cap of 8192/)]);
    expect(exdatWarnings[0]).not.toContain('NNNN');
  });

  it('leaves out each exdat text over its cap and applies the rest, with one warning naming the fields (issue 22)', async () => {
    const exdat = toBase64(
      JSON.stringify({
        person: { firstName: 'N'.repeat(101), lastName: 'Citizen', email: `${'e'.repeat(250)}@x.co`, phoneNumber: '0412 345 678' },
        address: { streetName: 'S'.repeat(201), suburb: 'Carlton', postcode: '3053' },
      }),
    );
    const { s } = await start(`/checkout?exdat=${encodeURIComponent(exdat)}`);
    const st = s.getState();
    expect(st.person.firstName).toBe('');
    expect(st.person.email).toBe('');
    expect(st.person.lastName).toBe('Citizen');
    expect(st.person.phoneNumber).toBe('0412 345 678');
    expect(st.address.suburb).toBe('Carlton');
    expect(st.address.streetName).toBeUndefined();
    const exdatWarnings = warn.mock.calls.map((c) => String(c[0])).filter((w) => /exdat/.test(w));
    expect(exdatWarnings).toEqual([
      expect.stringContaining('ignored exdat fields over their length caps: address.streetName, person.email, person.firstName'),
    ]);
  });

  it('reads an exdat whose + the host left unencoded (a space in the query), and base64url (issue 22)', async () => {
    const json = JSON.stringify({ person: { firstName: 'Jo>?~', email: 'jo@example.com' } });
    const standard = toBase64(json);
    expect(standard).toContain('+');
    const a = await start(`/checkout?exdat=${standard}`);
    expect(a.s.getState().person.firstName).toBe('Jo>?~');
    forgetStartup();
    const url = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const b = await start(`/checkout?exdat=${url}`);
    expect(b.s.getState().person.firstName).toBe('Jo>?~');
    expect(b.s.getState().person.email).toBe('jo@example.com');
  });

  it('removes exdat from the address bar once read, applied or not, keeping the rest of the URL and history.state (issue 22)', async () => {
    const exdat = toBase64(JSON.stringify({ person: { firstName: 'Zoë' } }));
    history.replaceState({ kept: 1 }, '', `/checkout?postcode=3000&exdat=${encodeURIComponent(exdat)}&ref=a%20b#/qualifier?x=1`);
    const s = createEaStore();
    configureApi({ fetch: fakeApi(() => json({ featureToggles: {} })).fetch });
    await runStartup(s, {});
    expect(s.getState().person.firstName).toBe('Zoë');
    expect(location.pathname).toBe('/checkout');
    expect(location.search).toBe('?postcode=3000&ref=a%20b');
    expect(location.hash).toBe('#/qualifier?x=1');
    expect(history.state).toEqual({ kept: 1 });
    for (const bad of ['%%%not-base64', 'a'.repeat(9000)]) {
      forgetStartup();
      const again = await start(`/?EXDAT=${bad}&fuel=gas`);
      expect(again.s.getState().refine.fuelSelection).toBe('gas');
      expect(location.search).toBe('?fuel=gas');
    }
  });

  it('merges storage before the URL, and the URL wins', async () => {
    const saved = createEaStore();
    saved.getState().setPostcode('5000');
    saved.getState().patch('refine', { fuelSelection: 'electricity' });
    persistence.save(saved.getState());
    const { s } = await start('/?postcode=3000');
    expect(s.getState().refine.fuelSelection).toBe('electricity');
    expect(s.getState().app.postcode).toBe('3000');
  });

  describe('a query this tab applied before (a reload, Back to it)', () => {
    // Arrived by ?postcode=2000&fuel=both, then chose 3000, electricity only and an address in 3000.
    // The last store saves itself when the page is next idle: let that happen first.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const arriveThenChoose = async (path: string) => {
      await start(path);
      await settle();
      forgetStartup();
      const saved = createEaStore();
      saved.getState().setAddress({ label: '1 Collins Street, Melbourne VIC 3000', postcode: '3000' });
      saved.getState().patch('refine', { fuelSelection: 'electricity' });
      persistence.save(saved.getState());
    };

    it('keeps what the visitor chose since over the URL they came by', async () => {
      await arriveThenChoose('/?postcode=2000&fuel=both');
      const { s } = await start('/?postcode=2000&fuel=both');
      expect(s.getState().app.postcode).toBe('3000');
      expect(s.getState().refine.fuelSelection).toBe('electricity');
      expect(s.getState().address.label).toBe('1 Collins Street, Melbourne VIC 3000');
      // The first lookup reads the query start-up applied: none.
      expect(startupSearch()).toBe('');
    });

    it('a link to that query followed anew (not a reload or Back) applies it again', async () => {
      for (const followed of ['navigate', 'prerender']) {
        forgetStartup();
        await arriveThenChoose('/?postcode=2000&fuel=both');
        const navigation = [{ type: followed }] as unknown as PerformanceEntryList;
        vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? navigation : []));
        const { s } = await start('/?postcode=2000&fuel=both');
        expect(s.getState().app.postcode).toBe('2000');
        expect(s.getState().refine.fuelSelection).toBe('both');
        expect(startupSearch()).toBe('?postcode=2000&fuel=both');
        vi.restoreAllMocks();
      }
    });

    it('Back to the plans from another page of this tab (the checkout page and its own query) keeps what the visitor chose', async () => {
      await arriveThenChoose('/plans?postcode=2000&fuel=both');
      await start('/checkout?r=ABC123&customerType=residential');
      await settle();
      forgetStartup();
      const saved = createEaStore();
      saved.getState().setAddress({ label: '1 Collins Street, Melbourne VIC 3000', postcode: '3000' });
      persistence.save(saved.getState());
      const { s } = await start('/plans?postcode=2000&fuel=both');
      expect(s.getState().app.postcode).toBe('3000');
      expect(s.getState().address.label).toBe('1 Collins Street, Melbourne VIC 3000');
    });

    it('back out of the back/forward cache, reads what another page of the tab saved since, as a reload would', async () => {
      const { s } = await start('/plans?postcode=2000&fuel=both');
      await settle();
      const other = createEaStore();
      other.getState().setAddress({ label: '1 Collins Street, Melbourne VIC 3000', postcode: '3000' });
      other.getState().patch('refine', { fuelSelection: 'electricity' });
      persistence.save(other.getState());
      const shown = (persisted: boolean) => dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
      // Shown as loaded (not out of the cache): start-up has just read everything.
      shown(false);
      await settle();
      expect(s.getState().app.postcode).toBe('2000');
      shown(true);
      await vi.waitFor(() => expect(s.getState().app.postcode).toBe('3000'));
      expect(s.getState().refine.fuelSelection).toBe('electricity');
      expect(s.getState().address.label).toBe('1 Collins Street, Melbourne VIC 3000');
    });

    it('back out of the back/forward cache to a page of another query, that query applies again over the saved state', async () => {
      const { s } = await start('/plans?postcode=2000');
      await settle();
      const other = createEaStore();
      other.getState().setPostcode('3000');
      other.getState().patch('refine', { fuelSelection: 'electricity' });
      persistence.save(other.getState());
      sessionStorage.setItem('ea_widgets_query:/plans', '?postcode=3000');
      dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      await vi.waitFor(() => expect(s.getState().refine.fuelSelection).toBe('electricity'));
      expect(s.getState().app.postcode).toBe('2000');
    });

    it('counts a path spelt with another case or a trailing slash as the same page', async () => {
      await arriveThenChoose('/Plans/?postcode=2000&fuel=both');
      const { s } = await start('/plans?postcode=2000&fuel=both');
      expect(s.getState().app.postcode).toBe('3000');
    });

    it('applies another query (a link to another postcode, Back to a page of another query)', async () => {
      await arriveThenChoose('/?postcode=2000&fuel=both');
      const { s } = await start('/?postcode=5000');
      expect(s.getState().app.postcode).toBe('5000');
      expect(startupSearch()).toBe('?postcode=5000');
    });

    it('applies the URL in a new tab (this tab applied nothing), and when nothing was saved', async () => {
      await arriveThenChoose('/?postcode=2000&fuel=both');
      sessionStorage.clear();
      const fresh = await start('/?postcode=2000&fuel=ele');
      expect(fresh.s.getState().app.postcode).toBe('2000');
      await settle();
      forgetStartup();
      localStorage.clear();
      const unsaved = await start('/?postcode=2000&fuel=ele');
      expect(unsaved.s.getState().refine.fuelSelection).toBe('electricity');
    });
  });

  it('whenStateApplied settles once storage and the URL are in the store, before the global configuration answers', async () => {
    localStorage.setItem('ea_widgets_state', JSON.stringify({ app: { postcode: '2600' }, refine: { fuelSelection: 'gas' } }));
    visit('/?estimatePeriod=MONTHLY');
    const api = fakeApi(() => new Promise<Response>(() => {}));
    configureApi({ fetch: api.fetch, totalTimeout: 50, timeout: 50, retries: 0 });
    void ensureStarted();
    await whenStateApplied();
    // What a first plan lookup reads: the returning visitor's saved choices with the URL's on top.
    expect(store.getState().app.postcode).toBe('2600');
    expect(store.getState().refine.fuelSelection).toBe('gas');
    expect(store.getState().refine.estimatePeriod).toBe('MONTHLY');
    expect(store.getState().app.ready).toBe(false);
  });

  it("a widget's customer-type changed after start-up shows the other audience, without the other audience's plans; a new api-base serves the next requests", async () => {
    visit('/plans?postcode=2000');
    const api = fakeApi(() => json({ featureToggles: {} }));
    configureApi({ fetch: api.fetch, totalTimeout: 50, timeout: 50, retries: 0 });
    await ensureStarted({ customerType: 'residential' });
    expect(store.getState().app.customerType).toBe('RESIDENTIAL');
    store.getState().patch('plans', { selectedElectricityPlanCode: 'RES-PLAN' });
    await pageAttributeChanged('customer-type', 'business');
    expect(store.getState().app.customerType).toBe('BUSINESS');
    expect(store.getState().plans.selectedElectricityPlanCode).toBeNull();
    // Removed: the page's own type again (its URL says none: the default).
    await pageAttributeChanged('customer-type', undefined);
    expect(store.getState().app.customerType).toBe('RESIDENTIAL');
    await pageAttributeChanged('api-base', 'https://api.example.com/');
    expect(apiConfig().base).toBe('https://api.example.com/');
  });

  it('back out of the back/forward cache, a customer-type changed after start-up stays, with the plan chosen since', async () => {
    visit('/plans?postcode=2000');
    configureApi({ fetch: fakeApi(() => json({ featureToggles: {} })).fetch, totalTimeout: 50, timeout: 50, retries: 0 });
    await ensureStarted({ customerType: 'residential' });
    await pageAttributeChanged('customer-type', 'business');
    store.getState().patch('plans', { selectedElectricityPlanCode: 'BUS-PLAN' });
    // Saved with gas only (as another page of the tab would), then changed here: the restore is seen by the fuel coming back.
    store.getState().patch('refine', { fuelSelection: 'gas' });
    persistence.save(store.getState());
    store.getState().patch('refine', { fuelSelection: 'both' });
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(store.getState().refine.fuelSelection).toBe('gas'));
    expect(store.getState().app.customerType).toBe('BUSINESS');
    expect(store.getState().plans.selectedElectricityPlanCode).toBe('BUS-PLAN');
  });

  it("the page's customerType parameter still comes first over a changed attribute", async () => {
    visit('/plans?postcode=2000&customerType=RESIDENTIAL');
    configureApi({ fetch: fakeApi(() => json({ featureToggles: {} })).fetch, totalTimeout: 50, timeout: 50, retries: 0 });
    await ensureStarted({ customerType: 'residential' });
    await pageAttributeChanged('customer-type', 'business');
    expect(store.getState().app.customerType).toBe('RESIDENTIAL');
  });

  it('drops the ready flag from storage and sets it once start-up is done', async () => {
    localStorage.setItem('ea_widgets_state', JSON.stringify({ app: { ready: true, postcode: '2600' } }));
    visit('/');
    const s = createEaStore();
    const api = fakeApi(() => new Promise<Response>(() => {}));
    configureApi({ fetch: api.fetch, totalTimeout: 50, timeout: 50, retries: 0 });
    const run = runStartup(s, {});
    await vi.waitFor(() => expect(s.getState().app.postcode).toBe('2600'));
    expect(s.getState().app.ready).toBe(false);
    await run;
    expect(s.getState().app.ready).toBe(true);
  });

  it("reads global configuration: toggles over defaults, time zone (the price-change disclaimer is the plans table's)", async () => {
    const { s, api } = await start('/?postcode=3000', () =>
      json({
        featureToggles: { rpoOptIn: true, legacyAnalytics: false, somethingNew: true },
        CallUs_TimeZone: 'AEST',
        Choose_Price_Change_VIC: 'Victorian prices change on 1 January.',
        Choose_Price_Change_NSW: 'NSW prices change on 1 July.',
      }),
    );
    expect(api.calls).toEqual(['/qt2/app/getGlobalConfig']);
    const app = s.getState().app;
    expect(app.featureToggles['rpoOptIn']).toBe(true);
    expect(app.featureToggles['supportLegacyAnalytics']).toBe(false);
    expect(app.featureToggles['somethingNew']).toBeUndefined();
    expect(app.contactTimeZone).toBe('AEST');
    // Not kept at start-up: a text of the start-up state went stale when the visitor looked up plans in another state.
    expect(app).not.toHaveProperty('stateRatesDisclaimer');
    expect(app.ready).toBe(true);
  });

  it('survives a failing global configuration: defaults kept, only logged', async () => {
    const { s } = await start('/', () => json({ error: 'down' }, 500));
    expect(s.getState().app.featureToggles['supportLegacyAnalytics']).toBe(true);
    expect(s.getState().app.ready).toBe(true);
  });

  it('uses the page store by default (module-level instance)', () => {
    expect(store.getState().app.postcode).toBe('2000');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { initialParams, load, reloadFor, startPlansService, startPlansTable, stopPlansService } from '../../../../src/services/plans';
import { store } from '../../../../src/store';
import { QUOTE_COOKIE } from '../../../../src/store/storage';

const s = () => store.getState();

/** When the page's saved state and URL count as applied (start-up itself is not run here). */
const startup = vi.hoisted(() => ({ applied: Promise.resolve() }));
vi.mock('../../../../src/services/page/startup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/page/startup')>()),
  whenStateApplied: () => startup.applied,
}));

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
});
afterEach(() => {
  stopPlansService();
  startup.applied = Promise.resolve();
});

describe('what the plans are looked up by, and when again (spec 2 §4, §7)', () => {
  it('prefers the URL NMI, MIRN and postcode, then the stored NMI or MIRN (not moving, address from the account), a stored address, then the postcode', () => {
    expect(initialParams(s(), '')).toEqual({ by: 'postcode', postcode: '2000' });
    expect(initialParams(s(), '?nmi=4102000000&postcode=3000')).toEqual({ by: 'nmi', nmi: '4102000000' });
    expect(initialParams(s(), '?MIRN=5240000000&postcode=3000')).toEqual({ by: 'mirn', mirn: '5240000000' });
    s().patch('connection', { nmi: '4102000000' });
    expect(initialParams(s(), '?postcode=5000')).toEqual({ by: 'postcode', postcode: '5000' });
    // A stored NMI alone is not used (spec 2 §7: only with an address from the visitor's account, when not moving).
    expect(initialParams(s(), '')).toEqual({ by: 'postcode', postcode: '2000' });
    s().setAddress({ postcode: '3000', streetName: 'Collins St' });
    expect(initialParams(s(), '').by).toBe('address');
    s().setAddress({ postcode: '3000', streetName: 'Collins St', fromUserAccount: true });
    expect(initialParams(s(), '')).toEqual({ by: 'nmi', nmi: '4102000000' });
    s().patch('connection', { nmi: '', mirn: '5240000000' });
    expect(initialParams(s(), '')).toEqual({ by: 'mirn', mirn: '5240000000' });
    s().patch('moving', { movingHouse: 'MOVING' });
    expect(initialParams(s(), '').by).toBe('address');
  });

  it('a URL postcode that start-up left out (the saved state took its place) is not looked up; the URL NMI still is', () => {
    s().setAddress({ postcode: '3000', streetName: 'Collins St' });
    expect(initialParams(s(), '?postcode=2000', '').by).toBe('address');
    expect(initialParams(s(), '?nmi=4102000000&postcode=2000', '')).toEqual({ by: 'nmi', nmi: '4102000000' });
  });

  it("a lookup for a postcode other than the last lookup's clears the quote cookie; the same postcode keeps it (spec 2 §4)", async () => {
    const hasQuoteCookie = (): boolean => document.cookie.split('; ').some((c) => c.startsWith(`${QUOTE_COOKIE}=`));
    await load({ by: 'postcode', postcode: '2000' });
    document.cookie = `${QUOTE_COOKIE}=Q1234567; path=/`;
    expect(hasQuoteCookie()).toBe(true);
    await load({ by: 'postcode', postcode: '2000' });
    expect(hasQuoteCookie()).toBe(true);
    await load({ by: 'postcode', postcode: '3000' });
    expect(hasQuoteCookie()).toBe(false);
  });

  it('reloads for a postcode changed against the last lookup, and for identity changes', () => {
    const key = { customerType: 'RESIDENTIAL', postcode: '2000', nmi: '', mirn: '', address: '', campaignId: '', accounts: '|' };
    expect(reloadFor(key, { ...key, postcode: '3000' }, s(), '2000', null)).toEqual({ by: 'postcode', postcode: '3000' });
    expect(reloadFor(key, { ...key, postcode: '3000' }, s(), '3000', null)).toBeNull();
    expect(reloadFor(key, { ...key, nmi: '4102000000' }, s(), '2000', null)).toEqual({ by: 'nmi', nmi: '4102000000' });
    expect(reloadFor(key, { ...key, customerType: 'BUSINESS' }, s(), '2000', { by: 'postcode', postcode: '2000' })).toEqual({
      by: 'postcode',
      postcode: '2000',
    });
    expect(reloadFor(key, key, s(), '2000', null)).toBeNull();
    // Reset estimates clears what the last lookup was made by: the plans follow the postcode (once).
    const byNmi = { ...key, nmi: '4102000000' };
    expect(reloadFor(byNmi, { ...byNmi, nmi: '', accounts: '|' }, s(), '2000', { by: 'nmi', nmi: '4102000000' })).toEqual({
      by: 'postcode',
      postcode: '2000',
    });
    const byAddress = { ...key, address: 'a|1|George St|Sydney|2000' };
    expect(
      reloadFor(byAddress, { ...byAddress, address: '' }, s(), '2000', {
        by: 'address',
        address: { postcode: '2000', streetName: 'George St' },
      }),
    ).toEqual({ by: 'postcode', postcode: '2000' });
    // An unrelated change after an NMI lookup does not.
    expect(reloadFor(byNmi, byNmi, s(), '2000', { by: 'nmi', nmi: '4102000000' })).toBeNull();
  });
});

describe('the plans service (spec 2 §4)', () => {
  it('runs the whole service: initial lookup, then estimates after 100 ms of quiet, and a reload on a postcode change', async () => {
    const controller = new AbortController();
    startPlansService(controller.signal, Promise.resolve());
    await vi.waitFor(() => expect(s().plans.electricityPlans.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(Object.keys(s().plans.estimates.electricity).length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(s().refine.usageBands.electricity['benchmark']).toBeGreaterThan(0));
    s().setPostcode('3000');
    await vi.waitFor(() => expect(s().plans.electricityPlans[0]?.code).toMatch(/CITIPOWER|JEMENA|POWERCOR|AUSNET|UNITED/));
    controller.abort();
  });
});

describe('usage bands for the postcode (spec 2 §4)', () => {
  it('are asked for once per question: a lookup giving a tariff type without a pricing zone does not ask again', async () => {
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    const asked: string[] = [];
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
        if (url.pathname.endsWith('/usageBands')) asked.push(url.search);
        return api(input, init);
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // 2880 is not served: its lookup gives meter details with a tariff type and no pricing zone.
    s().setPostcode('2880');
    s().patch('connection', {
      electricityMeterDetails: { ...s().connection.electricityMeterDetails, pricingZone: undefined, tariffType: undefined },
    });
    const controller = new AbortController();
    startPlansService(controller.signal, Promise.resolve());
    await vi.waitFor(() => expect(s().plans.messages.length).toBeGreaterThan(0));
    expect(s().connection.electricityMeterDetails.tariffType).toBeTruthy();
    expect(asked).toEqual(['?customerType=RESIDENTIAL&postcode=2880']);
    // A pricing zone with it asks by them.
    s().patch('connection', { electricityMeterDetails: { ...s().connection.electricityMeterDetails, pricingZone: 'AUSGRID' } });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatch(/pricingZone=AUSGRID/);
    controller.abort();
    vi.restoreAllMocks();
  });
});

describe('Reset estimates (spec 2 §2: plans reload for the postcode)', () => {
  it('looks the plans up by postcode after a visitor who was looked up by NMI confirms the reset', async () => {
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    const lookups: unknown[] = [];
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname.endsWith('/offers/lookup')) lookups.push(await request.clone().json());
        return api(request);
      },
    });
    const controller = new AbortController();
    s().setPostcode('2000');
    startPlansService(controller.signal);
    await vi.waitFor(() => expect(s().plans.electricityPlans.length).toBeGreaterThan(0));
    s().patch('connection', { nmi: '4102000000' });
    await vi.waitFor(() => expect(lookups.some((b) => (b as { nmi?: string }).nmi === '4102000000')).toBe(true));
    await vi.waitFor(() => expect(s().plans.loading).toBe(false));
    const before = lookups.length;
    const { confirmReset } = await import('../../../../src/services/refine/modal-actions');
    confirmReset();
    await vi.waitFor(() => expect(lookups.length).toBeGreaterThan(before));
    expect(lookups.slice(before)).toEqual([expect.objectContaining({ postcode: s().app.postcode })]);
    expect(lookups.slice(before)[0]).not.toHaveProperty('nmi');
    controller.abort();
  });
});

describe('host events', () => {
  it('loads plans for ea:plan-load and for a host location update', async () => {
    const controller = new AbortController();
    startPlansService(controller.signal);
    await vi.waitFor(() => expect(s().plans.electricityPlans.length).toBeGreaterThan(0));
    window.dispatchEvent(new CustomEvent('ea:plan-load', { detail: { postcode: '3000' } }));
    await vi.waitFor(() => expect(s().plans.lastSuccessfulPostcode).toBe('3000'));
    window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '5000', source: 'host' } }));
    await vi.waitFor(() => expect(s().plans.lastSuccessfulPostcode).toBe('5000'));
    window.dispatchEvent(new CustomEvent('ea:plan-load', { detail: { nmi: '4102000001' } }));
    await vi.waitFor(() => expect(s().plans.messages.map((m) => m.code)).toContain('NMI_BLOCKED'));
    controller.abort();
  });
});

describe("a plans table's start (startPlansTable)", () => {
  /** The lookups asked for; `first` resolves with the first one's body. */
  function recordLookups() {
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    const bodies: unknown[] = [];
    let looked = (_body: unknown): void => {};
    const first = new Promise<unknown>((resolve) => (looked = resolve));
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname.endsWith('/offers/lookup')) {
          const body: unknown = await request.clone().json();
          bodies.push(body);
          looked(body);
        }
        return api(request);
      },
    });
    return { bodies, first };
  }
  const holdStateApplied = (): (() => void) => {
    let apply = (): void => {};
    startup.applied = new Promise<void>((resolve) => (apply = resolve));
    return apply;
  };
  const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

  it('looks the plans up only once the saved state is applied (its postcode, not the default), and says it has started then', async () => {
    const { bodies, first } = recordLookups();
    s().setPostcode('2000');
    const apply = holdStateApplied();
    const controller = new AbortController();
    const started = vi.fn();
    startPlansTable(controller.signal, started);
    await settle();
    expect(bodies).toEqual([]);
    expect(started).not.toHaveBeenCalled();
    s().setPostcode('3000'); // what the saved state brings
    apply();
    await startup.applied;
    expect(started).toHaveBeenCalledOnce();
    expect(await first).toMatchObject({ postcode: '3000' });
    controller.abort();
  });

  it('the table gone before then: no lookup for it, and it is not told it started', async () => {
    const { bodies } = recordLookups();
    const apply = holdStateApplied();
    const controller = new AbortController();
    const started = vi.fn();
    startPlansTable(controller.signal, started);
    controller.abort();
    apply();
    await startup.applied;
    await settle();
    expect(started).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import * as v from 'valibot';
import { LookupResponseSchema, lookupOffers, PLAN_PATHS } from '../../../src/api/plans';
import {
  applyLookup,
  estimateRequestFor,
  initialParams,
  load,
  loadPlans,
  lookupRequest,
  refreshEstimates,
  reloadFor,
  startPlansService,
  stopPlansService,
  watchEstimates,
} from '../../../src/services/plans';
import { closePlanMessage } from '../../../src/services/plans/messages';
import { store } from '../../../src/store';
import { QUOTE_COOKIE } from '../../../src/store/storage';

const s = () => store.getState();

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
});
afterEach(() => stopPlansService());

describe('plan lookup service (spec 2 §4, §8)', () => {
  it('loads plans for a postcode, stores disclaimers, accuracy, distributor and dual-fuel availability', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const p = s().plans;
    expect(p.loading).toBe(false);
    expect(p.electricityPlans.length).toBeGreaterThan(5);
    expect(p.gasPlans.length).toBe(3);
    expect(p.messages).toEqual([]);
    expect(p.dualFuelAvailable).toBe(true);
    expect(p.displayStrategy).toBe('grouped');
    expect(p.electricityPlansAccuracy).toBe('POSTCODE');
    expect(p.lastSuccessfulPostcode).toBe('2000');
    expect(Object.keys(p.disclaimers)).toContain('plans.estimate');
    expect(s().connection.electricityDistributor).toEqual({ distributor: 'Ausgrid', participantId: 'ENERGYAUST' });
    expect(s().connection.electricityMeterDetails.pricingZone).toBe('AUSGRID');
  });

  it('sets the loading flag from start to end', async () => {
    const seen: boolean[] = [];
    const off = store.subscribe((x) => seen.push(x.plans.loading));
    await loadPlans({ by: 'postcode', postcode: '2000' });
    off();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('stores what an NMI lookup says (postcode, NMI) and switches the location to postcode', async () => {
    await loadPlans({ by: 'nmi', nmi: '4102000000' });
    expect(s().app.postcode).toBe('2000');
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect(s().plans.electricityPlansAccuracy).toBe('NMI');
  });

  it('stores the address, NMI and MIRN an address lookup finds', async () => {
    await loadPlans({
      by: 'address',
      address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' },
    });
    expect(s().plans.electricityPlans.length).toBeGreaterThan(0);
    expect(s().address).toMatchObject({ id: 'ADR-0001', streetName: 'Martin Place', postcode: '2000', found: true });
    expect(s().connection.nmi).toBe('4102000000');
    expect(s().connection.mirn).toBe('5240000000');
    expect(s().plans.electricityPlansAccuracy).toBe('NMI');
  });

  it('labels a found address from its parts when the answer gives no label (the service address line reads it)', async () => {
    const params = {
      by: 'address',
      address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', unitNumber: '' },
    } as const;
    const res = await lookupOffers(lookupRequest(s(), params));
    const { label: _label, ...unlabelled } = res.address ?? {};
    // The state comes beside the address, as spec 2 §7 gives it; null parts read as absent.
    const { state: _state, ...stateless } = unlabelled;
    await applyLookup(
      {
        ...res,
        state: 'NSW',
        address: { ...stateless, unitNumber: undefined, streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', postcode: '2000' },
      },
      params,
    );
    expect(s().address.label).toBe('1 Martin Place, Sydney NSW 2000');
  });

  it('reads null address parts in a lookup answer as absent (the answer is not refused)', async () => {
    const raw = await createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` })(
      `http://localhost${PLAN_PATHS.lookup}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          lookupRequest(s(), {
            by: 'address',
            address: { id: 'ADR-0001', postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney' },
          }),
        ),
      },
    ).then((r) => r.json() as Promise<Record<string, unknown>>);
    const address = { ...(raw['address'] as object), label: null, unitNumber: null, streetNumber: null };
    const parsed = v.safeParse(LookupResponseSchema, { ...raw, address });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.output.address).toMatchObject({
      label: undefined,
      unitNumber: undefined,
      streetNumber: undefined,
      postcode: '2000',
    });
  });

  it('turns statuses into messages and dispatches ea:plan-load-failed', async () => {
    const failed: unknown[] = [];
    const listener = (e: Event) => failed.push((e as CustomEvent).detail);
    window.addEventListener('ea:plan-load-failed', listener);
    await loadPlans({ by: 'postcode', postcode: '4000' });
    window.removeEventListener('ea:plan-load-failed', listener);
    expect(s().plans.messages).toMatchObject([{ code: 'POSTCODE_NOT_SERVICED', fuel: 'gas', level: 'warning', closable: true }]);
    expect(failed).toEqual([{ status: 'POSTCODE_NOT_SERVICED', params: { by: 'postcode', postcode: '4000' }, fuel: 'gas' }]);
  });

  it("writes a lookup's plans, its messages and the end of loading in one update", async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const seen: { loading: boolean; codes: string[]; plans: number }[] = [];
    const off = store.subscribe((x) =>
      seen.push({ loading: x.plans.loading, codes: x.plans.messages.map((m) => m.code), plans: x.plans.electricityPlans.length }),
    );
    await loadPlans({ by: 'postcode', postcode: '2880' });
    off();
    expect(seen.filter((x) => !x.loading)).toEqual([{ loading: false, codes: ['POSTCODE_NOT_SERVICED'], plans: 0 }]);
  });

  it('writes a clean lookup at once, and a lookup that says something only while it is still the latest', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const before = s().plans;
    const body = { customerType: 'RESIDENTIAL' as const };
    const notServiced = await lookupOffers({ ...body, postcode: '2880' });
    await applyLookup(notServiced, { by: 'postcode', postcode: '2880' }, () => false);
    expect(s().plans).toBe(before);
    const clean = await lookupOffers({ ...body, postcode: '5000' });
    void applyLookup(clean, { by: 'postcode', postcode: '5000' });
    expect(s().plans.electricityPlans).toBe(clean.electricity.plans);
  });

  it('switches a fuel selection that is no longer available to the first available fuel', async () => {
    s().patch('refine', { fuelSelection: 'gas' });
    await loadPlans({ by: 'postcode', postcode: '4000' });
    expect(s().refine.fuelSelection).toBe('electricity');
  });

  it('shows a closable warning with the status for an HTTP failure, and SYSTEM_ERROR for a wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadPlans({ by: 'postcode', postcode: '2002' });
    expect(s().plans.messages).toMatchObject([{ code: 'PLAN_LOAD_FAILED', level: 'warning', closable: true, parameters: { status: 500 } }]);
    await loadPlans({ by: 'postcode', postcode: '2005' });
    expect(s().plans.messages).toMatchObject([{ code: 'SYSTEM_ERROR', fuel: 'both', level: 'error', closable: false }]);
    expect(s().plans.electricityPlans).toEqual([]);
  });

  it('keeps the selected plans through a lookup that failed outright (HTTP error, or SYSTEM_ERROR with no plans)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const code = s().plans.electricityPlans[0]?.code ?? '';
    s().selectPlan('electricity', code);
    await loadPlans({ by: 'postcode', postcode: '2002' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.selectedElectricityPlanCode).toBe(code);
    const answered = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2001' });
    const failed = {
      ...answered,
      electricity: { ...answered.electricity, status: 'SYSTEM_ERROR', plans: [] },
      gas: { ...answered.gas, status: 'SYSTEM_ERROR', plans: [] },
    };
    await applyLookup(failed, { by: 'postcode', postcode: '2001' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.messages.map((m) => m.code)).toEqual(['SYSTEM_ERROR']);
    expect(s().plans.selectedElectricityPlanCode).toBe(code);
    // An answered lookup without it clears it.
    await loadPlans({ by: 'postcode', postcode: '3000' });
    await new Promise((r) => setTimeout(r, 0));
    expect(s().plans.selectedElectricityPlanCode).not.toBe(code);
  });

  it('raises SYSTEM_ERROR when a fuel says SYSTEM_ERROR and nothing else was said', async () => {
    await loadPlans({ by: 'postcode', postcode: '2001' });
    expect(s().plans.messages.map((m) => m.code)).toEqual(['SYSTEM_ERROR']);
  });

  it('uses only the latest lookup', async () => {
    const first = loadPlans({ by: 'postcode', postcode: '3000' });
    const second = loadPlans({ by: 'postcode', postcode: '2000' });
    await Promise.all([first, second]);
    expect(s().plans.electricityPlans[0]?.code).toMatch(/AUSGRID/);
  });

  it('keeps a selection matched by code prefix across networks', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const flexi = s().plans.electricityPlans.find((p) => p.code.startsWith('FLEXI-'))!;
    s().selectPlan('electricity', flexi.code);
    await loadPlans({ by: 'postcode', postcode: '5000' });
    expect(s().plans.selectedElectricityPlanCode).toMatch(/^FLEXI-/);
    expect(s().plans.selectedElectricityPlanCode).not.toBe(flexi.code);
  });

  it('closing a postcode-not-serviced message restores the last successful postcode', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    s().setPostcode('2880');
    await loadPlans({ by: 'postcode', postcode: '2880' });
    const message = s().plans.messages[0]!;
    expect(message).toMatchObject({ code: 'POSTCODE_NOT_SERVICED', fuel: 'both' });
    closePlanMessage(message);
    expect(s().plans.messages[0]?.visible).toBe(false);
    expect(s().app.postcode).toBe('2000');
  });

  it('refuses a plan with a benchmark whose rewards have none', async () => {
    const { checkBenchmarks } = await import('../../../src/services/plans');
    const res = { electricity: { plans: [{ benchmark: { type: 'X' }, rewards: { benchmark: null } }] }, gas: { plans: [] } };
    expect(() => checkBenchmarks(res as never)).toThrow('Unexpected offer lookup response');
    expect(applyLookup).toBeTypeOf('function');
  });
});

describe('lookup request and triggers', () => {
  it('builds the request with current plans when account numbers exist', () => {
    s().patch('account', { electricityAccountNumber: '1000000001' });
    s().patch('quote', { campaignId: 'CAMP' });
    expect(lookupRequest(s(), { by: 'postcode', postcode: '2000' })).toEqual({
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      campaignId: 'CAMP',
      addCurrentPlan: true,
      electricityAccountNumber: '1000000001',
    });
    expect(
      lookupRequest(s(), { by: 'address', address: { postcode: '2000', streetName: 'Martin Place', unitNumber: '', label: 'x' } }).address,
    ).toEqual({ postcode: '2000', streetName: 'Martin Place' });
  });

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

describe('estimates (spec 2 §4, §7)', () => {
  /** The reference API, with the estimate calls counted and, while `hold` is set, answered only when released (a slow answer that ignores cancellation). */
  const slowEstimates = () => {
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    const calls: unknown[] = [];
    const held: (() => void)[] = [];
    const state = { hold: false };
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname !== PLAN_PATHS.calculate) return api(request);
        calls.push(await request.clone().json());
        const answer = await api(new Request(request.url, { method: 'POST', headers: request.headers, body: await request.text() }));
        if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
        return answer;
      },
    });
    return { calls, held, state };
  };

  it('uses only the latest answer: a slower answer to an earlier request does not replace it', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const net = slowEstimates();
    s().patch('refine', { fuelSelection: 'electricity' });
    const first = s().plans.electricityPlans[0]!;
    net.state.hold = true;
    const earlier = refreshEstimates();
    await vi.waitFor(() => expect(net.held.length).toBe(1));
    net.state.hold = false;
    s().patch('refine', { usageSelection: { ...s().refine.usageSelection, electricity: { type: 'custom', value: 40 } } });
    await refreshEstimates();
    const latest = s().plans.estimates.electricity[first.id]?.value;
    expect(latest).toBeGreaterThan(0);
    net.held[0]!();
    await earlier;
    expect(s().plans.estimates.electricity[first.id]?.value).toBe(latest);
    expect(net.calls).toHaveLength(2);
  });

  it('recalculates once, after 100 ms of quiet, however many inputs change before', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    const net = slowEstimates();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let stop: (() => void) | undefined;
    try {
      stop = watchEstimates();
      await vi.advanceTimersByTimeAsync(150);
      const before = net.calls.length;
      for (const value of [5, 6, 7, 8]) {
        s().patch('refine', { usageSelection: { ...s().refine.usageSelection, electricity: { type: 'custom', value } } });
        await vi.advanceTimersByTimeAsync(60);
      }
      expect(net.calls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(50);
      await vi.waitFor(() => expect(net.calls.length).toBe(before + 1));
      expect(JSON.stringify(net.calls.at(-1))).toContain('"customDailyUsage":8');
    } finally {
      stop?.();
      vi.useRealTimers();
    }
  });

  it('asks for the selected fuels with plans and stores estimates by plan id', async () => {
    await loadPlans({ by: 'postcode', postcode: '2000' });
    s().patch('refine', { fuelSelection: 'electricity' });
    const request = estimateRequestFor(s())!;
    expect(request.gas).toBeUndefined();
    expect(request.ele).toMatchObject({ usageType: 'BENCHMARK', period: 'ANNUAL', pricingZone: 'AUSGRID', greenOption: 0 });
    await refreshEstimates();
    const first = s().plans.electricityPlans[0]!;
    expect(s().plans.estimates.electricity[first.id]?.value).toBeGreaterThan(0);
  });

  it('falls back to zero placeholders when the estimate call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    s().setPostcode('2004');
    await loadPlans({ by: 'postcode', postcode: '2004' });
    await refreshEstimates();
    const first = s().plans.electricityPlans[0]!;
    expect(s().plans.estimates.electricity[first.id]).toMatchObject({ value: 0, creditsIncluded: 'UNKNOWN', estimatePeriod: 'MONTHLY' });
  });

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
    const { confirmReset } = await import('../../../src/services/refine');
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

describe('what re-estimates', () => {
  it('asks again when the green option or usage changes, not when only the period changes', async () => {
    const bodies: string[] = [];
    const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` });
    configureApi({
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
        if (request.url.includes('/estimate/calculate')) bodies.push(await request.clone().text());
        return api(request);
      },
      retries: 0,
    });
    const controller = new AbortController();
    startPlansService(controller.signal);
    await vi.waitFor(() => expect(bodies.length).toBe(1));
    s().patch('refine', { estimatePeriod: 'MONTHLY' });
    await new Promise((r) => setTimeout(r, 250));
    expect(bodies.length).toBe(1);
    s().patch('quote', { greenOption: 25 });
    await vi.waitFor(() => expect(bodies.length).toBe(2));
    expect(JSON.parse(bodies[1]!).ele.greenOption).toBe(25);
    s().patch('refine', { usageSelection: { ...s().refine.usageSelection, gas: { type: 'custom', value: 40 } } });
    await vi.waitFor(() => expect(bodies.length).toBe(3));
    expect(JSON.parse(bodies[2]!).gas).toMatchObject({ usageType: 'CUSTOM', customDailyUsage: 40, period: 'ANNUAL' });
    controller.abort();
  });
});

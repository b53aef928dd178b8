import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { startPlansService, stopPlansService } from '../../../../src/services/plans';
import { listenToHostEvents } from '../../../../src/services/refine/events';
import { changeAddress } from '../../../../src/services/refine/actions';
import { changePostcode } from '../../../../src/services/refine/postcode-choice';
import { store } from '../../../../src/store';
import { resetBusMemory } from '../../../../src/bus';
import { handlePlanLoad } from '../../../../src/services/plans/plan-load';

const s = () => store.getState();
const startup = vi.hoisted(() => ({ applied: Promise.resolve() }));
vi.mock('../../../../src/services/page/startup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/page/startup')>()),
  whenStateApplied: () => startup.applied,
}));

interface Call {
  path: string;
  query: Record<string, string>;
  body: unknown;
}
let calls: Call[] = [];
/** Requests not yet answered (aborted ones included until they settle). */
let inFlight = 0;
let delayFor: (c: Call) => number = () => 0;
let failFor: (c: Call) => number = () => 0;
/** A lookup answer as another server would give it (the address in its own shape, a field left out). */
type Answer = { address?: Record<string, unknown> | null; electricity: { meterDetails?: Record<string, unknown> | null } };
let mutate: (answer: Answer, c: Call) => Answer = (a) => a;
/** The postcode a request asks about (a query's, or a lookup body's). */
const postcodeOf = (c: Call): string | undefined => c.query['postcode'] ?? (c.body as { postcode?: string } | undefined)?.postcode;
let running: AbortController | null = null;

beforeEach(() => {
  calls = [];
  inFlight = 0;
  delayFor = () => 0;
  failFor = () => 0;
  mutate = (a) => a;
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-host-location-test-${process.pid}.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      inFlight += 1;
      try {
        return await answer(input, init);
      } finally {
        inFlight -= 1;
      }
    },
  });
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    const c: Call = { path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(c);
    const ms = delayFor(c);
    if (ms) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, ms);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    const status = failFor(c);
    if (status) return new Response(JSON.stringify({ code: 'X' }), { status, headers: { 'content-type': 'application/json' } });
    const response = await api(request);
    if (!c.path.endsWith('/offers/lookup') || !response.ok) return response;
    const answer = mutate((await response.json()) as Answer, c);
    return new Response(JSON.stringify(answer), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
});
afterEach(() => {
  running?.abort();
  stopPlansService();
  resetBusMemory();
});

/** The plans service running (and the refine bar's host events when asked), as a page starts them, its first lookup answered. */
async function start(hostEvents = false): Promise<void> {
  running = new AbortController();
  startPlansService(running.signal, Promise.resolve());
  if (hostEvents) listenToHostEvents(running.signal);
  await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/offers/lookup'))).toBe(true));
  await settle();
}

const loc = (postcode: string) => window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode, source: 'host' } }));
const refine = (detail: object) => window.dispatchEvent(new CustomEvent('ea:refine', { detail }));

/** The plans shown and every request answered (usage bands and the distributor are requests of their own). */
async function settle(): Promise<void> {
  await vi.waitFor(() => expect(!s().plans.loading && inFlight === 0).toBe(true), { timeout: 10_000 });
}

/**
 * Host events and the visitor changing the place in quick succession (a robustness audit): the widgets
 * end on the latest place asked for, whichever answer arrives last, and nothing of the place before is kept.
 */
describe('the latest place wins', () => {
  it("a burst of host location updates whose first answers are slow ends with the last place's plans, usage bands and distributor", async () => {
    await start();
    await vi.waitFor(() => expect(s().refine.usageBands.electricity['benchmark']).toBeGreaterThan(0));
    await settle();
    s().setPostcode('5000');
    await settle();
    const alone = {
      bands: JSON.stringify(s().refine.usageBands),
      distributor: s().connection.electricityDistributor,
      plan: s().plans.electricityPlans[0]?.code,
    };
    s().setPostcode('2000');
    await settle();
    // Every request about 3000 or 4000 answers 400 ms late; those about 5000 at once.
    delayFor = (call) => (['3000', '4000'].includes(postcodeOf(call) ?? '') ? 400 : 0);
    loc('3000');
    loc('4000');
    await vi.waitFor(() => expect(calls.some((call) => postcodeOf(call) === '4000')).toBe(true));
    loc('5000');
    await settle();
    expect(s().app.postcode).toBe('5000');
    expect(JSON.stringify(s().refine.usageBands)).toBe(alone.bands);
    expect(s().connection.electricityDistributor).toEqual(alone.distributor);
    expect(s().plans.electricityPlans[0]?.code).toBe(alone.plan);
  });

  it('a host location update back to a postcode it sent before applies after ea:refine changed the postcode', async () => {
    await start(true);
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
    refine({ postcode: '4000' });
    await vi.waitFor(() => expect(s().app.postcode).toBe('4000'));
    await settle();
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
  });

  it('the same in one task: location 3000, ea:refine 4000, location 3000 ends on 3000', async () => {
    await start(true);
    loc('3000');
    refine({ postcode: '4000' });
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
  });

  it('a host location update back to a postcode it sent before applies after the visitor changed the postcode in the refine bar', async () => {
    await start();
    loc('3000');
    await settle();
    changePostcode('4000');
    await settle();
    expect(s().app.postcode).toBe('4000');
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
  });

  it("ea:plan-load with an address counts as the host's place: a location update back to the postcode before applies", async () => {
    await start();
    loc('3000');
    await settle();
    window.dispatchEvent(
      new CustomEvent('ea:plan-load', {
        detail: { address: { postcode: '4000', label: '1 Queen St, Brisbane City QLD 4000', streetName: 'Queen St' } },
      }),
    );
    await vi.waitFor(() => expect(s().app.postcode).toBe('4000'));
    await settle();
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
  });

  it('after ea:refine set a postcode, an address the visitor picks in it is still announced to the host', async () => {
    await start(true);
    loc('3000');
    await settle();
    refine({ postcode: '4000' });
    await vi.waitFor(() => expect(s().app.postcode).toBe('4000'));
    await settle();
    const heard: unknown[] = [];
    const listener = (e: Event): void => void heard.push((e as CustomEvent).detail);
    window.addEventListener('ea:location-update', listener);
    changeAddress({ postcode: '4000', label: '1 Queen St, Brisbane City QLD 4000', streetName: 'Queen St' });
    window.removeEventListener('ea:location-update', listener);
    expect(heard).toContainEqual({ postcode: '4000', state: 'QLD', source: 'widgets' });
  });

  it("a new postcode whose lookup fails asks for usage bands by that postcode, not by the place before's pricing zone", async () => {
    await start();
    expect(s().connection.electricityMeterDetails.pricingZone).toBeTruthy();
    failFor = (call) => (call.path.endsWith('/offers/lookup') ? 500 : 0);
    const before = calls.length;
    s().setPostcode('3000');
    await settle();
    const bands = calls.slice(before).filter((x) => x.path.endsWith('/usageBands'));
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.every((x) => x.query['postcode'] === '3000' && x.query['pricingZone'] === undefined)).toBe(true);
  });

  it("another address in the same postcode whose lookup fails keeps nothing of the address before's meter (solar, zone)", async () => {
    await start();
    changeAddress({ postcode: '2000', label: '1 George St, Sydney NSW 2000', streetName: 'George St', streetNumber: '1' });
    await settle();
    expect(s().connection.electricityMeterDetails.pricingZone).toBeTruthy();
    s().patch('connection', { electricityMeterDetails: { ...s().connection.electricityMeterDetails, solarSetup: 'DETECTED' } });
    failFor = (call) => (call.path.endsWith('/offers/lookup') ? 500 : 0);
    const before = calls.length;
    changeAddress({ postcode: '2000', label: '200 George St, Sydney NSW 2000', streetName: 'George St', streetNumber: '200' });
    await settle();
    expect(calls.slice(before).some((x) => x.path.endsWith('/offers/lookup'))).toBe(true);
    expect(s().connection.electricityMeterDetails.solarSetup).toBeUndefined();
    expect(s().connection.electricityMeterDetails.pricingZone).toBeUndefined();
    const bands = calls.slice(before).filter((x) => x.path.endsWith('/usageBands'));
    expect(bands.every((x) => x.query['pricingZone'] === undefined)).toBe(true);
  });

  const lookupsFrom = (from: number): Call[] => calls.slice(from).filter((x) => x.path.endsWith('/offers/lookup'));
  const george = {
    postcode: '2000',
    label: '1 George St, Sydney NSW 2000',
    streetName: 'George St',
    streetNumber: '1',
    suburb: 'Sydney',
    id: 'GNAF1',
  };

  it('the same address picked again keeps its meter details, though the lookup answered the address in its own shape', async () => {
    // The lookup service answers the address its own way (suburb in capitals, no search id).
    mutate = (a) => (a.address ? { ...a, address: { ...a.address, suburb: String(a.address['suburb']).toUpperCase(), id: null } } : a);
    await start();
    changeAddress(george);
    await settle();
    const zone = s().connection.electricityMeterDetails.pricingZone;
    expect(zone).toBeTruthy();
    failFor = (call) => (call.path.endsWith('/offers/lookup') ? 500 : 0);
    changeAddress(george);
    await settle();
    expect(s().connection.electricityMeterDetails.pricingZone).toBe(zone);
  });

  it("an address the plans service does not look up by (a label only) keeps the NMI lookup's meter details", async () => {
    // A lookup by NMI stores the meter's address from the answer.
    mutate = (a, c) =>
      (c.body as { nmi?: string }).nmi
        ? { ...a, address: { postcode: '2000', streetNumber: '1', streetName: 'George St', suburb: 'Sydney', state: 'NSW' } }
        : a;
    await start();
    s().patch('connection', { nmi: '4102000007' });
    await settle();
    expect(s().connection.electricityMeterDetails).toMatchObject({ solarSetup: 'DETECTED' });
    const before = calls.length;
    // ea:plan-load's schema allows an address of a postcode and a label only: nothing to look up by.
    handlePlanLoad({ address: { postcode: '2000', label: '1 George St, Sydney NSW 2000' } });
    await settle();
    expect(lookupsFrom(before)).toHaveLength(0);
    expect(s().connection.electricityMeterDetails).toMatchObject({ solarSetup: 'DETECTED' });
    expect(s().connection.electricityMeterDetails.pricingZone).toBeTruthy();
  });

  it("another meter by NMI whose answer says nothing of solar does not keep the meter before's solar", async () => {
    await start();
    s().patch('connection', { nmi: '4102000007' });
    await settle();
    expect(s().connection.electricityMeterDetails.solarSetup).toBe('DETECTED');
    mutate = (a) => ({ ...a, electricity: { ...a.electricity, meterDetails: { ...a.electricity.meterDetails, solarSetup: null } } });
    s().patch('connection', { nmi: '4102000000' });
    await settle();
    expect(s().connection.electricityMeterDetails.solarSetup).toBeUndefined();
    expect(s().connection.electricityMeterDetails.pricingZone).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { startPlansService, stopPlansService } from '../../../../src/services/plans';
import { listenToHostEvents } from '../../../../src/services/refine/events';
import { changeAddress, changePostcode } from '../../../../src/services/refine/actions';
import { store } from '../../../../src/store';
import { resetBusMemory } from '../../../../src/bus';

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
  t: number;
}
let calls: Call[] = [];
let delayFor: (c: Call) => number = () => 0;
let failFor: (c: Call) => number = () => 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  calls = [];
  delayFor = () => 0;
  failFor = () => 0;
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-host-location-test-${process.pid}.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(request.url);
      const body =
        request.method === 'POST'
          ? await request
              .clone()
              .json()
              .catch(() => undefined)
          : undefined;
      const c: Call = { path: url.pathname, query: Object.fromEntries(url.searchParams), body, t: Date.now() };
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
      return api(request);
    },
  });
});
afterEach(() => {
  stopPlansService();
  resetBusMemory();
});

const loc = (postcode: string) => window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode, source: 'host' } }));
const refine = (detail: object) => window.dispatchEvent(new CustomEvent('ea:refine', { detail }));

async function settle(): Promise<void> {
  await vi.waitFor(() => expect(s().plans.loading).toBe(false));
  await sleep(700);
}

/**
 * Host events and the visitor changing the place in quick succession (a robustness audit): the widgets
 * end on the latest place asked for, whichever answer arrives last, and nothing of the place before is kept.
 */
describe('the latest place wins', () => {
  it("a burst of host location updates whose first answers are slow ends with the last place's plans, usage bands and distributor", async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
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
    // Every request made in the next 50 ms answers 400 ms late; later ones at once.
    const t0 = Date.now();
    delayFor = (call) => (call.t - t0 < 50 ? 400 : 0);
    loc('3000');
    loc('4000');
    await sleep(60);
    loc('5000');
    await settle();
    await sleep(500);
    expect(s().app.postcode).toBe('5000');
    expect(JSON.stringify(s().refine.usageBands)).toBe(alone.bands);
    expect(s().connection.electricityDistributor).toEqual(alone.distributor);
    expect(s().plans.electricityPlans[0]?.code).toBe(alone.plan);
    c.abort();
  });

  it('a host location update back to a postcode it sent before applies after ea:refine changed the postcode', async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    listenToHostEvents(c.signal);
    await settle();
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
    refine({ postcode: '4000' });
    await vi.waitFor(() => expect(s().app.postcode).toBe('4000'));
    await settle();
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
    c.abort();
  });

  it('the same in one task: location 3000, ea:refine 4000, location 3000 ends on 3000', async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    listenToHostEvents(c.signal);
    await settle();
    loc('3000');
    refine({ postcode: '4000' });
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
    c.abort();
  });

  it('a host location update back to a postcode it sent before applies after the visitor changed the postcode in the refine bar', async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    await settle();
    loc('3000');
    await settle();
    changePostcode('4000');
    await settle();
    expect(s().app.postcode).toBe('4000');
    loc('3000');
    await settle();
    expect(s().app.postcode).toBe('3000');
    c.abort();
  });

  it("ea:plan-load with an address counts as the host's place: a location update back to the postcode before applies", async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    await settle();
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
    c.abort();
  });

  it('after ea:refine set a postcode, an address the visitor picks in it is still announced to the host', async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    listenToHostEvents(c.signal);
    await settle();
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
    c.abort();
  });

  it("a new postcode whose lookup fails asks for usage bands by that postcode, not by the place before's pricing zone", async () => {
    const c = new AbortController();
    startPlansService(c.signal, Promise.resolve());
    await settle();
    expect(s().connection.electricityMeterDetails.pricingZone).toBeTruthy();
    failFor = (call) => (call.path.endsWith('/offers/lookup') ? 500 : 0);
    const before = calls.length;
    s().setPostcode('3000');
    await settle();
    const bands = calls.slice(before).filter((x) => x.path.endsWith('/usageBands'));
    expect(bands.length).toBeGreaterThan(0);
    expect(bands.every((x) => x.query['postcode'] === '3000' && x.query['pricingZone'] === undefined)).toBe(true);
    c.abort();
  });
});

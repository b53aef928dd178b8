import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { PLAN_PATHS } from '../../../../src/api/plans';
import {
  estimateRequestFor,
  loadPlans,
  refreshEstimates,
  startPlansService,
  stopPlansService,
  watchEstimates,
} from '../../../../src/services/plans';
import { store } from '../../../../src/store';

const s = () => store.getState();

beforeEach(() => {
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-test.json` }), retries: 0 });
});
afterEach(() => stopPlansService());

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
    // Well past the 100 ms of quiet, on a clock of its own: how fast the machine is does not matter.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      s().patch('refine', { estimatePeriod: 'MONTHLY' });
      await vi.advanceTimersByTimeAsync(250);
      expect(bodies.length).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    s().patch('quote', { greenOption: 25 });
    await vi.waitFor(() => expect(bodies.length).toBe(2));
    expect(JSON.parse(bodies[1]!).ele.greenOption).toBe(25);
    s().patch('refine', { usageSelection: { ...s().refine.usageSelection, gas: { type: 'custom', value: 40 } } });
    await vi.waitFor(() => expect(bodies.length).toBe(3));
    expect(JSON.parse(bodies[2]!).gas).toMatchObject({ usageType: 'CUSTOM', customDailyUsage: 40, period: 'ANNUAL' });
    controller.abort();
  });
});

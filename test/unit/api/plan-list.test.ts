import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { ApiSchemaError } from '../../../src/api/errors';
import { checkEach } from '../../../src/api/plan-list';
import { deepFreeze, yieldToMain } from '../../../src/api/slices';
import { lookupOffers } from '../../../src/api/plans';

const Item = v.object({ id: v.string(), price: v.number() });

describe('checkEach: a list checked item by item, in slices', () => {
  it('keeps the items that pass, in order, frozen through and through, and counts the rest', async () => {
    const result = await checkEach(Item, [{ id: 'a', price: 1 }, { id: 'b', price: '12.3x' }, null, { id: 'c', price: 3 }]);
    expect(result.items.map((i) => i.id)).toEqual(['a', 'c']);
    expect(result.dropped).toBe(2);
    expect(result.firstIssue).toMatch(/^#1 price: /);
    expect(Object.isFrozen(result.items[0])).toBe(true);
  });

  it('gives the main thread back while a long list is checked, and stops when the signal is aborted', async () => {
    const raw = Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), price: i }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const result = await checkEach(Item, raw);
      expect(result.items).toHaveLength(20_000);
      expect(ticks).toBeGreaterThan(0);
    } finally {
      clearInterval(timer);
    }
    const controller = new AbortController();
    const pending = checkEach(Item, raw, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('deepFreeze freezes nested objects and arrays', () => {
    const value = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
    expect(Object.isFrozen(value.a.b[1])).toBe(true);
  });
});

describe('lookupOffers: one bad plan does not throw the others away (issue 22)', () => {
  afterEach(() => configureApi({ fetch: createApiFetch(), retries: 0 }));

  /** The reference API's answer for 2000, with `spoil` applied to the electricity plans. */
  function withPlans(spoil: (plans: Record<string, unknown>[]) => Record<string, unknown>[]) {
    const real = createApiFetch();
    configureApi({
      retries: 0,
      fetch: async (input, init) => {
        const response = await real(input, init);
        if (!String(input instanceof Request ? input.url : input).includes('/offers/lookup')) return response;
        const body = (await response.json()) as { electricity: { plans: Record<string, unknown>[] } };
        body.electricity.plans = spoil(body.electricity.plans);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
  }

  it('drops a plan with a price of "12.3x" or a null name, logs it once, and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let total = 0;
    withPlans((plans) => {
      total = plans.length;
      return plans.map((p, i) => (i === 0 ? { ...p, name: null } : i === 1 ? { ...p, discounts: { guaranteed: '12.3x' } } : p));
    });
    const res = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' });
    expect(total).toBeGreaterThan(3);
    expect(res.electricity.plans).toHaveLength(total - 2);
    expect(res.gas.plans.length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/2 of \d+ electricity plans left out/);
  });

  it('fails with a schema error only when none of the plans is usable', async () => {
    withPlans((plans) => plans.map((p) => ({ ...p, id: 42 })));
    await expect(lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' })).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('checks an ordinary answer in slices, giving the main thread back, its plans frozen (issue 21)', async () => {
    configureApi({ fetch: createApiFetch(), retries: 0 });
    // Each read of the clock is 2 ms later: a slice ends after about two plans.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 2));
    const yields = vi.spyOn(globalThis, 'setTimeout');
    const res = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' });
    const plans = res.electricity.plans.length + res.gas.plans.length;
    expect(plans).toBeGreaterThan(4);
    expect(yields.mock.calls.filter(([, delay]) => delay === undefined).length).toBeGreaterThanOrEqual(Math.floor(plans / 3));
    expect(Object.isFrozen(res.electricity.plans[0])).toBe(true);
  });

  it('stops checking once the lookup is aborted', async () => {
    configureApi({ fetch: createApiFetch(), retries: 0 });
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const controller = new AbortController();
    const pending = lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' }, { signal: controller.signal });
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      controller.abort();
      return real(fn, ms);
    }) as typeof setTimeout);
    await expect(pending).rejects.toMatchObject({ name: expect.stringMatching(/Abort/) });
  });

  it('does not yield in a hidden tab, where timers run about once a second', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await yieldToMain();
    expect(timers).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    await yieldToMain();
    expect(timers).toHaveBeenCalled();
  });
});

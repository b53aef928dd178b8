import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A browser without `AbortSignal.any` and `AbortSignal.timeout` (Safari before 17.4 lacks `any`): the modules are
 * loaded afresh after both are removed, as such a browser would load them (ky decides what it uses at load).
 */
/** Where the static lives: on AbortSignal or, in happy-dom, on the class it extends. */
function owner(name: 'any' | 'timeout'): object {
  let o: object | null = AbortSignal;
  while (o && !Object.prototype.hasOwnProperty.call(o, name)) o = Object.getPrototypeOf(o) as object | null;
  if (!o) throw new Error(`AbortSignal.${name} not found`);
  return o;
}
const saved = (['any', 'timeout'] as const).map((name) => {
  const o = owner(name);
  return { o, name, descriptor: Object.getOwnPropertyDescriptor(o, name) as PropertyDescriptor };
});
beforeEach(() => {
  for (const { o, name } of saved) Reflect.deleteProperty(o, name);
  vi.resetModules();
});
afterEach(() => {
  for (const { o, name, descriptor } of saved) Object.defineProperty(o, name, descriptor);
});

const Ok = v.object({ ok: v.boolean() });
const load = async () => ({ ...(await import('../../../src/api')), ...(await import('./fake-fetch')) });

describe('requests where the browser has no AbortSignal.any or AbortSignal.timeout', () => {
  it('a request with the caller’s signal is answered', async () => {
    const { request, fakeFetch, json, useFake } = await load();
    expect('any' in AbortSignal).toBe(false);
    useFake(fakeFetch(json({ ok: true })));
    await expect(request('/a', Ok, { signal: new AbortController().signal })).resolves.toEqual({ ok: true });
  });

  it('the caller aborting still aborts the request', async () => {
    const { request, fakeFetch, hang, useFake, ApiAbortError } = await load();
    useFake(fakeFetch(hang), { retries: 0 });
    const controller = new AbortController();
    const pending = request('/a', Ok, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiAbortError);
  });

  it('the total timeout still bounds a hanging call', async () => {
    const { request, fakeFetch, hang, useFake, ApiTimeoutError } = await load();
    useFake(fakeFetch(hang), { timeout: 1_000, totalTimeout: 40, retries: 0 });
    await expect(request('/a', Ok, { signal: new AbortController().signal })).rejects.toBeInstanceOf(ApiTimeoutError);
  });
});

describe('anySignal and timeoutSignal without the built-ins', () => {
  it('anySignal aborts with the reason of the first signal that aborts, and at once when one already has', async () => {
    const { anySignal } = await load();
    const a = new AbortController();
    const b = new AbortController();
    const both = anySignal([a.signal, b.signal]);
    expect(both.aborted).toBe(false);
    b.abort('second');
    a.abort('first');
    expect(both.aborted).toBe(true);
    expect(both.reason).toBe('second');
    const done = new AbortController();
    done.abort('already');
    expect(anySignal([new AbortController().signal, done.signal]).reason).toBe('already');
  });

  it('timeoutSignal aborts with a TimeoutError', async () => {
    const { timeoutSignal } = await load();
    const signal = timeoutSignal(10);
    await new Promise((r) => setTimeout(r, 30));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});

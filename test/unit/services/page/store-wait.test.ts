import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenState } from '../../../../src/services/page/store-wait';
import { createEaStore } from '../../../../src/store';

describe('whenState', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves true at once, or when a change passes the test, and stops listening', async () => {
    const s = createEaStore();
    await expect(whenState(s, () => true, { timeoutMs: 10 })).resolves.toBe(true);
    const waiting = whenState(s, (x) => x.app.postcode === '3000', { timeoutMs: 1000 });
    s.getState().setPostcode('3000');
    await expect(waiting).resolves.toBe(true);
  });

  it('resolves false after the time-out or on abort', async () => {
    vi.useFakeTimers();
    const s = createEaStore();
    const late = whenState(s, () => false, { timeoutMs: 500 });
    vi.advanceTimersByTime(500);
    await expect(late).resolves.toBe(false);
    const controller = new AbortController();
    const aborted = whenState(s, () => false, { timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(aborted).resolves.toBe(false);
  });
});

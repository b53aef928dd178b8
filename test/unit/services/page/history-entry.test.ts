import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterMarkedEntry, leaveMarkedEntry, onMarkedEntry } from '../../../../src/services/page/history-entry';

/** A Back that lands a task later, as a browser's does (happy-dom's lands inside `back()`). */
function backLandsLater(): { landed: () => Promise<void> } {
  const back = History.prototype.back.bind(history);
  let landing = Promise.resolve();
  vi.spyOn(history, 'back').mockImplementation(() => {
    landing = new Promise((resolve) =>
      setTimeout(() => {
        back();
        resolve();
      }),
    );
  });
  return { landed: () => landing };
}

beforeEach(() => {
  history.replaceState({ hostKey: 'k1' }, '', '/plans?postcode=2000');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('history entries of our overlays', () => {
  it('opening adds one entry at the same address, marked beside the host page’s state; opening again adds none', () => {
    const length = history.length;
    enterMarkedEntry('eaTest');
    enterMarkedEntry('eaTest');
    expect(history.length).toBe(length + 1);
    expect(history.state).toEqual({ hostKey: 'k1', eaTest: true });
    expect(location.pathname + location.search).toBe('/plans?postcode=2000');
    expect(onMarkedEntry('eaTest')).toBe(true);
  });

  it('closing by its own controls goes back off its entry, and only from its entry', async () => {
    const { landed } = backLandsLater();
    expect(leaveMarkedEntry('eaTest')).toBe(false);
    expect(history.back).not.toHaveBeenCalled();
    enterMarkedEntry('eaTest');
    expect(leaveMarkedEntry('eaTest')).toBe(true);
    await landed();
    expect(history.state).toEqual({ hostKey: 'k1' });
  });

  it('an overlay opened before a Back of ours has landed gets its entry once it has, before the page’s listeners look', async () => {
    const { landed } = backLandsLater();
    enterMarkedEntry('eaFirst');
    leaveMarkedEntry('eaFirst');
    // The next overlay opens in the same task (the cart from the compare view's 'Select plan').
    enterMarkedEntry('eaNext');
    expect(history.state).toEqual({ hostKey: 'k1', eaFirst: true });
    const seen: unknown[] = [];
    const look = (): number => seen.push(history.state);
    addEventListener('popstate', look);
    await landed();
    removeEventListener('popstate', look);
    expect(seen).toEqual([{ hostKey: 'k1', eaNext: true }]);
    expect(history.state).toEqual({ hostKey: 'k1', eaNext: true });
    // No Back of ours is on its way any more: the next overlay's entry goes on at once.
    enterMarkedEntry('eaThird');
    expect(history.state).toEqual({ hostKey: 'k1', eaNext: true, eaThird: true });
  });
});

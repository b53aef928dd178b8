/**
 * Work in slices that never block the page (issue 21): the main thread goes back to the browser
 * (input, paint) between them.
 */

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Gives the main thread back to the browser (a task of its own) before going on: `scheduler.yield()`
 * where the browser has it, whose continuation goes ahead of other waiting tasks (the lookup is not
 * put behind the page's other work), else a timer.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  // In a hidden tab nobody waits on the page, and its timers run about once a second: go on at once.
  if (typeof document != 'undefined' && document.hidden) return Promise.resolve();
  return typeof scheduler?.yield == 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};

/** Work per slice before the page gets the main thread back (real time; about 16 ms at 4× CPU). */
export const SLICE_MS = 4;

/**
 * Freezes a validated value through and through (objects and arrays fresh from a schema), in the
 * slices that check it: every widget shares these plans by reference, so none may change them.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

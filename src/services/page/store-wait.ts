import type { EaStore, StoreState } from '../../store';

/**
 * Resolves true once the store's state passes `test` (at once when it already does), or false after
 * `timeoutMs` or when `signal` aborts. Never rejects; the subscription ends either way.
 */
export function whenState(
  target: EaStore,
  test: (s: StoreState) => boolean,
  { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<boolean> {
  if (test(target.getState())) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (passed: boolean): void => {
      unsubscribe();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(passed);
    };
    const onAbort = (): void => done(false);
    const unsubscribe = target.subscribe((s) => {
      if (test(s)) done(true);
    });
    const timer = setTimeout(() => done(false), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

import type { QuoteStore } from './store/quotes';
import type { TokenStore } from './store/tokens';

/** What every route module is given: the clock, a cancellable sleep and the stores. */
export interface ApiContext {
  now: () => Date;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  quotes: QuoteStore;
  tokens: TokenStore;
}

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

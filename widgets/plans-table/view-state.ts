import { useSyncExternalStore } from 'react';

/** A tiny shared value: every plans table on the page reads the same one (GST on or off, accordions open together). */
function shared<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Inc GST: on at first; the toggle switches every plan and the current plan (spec 2 §4). */
export const gst = shared(true);
/** With the mimic setting, rate accordions open and close together. */
export const ratesOpen = shared(false);

export const useIncGst = (): boolean => useSyncExternalStore(gst.subscribe, gst.get, gst.get);
export const useRatesOpen = (): boolean => useSyncExternalStore(ratesOpen.subscribe, ratesOpen.get, ratesOpen.get);

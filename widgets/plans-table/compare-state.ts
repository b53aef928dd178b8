/**
 * The compare toggle's click handler and the 'drop one' prompt's state (issue 17). Loaded on the
 * first Compare press (and with the tray), never at start-up.
 */
import { useSyncExternalStore } from 'react';
import { pressCompare } from '../../src/services/compare/compare';

let waiting: string | null = null;
const listeners = new Set<() => void>();

function setWaiting(key: string | null): void {
  waiting = key;
  for (const l of listeners) l();
}

/** Presses Compare on a panel: a fourth one opens the 'drop one' prompt (the panel waits there). */
export function pressCompareOn(key: string): void {
  const change = pressCompare(key);
  setWaiting(change.kind === 'full' ? change.waiting : null);
}

/** Closes the prompt without a change. */
export const cancelWaiting = (): void => setWaiting(null);

/** The panel waiting for a place in the comparison (the prompt is open), or null. */
export function useWaiting(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
  );
}

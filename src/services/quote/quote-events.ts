/**
 * "A quote load has settled on this page" (loaded or failed): what makes the snapshot service
 * ready (spec 3 §4.7). Its own tiny module, so the load and the snapshots need not load each other.
 */
let settled = false;
const listeners = new Set<() => void>();

/** Tells every listener, once per page, that a quote load ended (loaded or failed). */
export function quoteLoadSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` when a quote load settles (at once if one already has); returns the unsubscribe function. */
export function onQuoteLoadSettled(listener: () => void): () => void {
  if (settled) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: no load has settled. */
export function forgetQuoteLoad(): void {
  settled = false;
  listeners.clear();
}

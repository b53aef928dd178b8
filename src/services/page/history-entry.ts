/**
 * History entries of our own at the page's address, for an overlay a visitor takes Back (a phone's back gesture) to
 * close: the open cart (spec 2 §4 gives Close, not the browser's Back) and the refine bar's modals
 * (src/services/refine/modal-history.ts). Without an entry of its own, Back left the plans page with the overlay
 * open. Opening adds an entry at the same address, marked in `history.state` (the host page's own state kept beside
 * the mark); Back closes the overlay, Forward opens it again, and its own Close goes back.
 */

const stateObject = (): Record<string, unknown> => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/** This history entry is the one marked `mark`. */
export const onMarkedEntry = (mark: string): boolean => stateObject()[mark] === true;

/** The overlay opens: its entry goes on top, unless this is already it. */
export function enterMarkedEntry(mark: string): void {
  if (onMarkedEntry(mark)) return;
  try {
    history.pushState({ ...stateObject(), [mark]: true }, '', location.href);
  } catch {
    // A state the browser cannot clone (the host page's own): the overlay opens without an entry, as before.
  }
}

/** The overlay closes by its own controls: back off its entry (the page's `popstate` then closes it). True when it went back. */
export function leaveMarkedEntry(mark: string): boolean {
  if (!onMarkedEntry(mark)) return false;
  history.back();
  return true;
}

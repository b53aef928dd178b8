/**
 * History entries of our own at the page's address, for an overlay a visitor takes Back (a phone's back gesture) to
 * close: the open cart (spec 2 §4 gives Close, not the browser's Back), the refine bar's modals
 * (src/services/refine/modal-history.ts) and the other closable modals (src/ui/modal-entry.ts). Without an entry of its
 * own, Back left the plans page with the overlay open. Opening adds an entry at the same address, marked in
 * `history.state` (the host page's own state, and the marks of the overlays under it, kept beside the mark); Back
 * closes the overlay, Forward opens it again where the overlay can, and its own Close goes back.
 */

const stateObject = (): Record<string, unknown> => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/**
 * Marks whose entry waits for a Back we asked for to land. `history.back()` lands a task or more later, and an entry
 * added before it landed is the one it went back off (the overlay that just opened, the cart from a modal's "Select
 * plan", closed again as Back landed). Null: no Back of ours on its way.
 */
let waiting: string[] | null = null;

// Registered by start-up, before any overlay's own listener, and in the capture phase, which runs first at the window:
// an entry that waited is there when the overlays look.
addEventListener(
  'popstate',
  () => {
    const marks = waiting;
    waiting = null;
    for (const mark of marks ?? []) enterMarkedEntry(mark);
  },
  true,
);

/** This history entry is the one marked `mark`. */
export const onMarkedEntry = (mark: string): boolean => stateObject()[mark] === true;

/** The overlay opens: its entry goes on top, unless this is already it (or once a Back of ours has landed). */
export function enterMarkedEntry(mark: string): void {
  if (waiting) return void (waiting.includes(mark) || waiting.push(mark));
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
  // Set first: a browser may land the Back before `back()` returns.
  waiting ??= [];
  history.back();
  return true;
}

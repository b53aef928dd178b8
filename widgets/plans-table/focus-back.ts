import { focusOn } from './message-focus';

/** How long focus waiting on the first plan's name waits for the panel it was on to be built (as 'Try again' waits). */
const WAIT_MS = 2000;
const watched = new WeakSet<Node>();

/** Focus is nowhere the visitor put it: not inside the widget, and the page's on its body or on the widget itself. */
const focusLost = (root: ShadowRoot): boolean => {
  const page = document.activeElement;
  return !root.activeElement?.isConnected && (!page || page === document.body || page === root.host);
};

/** In the plans now: the control `from` was (the same tag, class and text) in the panel of the same plan code, else that panel's name. */
function sameControl(root: ShadowRoot, from: Element): HTMLElement | null | undefined {
  const key = from.closest('[data-plan]')?.getAttribute('data-plan');
  const panel = [...root.querySelectorAll('[data-plan]')].find((p) => p.getAttribute('data-plan') === key);
  return (
    panel &&
    ([...panel.querySelectorAll<HTMLElement>(from.localName)].find(
      (e) => e.className === from.className && e.textContent === from.textContent,
    ) ??
      panel.querySelector<HTMLElement>('h3'))
  );
}

/**
 * Keeps focus in the plans table (its shadow root) when what has it is taken away: the plans reloading ("Loading your
 * plans" replaces them), another fuel's panels, the key-features table. Focus goes to the same control in the panel of
 * the same plan code when there is one, else waits on "Loading your plans" while the plans load, then on the first
 * plan's name (in the key-features table its first 'Select plan'; without plans, the first message). While it waits on
 * the first plan's name, the panel it was on is looked for as the rest are built (for WAIT_MS). Only focus that went
 * with what was taken away, and only while it is still lost: a visitor who has put it elsewhere keeps it there.
 * Loaded when focus first comes into the table (PlansTable), so that none of it is in the page's start-up script.
 */
export function watch(root: ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  // What had focus before it was taken away (kept while focus waits), and where focus waits.
  let from: Element | null = null;
  let at: HTMLElement | null = null;
  let looking: MutationObserver | undefined;
  root.addEventListener('focusout', (event) => {
    const gone = event.target as Element;
    // Focus that moves somewhere, or leaves from outside the plans (a modal, a message: those place it themselves).
    if ((event as FocusEvent).relatedTarget || !(gone === at || gone.closest('.pt-grid, .pt-kf, .pt-loading, .pt-compare-tray'))) return;
    // After the commit that took it away: the elements that replace it are in.
    queueMicrotask(() => {
      if (gone.isConnected || !focusLost(root)) return;
      if (gone !== at) from = gone;
      looking?.disconnect();
      const same = from && sameControl(root, from);
      if (same) {
        at = null;
        return same.focus();
      }
      const to =
        root.querySelector<HTMLElement>('.pt-loading .ea-spinner') ??
        root.querySelector<HTMLElement>('.pt-card__title, .pt-kf__table button') ??
        root.querySelector<HTMLElement>('.pt .ea-message');
      if (!to) return;
      focusOn((at = to));
      if (to.matches('.ea-spinner')) return;
      const waiting = to;
      const observer = new MutationObserver(() => {
        if (root.activeElement !== waiting) return observer.disconnect();
        const found = from && sameControl(root, from);
        if (found) {
          observer.disconnect();
          found.focus();
        }
      });
      observer.observe(root, { childList: true, subtree: true });
      setTimeout(() => observer.disconnect(), WAIT_MS);
      looking = observer;
    });
  });
}

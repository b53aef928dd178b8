import { onPlansRoute } from '../../src/services/page';

/**
 * True when focus is on the host page's own control (a search field it focuses on load, say): not the page
 * itself and not one of the widgets (`ea-*`, where the cart's Continue leaves it). "Get started" then leaves
 * focus and scroll where they are instead of taking keystrokes the visitor is typing there.
 */
export function hostHoldsFocus(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && active !== document.documentElement && !active.localName.startsWith('ea-');
}

/**
 * Leaving "Get started" for the plans (the browser's Back, or 'Select new plan'): the page focus was on goes
 * away with it, and the browser would start the next Tab after the hidden qualifier, at the end of the page.
 * Focus goes back to the plan the visitor chose (its 'Added' button in `<ea-plans-table>`), without
 * scrolling, as the browser restores the scroll position. With nothing chosen any more (the selection
 * emptied at the connection address), the plans are brought into view and focus goes to the first plan's
 * 'Select plan' (scrolled to, below the table's messages), or with no plan at all to the table's first
 * control. On the moving page with no address (the host cleared it on "Get started"; `<ea-moving-home>` shows its
 * prompt) there are no plans to go back to: focus goes to that prompt, which asks for the address the journey starts
 * from again; when a new address dropped the move-in date, to the date picker's message saying so (the date is what is
 * to choose again). Focus the visitor has put elsewhere since (a modal that opened, the host's own Clear) is left where it is.
 */
export function returnFocusToPlans(host: HTMLElement, frames = 30): void {
  requestAnimationFrame(() => {
    if (!onPlansRoute()) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== host) return;
    // Or, sent there because a new address dropped the move-in date, to the date picker's message saying so.
    const prompt = document.querySelector('ea-moving-home')?.shadowRoot?.querySelector<HTMLElement>('.mh-prompt, .mh-dropped');
    if (prompt) {
      prompt.focus();
      return;
    }
    const table = document.querySelector('ea-plans-table');
    const root = table?.shadowRoot;
    const chosen = root?.querySelector<HTMLElement>('.pt-select[aria-pressed="true"]');
    if (chosen) {
      chosen.focus({ preventScroll: true });
      return;
    }
    const first = root?.querySelector<HTMLElement>('.pt-select');
    // A table shown for the first time (the page was loaded on "Get started") draws its plans a few frames on.
    if (!table || (!first && frames > 0)) {
      if (table) returnFocusToPlans(host, frames - 1);
      return;
    }
    // No plan to choose at all (none at that address): the table's first control (its message's link or Try
    // again) rather than the page, where the next Tab would start at its end.
    const target = first ?? root?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (typeof table.scrollIntoView === 'function') table.scrollIntoView({ block: 'start' });
    // Scrolled on to it when messages above the plans push it below the fold.
    target?.focus();
  });
}

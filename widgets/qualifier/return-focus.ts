import { onPlansRoute } from '../../src/services/page';

/**
 * Leaving "Get started" for the plans (the browser's Back): the page focus was on goes away with it, and
 * the browser would start the next Tab after the hidden qualifier, at the end of the page. Focus goes
 * back to the plan the visitor chose (its 'Added' button in `<ea-plans-table>`), without scrolling, as the
 * browser restores the scroll position. Focus the visitor has put elsewhere since is left where it is.
 */
export function returnFocusToPlans(host: HTMLElement): void {
  requestAnimationFrame(() => {
    if (!onPlansRoute()) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== host) return;
    document
      .querySelector('ea-plans-table')
      ?.shadowRoot?.querySelector<HTMLElement>('.pt-select[aria-pressed="true"]')
      ?.focus({ preventScroll: true });
  });
}

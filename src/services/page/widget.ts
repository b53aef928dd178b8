import { ensureStarted } from './startup';

/** What every widget does when it connects: make sure the page's start-up has run (once per page). */
export function connectWidget(element: HTMLElement): void {
  void ensureStarted({
    apiBase: element.getAttribute('api-base') ?? undefined,
    customerType: element.getAttribute('customer-type') ?? undefined,
  });
}

import { ensureStarted, pageAttributeChanged } from './startup';

/** The attributes the page reads once from its widgets (the first to connect): their later changes are the page's. */
const PAGE_ATTRIBUTES = ['api-base', 'customer-type'];

let watcher: MutationObserver | null = null;

/**
 * What every widget does when it connects: make sure the page's start-up has run (once per page), and follow its
 * page attributes from then on.
 */
export function connectWidget(element: HTMLElement): void {
  void ensureStarted({
    apiBase: element.getAttribute('api-base') ?? undefined,
    customerType: element.getAttribute('customer-type') ?? undefined,
  });
  if (typeof MutationObserver === 'undefined') return;
  watcher ??= new MutationObserver((changes) => {
    for (const { target, attributeName } of changes)
      if (attributeName) void pageAttributeChanged(attributeName, (target as Element).getAttribute(attributeName) ?? undefined);
  });
  watcher.observe(element, { attributeFilter: PAGE_ATTRIBUTES });
}

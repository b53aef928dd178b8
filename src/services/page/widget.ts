import { isPageAttributeValue } from '../../domain/page';
import { logWarning } from '../../log';
import { ensureStarted, pageAttributeChanged } from './startup';

/** The attributes the page reads once from its widgets (the first to connect): their later changes are the page's. */
const PAGE_ATTRIBUTES = ['api-base', 'customer-type'];

let watcher: MutationObserver | null = null;
/** The invalid values warned of: once each, however many widgets have them. */
const warned = new Set<string>();

/** An element's page attribute, if set to a value the contract allows; another is ignored, with a warning. */
function pageAttribute(element: Element, name: string): string | null | undefined {
  const value = element.getAttribute(name);
  if (value === null || value.trim() === '' || isPageAttributeValue(name, value)) return value;
  const key = `${name}="${value}"`;
  if (!warned.has(key)) logWarning(`ignored ${key}`);
  warned.add(key);
  return undefined;
}

/**
 * What every widget does when it connects: make sure the page's start-up has run (once per page), and follow its
 * page attributes from then on.
 */
export function connectWidget(element: HTMLElement): void {
  void ensureStarted({
    apiBase: pageAttribute(element, 'api-base') ?? undefined,
    customerType: pageAttribute(element, 'customer-type') ?? undefined,
  });
  if (typeof MutationObserver === 'undefined') return;
  watcher ??= new MutationObserver((changes) => {
    for (const { target, attributeName } of changes) {
      // Removed: the default again. Set to a value it cannot have: ignored, the one before stays.
      const value = attributeName ? pageAttribute(target as Element, attributeName) : undefined;
      if (attributeName && value !== undefined) void pageAttributeChanged(attributeName, value ?? undefined);
    }
  });
  watcher.observe(element, { attributeFilter: PAGE_ATTRIBUTES });
}

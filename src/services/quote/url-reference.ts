/**
 * The quote reference a URL's `r` replaced in state at start-up (spec 3 §4.7 precedence: the URL's while
 * trusted). Kept for the tab (session storage), so that a URL reference that names no quote (404) gives the
 * visitor's own reference back instead of losing it, also when the page was reloaded before the load answered.
 * Its own tiny module: the URL rules and the quote load both use it.
 */
import { QUOTE_REFERENCE_BEFORE_URL_KEY, replacedReferenceFrom } from '../../domain/quote/quote';
import { readStorageValue, writeStorageValue } from '../../store/storage';

/** Start-up applied the URL's reference over the one state held (`before`, '' for none). */
export function rememberReplacedReference(url: string, before: string): void {
  if (url === before) return;
  writeStorageValue('session', QUOTE_REFERENCE_BEFORE_URL_KEY, JSON.stringify({ url, before }));
}

/** The reference state held before the URL's `url` replaced it; undefined when the URL replaced none. */
export function referenceBeforeUrl(url: string): string | undefined {
  const replaced = replacedReferenceFrom(readStorageValue('session', QUOTE_REFERENCE_BEFORE_URL_KEY));
  return replaced?.url === url ? replaced.before : undefined;
}

/** Once the URL's reference has loaded or been given back, what it replaced need not be kept. */
export function forgetReplacedReference(): void {
  writeStorageValue('session', QUOTE_REFERENCE_BEFORE_URL_KEY, null);
}

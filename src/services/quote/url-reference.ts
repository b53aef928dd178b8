/**
 * The quote reference a URL's `r` replaced in state at start-up (spec 3 §4.7 precedence: the URL's while
 * trusted). Kept for the page, so that a URL reference that names no quote (404) gives the visitor's own
 * reference back instead of losing it. Its own tiny module: the URL rules and the quote load both use it.
 */
let replaced: { url: string; before: string } | null = null;

/** Start-up applied the URL's reference over the one state held (`before`, '' for none). */
export function rememberReplacedReference(url: string, before: string): void {
  replaced = url === before ? null : { url, before };
}

/** The reference state held before the URL's `url` replaced it; undefined when the URL replaced none. */
export function referenceBeforeUrl(url: string): string | undefined {
  return replaced?.url === url ? replaced.before : undefined;
}

/** Test hook: no URL reference was applied. */
export function forgetReplacedReference(): void {
  replaced = null;
}

/** Quote reference rules the page's start-up needs (the URL's `r`, spec 3 §4.7): apart, so the rest of the quote rules load only with what uses them. */

/** A quote reference from the server or a URL: trimmed; blank and the text 'null' (any case) mean none. */
export function normaliseQuoteReference(ref: string | null | undefined): string | undefined {
  const v = ref?.trim();
  if (!v || v.toLowerCase() === 'null') return undefined;
  return v;
}

/** What a quote reference from a URL must look like: 1 to 64 letters, digits, '-' or '_'. */
export const QUOTE_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The session-storage key that remembers the URL's quote reference once a quote was e-mailed in
 * this tab: from then on that URL reference is no longer trusted (spec 3 §4.7).
 */
export const QUOTE_EMAILED_URL_KEY = 'ea_quote_emailed_url_ref';

/**
 * Whether the URL's quote reference may be used: yes, unless it is the reference that was in the
 * URL when a quote was e-mailed (spec 3 §4.7). A different reference (a new link) is trusted.
 */
export function isUrlQuoteReferenceTrusted(
  urlReference: string | null | undefined,
  emailedUrlReference: string | null | undefined,
): boolean {
  const url = normaliseQuoteReference(urlReference);
  if (!url) return false;
  return url !== normaliseQuoteReference(emailedUrlReference);
}

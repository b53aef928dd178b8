/** E-mailing the visitor's quote (spec 3 §4.7, §7). Loaded lazily by what offers it. */
import { emailQuote, type EmailQuoteBody } from '../../api/quotes';
import { QUOTE_EMAILED_URL_KEY } from '../../domain/quote/quote-reference';
import { urlQuoteReference } from '../../domain/quote/quote';
import { writeStorageValue } from '../../store/storage';
import { saveQuote } from './quote-save';

/**
 * Saves the quote first (POST or PUT, as `saveQuote`), then e-mails it; resolves with its reference.
 * From then on the reference in this page's URL (`search`, default the page's) is no longer trusted
 * in this tab: a later load or page takes the cookie or state. Rejects as `saveQuote` / `emailQuote`
 * do (a `QuoteError`, or the client's `ApiAbortError` when cancelled); the caller shows the failure.
 */
export async function emailSavedQuote(body: EmailQuoteBody, options: { signal?: AbortSignal; search?: string } = {}): Promise<string> {
  const signal = options.signal ? { signal: options.signal } : {};
  const reference = await saveQuote(signal);
  await emailQuote(reference, body, signal);
  const url = urlQuoteReference(options.search ?? location.search);
  if (url) writeStorageValue('session', QUOTE_EMAILED_URL_KEY, url);
  return reference;
}

/**
 * Loading a saved quote by reference (spec 3 §4.7, §8; spec 1 §4). Loaded lazily by what shows a
 * quote (the checkout summary), never on the plans page's start-up path.
 */
import { isAbort } from '../../api';
import { loadQuote, QuoteError, type LoadedQuote } from '../../api/quotes';
import { isUrlQuoteReferenceTrusted, QUOTE_EMAILED_URL_KEY } from '../../domain/quote/quote-reference';
import { liveQuote } from '../../domain/quote';
import {
  isDeadQuoteReference,
  pickQuoteReference,
  QUOTE_LOAD_TEXTS,
  referenceAfterFailedLoad,
  shouldKeepQuoteCookie,
  type QuoteFailure,
  urlQuoteReference,
} from '../../domain/quote/quote';
import { store } from '../../store';
import { deleteCookie, QUOTE_COOKIE, readCookie, readStorageValue, writeCookie } from '../../store/storage';
import { loadSavedState } from '../../store/validate';
import { whenStateApplied } from '../page/startup';
import { quoteLoadSettled } from './quote-events';
import { forgetReplacedReference, referenceBeforeUrl } from './url-reference';
import { logWarning } from '../../log';

/** What a load ended with: the quote (its state merged into the store), or why not with the spec's text. */
export type QuoteLoadResult =
  | { outcome: 'loaded'; reference: string; quote: LoadedQuote }
  | { outcome: 'loadFailed'; failure: QuoteFailure; text: string; reference: string | undefined };

/**
 * The reference to load: the URL's `r` while it is trusted (not the one that was in the URL when a
 * quote was e-mailed in this tab), then the quote cookie, then state.
 */
export function quoteReferenceToLoad(search: string): string | undefined {
  const url = urlQuoteReference(search);
  return pickQuoteReference({
    url,
    urlTrusted: isUrlQuoteReferenceTrusted(url, readStorageValue('session', QUOTE_EMAILED_URL_KEY)),
    cookie: readCookie(QUOTE_COOKIE),
    state: store.getState().quote.savedQuoteReference,
  });
}

/** The state holds the quote the server just saved or handed back: its reference, and live (`liveQuote`: not expired). */
export function storeLiveQuote(reference: string): void {
  const s = store.getState();
  const live = liveQuote(s.app.checkoutStage);
  s.patch('quote', { savedQuoteReference: reference, quoteExpired: live.quoteExpired });
  s.patch('app', { checkoutStage: live.checkoutStage });
}

function applyLoaded(reference: string, quote: LoadedQuote): void {
  // The saved state is merged over the current one by the store's validating merge, which marks user data loaded.
  loadSavedState(store, quote.data);
  // The server handed it back (not a 410): not expired, whatever an earlier load or the quote's own data said.
  storeLiveQuote(reference);
  const s = store.getState();
  const keep = shouldKeepQuoteCookie({ sourceSystem: s.app.sourceSystem, campaignId: s.quote.campaignId, formId: s.newConnection.formId });
  if (keep) writeCookie(QUOTE_COOKIE, reference);
  else deleteCookie(QUOTE_COOKIE);
}

/**
 * Loads the saved quote named by the URL (`search`, default the page's), the cookie or state, and
 * merges its state into the store (a loaded quote is not expired: `liveQuote`). Resolves with the
 * outcome, never rejects but for the caller's own cancellation (the client's `ApiAbortError`, which
 * changes nothing): no reference 'Expected a quote reference.', 404 'Bad quote reference.', 410
 * 'Quote expired.' (the quote is marked expired and the stage is `expired`), anything else 'Failed to
 * load quote'. Any failure deletes the quote cookie; a reference that answered 404 or 410 leaves state
 * (`referenceAfterFailedLoad`: the reference a URL's `r` replaced comes back, else none).
 * Either outcome makes the snapshot service ready.
 */
export async function loadQuoteIntoStore(options: { search?: string; signal?: AbortSignal } = {}): Promise<QuoteLoadResult> {
  const reference = quoteReferenceToLoad(options.search ?? location.search);
  try {
    if (!reference) throw new QuoteError('noReference');
    const quote = await loadQuote(reference, options.signal ? { signal: options.signal } : {});
    applyLoaded(reference, quote);
    // The URL's reference names a quote: what it replaced is not given back.
    if (referenceBeforeUrl(reference) !== undefined) forgetReplacedReference();
    quoteLoadSettled();
    return { outcome: 'loaded', reference, quote };
  } catch (error) {
    if (isAbort(error)) throw error;
    deleteCookie(QUOTE_COOKIE);
    const failure: QuoteFailure = error instanceof QuoteError ? error.kind : 'failed';
    if (failure === 'failed' && !(error instanceof QuoteError)) logWarning('quote load failed', error);
    // A reference that names no live quote (404, 410) is not the one the next load or save uses: state gets back
    // the reference a URL's `r` replaced (the visitor's own quote), or none.
    const beforeUrl = reference ? referenceBeforeUrl(reference) : undefined;
    const s = store.getState();
    const kept = referenceAfterFailedLoad({ failure, failed: reference, state: s.quote.savedQuoteReference, beforeUrl });
    if (kept !== s.quote.savedQuoteReference) s.patch('quote', { savedQuoteReference: kept });
    if (beforeUrl !== undefined && isDeadQuoteReference(failure)) forgetReplacedReference();
    if (failure === 'expired') {
      // Shown as expired on this page ('Quote expired.', the expired stage); the state saved to storage is live (`liveQuote`).
      s.expireQuote();
      s.patch('app', { checkoutStage: 'expired' });
    }
    quoteLoadSettled();
    return { outcome: 'loadFailed', failure, text: QUOTE_LOAD_TEXTS[failure], reference };
  }
}

/**
 * The checkout summary's load: once the page's saved state and URL are applied (the reference may
 * come from them), the quote is loaded into the store ({@link loadQuoteIntoStore}) and `show` is
 * handed the outcome. The returned function cancels: the request is aborted and `show` is not
 * called. Never rejects into the page.
 */
export function loadQuoteOnceStateApplied(show: (result: QuoteLoadResult) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  void whenStateApplied()
    .then(() => loadQuoteIntoStore({ signal }))
    .then(
      (result) => {
        if (!signal.aborted) show(result);
      },
      () => undefined,
    );
  return () => controller.abort();
}

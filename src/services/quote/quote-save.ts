/**
 * Saving the visitor's quote (spec 3 §3.3, §4.5, §4.7). Loaded by the qualifier when it saves,
 * never on the plans page's start-up path.
 */
import { ApiAbortError, isAbort } from '../../api';
import { createQuote, QUOTE_PATHS, QuoteError, updateQuote } from '../../api/quotes';
import { normaliseQuoteReference } from '../../domain/quote/quote-reference';
import { quoteAdditionalData, quoteSnapshot, type QuoteBody } from '../../domain/quote/quote-payload';
import { liveQuote } from '../../domain/quote';
import { isDeadQuoteReference, shouldKeepQuoteCookie } from '../../domain/quote/quote';
import { dataOf, selectSelectedPlans, store, type StoreData } from '../../store';
import { deleteCookie, QUOTE_COOKIE, writeCookie } from '../../store/storage';
import { storeLiveQuote } from './quote-load';
import { forgetReplacedReference, referenceBeforeUrl } from './url-reference';

/**
 * The save payload from the state: the snapshot and the selected plans' summary. The quote saved is
 * live (`liveQuote`): never the expired flag or stage an earlier 410 left in state.
 */
export function quoteBody(state: StoreData): QuoteBody {
  const plans = selectSelectedPlans(state);
  const { quoteExpired, checkoutStage } = liveQuote(state.app.checkoutStage);
  return {
    quoteData: quoteSnapshot({ ...dataOf(state), quote: { ...state.quote, quoteExpired }, app: { ...state.app, checkoutStage } }),
    additionalData: quoteAdditionalData({
      electricity: plans.electricity,
      gas: plans.gas,
      tariffType: state.connection.electricityMeterDetails.tariffType,
    }),
  };
}

/**
 * PUT to the saved reference; a quote the server no longer has (404) or that expired (410) is saved anew with POST.
 * A URL's reference that names no live quote updates the visitor's own quote it replaced, when there was one.
 * (A load that answered 404 or 410 has already taken such a reference out of state: this is for one that
 * expired or went since.)
 */
async function update(reference: string, body: QuoteBody, signal: AbortSignal): Promise<string> {
  try {
    return await updateQuote(reference, body, { signal });
  } catch (error) {
    if (!(error instanceof QuoteError) || !isDeadQuoteReference(error.kind)) throw error;
    const before = referenceBeforeUrl(reference);
    forgetReplacedReference();
    return before ? update(before, body, signal) : createQuote(body, { signal });
  }
}

/** A save's answer: the quote's reference, and the state it saved (read when the save started). */
export interface SavedQuote {
  reference: string;
  saved: StoreData;
}

async function save(signal: AbortSignal): Promise<SavedQuote> {
  const state = store.getState();
  try {
    const body = quoteBody(state);
    const saved = normaliseQuoteReference(state.quote.savedQuoteReference);
    const reference = saved ? await update(saved, body, signal) : await createQuote(body, { signal });
    // The state is now the quote just saved: live, as its snapshot was.
    storeLiveQuote(reference);
    const keep = shouldKeepQuoteCookie({
      sourceSystem: state.app.sourceSystem,
      campaignId: state.quote.campaignId,
      formId: state.newConnection.formId,
    });
    if (keep) writeCookie(QUOTE_COOKIE, reference);
    else deleteCookie(QUOTE_COOKIE);
    return { reference, saved: state };
  } catch (error) {
    // Spec 3 §8: a failed save deletes the cookie unless it was cancelled.
    if (!isAbort(error)) deleteCookie(QUOTE_COOKIE);
    throw error;
  }
}

interface Flight {
  promise: Promise<SavedQuote>;
  controller: AbortController;
  /** Callers still waiting that could cancel; the request is cancelled when the last of them does. */
  cancellable: number;
  /** A caller without a signal joined: the request runs to its end. */
  pinned: boolean;
}

let flight: Flight | null = null;

const aborted = (): ApiAbortError => new ApiAbortError(QUOTE_PATHS.quotes);

function join(current: Flight, signal: AbortSignal | undefined): Promise<SavedQuote> {
  if (!signal) {
    current.pinned = true;
    return current.promise;
  }
  current.cancellable += 1;
  return new Promise<SavedQuote>((resolve, reject) => {
    const onAbort = (): void => {
      current.cancellable -= 1;
      if (current.cancellable === 0 && !current.pinned) {
        if (flight === current) flight = null;
        current.controller.abort();
      }
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    current.promise.then(
      (answer) => {
        signal.removeEventListener('abort', onAbort);
        resolve(answer);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Saves the quote and resolves with its reference: POST when the state has no saved reference,
 * else PUT to it (a 404 or 410 answer saves a new quote with POST). The quote saved, and then the
 * state, is not expired (`liveQuote`). The reference goes to `quote.savedQuoteReference`; the quote
 * cookie keeps it only when `shouldKeepQuoteCookie` allows, else it is deleted. A failure deletes the cookie (not a cancellation) and rejects: a `QuoteError`,
 * or the client's `ApiAbortError` when cancelled.
 *
 * Calls made while a save runs share it (a double click saves one quote). A caller's signal ends
 * that caller's wait; the request itself is cancelled only when every caller that joined it has
 * cancelled, and never once a caller without a signal has joined.
 */
export function saveQuote(options: { signal?: AbortSignal } = {}): Promise<string> {
  return saveQuoteOf(options).then(({ reference }) => reference);
}

/**
 * {@link saveQuote}, resolving also with the state the save took: a save joined may have started before the last
 * change (a snapshot's), and Continue goes to checkout only with the selection the page shows.
 */
export function saveQuoteOf(options: { signal?: AbortSignal } = {}): Promise<SavedQuote> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(aborted());
  if (!flight) {
    const controller = new AbortController();
    const current: Flight = {
      controller,
      cancellable: 0,
      pinned: false,
      promise: Promise.resolve({ reference: '', saved: store.getState() }),
    };
    current.promise = save(controller.signal).finally(() => {
      if (flight === current) flight = null;
    });
    flight = current;
  }
  return join(flight, signal);
}

/** The save running now, if any (what the snapshot service waits for, so two saves never run at once). */
export function quoteSaveInFlight(): Promise<SavedQuote> | null {
  return flight?.promise ?? null;
}

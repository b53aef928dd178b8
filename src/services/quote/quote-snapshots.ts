/**
 * Quote snapshots (spec 3 §4.7, §9): the visitor's quote is saved as they go. Started by the
 * qualifier page (lazily loaded), never on the plans page's start-up path.
 */
import { isAbort } from '../../api';
import { QUOTE_SNAPSHOTS_FLAG_KEY, shouldSaveSnapshot, SNAPSHOT_DEBOUNCE_MS, SNAPSHOT_READY_FALLBACK_MS } from '../../domain/quote/quote';
import { isLookupAddress } from '../../domain/shared';
import { store, type StoreState } from '../../store';
import { readStorageValue } from '../../store/storage';
import { onQuoteLoadSettled } from './quote-events';
import { quoteBody, quoteSaveInFlight, saveQuote } from './quote-save';
import { logWarning } from '../../log';

/** Whether the state may be saved now (every condition of spec 3 §4.7). */
function mayBeSaved(state: StoreState, ready: boolean): boolean {
  return shouldSaveSnapshot({
    serviceReady: ready,
    quoteCompleted: state.quote.quoteCompleted,
    disabledFlag: readStorageValue('local', QUOTE_SNAPSHOTS_FLAG_KEY),
    sourceSystem: state.app.sourceSystem,
    journey: state.app.journey ?? undefined,
    hasValidAddress: isLookupAddress(state.address),
    hasSelectedPlan: !!state.plans.selectedElectricityPlanCode || !!state.plans.selectedGasPlanCode,
  });
}

interface Snapshots {
  stop(): void;
  /** Settles when no save runs and none is waiting (tests). */
  idle(): Promise<void>;
}

function run(): Snapshots {
  let ready = false;
  let changed = false;
  let saving: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last body this service saved: a change that leaves the snapshot as it was (a loading flag, the reference the save stored) saves nothing. */
  let lastSaved: string | undefined;

  const save = async (): Promise<void> => {
    // Another caller's save (the qualifier's Continue) runs to its end first: never two saves at once.
    const other = quoteSaveInFlight();
    if (other) await other.catch(() => undefined);
    const state = store.getState();
    if (!mayBeSaved(state, ready)) return;
    const body = JSON.stringify(quoteBody(state));
    if (body === lastSaved) return;
    try {
      await saveQuote();
      lastSaved = body;
    } catch (error) {
      if (!isAbort(error)) logWarning('quote snapshot not saved', error);
    }
  };

  const flush = (): void => {
    timer = undefined;
    if (saving) {
      // A change during a save is saved again after it.
      again = true;
      return;
    }
    saving = (async () => {
      do {
        again = false;
        await save();
      } while (again);
    })().finally(() => (saving = null));
  };

  const schedule = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, SNAPSHOT_DEBOUNCE_MS);
  };

  const becomeReady = (): void => {
    if (ready) return;
    ready = true;
    clearTimeout(fallback);
    // What changed while waiting is saved now that the service is ready.
    if (changed) schedule();
  };

  const unsubscribe = store.subscribe(() => {
    changed = true;
    schedule();
  });
  const fallback = setTimeout(becomeReady, SNAPSHOT_READY_FALLBACK_MS);
  const unlisten = onQuoteLoadSettled(becomeReady);

  return {
    stop() {
      unsubscribe();
      unlisten();
      clearTimeout(fallback);
      if (timer !== undefined) clearTimeout(timer);
    },
    async idle() {
      while (saving) await saving;
    },
  };
}

let current: Snapshots | null = null;

/**
 * Starts saving snapshots for the rest of the page (a second call does nothing). The service is
 * ready once a quote load on this page has settled (loaded or failed), or 7 s + 3 s after it
 * started; state changes are debounced 1 s and then saved (`saveQuote`: POST, then PUT) only when
 * every condition of spec 3 §4.7 holds (`shouldSaveSnapshot`, snapshots disabled by
 * `localStorage.ea_disable_quote_snapshots` unless it is 'false') and the snapshot differs from the
 * last one saved. Never two saves in flight; a change during a save is saved after it.
 */
export function startQuoteSnapshots(): void {
  current ??= run();
}

/** Test hook: stops the service and forgets it. */
export function stopQuoteSnapshots(): void {
  current?.stop();
  current = null;
}

/** Test hook: settles when the service has no save running or waiting. */
export function quoteSnapshotsIdle(): Promise<void> {
  return current?.idle() ?? Promise.resolve();
}

/**
 * The disclaimers below the plans (spec 2 §7): each key's disclaimer is asked for once per page; a
 * text the lookup did not bring is added to the store, and the key's general text (spec 2 §3) goes
 * to the disclaimers view. Lazy-only (not in ./index.ts; local/concern-boundaries): loaded with the
 * disclaimers, which are built as the visitor nears them (issue 21).
 */
import { isAbort } from '../../api';
import { fetchDisclaimer, type DisclaimerResponse } from '../../api/disclaimers';
import type { GeneralDisclaimer } from '../../domain/plans/plan-disclaimers';
import { store } from '../../store';

/** Each key's disclaimer, fetched once per page (a cancelled fetch is tried again; a failed one counts as none). */
const fetched = new Map<string, Promise<DisclaimerResponse | null>>();
function disclaimer(key: string, signal: AbortSignal): Promise<DisclaimerResponse | null> {
  let answer = fetched.get(key);
  if (!answer) {
    answer = fetchDisclaimer(key, { signal }).catch((error: unknown) => {
      if (isAbort(error)) fetched.delete(key);
      return null;
    });
    fetched.set(key, answer);
  }
  return answer;
}

/** Forgets the fetched disclaimers (tests). */
export function forgetFetchedDisclaimers(): void {
  fetched.clear();
}

/**
 * Loads the disclaimers of `keys`. Each key's request starts in a task of its own: starting a dozen
 * at once was a long task with the first plans (issue 21), and nobody waits for the disclaimers
 * below them. A key asked for before is not asked again. A text the lookup did not bring is added to
 * the store (a missing disclaimer is left out), and `general` is handed each key's general text
 * (null when it has none or its request failed). `signal` (the widget's) cancels the requests. The
 * returned function stops: requests not started yet are not made and `general` is called no more.
 */
export function loadDisclaimers(
  keys: readonly string[],
  signal: AbortSignal,
  general: (key: string, text: GeneralDisclaimer | null) => void,
): () => void {
  let live = true;
  const timers = keys.map((key) =>
    setTimeout(() => {
      void disclaimer(key, signal).then((d) => {
        if (d && !store.getState().plans.disclaimers[key]?.text)
          store.getState().addDisclaimer({ key: d.key, text: d.text, sharedKeys: d.sharedDisclaimerKeys });
        if (live) general(key, d?.general ?? null);
      });
    }, 0),
  );
  return () => {
    live = false;
    timers.forEach(clearTimeout);
  };
}

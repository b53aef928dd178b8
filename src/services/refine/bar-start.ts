import { holdInboundEvents } from '../../bus';
import { whenStateApplied } from '../page/startup';
import { listenToHostEvents } from './events';
import { watchOnce } from './watch';

/**
 * A refine bar's start: the store is watched for what opens the bar's own modals at once; the
 * host's events are listened to once the page's saved state (storage, URL) is applied, since one
 * applied before it would be merged over (spec: returning visitors), and `applied` is called then (the bar's controls are
 * enabled from then on). Both stop when `signal` aborts (the last bar gone). The returned function,
 * called as the bar's effect is cleaned up, drops the wait: nothing more is started for it.
 */
export function startRefineBar(signal: AbortSignal, applied: () => void): () => void {
  let live = true;
  // The host's events sent before the bar listens reach it then.
  const started = holdInboundEvents();
  void whenStateApplied().then(() => {
    if (live && !signal.aborted) {
      listenToHostEvents(signal);
      applied();
    }
    started();
  });
  watchOnce(signal);
  return () => {
    live = false;
    started();
  };
}

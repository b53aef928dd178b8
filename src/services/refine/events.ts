import { on, type EaEventMap } from '../../bus';
import { logWarning } from '../../log';
import { onPlansRoute } from '../page/routes';

/** Green options offered on this page (filled by the bar once loaded); an event's option must be one of them. */
let offeredGreenOptions: readonly number[] = [];
export function setOfferedGreenOptions(options: readonly number[]): void {
  offeredGreenOptions = options;
}

type Handlers = typeof import('./host-events');
let handlers: Promise<Handlers> | null = null;

/**
 * The handlers module, loaded on the first event (a page the host never talks to never downloads
 * it). The bus applies the events that follow one still loading after it, so they keep their order.
 * A load that failed is asked for again on the next event (a browser that remembers the failed
 * fetch refuses it again; the bus logs each such event as not handled).
 */
function loadHandlers(): Promise<Handlers> {
  handlers ??= import('./host-events').catch((error: unknown) => {
    handlers = null;
    throw error;
  });
  return handlers;
}

let subscribers = 0;
let controller: AbortController | null = null;

/**
 * Listens to the refine bar's host events (`ea:refine`, `ea:open-refine`; `ea:plan-load` is the
 * plans service's) once per page however many bars are mounted; the last
 * bar to go (its `signal` aborted) stops the listening. The detail is validated on arrival
 * (an invalid one is ignored with a warning at once); a valid one is applied as soon as the
 * handlers are loaded.
 */
export function listenToHostEvents(signal: AbortSignal): void {
  if (signal.aborted) return;
  subscribers += 1;
  if (!controller) {
    controller = new AbortController();
    on(
      'ea:refine',
      (detail: EaEventMap['ea:refine']) => loadHandlers().then((h) => h.handleRefineEvent(detail, offeredGreenOptions)),
      controller.signal,
    );
    on(
      'ea:open-refine',
      () => {
        // Off the plans ("Get started") the bar is hidden: the modal would wait unseen and open on the way back.
        if (!onPlansRoute()) return void logWarning('ea:open-refine ignored: the refine bar is not shown on this route');
        return loadHandlers().then((h) => h.handleOpenRefineEvent());
      },
      controller.signal,
    );
  }
  signal.addEventListener(
    'abort',
    () => {
      subscribers -= 1;
      if (subscribers === 0) {
        controller?.abort();
        controller = null;
      }
    },
    { once: true },
  );
}

import { on, type EaEventMap } from '../../bus';

/** Green options offered on this page (filled by the bar once loaded); an event's option must be one of them. */
let offeredGreenOptions: readonly number[] = [];
export function setOfferedGreenOptions(options: readonly number[]): void {
  offeredGreenOptions = options;
}

type Handlers = typeof import('./host-events');
let handlers: Promise<Handlers> | null = null;
/** Every accepted event's handling, in the order the events came. */
let handled: Promise<void> = Promise.resolve();

/**
 * Handles a validated host event with the handlers module, loaded on the first event (a page the
 * host never talks to never downloads it). Events are applied in the order they came: each waits
 * for the one before, so `ea:refine` then `ea:open-refine` opens the modal after the reset.
 */
function handle(apply: (h: Handlers) => void, name: string): void {
  handled = handled
    .then(() => (handlers ??= import('./host-events')))
    .then(apply)
    .catch((error: unknown) => {
      // A chunk that failed to load is tried again on the next event.
      handlers = null;
      console.error(`[energy plan widgets] handling ${name} failed`, error);
    });
}

/** Settles when every host event received so far has been applied (tests, and callers that read the store after dispatching). */
export const hostEventsHandled = (): Promise<void> => handled;

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
    on('ea:refine', (detail: EaEventMap['ea:refine']) => handle((h) => h.handleRefineEvent(detail, offeredGreenOptions), 'ea:refine'), controller.signal);
    on('ea:open-refine', () => handle((h) => h.handleOpenRefineEvent(), 'ea:open-refine'), controller.signal);
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

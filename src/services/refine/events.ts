import { on, type EaEventMap } from '../../bus';
import { refineChanges, type SingleFuel } from '../../domain';
import { store } from '../../store';
import { deleteCookie, QUOTE_COOKIE } from '../../store/storage';
import { openRefineOrReset } from './actions';

const warn = (message: string): void => console.warn(`[energy plan widgets] ${message}`);

/** Green options offered on this page (filled by the bar once loaded); an event's option must be one of them. */
let offeredGreenOptions: readonly number[] = [];
export function setOfferedGreenOptions(options: readonly number[]): void {
  offeredGreenOptions = options;
}

/**
 * `ea:refine` (spec 2 §4): clears the quote cookie, resets refine data, then sets fuel, postcode,
 * period, green option, NMI, MIRN and usage. Invalid values were refused by the bus schema
 * (the whole event is ignored with a warning); a green option that is not offered is ignored with one.
 */
export function handleRefineEvent(detail: EaEventMap['ea:refine']): void {
  const changes = refineChanges(detail, offeredGreenOptions);
  for (const reason of changes.ignored) warn(`ea:refine: ignored ${reason}`);
  const s = store.getState();
  deleteCookie(QUOTE_COOKIE);
  const { usageBands } = s.refine;
  s.resetRefine();
  // Usage bands are the postcode's data, not the visitor's choice: they stay (the plans service fetches them per postcode).
  s.patch('refine', { usageBands });
  if (changes.fuelSelection) s.patch('refine', { fuelSelection: changes.fuelSelection });
  if (changes.estimatePeriod) s.patch('refine', { estimatePeriod: changes.estimatePeriod });
  if (changes.postcode) {
    s.setPostcode(changes.postcode);
    s.patch('refine', { selectedLocationType: 'postcode' });
  }
  if (changes.greenOption !== undefined) s.patch('quote', { greenOption: changes.greenOption, isGreenPowerOptIn: changes.greenOption > 0 });
  if (changes.nmi !== undefined) s.patch('connection', { nmi: changes.nmi });
  if (changes.mirn !== undefined) s.patch('connection', { mirn: changes.mirn });
  const usage = { ...store.getState().refine.usageSelection };
  for (const fuel of Object.keys(changes.usage) as SingleFuel[]) {
    const selection = changes.usage[fuel];
    if (selection) usage[fuel] = selection;
  }
  s.patch('refine', { usageSelection: usage });
}

let subscribers = 0;
let controller: AbortController | null = null;

/**
 * Listens to the refine bar's host events (`ea:refine`, `ea:open-refine`; `ea:plan-load` is the
 * plans service's) once per page however many bars are mounted; the last
 * bar to go (its `signal` aborted) stops the listening.
 */
export function listenToHostEvents(signal: AbortSignal): void {
  if (signal.aborted) return;
  subscribers += 1;
  if (!controller) {
    controller = new AbortController();
    on('ea:refine', handleRefineEvent, controller.signal);
    on('ea:open-refine', () => openRefineOrReset(), controller.signal);
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

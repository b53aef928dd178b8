import { OWN_LOCATION_SOURCE, shouldAcceptLocationUpdate } from '../domain/shared';
import * as v from 'valibot';
import type { EaEventMap, EaInboundEventName, EaOutboundEventName } from './events';
import { EmptySchema, LocationUpdateSchema, LookupCompletedSchema, PlanLoadFailedSchema } from './schemas';
import { logError, logWarning } from '../log';

/** The `source` the widgets put on the location updates they announce. */
export const WIDGETS_SOURCE = OWN_LOCATION_SOURCE;

type HostSchemas = (typeof import('./host-schemas'))['HOST_SCHEMAS'];
type InboundSchemas = HostSchemas & {
  'ea:location-update': typeof LocationUpdateSchema;
  'ea:open-refine': typeof EmptySchema;
  'ea:address-clear': typeof EmptySchema;
  'ea:open-cart': typeof EmptySchema;
};

/** The inbound schemas every page needs at once (the location, and events without a payload). */
const eagerSchemas: Partial<InboundSchemas> = {
  'ea:location-update': LocationUpdateSchema,
  'ea:open-refine': EmptySchema,
  'ea:address-clear': EmptySchema,
  'ea:open-cart': EmptySchema,
};
let inboundSchemas: Partial<InboundSchemas> = eagerSchemas;
let hostSchemasLoading: Promise<void> | null = null;

/**
 * Loads the schemas of the host's richer events (`ea:plan-load`, `ea:refine`, `ea:address-update`):
 * the first such event does, so a page that never receives one never loads them. Tests and pages
 * that want them at once may call it early.
 */
export function loadHostSchemas(): Promise<void> {
  hostSchemasLoading ??= import('./host-schemas').then(
    (m) => {
      inboundSchemas = { ...eagerSchemas, ...m.HOST_SCHEMAS };
    },
    (error: unknown) => {
      hostSchemasLoading = null; // the next event tries again
      throw error;
    },
  );
  return hostSchemasLoading;
}

const outboundSchemas = {
  'ea:location-update': LocationUpdateSchema,
  'ea:lookup-completed': LookupCompletedSchema,
  'ea:plan-load-failed': PlanLoadFailedSchema,
} as const;

/** Emits a widgets → host event on `window`. The detail is required by type and checked at run time. */
export function emit<K extends EaOutboundEventName>(name: K, detail: EaEventMap[K]): void {
  if (typeof window === 'undefined') return;
  let checked: v.SafeParseResult<(typeof outboundSchemas)[K]>;
  try {
    checked = v.safeParse(outboundSchemas[name], detail);
  } catch (error) {
    // A host page that adds enumerable properties to Object.prototype breaks the schema library's object checks:
    // the event is not sent, and nothing is thrown into the code that emitted it (often a promise's handler).
    logError(`not emitting ${name}: its detail could not be checked`, error);
    return;
  }
  if (!checked.success) {
    logWarning(`not emitting ${name}: ${checked.issues[0]?.message ?? 'invalid detail'}`);
    return;
  }
  if (name === 'ea:location-update') lastLocationPostcode = sharedPostcode = (checked.output as EaEventMap['ea:location-update']).postcode;
  try {
    dispatchOwn(new CustomEvent(name, { detail: checked.output }));
  } catch (error) {
    logError(`a listener of ${name} threw`, error);
  }
}

/**
 * Listens to a host → widgets event. The detail is validated; an invalid one is ignored with a
 * warning. A throwing handler is logged, never rethrown into the host's dispatch. Returns the
 * unsubscribe function; an aborted `signal` unsubscribes too.
 */
export function on<K extends EaInboundEventName>(
  name: K,
  handler: (detail: EaEventMap[K]) => void | Promise<unknown>,
  signal?: AbortSignal,
): () => void {
  return listen(name, (detail) => handler(detail), signal);
}

/** Every host → widgets event name. */
const INBOUND = Object.keys({
  'ea:location-update': 0,
  'ea:plan-load': 0,
  'ea:refine': 0,
  'ea:open-refine': 0,
  'ea:address-update': 0,
  'ea:address-clear': 0,
  'ea:open-cart': 0,
} satisfies Record<EaInboundEventName, 0>);

/** How many widgets are starting (connected, not all their listeners on yet), and the host's events sent meanwhile, numbered. */
let starting = 0;
let early: [number, Event][] = [];
let sent = 0;
/** The event the widgets are sending themselves (`ea:open-cart`, their location): not the host's, not kept. */
let own: Event | null = null;
const keep = (event: Event): void => {
  if (starting && event !== own) early.push([sent++, event]);
};
if (typeof window !== 'undefined') for (const name of INBOUND) addEventListener(name, keep);

/** Dispatches one of the widgets' own events on `window`. */
function dispatchOwn(event: Event): void {
  own = event;
  try {
    window.dispatchEvent(event);
  } finally {
    own = null;
  }
}

/** Kept events owed to the listeners that came after them (number, event, listener, whether still on), given out on the next microtask. */
let late: [number, Event, (event: Event) => void, () => boolean][] = [];

/**
 * Gives the kept events to the listeners that came after them, all in the order the host sent them, whatever
 * their names: the listeners one task registers (the plans service's plan-load and location) hear an
 * `ea:location-update` and an `ea:plan-load` in the order the host sent them, not grouped by name.
 */
function replayKept(): void {
  const owed = late.sort((a, b) => a[0] - b[0]);
  late = [];
  for (const [, event, listener, live] of owed) if (live()) listener(event);
}

/**
 * A widget is starting: until the returned function is called (once is enough), the host's events
 * are kept, and a listener that comes later gets those of its name sent before it, in the order sent.
 * A host that sends an event as soon as an element is defined (`customElements.whenDefined`) or
 * connected is heard, though the widget listens only once its saved state is applied. Once no widget
 * is starting, the kept events are forgotten.
 */
export function holdInboundEvents(): () => void {
  starting += 1;
  let holding = true;
  return () => {
    if (!holding) return;
    holding = false;
    starting -= 1;
    if (!starting) early = [];
  };
}

/** The inbound events still being applied (a handler that first loads its code); null when none. */
let applying: Promise<void> | null = null;

/**
 * Applies an inbound event now, or after the ones before it when one of those is still being
 * applied: a handler may return a promise (it loads its code first), and the events that follow
 * it, whichever widget handles them, wait their turn, so they take effect in the order they came.
 */
function applyInOrder(name: string, apply: () => void | Promise<unknown>): void {
  const failed = (error: unknown): void => logError(`handling ${name} failed`, error);
  const run = (): Promise<void> | undefined => {
    try {
      const result = apply();
      if (result instanceof Promise) return result.then(() => undefined, failed);
    } catch (error) {
      failed(error);
    }
    return undefined;
  };
  const pending = applying ? applying.then(run) : run();
  if (!pending) return;
  applying = pending;
  void pending.then(() => {
    if (applying === pending) applying = null;
  });
}

/** Settles once every inbound event received so far has been applied. */
export const inboundEventsApplied = (): Promise<void> => applying ?? Promise.resolve();

/**
 * What each event was last warned of: one warning per event, however many widgets listen to it. Another reason
 * (a listener whose retried rules loaded, finding the detail invalid after another's failed to load) is warned of.
 */
const warned = new WeakMap<Event, string>();
const warnOnce = (event: Event, message: string): void => {
  if (warned.get(event) !== message) logWarning(message);
  warned.set(event, message);
};

/** `on`, with the event itself passed along (for rules decided once per dispatch). */
function listen<K extends EaInboundEventName>(
  name: K,
  handler: (detail: EaEventMap[K], event: Event) => void | Promise<unknown>,
  signal?: AbortSignal,
): () => void {
  if (typeof window === 'undefined' || signal?.aborted) return () => {};
  /** Validates the detail, warning and giving undefined when it is not the contract's. */
  const validate = (raw: unknown, event: Event): { detail: EaEventMap[K] } | undefined => {
    const schema = inboundSchemas[name] as v.GenericSchema | undefined;
    if (!schema) {
      warnOnce(event, `ignored ${name}: its rules did not load`);
      return undefined;
    }
    let parsed: v.SafeParseResult<v.GenericSchema>;
    try {
      parsed = v.safeParse(schema, raw ?? undefined);
    } catch {
      // A detail whose getters throw (or a revoked proxy) is as invalid as a malformed one.
      warnOnce(event, `ignored ${name}: the detail could not be read`);
      return undefined;
    }
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
      warnOnce(event, `ignored ${name}: ${where ? `${where}: ` : ''}${issue?.message ?? 'invalid detail'}`);
      return undefined;
    }
    return { detail: parsed.output as EaEventMap[K] };
  };
  const listener = (event: Event): void => {
    const raw: unknown = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
    // The contract's detail is a plain object (or none); arrays pass valibot's object check, so they are refused here.
    // Array.isArray throws on a revoked proxy: that detail cannot be read, and is ignored as any other.
    let array: boolean;
    try {
      array = Array.isArray(raw);
    } catch {
      warnOnce(event, `ignored ${name}: the detail could not be read`);
      return;
    }
    if (array) {
      warnOnce(event, `ignored ${name}: the detail must be an object`);
      return;
    }
    if (name in inboundSchemas) {
      const checked = validate(raw, event);
      if (checked) applyInOrder(name, () => handler(checked.detail, event));
      return;
    }
    // The first of the host's richer events loads their rules; it and any that follow keep their order.
    applyInOrder(name, () =>
      loadHostSchemas().then(
        () => {
          const checked = validate(raw, event);
          return checked ? handler(checked.detail, event) : undefined;
        },
        () => void validate(raw, event),
      ),
    );
  };
  window.addEventListener(name, listener);
  let on = true;
  const off = (): void => {
    on = false;
    window.removeEventListener(name, listener);
  };
  signal?.addEventListener('abort', off, { once: true });
  for (const [n, event] of early)
    if (event.type === name) {
      if (!late.length) queueMicrotask(replayKept);
      late.push([n, event, listener, () => on]);
    }
  return off;
}

/** The postcode last seen: a host location update repeating it is ignored. */
let lastLocationPostcode: string | null = null;
/** The postcode both the host and the widgets last said (a location update either way): the widgets do not announce it again. */
let sharedPostcode: string | null = null;
/** Whether each location event was accepted, decided by the first subscriber so every widget on the page gets the same answer. */
let locationDecisions = new WeakMap<Event, boolean>();

/**
 * Listens to location updates from others: the widgets' own (`source: "widgets"`), a postcode
 * equal to the last one seen, and postcodes that are not 4 digits are ignored.
 */
export function onLocationUpdate(handler: (detail: EaEventMap['ea:location-update']) => void, signal?: AbortSignal): () => void {
  return listen(
    'ea:location-update',
    (detail, event) => {
      let accepted = locationDecisions.get(event);
      if (accepted === undefined) {
        accepted = shouldAcceptLocationUpdate(detail, lastLocationPostcode ?? undefined);
        if (accepted) lastLocationPostcode = sharedPostcode = detail.postcode;
        locationDecisions.set(event, accepted);
      }
      if (accepted) handler(detail);
    },
    signal,
  );
}

/**
 * The widgets' postcode was set by a host event other than a location update (`ea:refine`, `ea:plan-load`):
 * a location update back to the one before is not a repeat. The host has not heard it as a location: the
 * widgets still announce it when it next comes from them (an address the visitor picks there).
 */
export function rememberLocation(postcode: string): void {
  lastLocationPostcode = postcode;
}

/** Announces the widgets' postcode (unless it repeats the last one seen). */
export function announceLocation(postcode: string, state?: EaEventMap['ea:location-update']['state']): void {
  if (postcode === sharedPostcode) return;
  emit('ea:location-update', state ? { postcode, state, source: WIDGETS_SOURCE } : { postcode, source: WIDGETS_SOURCE });
}

/** Asks the cart overlay to open (after the visitor adds a plan); harmless when no cart is on the page. */
export function requestCart(): void {
  try {
    dispatchOwn(new CustomEvent('ea:open-cart', { detail: {} }));
  } catch (error) {
    logError('a listener of ea:open-cart threw', error);
  }
}

/** Test hook: forgets the last postcode seen. */
export function resetBusMemory(): void {
  lastLocationPostcode = sharedPostcode = null;
  locationDecisions = new WeakMap();
  starting = 0;
  early = [];
  late = [];
}

/**
 * Disconnection and move-out (spec 3 §3.4, §4.8, §7, §8): the per-fuel calendars, the statuses,
 * the overall state, the submit and the move-out charges. Lazy-only (not in ./index.ts; local/concern-boundaries; used by the
 * qualifier's disconnection step): nothing here joins the plans page's start-up code.
 *
 * Nothing here rejects for an API failure: the spec's failure rules apply instead (a fuel in
 * error, every account back as not successful, charges of 0 with a flag). Only a caller's own
 * cancellation rejects (`ApiAbortError`). Warnings name what failed, never an account number.
 */
import { isAbort } from '../../api/errors';
import { anySignal } from '../../api/signals';
import {
  disconnectionCalendar,
  moveRecommendationDetails,
  submitDisconnectionRequest,
  type DisconnectionCalendarAnswer,
} from '../../api/movers';
import { isDisconnectionAvailable } from '../../domain/page/journey';
import { type DisconnectionOverallState, type SingleFuel } from '../../domain/shared';
import {
  defaultFuelDisconnectionStatus,
  disconnectionOutcome,
  disconnectionRequestItems,
  esvAnswer,
  FAILED_MOVE_OUT_CHARGES,
  failedDisconnectionResults,
  moveOutRequest,
  overallDisconnectionStatus,
  type DisconnectionResultItem,
  type MoveOutCharges,
} from '../../domain/qualifier/disconnection-flow';
import { afterCalendarSuccess, overallDisconnectionState } from '../../domain/qualifier/disconnection';
import { store, type FuelDisconnection, type StoreData } from '../../store';
import { withBearer } from '../auth/identity-session';
import { logWarning } from '../../log';

const reason = (error: unknown): string => (error instanceof Error ? error.name : 'unknown error');

/** Replaces part of one fuel's disconnection state. */
function patchFuel(fuel: SingleFuel, changes: Partial<FuelDisconnection>): void {
  const s = store.getState();
  s.patch('disconnection', { [fuel]: { ...s.disconnection[fuel], ...changes } });
}

/**
 * The visitor changed a fuel's disconnection answers (date, planned renovations, access issues). A
 * changed renovation answer fetches that fuel's calendar again (its esvAnswer decides the dates).
 */
export function updateDisconnectionFuel(
  fuel: SingleFuel,
  changes: Partial<Pick<FuelDisconnection, 'date' | 'renovationStatus' | 'accessIssues' | 'accessIssuesDescription'>>,
): void {
  const before = store.getState().disconnection[fuel].renovationStatus;
  patchFuel(fuel, changes);
  if (changes.renovationStatus !== undefined && changes.renovationStatus !== before) void loadDisconnectionCalendar(fuel);
}

/** Whether the disconnection step applies (spec 3 §4.8): the disconnection journey, or moving and residential. */
export function disconnectionAvailable(state: StoreData = store.getState()): boolean {
  return isDisconnectionAvailable(state.app.journey ?? undefined, state.moving.movingHouse, state.account.customerType);
}

/**
 * The overall disconnection state (spec 1 §4, spec 3 §4.8): NO_ELIGIBLE_ACCOUNTS, DISCONNECTING or
 * NOT_DISCONNECTING; also a store selector. It lives here, not in the store's selectors, so the rule
 * and its texts load with the qualifier's disconnection step, not with every page.
 */
export const selectDisconnectionOverall = (state: StoreData): DisconnectionOverallState =>
  overallDisconnectionState(state.disconnection.electricity, state.disconnection.gas);

export function disconnectionOverall(state: StoreData = store.getState()): DisconnectionOverallState {
  return selectDisconnectionOverall(state);
}

/**
 * Sets the accounts to disconnect (for example an account retrieve's eleDisconnectAccount and
 * gasDisconnectAccount): each fuel's account and its default status (DISCONNECTING with an
 * account, else NOT_DISCONNECTING), and the overall status (DISCONNECTING if either has one).
 */
export function setDisconnectionAccounts(accounts: { electricity?: string | null | undefined; gas?: string | null | undefined }): void {
  for (const fuel of ['electricity', 'gas'] as const) {
    const account = accounts[fuel]?.trim() ?? '';
    patchFuel(fuel, { account, status: defaultFuelDisconnectionStatus(account) });
  }
  const { electricity, gas } = store.getState().disconnection;
  store.getState().patch('disconnection', { status: overallDisconnectionStatus(electricity, gas) });
}

const calendarRequests: Partial<Record<SingleFuel, AbortController>> = {};

/**
 * Fetches a fuel's disconnection calendar (GET movers/calendar with the fuel's account and its
 * renovation answer as esvAnswer). Latest only per fuel: a newer call cancels the older one,
 * which resolves with null and changes nothing.
 * On success the calendar is stored, the fuel's status returns to its default and, if no date is
 * set yet, the calendar's minDate is selected; on failure the fuel's status becomes ERROR (and its
 * calendar is cleared, so no stale dates are offered). A fuel without an account is not fetched
 * (null). Resolves with the calendar, or null when there is none.
 */
export async function loadDisconnectionCalendar(
  fuel: SingleFuel,
  options: { signal?: AbortSignal } = {},
): Promise<DisconnectionCalendarAnswer | null> {
  const current = store.getState().disconnection[fuel];
  const account = current.account.trim();
  if (!account) return null;
  calendarRequests[fuel]?.abort();
  const controller = new AbortController();
  calendarRequests[fuel] = controller;
  const signal = options.signal ? anySignal([options.signal, controller.signal]) : controller.signal;
  try {
    const calendar = await disconnectionCalendar({ accountNumber: account, esvAnswer: esvAnswer(current.renovationStatus) }, { signal });
    const latest = store.getState().disconnection[fuel];
    const { status, date } = afterCalendarSuccess(latest, calendar, defaultFuelDisconnectionStatus(latest.account));
    patchFuel(fuel, { calendar, status, date: date ?? '' });
    return calendar;
  } catch (error) {
    if (isAbort(error)) {
      if (options.signal?.aborted) throw error;
      return null; // superseded by a newer fetch for this fuel, which sets the state
    }
    logWarning(`${fuel} disconnection calendar failed`, reason(error));
    patchFuel(fuel, { calendar: null });
    store.getState().setDisconnectionStatus(fuel, 'ERROR');
    return null;
  } finally {
    if (calendarRequests[fuel] === controller) delete calendarRequests[fuel];
  }
}

/** Fetches the calendars of both fuels that have an account (see {@link loadDisconnectionCalendar}). Rejects only when cancelled. */
export async function loadDisconnectionCalendars(options: { signal?: AbortSignal } = {}): Promise<void> {
  await Promise.all([loadDisconnectionCalendar('electricity', options), loadDisconnectionCalendar('gas', options)]);
}

const ignore = (): void => undefined;

/**
 * The disconnection step is shown: the calendars of the accounts to disconnect are fetched
 * ({@link loadDisconnectionCalendars}). The returned function, called as the step goes, cancels
 * what is still on its way (nothing is stored from it).
 */
export function showDisconnectionCalendars(): () => void {
  const controller = new AbortController();
  loadDisconnectionCalendars({ signal: controller.signal }).catch(ignore);
  return () => controller.abort();
}

/**
 * Submits the disconnection (authenticated POST /qt2/app/disconnection) of every fuel with an
 * account, a date and no error, with its renovation answer and access details (the default text
 * when access issues were reported without detail). Resolves with the result items and stores
 * each requested fuel's `successful`; on any failure every requested account comes back with
 * success false (spec 3 §8). Nothing to request: [] and no call. A second submit while one is
 * under way is the same submit (one request, the same promise).
 */
export function submitDisconnection(options: { signal?: AbortSignal } = {}): Promise<DisconnectionResultItem[]> {
  if (submitting) return submitting;
  const pending = submit(options).finally(() => {
    if (submitting === pending) submitting = null;
  });
  submitting = pending;
  return pending;
}

let submitting: Promise<DisconnectionResultItem[]> | null = null;

async function submit(options: { signal?: AbortSignal }): Promise<DisconnectionResultItem[]> {
  const { electricity, gas } = store.getState().disconnection;
  const fuels = { electricity, gas };
  const items = disconnectionRequestItems(fuels);
  if (items.length === 0) return [];
  let results: DisconnectionResultItem[];
  try {
    results = await withBearer((authorization) => submitDisconnectionRequest(items, { ...options, authorization }), options);
  } catch (error) {
    if (isAbort(error)) throw error;
    logWarning(`disconnection submit failed`, reason(error));
    results = failedDisconnectionResults(items, fuels);
  }
  const outcome = disconnectionOutcome(items, results, fuels);
  for (const fuel of ['electricity', 'gas'] as const) {
    const successful = outcome[fuel];
    if (successful !== undefined) patchFuel(fuel, { successful });
  }
  return results;
}

let moveOutRequestInFlight: AbortController | null = null;

/**
 * Fetches the move-out charges (POST movers/moveRecommendationDetails) from both fuels' accounts,
 * dates, renovation answer and access details, and stores them in `disconnection.moveOutCharges`.
 * Latest only (a superseded call resolves with the charges stored so far). On failure the flag is set and both charges are 0 (spec 3 §8). With no account
 * to move out of: charges 0, not failed, no call.
 */
export async function loadMoveOutCharges(options: { signal?: AbortSignal } = {}): Promise<MoveOutCharges> {
  const { electricity, gas } = store.getState().disconnection;
  const body = moveOutRequest({ electricity, gas });
  moveOutRequestInFlight?.abort();
  moveOutRequestInFlight = null;
  let charges: MoveOutCharges;
  if (!body) {
    charges = { ...FAILED_MOVE_OUT_CHARGES, failed: false };
  } else {
    const controller = new AbortController();
    moveOutRequestInFlight = controller;
    const signal = options.signal ? anySignal([options.signal, controller.signal]) : controller.signal;
    try {
      const answer = await moveRecommendationDetails(body, { signal });
      charges = { ...answer, failed: false };
    } catch (error) {
      if (isAbort(error)) {
        if (options.signal?.aborted) throw error;
        return { ...store.getState().disconnection.moveOutCharges }; // superseded: the newer call stores its charges
      }
      logWarning(`move recommendation failed; charges are 0`, reason(error));
      charges = { ...FAILED_MOVE_OUT_CHARGES };
    } finally {
      if (moveOutRequestInFlight === controller) moveOutRequestInFlight = null;
    }
  }
  store.getState().patch('disconnection', { moveOutCharges: charges });
  return charges;
}

/** How long the disconnection answers rest before the move-out charges are asked for again. */
export const MOVE_OUT_CHARGES_DEBOUNCE_MS = 400;

/**
 * The move-out charges follow the dates and answers: once they have rested for
 * {@link MOVE_OUT_CHARGES_DEBOUNCE_MS}, the charges are fetched and stored ({@link loadMoveOutCharges})
 * and `done` is called. The returned function, called when the answers change again or the step
 * goes, cancels: the wait ends, a request on its way is aborted and `done` is not called.
 */
export function followMoveOutCharges(done: () => void): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    loadMoveOutCharges({ signal: controller.signal }).then(() => {
      if (!controller.signal.aborted) done();
    }, ignore);
  }, MOVE_OUT_CHARGES_DEBOUNCE_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

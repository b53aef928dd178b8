/**
 * The move-in date checked against a new address's calendar (docs/decisions/moving-home.md): loaded by the shell
 * (`import()`) only when the host (or the visitor on "Get started") replaces the address of a move with a date.
 */
import { energisationCalendar } from '../../api/energisation';
import { checkedMoveInDate, checkedRestoredMoveInDate } from '../../domain/moving-home/moving-date';
import { toIsoDate } from '../../domain/shared/calendar';
import { addressKey } from '../../domain/shared';
import { selectAustralianState, store } from '../../store';
import { whenState } from '../page/store-wait';

/** The latest check wins: a newer address makes an older check's answer moot. */
let seq = 0;

/** How long the check waits for the new address's lookup (its pricing zone) before it asks by the state alone. */
const LOOKUP_WAIT_MS = 15_000;

/**
 * Checks the store's move-in date against the calendar of the store's address, once that address's lookup has ended (it
 * brings the pricing zone the calendar is asked by, as the date picker asks): kept, the check ends; not among its dates,
 * or its calendar not loaded, the date is dropped and the check says why (the date picker shows it). The shell has
 * marked the check `checking`; a newer check, or the move forgotten, leaves the answer unused; the date or the
 * address changed meanwhile without either, the check runs again. `restored`: the date came from the visitor's last
 * visit, at the same address (`checkedRestoredMoveInDate`).
 */
export async function checkMoveInDate(restored = false): Promise<void> {
  const id = ++seq;
  await whenState(store, (s) => !s.plans.loading, { timeoutMs: LOOKUP_WAIT_MS });
  if (id !== seq) return;
  const s = store.getState();
  const date = s.moving.moveInDate;
  const key = addressKey(s.address);
  let availableDates: readonly string[] | null;
  try {
    const pricingZone = s.connection.electricityMeterDetails.pricingZone || undefined;
    availableDates = (await energisationCalendar({ pricingZone, state: selectAustralianState(s) || undefined })).availableDates;
  } catch {
    availableDates = null;
  }
  const now = store.getState();
  if (id !== seq || now.moving.moveInDateCheck !== 'checking') return;
  // The address or the date changed under the check (a lookup's fuller address, the same place with more parts) and
  // no newer check answers for them: checked again as they are now, rather than left `checking` for good.
  if (now.moving.moveInDate !== date || addressKey(now.address) !== key) return checkMoveInDate(restored);
  const outcome = restored
    ? checkedRestoredMoveInDate(date, availableDates, toIsoDate(new Date()))
    : checkedMoveInDate(date, availableDates);
  now.patch('moving', outcome === 'kept' ? { moveInDateCheck: undefined } : { moveInDate: '', moveInDateCheck: outcome });
}

/** Test hook: forgets the checks under way. */
export function forgetMoveInDateChecks(): void {
  seq += 1;
}

/**
 * The moving date picker's texts and rule (spec 3 §2.4, §5), apart from the shell's start-up rules
 * (./moving-home.ts): only the landing's lazily loaded part uses them. Texts where the spec has none are ours.
 */
import { isIsoDate } from '../shared/iso-date';
import type { MoveInDateCheck } from './moving-home';

export const MOVING_DATE_HEADING = 'When are you moving in?';
export const MOVING_DATE_LABEL = 'Your moving date';
export const MOVING_DATE_HINT = 'Choose the day you want your energy connected at your new address.';
export const MOVING_SUBMIT_TEXT = "Let's get moving";
export const MOVING_DATE_REQUIRED = 'Please choose your moving date.';
export const MOVING_PLAN_REQUIRED = 'Choose a plan above to continue.';
export const MOVING_DATES_LOADING = 'Loading moving dates';
export const MOVING_NO_PLANS_TEXT = "We don't have plans for this address. Please check the address, or contact us.";
export const MOVING_DATES_FAILED = "We couldn't load the moving dates just now. Please try again.";

/**
 * What stops 'Let's get moving' (spec 3 §2.4, §5: a required ISO date from the enabled dates; ours: a plan in
 * the cart, as checkout needs one): the date's error and the plan's error, each null when fine.
 */
export function movingSubmitErrors(input: { date: string | null; availableDates: readonly string[]; hasPlan: boolean }): {
  date: string | null;
  plan: string | null;
} {
  const dateOk = !!input.date && isIsoDate(input.date) && input.availableDates.includes(input.date);
  return { date: dateOk ? null : MOVING_DATE_REQUIRED, plan: input.hasPlan ? null : MOVING_PLAN_REQUIRED };
}

/** Said by the date picker when a new address's calendar dropped the move-in date (`checkedMoveInDate`); ours, the spec has none. */
export const MOVING_DATE_UNAVAILABLE = "The moving date you chose isn't available at your new address. Please choose another date.";
export const MOVING_DATE_UNCHECKED = "We couldn't check your moving date for your new address. Please choose it again.";
/** Said by the date picker when a date restored from the last visit is no longer offered (`checkedRestoredMoveInDate`); ours. */
export const MOVING_DATE_EXPIRED = 'The moving date you chose is no longer available. Please choose another date.';

/**
 * A move-in date chosen at one address, checked against the new address's available dates (spec 3 §2.4, §5: only
 * available dates; docs/decisions/moving-home.md): kept when among them, dropped when not (`unavailable`), and dropped
 * too when the new address's calendar could not be loaded (`unchecked`, `availableDates` null): a date no one has
 * checked does not go on to checkout.
 */
export function checkedMoveInDate(date: string, availableDates: readonly string[] | null): 'kept' | 'unavailable' | 'unchecked' {
  if (availableDates === null) return 'unchecked';
  return isIsoDate(date) && availableDates.includes(date) ? 'kept' : 'unavailable';
}

/**
 * A move-in date restored from the visitor's last visit (saved state), checked against the same address's calendar
 * (docs/decisions/moving-home.md): days may have passed since it was chosen. Kept while the calendar still offers it,
 * dropped (`expired`) when it does not; the calendar not loaded, it is kept unless it is before `today` (it was offered
 * when chosen, and nothing says otherwise), so a lost connection does not take a good date away.
 */
export function checkedRestoredMoveInDate(date: string, availableDates: readonly string[] | null, today: string): 'kept' | 'expired' {
  if (!isIsoDate(date)) return 'expired';
  if (availableDates === null) return date >= today ? 'kept' : 'expired';
  return availableDates.includes(date) ? 'kept' : 'expired';
}

/** Whether a check dropped the move-in date (not offered at a new address, not checked there, or no longer offered). */
export const moveInDateDropped = (check: MoveInDateCheck | undefined): boolean => !!check && check !== 'checking';

const DROPPED_TEXTS: Record<Exclude<MoveInDateCheck, 'checking'>, string> = {
  unavailable: MOVING_DATE_UNAVAILABLE,
  unchecked: MOVING_DATE_UNCHECKED,
  expired: MOVING_DATE_EXPIRED,
};

/** What the date picker says about a dropped move-in date; null while a check is under way or none dropped it. */
export const movingDateDroppedText = (check: MoveInDateCheck | undefined): string | null =>
  moveInDateDropped(check) ? DROPPED_TEXTS[check as Exclude<MoveInDateCheck, 'checking'>] : null;

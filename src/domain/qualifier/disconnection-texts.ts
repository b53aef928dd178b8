/**
 * The qualifier's disconnection and move-out texts (spec 3 §3.4, §4.8, §8). The spec gives only the
 * default access-issue text (../shared/messages); the rest is worded by us (docs/decisions/qualifier.md). Lazy-only
 * (not in ./index.ts; local/concern-boundaries): only the lazily loaded qualifier page shows them.
 */
import type { SingleFuel } from '../shared/enums';
import { FUEL_TITLE, FUEL_WORD } from '../shared/fuel-texts';
import { formatMoney } from '../plans/plan-estimates';

/** 'electricity', 'gas', or 'electricity and gas'. */
export const fuelList = (fuels: readonly SingleFuel[]): string => fuels.map((f) => FUEL_WORD[f]).join(' and ');

export const DISCONNECTION_TITLE = 'Disconnect your current address';
export const DISCONNECTION_INTRO =
  "Choose when we should disconnect the energy at the address you're leaving. Your final bill is worked out to that date.";
/** 'Electricity account 1000000001'. */
export const disconnectionAccountTitle = (fuel: SingleFuel, account: string): string => `${FUEL_TITLE[fuel]} account ${account}`;
export const DISCONNECTION_DATE_LABEL = 'Disconnection date';
export const PLANNED_RENOVATIONS_QUESTION = 'Are you planning renovations or electrical work at this property before you leave?';
export const ACCESS_ISSUES_QUESTION = 'Could anything stop us from reaching the meter (a locked gate, a dog)?';
export const ACCESS_DETAILS_LABEL = 'Tell us about access to the meter (optional)';
export const CALENDAR_LOADING_TEXT = 'Loading disconnection dates';
/** A fuel whose calendar failed (spec 3 §4.8: that fuel's status is error). */
export const calendarFailedText = (fuel: SingleFuel): string =>
  `We couldn't load the disconnection dates for your ${FUEL_WORD[fuel]} account. Please try again.`;
/** The same words as under a failed lookup. */
export { TRY_AGAIN_TEXT } from '../plans/plan-message-texts';
/** Spec 3 §4.8 'no eligible accounts'. */
export const NO_ELIGIBLE_ACCOUNTS_TEXT =
  "We can't schedule the disconnection of your current address online right now. Please contact us to arrange it, or continue without it.";
export const CHOOSE_DISCONNECTION_DATE_TEXT = 'Please choose a disconnection date.';

export const MOVE_OUT_CHARGES_TITLE = 'Estimated final charges (incl. GST)';
export const MOVE_OUT_CHARGES_LOADING_TEXT = 'Working out your final charges';
/** 'Electricity: $45.60'. */
export const moveOutChargeText = (fuel: SingleFuel, amount: number): string => `${FUEL_TITLE[fuel]}: ${formatMoney(amount)}`;
/** Spec 3 §8: a failed move recommendation gives charges of 0; we say so rather than show $0.00 as an estimate. */
export const MOVE_OUT_CHARGES_FAILED_TEXT =
  "We couldn't estimate your final charges right now, so they show as $0.00. Your final bill will show what you owe.";

/** Spec 3 §8: the submit failed for these fuels (every account success no when the call failed). */
export const disconnectionFailedText = (fuels: readonly SingleFuel[]): string =>
  `We couldn't schedule the disconnection of your ${fuelList(fuels)} ${fuels.length > 1 ? 'accounts' : 'account'} online. ` +
  "Press Continue to go on without it and we'll contact you to arrange it, or contact us.";
export const DISCONNECTION_SCHEDULED_TEXT = 'Disconnection scheduled.';

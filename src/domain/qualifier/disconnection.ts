/** Disconnection state rules (spec 1 §4, spec 3 §3.4, §4.8). */
import type { DisconnectionOverallState, DisconnectionStatus } from '../shared/enums';
import { isAccountNumberDefined } from '../auth/account';
import { DEFAULT_ACCESS_ISSUE_TEXT } from '../shared/messages';

/** The per-fuel fields the overall rule reads. */
export interface FuelDisconnection {
  account?: string | null | undefined;
  status?: DisconnectionStatus | undefined;
}

/**
 * Overall disconnection state: NO_ELIGIBLE_ACCOUNTS when both fuels errored, or one has no
 * account and the other errored; else DISCONNECTING when either fuel has an account; else NOT_DISCONNECTING.
 */
export function overallDisconnectionState(electricity: FuelDisconnection, gas: FuelDisconnection): DisconnectionOverallState {
  const eleAccount = isAccountNumberDefined(electricity.account);
  const gasAccount = isAccountNumberDefined(gas.account);
  const eleError = electricity.status === 'ERROR';
  const gasError = gas.status === 'ERROR';
  if (eleError && gasError) return 'NO_ELIGIBLE_ACCOUNTS';
  if ((!eleAccount && gasError) || (!gasAccount && eleError)) return 'NO_ELIGIBLE_ACCOUNTS';
  if (eleAccount || gasAccount) return 'DISCONNECTING';
  return 'NOT_DISCONNECTING';
}

/** Access-issue description to send: the given text, or the default when restrictions were reported without detail. */
export function accessIssueDescription(accessIssues: boolean, description: string | null | undefined): string | undefined {
  if (!accessIssues) return undefined;
  const text = description?.trim();
  return text ? text : DEFAULT_ACCESS_ISSUE_TEXT;
}

/** A disconnection calendar. */
export interface DisconnectionCalendar {
  minDate?: string | undefined;
  availableDates?: readonly string[] | undefined;
}

/**
 * After a successful calendar fetch: the status returns to the default, and the date becomes the
 * calendar's minDate if none is set yet, or (ours) if the date set is not one the calendar offers
 * (a changed renovation answer moves the first date).
 */
export function afterCalendarSuccess(
  current: { date?: string | null | undefined },
  calendar: DisconnectionCalendar,
  defaultStatus: DisconnectionStatus,
): { status: DisconnectionStatus; date: string | undefined } {
  const set = current.date?.trim();
  const offered = !calendar.availableDates || (set !== undefined && calendar.availableDates.includes(set));
  const date = set && offered ? current.date : calendar.minDate;
  return { status: defaultStatus, date: date ?? undefined };
}

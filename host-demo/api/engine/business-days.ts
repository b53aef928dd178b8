import { addDays, isWeekend } from 'date-fns';

/**
 * Business days of the reference API's calendars (REFERENCE-API.md: "the next 30 business days from tomorrow"):
 * Monday to Friday, less Australia's national public holidays as observed on a weekday (New Year's Day,
 * Australia Day, Good Friday, Easter Monday, Anzac Day, Christmas Day, Boxing Day). State holidays (the King's
 * Birthday, Labour Day and others) are not modelled: the real retailer API knows the distributor's own calendar.
 */
const key = (d: Date): string => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

/** Easter Sunday of `year` (the Gregorian computus). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return new Date(year, Math.floor(n / 31) - 1, (n % 31) + 1);
}

/** The first weekdays from `from` on, `count` of them: a holiday falling on a weekend is observed on the next. */
function weekdaysFrom(from: Date, count: number): Date[] {
  const out: Date[] = [];
  for (let d = from; out.length < count; d = addDays(d, 1)) if (!isWeekend(d)) out.push(d);
  return out;
}

const cache = new Map<number, Set<string>>();

/** The national public holidays of `year`, as observed. */
function holidays(year: number): Set<string> {
  let days = cache.get(year);
  if (days) return days;
  const easter = easterSunday(year);
  const anzac = new Date(year, 3, 25);
  days = new Set(
    [
      ...weekdaysFrom(new Date(year, 0, 1), 1),
      ...weekdaysFrom(new Date(year, 0, 26), 1),
      addDays(easter, -2),
      addDays(easter, 1),
      ...(isWeekend(anzac) ? [] : [anzac]),
      // Christmas Day and Boxing Day: the first two weekdays from 25 December.
      ...weekdaysFrom(new Date(year, 11, 25), 2),
    ].map(key),
  );
  cache.set(year, days);
  return days;
}

/** The retailer's time zone: its calendars' "today" and "tomorrow" are Sydney's, whatever zone the server runs in. */
export const RETAILER_TIME_ZONE = 'Australia/Sydney';

const dayInZone = new Intl.DateTimeFormat('en-CA', { timeZone: RETAILER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's date in the retailer's time zone, as a local midnight (what date-fns' day arithmetic and `format` read).
 * A server on UTC otherwise offered "tomorrow" as today from midnight to 10 or 11 am in Sydney.
 */
export function retailerToday(now: Date): Date {
  const parts = Object.fromEntries(dayInZone.formatToParts(now).map((p) => [p.type, p.value]));
  return new Date(Number(parts['year']), Number(parts['month']) - 1, Number(parts['day']));
}

/** A day the calendars offer: a weekday that is no national public holiday. */
export const isBusinessDay = (d: Date): boolean => !isWeekend(d) && !holidays(d.getFullYear()).has(key(d));

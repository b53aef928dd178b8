/** Month-grid calendar rules (spec 3 §2.2 item 6, §2.4, §5): weeks start on Monday, dates are yyyy-MM-dd. */
import { addDays, addMonths, addYears, endOfMonth, endOfWeek, isAfter, isBefore, startOfMonth, startOfWeek } from 'date-fns';
import { fromIsoDate, isIsoDate } from './iso-date';

/** Australian calendars start the week on Monday. */
export const CALENDAR_WEEK_STARTS_ON = 1;

/** Column headers, Monday first: the short text shown and the day's full name. */
export const CALENDAR_WEEKDAYS = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
] as const;

/** Month names for the calendar's texts (English, as every text of the widgets; no locale data loaded). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** Day names by Date.getDay() (Sunday first). */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const two = (n: number): string => String(n).padStart(2, '0');

/** A local Date as yyyy-MM (the month's key). */
const monthKey = (date: Date): string => `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}`;

/** A local Date as yyyy-MM-dd. */
export function toIsoDate(date: Date): string {
  return `${monthKey(date)}-${two(date.getDate())}`;
}

/** 'November 2026'. */
export function calendarMonthText(month: Date): string {
  return `${MONTHS[month.getMonth()]} ${month.getFullYear()}`;
}

/** A day's accessible name: 'Thursday 26 November 2026'. */
export function calendarDayLabel(date: Date): string {
  return `${DAYS[date.getDay()]} ${date.getDate()} ${calendarMonthText(date)}`;
}

/** The month buttons are named by the month they show: 'Previous month, October 2026'. */
export function previousMonthLabel(month: Date): string {
  return `Previous month, ${calendarMonthText(addMonths(month, -1))}`;
}

/** 'Next month, December 2026'. */
export function nextMonthLabel(month: Date): string {
  return `Next month, ${calendarMonthText(addMonths(month, 1))}`;
}

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function calendarWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const weeks: (Date | null)[][] = [];
  let day = startOfWeek(first, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  const end = endOfWeek(last, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  while (!isAfter(day, end)) {
    const week: (Date | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day.getMonth() === first.getMonth() ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The months a visitor can page through: from the first to the last month holding an available date or the value. */
export interface CalendarRange {
  first: Date;
  last: Date;
}

/**
 * The range of months to offer: the months of the available dates and of the value (when it is an
 * ISO date); the month of `today` when there are neither.
 */
export function calendarRange(availableDates: readonly string[], value: string | null | undefined, today: Date): CalendarRange {
  const dates = [...availableDates, ...(value ? [value] : [])].filter(isIsoDate).sort();
  const first = fromIsoDate(dates[0]) ?? today;
  const last = fromIsoDate(dates.at(-1)) ?? today;
  return { first: startOfMonth(first), last: endOfMonth(last) };
}

/** The month to open on: the selected date's, else the first available date's, else today's. */
export function calendarInitialMonth(availableDates: readonly string[], value: string | null | undefined, today: Date): Date {
  const selected = isIsoDate(value) ? fromIsoDate(value) : undefined;
  const firstAvailable = [...availableDates].filter(isIsoDate).sort()[0];
  return startOfMonth(selected ?? fromIsoDate(firstAvailable) ?? today);
}

/** Keys that move the focused day (WAI-ARIA APG date picker grid). */
export type CalendarMoveKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isCalendarMoveKey(key: string): key is CalendarMoveKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
}

/**
 * The day a key moves focus to: arrows a day or a week, Home / End the start or end of the week,
 * PageUp / PageDown a month (a year with Shift), kept within the range.
 */
export function calendarMove(day: Date, key: CalendarMoveKey, shift: boolean, range: CalendarRange): Date {
  const next = ((): Date => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(day, -1);
      case 'ArrowRight':
        return addDays(day, 1);
      case 'ArrowUp':
        return addDays(day, -7);
      case 'ArrowDown':
        return addDays(day, 7);
      case 'Home':
        return startOfWeek(day, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
      case 'End':
        return endOfWeek(day, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
      case 'PageUp':
        return shift ? addYears(day, -1) : addMonths(day, -1);
      case 'PageDown':
        return shift ? addYears(day, 1) : addMonths(day, 1);
    }
  })();
  const last = startOfDayOf(range.last);
  if (isBefore(next, range.first)) return range.first;
  if (isAfter(next, last)) return last;
  return next;
}

function startOfDayOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The day that takes Tab into a month's grid: the selected day when it is in that month, else
 * the month's first available day, else its first day.
 */
export function calendarEntryDay(month: Date, availableDates: readonly string[], value: string | null | undefined): Date {
  const key = monthKey(month);
  if (isIsoDate(value) && value.startsWith(key)) return fromIsoDate(value) ?? startOfMonth(month);
  const available = [...availableDates].filter((d) => isIsoDate(d) && d.startsWith(key)).sort()[0];
  return fromIsoDate(available) ?? startOfMonth(month);
}

/** A connection or moving date is valid when it is an ISO date among the available dates (spec 3 §5); required, so null is not. */
export function isPickableDate(value: string | null | undefined, availableDates: readonly string[]): boolean {
  return isIsoDate(value) && availableDates.includes(value);
}

/** Date rules (spec 1 §5, spec 3 §5): YYYY-MM-DD by default, spaces stripped, nothing before 1900. */
import { format as formatFns, isValid, parse } from 'date-fns';
import { DATE_OF_BIRTH_FORMAT, DEFAULT_DATE_FORMAT } from './constants';
import { isValidTimestamp } from './iso-date';

/** Removes all whitespace from a date input. */
export function stripDateSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Parses a date string in the given date-fns format (default yyyy-MM-dd) after stripping spaces.
 * Strict: the text must round-trip through the format (so 2024-02-30 and 2024-2-5 fail), and
 * dates before 1900 are invalid. Returns a local-time Date or undefined.
 */
export function parseDate(value: string | null | undefined, fmt: string = DEFAULT_DATE_FORMAT): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const text = stripDateSpaces(value);
  if (!text) return undefined;
  const date = parse(text, fmt, new Date(2000, 0, 1));
  if (!isValid(date) || !isValidTimestamp(date.getTime())) return undefined;
  return formatFns(date, fmt) === text ? date : undefined;
}

/** A date value as it arrives: a Date, a unix timestamp in ms, or a string in the default format. */
export type DateInput = Date | number | string | null | undefined;

/** Converts a date input to a valid Date (timestamps and Dates before 1900 are invalid), else undefined. */
export function toDate(value: DateInput, fmt: string = DEFAULT_DATE_FORMAT): Date | undefined {
  if (value instanceof Date) return isValidTimestamp(value.getTime()) ? new Date(value.getTime()) : undefined;
  if (typeof value === 'number') return isValidTimestamp(value) ? new Date(value) : undefined;
  return parseDate(value, fmt);
}

/** Formats a date input (default yyyy-MM-dd, local time); '' when the input is not a valid date. */
export function formatDate(value: DateInput, fmt: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value);
  return date ? formatFns(date, fmt) : '';
}

/** True when the value (spaces stripped) matches the date-of-birth pattern DD/MM/YYYY and is a real date. */
export function isDateOfBirth(value: string | null | undefined): boolean {
  return parseDate(value, DATE_OF_BIRTH_FORMAT) !== undefined;
}

/** Converts a DD/MM/YYYY date of birth (spaces stripped, e.g. '01 / 01 / 1980') to YYYY-MM-DD; '' when invalid. */
export function dateOfBirthToIso(value: string | null | undefined): string {
  const date = parseDate(value, DATE_OF_BIRTH_FORMAT);
  return date ? formatFns(date, DEFAULT_DATE_FORMAT) : '';
}

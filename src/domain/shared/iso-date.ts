/**
 * ISO dates without a date library (spec 3 §5: connection and moving dates are ISO dates): small, so
 * the calendars and their API answers can check dates without loading date-fns' parser.
 */

/** 1900-01-01T00:00:00Z in ms: unix timestamps below it are invalid. */
export const MIN_VALID_TIMESTAMP_MS = -2_208_988_800_000;

/** A timestamp (ms) is valid when finite and not before 1900-01-01 UTC. */
export function isValidTimestamp(ms: number): boolean {
  return Number.isFinite(ms) && ms >= MIN_VALID_TIMESTAMP_MS && ms <= 8.64e15;
}

/** The local-time Date of a yyyy-MM-dd calendar date from 1900 on; undefined for anything else (2024-02-30, 2024-2-5, spaces). */
export function fromIsoDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  return isValidTimestamp(Date.UTC(year, month - 1, day)) ? date : undefined;
}

/** True when the value is exactly a yyyy-MM-dd calendar date (no spaces, 2024-02-30 and 2024-2-5 are not; spec 3 §5 ISO date format). */
export function isIsoDate(value: unknown): value is string {
  return fromIsoDate(value) !== undefined;
}

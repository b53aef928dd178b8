/** Postcodes: pattern, Australian state, location-update acceptance (spec 1 §3, §5; spec 3 §4.9). */
import type { AustralianState } from './enums';

/** Postcode pattern: exactly four digits. */
export const POSTCODE_PATTERN = /^\d{4}$/;

/** True when the value is exactly four ASCII digits (no trimming: callers strip spaces first). */
export function isValidPostcode(value: unknown): value is string {
  return typeof value === 'string' && POSTCODE_PATTERN.test(value);
}

/** Australia Post postcode ranges, inclusive; the first matching range wins (ACT before NSW). */
const STATE_RANGES: readonly (readonly [number, number, AustralianState])[] = [
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

/**
 * Australian state of a postcode (whitespace removed first); `undefined` when the value is not
 * four digits or falls in no state's range (0000–0199, 0300–0799).
 */
export function stateFromPostcode(postcode: string | null | undefined): AustralianState | undefined {
  const v = (postcode ?? '').replace(/\s+/g, '');
  if (!isValidPostcode(v)) return undefined;
  const n = Number.parseInt(v, 10);
  for (const [from, to, state] of STATE_RANGES) {
    if (n >= from && n <= to) return state;
  }
  return undefined;
}

/** The source value the widgets put on their own location-update events. */
export const OWN_LOCATION_SOURCE = 'widgets';

/**
 * A location update is accepted only when it is not our own, its postcode matches the pattern,
 * and the postcode differs from the last one accepted.
 */
export function shouldAcceptLocationUpdate(update: { postcode: unknown; source?: unknown }, lastPostcode: string | undefined): boolean {
  if (update.source === OWN_LOCATION_SOURCE) return false;
  if (!isValidPostcode(update.postcode)) return false;
  return update.postcode !== lastPostcode;
}

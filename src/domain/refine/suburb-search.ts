/**
 * The refine bar's postcode/suburb box: what it accepts as typed, its texts and its suburb search (spec 1 §5, §9).
 * Its own module, imported by the postcode box alone, so these stay in that lazily loaded chunk rather than in the
 * plans page's start-up chunk.
 */
import { POSTCODE_MAX_LENGTH } from '../shared/constants';

export const POSTCODE_REQUIRED_TEXT = 'Please enter a postcode or suburb';
export const POSTCODE_PATTERN_TEXT = 'Please enter a valid postcode or suburb';

export const SUBURB_SEARCH_DEBOUNCE_MS = 500;
export const SUBURB_SUGGESTIONS_MAX = 10;
export const SUBURB_SEARCH_MIN_LETTERS = 3;

/**
 * Postcode/suburb box input: allowed when empty, digits only (postcode, at most 4) or a leading
 * letter followed by letters and spaces (suburb). A leading digit blocks letters and a leading
 * letter blocks digits. See `acceptPostcodeOrSuburbInput` for the value the box keeps.
 */
export function isPostcodeOrSuburbInput(value: string): boolean {
  if (value === '') return true;
  if (/^\d/.test(value)) return /^\d{1,4}$/.test(value);
  return /^\p{L}[\p{L} ]*$/u.test(value);
}

/**
 * What the postcode/suburb box holds after the visitor typed `typed` (spec 1 §5): digits only are a
 * postcode, cut to 4 (a fifth digit is dropped, the four stay); a letter after a leading digit or a
 * digit after a leading letter clears the field; a suburb name is kept as typed.
 */
export function acceptPostcodeOrSuburbInput(typed: string): string {
  if (/^\d+$/.test(typed)) return typed.slice(0, POSTCODE_MAX_LENGTH);
  return isPostcodeOrSuburbInput(typed) ? typed : '';
}

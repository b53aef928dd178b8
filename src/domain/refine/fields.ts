/** Refine bar field rules (spec 1 §5, spec 2 §5): the meter id inputs and the postcode/suburb box. The value guards of the forms are in ../shared/field-guards.ts. */
import { NMI_MIRN_MAX_LENGTH, NMI_MIRN_MIN_LENGTH, POSTCODE_MAX_LENGTH } from '../shared/constants';

/** The refine bar's NMI and MIRN inputs pass on only values of 10 or 11 characters (spec 2 §5). */
export const isMeterIdLength = (value: string): boolean => value.length >= NMI_MIRN_MIN_LENGTH && value.length <= NMI_MIRN_MAX_LENGTH;

const METER_ID = new RegExp(`^[A-Za-z0-9]{${NMI_MIRN_MIN_LENGTH},${NMI_MIRN_MAX_LENGTH}}$`);
/** An NMI or MIRN the plans may be looked up by: 10 or 11 letters and digits (spec 2 §4, §5). */
export const isMeterId = (value: string): boolean => METER_ID.test(value);

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

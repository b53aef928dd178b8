/**
 * Field value guards (spec 1 §5, spec 3 §5): whitespace stripped, cut to the maximum length. Apart
 * from ../refine/fields.ts (the refine bar's inputs at start), so they load with the forms that use them.
 */
import { ID_VALUE_MAX_LENGTH, POSTCODE_MAX_LENGTH } from './constants';

export const ACCOUNT_NUMBER_MAX_LENGTH = 10;
const ABN_ACN_MAX_LENGTH = 11;

/** Removes all whitespace and cuts to `maxLength` characters (code points, so no half emoji). */
export function guardFieldValue(value: string | null | undefined, maxLength: number): string {
  const stripped = (value ?? '').replace(/\s+/g, '');
  const max = Number.isFinite(maxLength) ? Math.max(0, Math.trunc(maxLength)) : stripped.length;
  return Array.from(stripped).slice(0, max).join('');
}

/** Account number: spaces stripped, max 10. */
export const guardAccountNumber = (value: string | null | undefined): string => guardFieldValue(value, ACCOUNT_NUMBER_MAX_LENGTH);

/** Postcode: spaces stripped, max 4. */
export const guardPostcode = (value: string | null | undefined): string => guardFieldValue(value, POSTCODE_MAX_LENGTH);

/** ABN / ACN: spaces stripped, max 11. */
export const guardAbnAcn = (value: string | null | undefined): string => guardFieldValue(value, ABN_ACN_MAX_LENGTH);

/** ID value: cut to 20 characters; spaces and special characters are kept (they can be part of an ID). */
export function guardIdValue(value: string | null | undefined): string {
  return Array.from(value ?? '')
    .slice(0, ID_VALUE_MAX_LENGTH)
    .join('');
}

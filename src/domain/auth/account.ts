/** Account numbers and business identifiers (spec 3 §3.2, §5). */
import type { BusinessIdType } from '../shared/enums';
import { UNSUPPORTED_BUSINESS_ID_TYPE_TEXT } from '../shared/messages';

const ABN_LENGTH = 11;
const ACN_LENGTH = 9;

/** An account number counts as defined only if it is a string that is not blank after trimming. */
export function isAccountNumberDefined(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Business identifier type by length after removing whitespace: 11 → ABN, 9 → ACN, else undefined. */
export function businessIdTypeOf(value: string | null | undefined): BusinessIdType | undefined {
  const v = (value ?? '').replace(/\s+/g, '');
  if (!/^\d+$/.test(v)) return undefined;
  if (v.length === ABN_LENGTH) return 'ABN';
  if (v.length === ACN_LENGTH) return 'ACN';
  return undefined;
}

/** The business identifiers held in the signup business state. */
export interface BusinessIdentifiers {
  abn: string;
  acn: string;
  c1Abn: string;
  c1Acn: string;
}

/**
 * Sets a business identifier: ABN sets abn and c1Abn and clears acn and c1Acn; ACN the reverse.
 * Throws `Error('Unsupported business ID type')` for any other type.
 */
export function setBusinessId<T extends BusinessIdentifiers>(business: T, type: string, value: string): T {
  if (type === 'ABN') return { ...business, abn: value, c1Abn: value, acn: '', c1Acn: '' };
  if (type === 'ACN') return { ...business, acn: value, c1Acn: value, abn: '', c1Abn: '' };
  throw new Error(UNSUPPORTED_BUSINESS_ID_TYPE_TEXT);
}

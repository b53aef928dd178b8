/** Phone number display (spec: 4-3-3 groups). */

/**
 * Formats a phone number for display from its digits (spaces, dashes, brackets ignored):
 * 10 digits → 4-3-3 ('1300362466' → '1300 362 466', '0412345678' → '0412 345 678');
 * 6 digits → 3-3 ('133466' → '133 466'); 8 digits → 4-4 ('98765432' → '9876 5432');
 * anything else (international, other lengths, letters) is returned trimmed and unchanged.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!/^[\d\s\-().]+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 6) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  if (digits.length === 8) return `${digits.slice(0, 4)} ${digits.slice(4)}`;
  return trimmed;
}

/** A `tel:` link target: the digits, with a leading + kept; '' when there are no digits. */
export function phoneHref(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

import { isValidPostcode } from './postcode';

/** How an address reads when the answer that gave it has no label of its own (spec 2 §7 lookup address). */
export interface AddressParts {
  id?: string | undefined;
  label?: string | undefined;
  unitNumber?: string | null | undefined;
  streetNumber?: string | undefined;
  streetName?: string | undefined;
  suburb?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
}

/**
 * The address as one line: its own label when it has one, else '{unit}/{number} {street}, {suburb}
 * {state} {postcode}' from the parts it has ('' with none). `state` is the one the answer gives
 * beside the address (spec 2 §7), used when the address names none.
 */
export function addressLabel(a: AddressParts, state?: string | null): string {
  const own = a.label?.trim();
  if (own) return own;
  const number = [a.unitNumber?.trim(), a.streetNumber?.trim()].filter(Boolean).join('/');
  const street = [number, a.streetName?.trim()].filter(Boolean).join(' ');
  const place = [a.suburb?.trim(), (a.state ?? state ?? undefined)?.trim(), a.postcode?.trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** An address good enough to look up by: a postcode and a street or an id. */
export const isLookupAddress = (a: AddressParts): boolean => !!a.postcode && isValidPostcode(a.postcode) && !!(a.streetName || a.id);

/** Which place an address is: equal keys are the same lookup ('' for an address not good enough to look up by). */
export const addressKey = (a: AddressParts): string =>
  isLookupAddress(a) ? [a.id, a.unitNumber, a.streetNumber, a.streetName, a.suburb, a.postcode].join('|') : '';

/** What a plan lookup is for: a postcode, an address, an NMI or a MIRN. */
export type LookupPlace =
  | { by: 'postcode'; postcode: string }
  | { by: 'nmi'; nmi: string }
  | { by: 'mirn'; mirn: string }
  | { by: 'address'; address: AddressParts };

/** Which place a lookup is for: equal keys are the same place (its meter details, pricing zone and solar, are one place's). */
export const lookupPlaceKey = (p: LookupPlace): string =>
  p.by === 'address'
    ? `a|${addressKey(p.address)}`
    : p.by === 'postcode'
      ? `p|${p.postcode}`
      : p.by === 'nmi'
        ? `n|${p.nmi}`
        : `m|${p.mirn}`;

import type { CustomerType } from './enums';

/** Where the qualifier sends the visitor when no checkout address is configured. */
export const DEFAULT_CHECKOUT_PATH = '/checkout';

/** A stand-in origin to resolve relative paths against: a path that leaves it is not same-origin. */
const LOCAL = 'http://same-origin.invalid';

/**
 * The checkout address in a safe form, or null. Accepted: a path on this site ('/checkout',
 * '/signup?x=1') and http(s) URLs. Refused: other schemes (javascript:, data:), scheme-relative
 * addresses ('//evil.example', '/\evil.example'), relative paths without a leading '/', and any
 * control character or whitespace (browsers drop tabs and newlines inside URLs, so '/\t/evil'
 * would become '//evil').
 */
function safeBase(base: string | undefined): URL | null {
  const value = base?.trim();
  if (!value) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this test rejects (see above)
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  try {
    if (value.startsWith('/')) {
      if (value.startsWith('//')) return null;
      const url = new URL(value, LOCAL);
      return url.origin === LOCAL ? url : null;
    }
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The checkout redirect (spec 3 §4.5, §7): `${base}?r=<reference>&customerType=<residential|business>`,
 * keeping any query and fragment the base has (its own `r` and `customerType` are replaced). A
 * base that is not a same-origin path or an http(s) URL falls back to '/checkout'.
 */
export function checkoutUrl(base: string | undefined, reference: string, customerType: CustomerType): string {
  const url = safeBase(base) ?? new URL(DEFAULT_CHECKOUT_PATH, LOCAL);
  url.searchParams.set('r', reference);
  url.searchParams.set('customerType', customerType.toLowerCase());
  return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

import type { CustomerType } from '../shared/enums';
import { siteLink } from './site-link';

/** Where the qualifier sends the visitor when no checkout address is configured: the checkout page on its details step (spec 1 §2: '/checkout (opened with hash /mydetails)'). */
export const DEFAULT_CHECKOUT_PATH = '/checkout#/mydetails';

/** A stand-in for the page, which this rule does not need to know: a path from the root stays on whatever site the page is on. */
const LOCAL = 'http://same-origin.invalid';

/**
 * The checkout redirect (spec 3 §4.5, §7): `${base}?r=<reference>&customerType=<residential|business>`,
 * keeping any query and fragment the base has (its own `r` and `customerType` are replaced). A
 * base that is not a path on this site or an http(s) URL falls back to DEFAULT_CHECKOUT_PATH (./site-link.ts).
 */
export function checkoutUrl(base: string | undefined, reference: string, customerType: CustomerType): string {
  const url = siteLink(base, LOCAL, { otherOrigins: true }) ?? new URL(DEFAULT_CHECKOUT_PATH, LOCAL);
  url.searchParams.set('r', reference);
  url.searchParams.set('customerType', customerType.toLowerCase());
  return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** Customer type derived from the URL (spec 1 §2). */
import { DEFAULT_CUSTOMER_TYPE } from '../shared/constants';
import type { CustomerType } from '../shared/enums';
import { getQueryParam, parseCustomerType } from './query';

/**
 * Customer type from the URL: a valid `customerType` parameter (name and value any case)
 * wins; otherwise a path containing `small-business` (any case) means BUSINESS; otherwise RESIDENTIAL.
 */
export function customerTypeFromUrl(pathname: string, params: URLSearchParams): CustomerType {
  const fromParam = parseCustomerType(getQueryParam(params, 'customerType'));
  if (fromParam) return fromParam;
  if (pathname.toLowerCase().includes('small-business')) return 'BUSINESS';
  return DEFAULT_CUSTOMER_TYPE;
}

/** The contact page of a customer type (paths of the demo site; the spec shows none). */
export function contactPagePath(customerType: CustomerType): string {
  return customerType === 'BUSINESS' ? '/business/contact-us' : '/home/contact-us';
}

/** Customer type derived from the URL (spec 1 §2). */
import { DEFAULT_CUSTOMER_TYPE } from '../shared/constants';
import type { CustomerType } from '../shared/enums';
import { getQueryParam, parseCustomerType } from './query';

/**
 * Customer type from the URL: a valid `customerType` parameter (name and value any case)
 * wins; otherwise a path containing `small-business` (any case) means BUSINESS; otherwise RESIDENTIAL.
 */
export function customerTypeFromUrl(pathname: string, params: URLSearchParams): CustomerType {
  return statedCustomerType(pathname, params) ?? DEFAULT_CUSTOMER_TYPE;
}

/**
 * The customer type a page states: its `customerType` parameter, else its widgets' `customer-type`
 * attribute, else a small-business path; null where only the default would apply.
 */
export function statedCustomerType(pathname: string, params: URLSearchParams, attribute?: string): CustomerType | null {
  return (
    parseCustomerType(getQueryParam(params, 'customerType')) ??
    parseCustomerType(attribute) ??
    (pathname.toLowerCase().includes('small-business') ? 'BUSINESS' : null)
  );
}

/** The contact page of a customer type (paths of the demo site; the spec shows none). */
export function contactPagePath(customerType: CustomerType): string {
  return customerType === 'BUSINESS' ? '/business/contact-us' : '/home/contact-us';
}

/**
 * Whether a widget's page attribute holds a value the contract allows (EMBEDDING.md): `customer-type` residential or
 * business (any case), `api-base` a path on this origin or an http(s) address. Another is ignored with a warning.
 */
export function isPageAttributeValue(name: string, value: string): boolean {
  return name === 'api-base' ? /^\s*(\/|https?:\/\/)/i.test(value) : parseCustomerType(value) !== undefined;
}

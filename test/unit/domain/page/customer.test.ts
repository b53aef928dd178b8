import { describe, it, expect } from 'vitest';
import { customerTypeFromUrl, customerTypeSiteSection, statedCustomerType } from '../../../../src/domain/page';

const q = (s: string) => new URLSearchParams(s);

describe('customerTypeFromUrl', () => {
  it('defaults to residential', () => {
    expect(customerTypeFromUrl('/home/electricity-and-gas/plans', q(''))).toBe('RESIDENTIAL');
    expect(customerTypeFromUrl('', q(''))).toBe('RESIDENTIAL');
  });
  it('uses a small-business path', () => {
    expect(customerTypeFromUrl('/business/electricity-and-gas/small-business/plans', q(''))).toBe('BUSINESS');
    expect(customerTypeFromUrl('/Business/Small-Business/plans', q(''))).toBe('BUSINESS');
    expect(customerTypeFromUrl('/business/electricity-and-gas/plans', q(''))).toBe('RESIDENTIAL');
  });
  it('lets the customerType parameter win, any case', () => {
    expect(customerTypeFromUrl('/business/small-business/plans', q('customerType=residential'))).toBe('RESIDENTIAL');
    expect(customerTypeFromUrl('/home', q('CUSTOMERTYPE=Business'))).toBe('BUSINESS');
  });
  it('ignores an invalid parameter value', () => {
    expect(customerTypeFromUrl('/small-business', q('customerType=enterprise'))).toBe('BUSINESS');
    expect(customerTypeFromUrl('/home', q('customerType='))).toBe('RESIDENTIAL');
  });
  it('statedCustomerType: the parameter, the attribute or a small-business path, and none where only the default would apply', () => {
    expect(statedCustomerType('/home/electricity-and-gas/plans', q(''))).toBeNull();
    expect(statedCustomerType('/checkout', q('customerType=enterprise'))).toBeNull();
    expect(statedCustomerType('/business/small-business/plans', q(''))).toBe('BUSINESS');
    expect(statedCustomerType('/checkout', q('customerType=residential'))).toBe('RESIDENTIAL');
    // The widgets' attribute comes after the query, before the path.
    expect(statedCustomerType('/some/page', q(''), 'business')).toBe('BUSINESS');
    expect(statedCustomerType('/small-business', q('customerType=residential'), 'business')).toBe('RESIDENTIAL');
    expect(statedCustomerType('/home', q(''), 'enterprise')).toBeNull();
  });
  it('names the site section', () => {
    expect(customerTypeSiteSection('RESIDENTIAL')).toBe('home');
    expect(customerTypeSiteSection('BUSINESS')).toBe('business');
  });
});

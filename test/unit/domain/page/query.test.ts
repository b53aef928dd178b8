import { describe, it, expect } from 'vitest';
import {
  getQueryParam,
  getTrimmedQueryParam,
  parseCustomerType,
  parseQueryFuel,
  parseSourceSystem,
  parseCustomerSegment,
  existingCustomerFromSegment,
  parsePropertyRelationship,
  isDeclineParam,
} from '../../../../src/domain/page';

describe('getQueryParam', () => {
  it('matches names case-insensitively', () => {
    const p = new URLSearchParams('CustomerType=business&POSTCODE=3000');
    expect(getQueryParam(p, 'customerType')).toBe('business');
    expect(getQueryParam(p, 'postcode')).toBe('3000');
    expect(getQueryParam(p, 'PostCode')).toBe('3000');
  });
  it('returns the first match and undefined when absent', () => {
    const p = new URLSearchParams('fuel=ele&FUEL=gas');
    expect(getQueryParam(p, 'fuel')).toBe('ele');
    expect(getQueryParam(p, 'nmi')).toBeUndefined();
    expect(getQueryParam(new URLSearchParams(''), 'r')).toBeUndefined();
  });
  it('keeps an empty value as empty string, trimmed variant gives undefined', () => {
    const p = new URLSearchParams('r=&ref=%20%20abc%20');
    expect(getQueryParam(p, 'r')).toBe('');
    expect(getTrimmedQueryParam(p, 'r')).toBeUndefined();
    expect(getTrimmedQueryParam(p, 'REF')).toBe('abc');
  });
  it('does not match prefixes or hostile names', () => {
    const p = new URLSearchParams('postcodeX=1&__proto__=x');
    expect(getQueryParam(p, 'postcode')).toBeUndefined();
    expect(getQueryParam(p, 'constructor')).toBeUndefined();
    expect(getQueryParam(p, '__proto__')).toBe('x');
  });
});

describe('enumeration parsers', () => {
  it('parses customer types in any case', () => {
    expect(parseCustomerType('residential')).toBe('RESIDENTIAL');
    expect(parseCustomerType(' Business ')).toBe('BUSINESS');
    expect(parseCustomerType('biz')).toBeUndefined();
    expect(parseCustomerType('')).toBeUndefined();
    expect(parseCustomerType(null)).toBeUndefined();
  });
  it('parses query fuels', () => {
    expect(parseQueryFuel('ele')).toBe('electricity');
    expect(parseQueryFuel('GAS')).toBe('gas');
    expect(parseQueryFuel('Both')).toBe('both');
    expect(parseQueryFuel('electricity')).toBe('electricity');
    expect(parseQueryFuel('water')).toBeUndefined();
    expect(parseQueryFuel(undefined)).toBeUndefined();
  });
  it('parses source systems and aliases', () => {
    expect(parseSourceSystem('eq')).toBe('EQ');
    expect(parseSourceSystem('MA')).toBe('MA');
    expect(parseSourceSystem('EazyQuote')).toBe('EQ');
    expect(parseSourceSystem('qt2')).toBe('QT2');
    expect(parseSourceSystem('XX')).toBeUndefined();
    expect(parseSourceSystem('constructor')).toBeUndefined();
    expect(parseSourceSystem('__proto__')).toBeUndefined();
    expect(parseSourceSystem('  ')).toBeUndefined();
  });
  it('parses customer segments and maps them to the existing flag', () => {
    expect(parseCustomerSegment('e')).toBe('E');
    expect(parseCustomerSegment('N')).toBe('N');
    expect(parseCustomerSegment('X')).toBeUndefined();
    expect(parseCustomerSegment('EN')).toBeUndefined();
    expect(existingCustomerFromSegment('E')).toBe('yes');
    expect(existingCustomerFromSegment('N')).toBe('no');
    expect(existingCustomerFromSegment(undefined)).toBeUndefined();
  });
  it('parses property relationships', () => {
    expect(parsePropertyRelationship('owner')).toBe('OWNER');
    expect(parsePropertyRelationship('Renter')).toBe('TENANT');
    expect(parsePropertyRelationship('TENANT')).toBe('TENANT');
    expect(parsePropertyRelationship('landlord')).toBeUndefined();
  });
  it('treats only the text true as a decline', () => {
    expect(isDeclineParam('true')).toBe(true);
    expect(isDeclineParam('TRUE')).toBe(true);
    expect(isDeclineParam('1')).toBe(false);
    expect(isDeclineParam('false')).toBe(false);
    expect(isDeclineParam(undefined)).toBe(false);
  });
});

import { describe, it, expect } from 'vitest';
import { isAccountNumberDefined, businessIdTypeOf, setBusinessId } from '../../../../src/domain/auth/account';

describe('isAccountNumberDefined', () => {
  it('needs a non-blank string', () => {
    expect(isAccountNumberDefined('1000000001')).toBe(true);
    expect(isAccountNumberDefined(' 1 ')).toBe(true);
    expect(isAccountNumberDefined('')).toBe(false);
    expect(isAccountNumberDefined(' \t\n')).toBe(false);
    expect(isAccountNumberDefined(null)).toBe(false);
    expect(isAccountNumberDefined(undefined)).toBe(false);
  });
});

describe('businessIdTypeOf', () => {
  it('decides by length after removing spaces', () => {
    expect(businessIdTypeOf('51824753556')).toBe('ABN');
    expect(businessIdTypeOf('51 824 753 556')).toBe('ABN');
    expect(businessIdTypeOf('004085616')).toBe('ACN');
    expect(businessIdTypeOf('004 085 616')).toBe('ACN');
  });
  it('rejects other lengths and non-digits', () => {
    expect(businessIdTypeOf('1234567890')).toBeUndefined();
    expect(businessIdTypeOf('')).toBeUndefined();
    expect(businessIdTypeOf(undefined)).toBeUndefined();
    expect(businessIdTypeOf('ABCDEFGHIJK')).toBeUndefined();
    expect(businessIdTypeOf('0040856-6')).toBeUndefined();
  });
});

describe('setBusinessId', () => {
  const base = { name: 'Acme', abn: 'old-abn', acn: 'old-acn', c1Abn: 'x', c1Acn: 'y' };
  it('ABN sets abn and c1Abn, clears ACN fields, keeps other fields', () => {
    expect(setBusinessId(base, 'ABN', '51824753556')).toEqual({
      name: 'Acme',
      abn: '51824753556',
      c1Abn: '51824753556',
      acn: '',
      c1Acn: '',
    });
  });
  it('ACN does the reverse', () => {
    expect(setBusinessId(base, 'ACN', '004085616')).toEqual({
      name: 'Acme',
      acn: '004085616',
      c1Acn: '004085616',
      abn: '',
      c1Abn: '',
    });
  });
  it('does not mutate its input', () => {
    setBusinessId(base, 'ABN', '1');
    expect(base.abn).toBe('old-abn');
  });
  it('throws on any other type', () => {
    expect(() => setBusinessId(base, 'abn', '1')).toThrow('Unsupported business ID type');
    expect(() => setBusinessId(base, 'TFN', '1')).toThrow('Unsupported business ID type');
    expect(() => setBusinessId(base, '', '1')).toThrow(Error);
  });
});

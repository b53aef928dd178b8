import { describe, it, expect } from 'vitest';
import { guardFieldValue, guardAccountNumber, guardPostcode, guardAbnAcn, guardIdValue } from '../../../../src/domain/shared/field-guards';

describe('guardFieldValue', () => {
  it('strips whitespace and cuts', () => {
    expect(guardFieldValue(' 12 34\t56\n', 4)).toBe('1234');
    expect(guardFieldValue('abc', 10)).toBe('abc');
    expect(guardFieldValue('', 4)).toBe('');
    expect(guardFieldValue(null, 4)).toBe('');
    expect(guardFieldValue('abc', 0)).toBe('');
    expect(guardFieldValue('abc', -1)).toBe('');
    expect(guardFieldValue('abc', Number.NaN)).toBe('abc');
  });
  it('never splits a surrogate pair', () => {
    expect(guardFieldValue('a😀b', 2)).toBe('a😀');
  });
  it('field maxima', () => {
    expect(guardAccountNumber('1000 0000 0123')).toBe('1000000001');
    expect(guardPostcode(' 2 0 0 0 1')).toBe('2000');
    expect(guardAbnAcn('51 824 753 556 99')).toBe('51824753556');
    expect(guardIdValue('A B-C/123456789012345678')).toBe('A B-C/12345678901234');
    expect(guardIdValue(undefined)).toBe('');
  });
});

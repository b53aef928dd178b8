import { describe, it, expect } from 'vitest';
import { roundTo, parseInteger, parseDecimal, formatRate, groupDigits, groupDigits2 } from '../../../../src/domain/shared';

describe('roundTo', () => {
  it('rounds to 2 decimals by default', () => {
    expect(roundTo(12.499)).toBe(12.5);
    expect(roundTo(12.344)).toBe(12.34);
    expect(roundTo(10)).toBe(10);
  });
  it('is exact for decimal halves', () => {
    expect(roundTo(1.005)).toBe(1.01);
    expect(roundTo(1.255)).toBe(1.26);
    expect(roundTo(4562.5 / 365)).toBe(12.5);
  });
  it('rounds half away from zero and has no negative zero', () => {
    expect(roundTo(-1.005)).toBe(-1.01);
    expect(Object.is(roundTo(-0.001), 0)).toBe(true);
  });
  it('supports other decimal counts, including tiny and large numbers', () => {
    expect(roundTo(1.23456, 3)).toBe(1.235);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(1e-7)).toBe(0);
    expect(roundTo(1e21)).toBe(1e21);
  });
  it('passes non-finite values through', () => {
    expect(roundTo(Number.NaN)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('parsing', () => {
  it('parses integers with radix 10', () => {
    expect(parseInteger('08')).toBe(8);
    expect(parseInteger(' 42 ')).toBe(42);
    expect(parseInteger('-3')).toBe(-3);
    expect(parseInteger('0x10')).toBeUndefined();
    expect(parseInteger('1.5')).toBeUndefined();
    expect(parseInteger('12abc')).toBeUndefined();
    expect(parseInteger('')).toBeUndefined();
  });
  it('parses decimals', () => {
    expect(parseDecimal('12.50')).toBe(12.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeUndefined();
    expect(parseDecimal('NaN')).toBeUndefined();
    expect(parseDecimal('Infinity')).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
  });
});

describe('formatRate', () => {
  it('shows 2 decimals', () => {
    expect(formatRate(12.3)).toBe('12.30');
    expect(formatRate(0)).toBe('0.00');
    expect(formatRate(1.005)).toBe('1.01');
    expect(formatRate(-0.001)).toBe('0.00');
    expect(formatRate(33.456)).toBe('33.46');
  });
  it('is empty for non-finite values', () => {
    expect(formatRate(Number.NaN)).toBe('');
    expect(formatRate(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('groupDigits / groupDigits2 (Australian formats)', () => {
  it('groups thousands as en-AU does, and keeps exactly 2 decimals in the cents form', () => {
    expect(groupDigits(1898)).toBe('1,898');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-4562)).toBe('-4,562');
    expect(groupDigits2(4562.5)).toBe('4,562.50');
    expect(groupDigits2(0.005)).toBe('0.01');
    expect(groupDigits2(12)).toBe('12.00');
  });

  it('answers the same as toLocaleString on repeated calls', () => {
    for (const n of [0, 7, 999, 1000, 45.678, 1e6 + 0.1]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-AU'));
      expect(groupDigits2(n)).toBe(n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });
});

describe('groupDigits / groupDigits2 match en-AU formatting without Intl', () => {
  it('agrees with toLocaleString over a spread of values, and rounds 1.005 up as money should', () => {
    const values = [0, 1, -1, 12.5, 999.999, 1000, 1234.5678, -98765.4321, 1e6, 123456789, 0.1 + 0.2, 45.675, 2.5, -0.004];
    for (const n of values) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-AU'));
      expect(groupDigits2(n)).toBe(roundTo(n, 2).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
    expect(groupDigits2(1.005)).toBe('1.01');
  });
});

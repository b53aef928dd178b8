import { describe, it, expect } from 'vitest';
import { formatPhoneNumber, phoneHref } from '../../../../src/domain/shared/phone';

describe('formatPhoneNumber', () => {
  it('groups 10 digits 4-3-3', () => {
    expect(formatPhoneNumber('1300362466')).toBe('1300 362 466');
    expect(formatPhoneNumber('0412345678')).toBe('0412 345 678');
    expect(formatPhoneNumber('1300 362 466')).toBe('1300 362 466');
    expect(formatPhoneNumber('(02) 9876-5432')).toBe('0298 765 432');
  });
  it('groups 6-digit numbers 3-3', () => {
    expect(formatPhoneNumber('133466')).toBe('133 466');
    expect(formatPhoneNumber('133 466')).toBe('133 466');
  });
  it('groups 8-digit numbers 4-4', () => {
    expect(formatPhoneNumber('98765432')).toBe('9876 5432');
  });
  it('leaves anything else trimmed and unchanged', () => {
    expect(formatPhoneNumber(' +61 412 345 678 ')).toBe('+61 412 345 678');
    expect(formatPhoneNumber('12345')).toBe('12345');
    expect(formatPhoneNumber('1300 EA 1234')).toBe('1300 EA 1234');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber('   ')).toBe('');
  });
});

describe('phoneHref', () => {
  it('builds tel: links from digits', () => {
    expect(phoneHref('133 466')).toBe('tel:133466');
    expect(phoneHref('1300 362 466')).toBe('tel:1300362466');
    expect(phoneHref('+61 412 345 678')).toBe('tel:+61412345678');
    expect(phoneHref('call us')).toBe('');
    expect(phoneHref(undefined)).toBe('');
  });
});

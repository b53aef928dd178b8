import { describe, it, expect } from 'vitest';
import { MIN_VALID_TIMESTAMP_MS } from '../../../../src/domain/shared/iso-date';
import { stripDateSpaces, parseDate, toDate, formatDate, isDateOfBirth, dateOfBirthToIso } from '../../../../src/domain/shared/dates';

describe('parseDate', () => {
  it('parses YYYY-MM-DD in local time', () => {
    const d = parseDate('2024-02-29');
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(1);
    expect(d?.getDate()).toBe(29);
  });
  it('strips spaces', () => {
    expect(stripDateSpaces(' 2024 - 03 - 01 ')).toBe('2024-03-01');
    expect(formatDate(parseDate(' 2024 - 03 - 01 '))).toBe('2024-03-01');
  });
  it('is strict', () => {
    for (const v of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-2-5',
      '24-02-05',
      '2024/02/05',
      '2024-02-05T00:00',
      'abc',
      '',
      '   ',
    ]) {
      expect(parseDate(v)).toBeUndefined();
    }
    expect(parseDate(null)).toBeUndefined();
    expect(parseDate(undefined)).toBeUndefined();
  });
  it('rejects dates before 1900', () => {
    expect(parseDate('1899-12-31')).toBeUndefined();
    expect(parseDate('1900-01-02')).toBeDefined();
  });
  it('supports another format', () => {
    expect(formatDate(parseDate('05/02/2024', 'dd/MM/yyyy'))).toBe('2024-02-05');
  });
});

describe('toDate / formatDate', () => {
  it('accepts Dates, timestamps and strings', () => {
    expect(formatDate(new Date(2024, 0, 15))).toBe('2024-01-15');
    expect(formatDate(new Date(2024, 0, 15).getTime())).toBe('2024-01-15');
    expect(formatDate('2024-01-15')).toBe('2024-01-15');
    expect(formatDate(new Date(2024, 0, 15), 'dd/MM/yyyy')).toBe('15/01/2024');
  });
  it('gives empty text or undefined for invalid input', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(MIN_VALID_TIMESTAMP_MS - 1)).toBe('');
    expect(formatDate(-5e12)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(toDate(undefined)).toBeUndefined();
    expect(toDate(new Date(1800, 0, 1))).toBeUndefined();
  });
  it('returns a copy of a Date', () => {
    const d = new Date(2024, 0, 1);
    const out = toDate(d);
    expect(out).not.toBe(d);
    expect(out?.getTime()).toBe(d.getTime());
  });
});

describe('date of birth', () => {
  it('checks the DD/MM/YYYY pattern with spaces stripped', () => {
    expect(isDateOfBirth('01/01/1980')).toBe(true);
    expect(isDateOfBirth('01 / 01 / 1980')).toBe(true);
    expect(isDateOfBirth('1980-01-01')).toBe(false);
    expect(isDateOfBirth('31/02/1980')).toBe(false);
    expect(isDateOfBirth('1/1/1980')).toBe(false);
    expect(isDateOfBirth('01/01/1880')).toBe(false);
    expect(isDateOfBirth('')).toBe(false);
  });
  it('converts to ISO', () => {
    expect(dateOfBirthToIso('01 / 02 / 1980')).toBe('1980-02-01');
    expect(dateOfBirthToIso('nope')).toBe('');
  });
});

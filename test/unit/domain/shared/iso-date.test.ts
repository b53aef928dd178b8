import { describe, it, expect } from 'vitest';
import { fromIsoDate, isIsoDate, isValidTimestamp, MIN_VALID_TIMESTAMP_MS } from '../../../../src/domain/shared/iso-date';

describe('timestamps', () => {
  it('treats anything before 1900 as invalid', () => {
    expect(MIN_VALID_TIMESTAMP_MS).toBe(Date.UTC(1900, 0, 1));
    expect(isValidTimestamp(MIN_VALID_TIMESTAMP_MS)).toBe(true);
    expect(isValidTimestamp(MIN_VALID_TIMESTAMP_MS - 1)).toBe(false);
    expect(isValidTimestamp(0)).toBe(true);
    expect(isValidTimestamp(Date.UTC(2030, 5, 1))).toBe(true);
    expect(isValidTimestamp(Number.NaN)).toBe(false);
    expect(isValidTimestamp(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidTimestamp(9e15)).toBe(false);
  });
});

describe('isIsoDate (spec 3 §5: connection and moving dates in ISO date format)', () => {
  it('accepts exactly yyyy-MM-dd calendar dates', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
  it.each([' 2026-12-01', '2026-12-1', '2026-02-30', '01/12/2026', '1899-12-31', '', 20261201, null, undefined])('rejects %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('fromIsoDate', () => {
  it('gives the local calendar day of the date, whatever the time zone', () => {
    const date = fromIsoDate('2026-03-07');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 7, 0]);
  });
  it('gives nothing for a day the month does not have, or a value that is not a date', () => {
    expect(fromIsoDate('2027-02-29')).toBeUndefined();
    expect(fromIsoDate('2026-13-01')).toBeUndefined();
    expect(fromIsoDate('2026-04-31')).toBeUndefined();
    expect(fromIsoDate(new Date(2026, 0, 1))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarDayLabel,
  calendarEntryDay,
  calendarInitialMonth,
  calendarMove,
  calendarRange,
  calendarWeeks,
  isPickableDate,
  nextMonthLabel,
  previousMonthLabel,
  toIsoDate,
} from '../../../../src/domain/shared/calendar';

const d = (iso: string) => new Date(`${iso}T00:00:00`);
const TODAY = d('2026-11-25');
const AVAILABLE = ['2026-12-01', '2026-11-26', '2027-01-05', 'nonsense'];

describe('calendar month grid', () => {
  it('lays a month out in weeks from Monday, with blanks for the neighbouring months', () => {
    const weeks = calendarWeeks(d('2026-11-01'));
    // 1 November 2026 is a Sunday; 30 November a Monday.
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((day) => (day ? toIsoDate(day) : null))).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]?.map((day) => (day ? day.getDate() : null))).toEqual([30, null, null, null, null, null, null]);
  });

  it('names days and month buttons for a screen reader', () => {
    expect(calendarDayLabel(d('2026-11-26'))).toBe('Thursday 26 November 2026');
    expect(previousMonthLabel(d('2026-01-01'))).toBe('Previous month, December 2025');
    expect(nextMonthLabel(d('2026-12-01'))).toBe('Next month, January 2027');
  });
});

describe('where the calendar opens', () => {
  it('on the selected date’s month, else the first available date’s, else today’s', () => {
    expect(toIsoDate(calendarInitialMonth(AVAILABLE, '2027-01-05', TODAY))).toBe('2027-01-01');
    expect(toIsoDate(calendarInitialMonth(AVAILABLE, null, TODAY))).toBe('2026-11-01');
    expect(toIsoDate(calendarInitialMonth(['2026-12-04'], 'bad', TODAY))).toBe('2026-12-01');
    expect(toIsoDate(calendarInitialMonth([], null, d('2026-03-17')))).toBe('2026-03-01');
  });

  it('pages through the months from the first to the last available date (or the value)', () => {
    const range = calendarRange(AVAILABLE, null, TODAY);
    expect(toIsoDate(range.first)).toBe('2026-11-01');
    expect(toIsoDate(range.last)).toBe('2027-01-31');
    expect(toIsoDate(calendarRange(AVAILABLE, '2027-03-02', TODAY).last)).toBe('2027-03-31');
    expect(toIsoDate(calendarRange([], null, TODAY).first)).toBe('2026-11-01');
  });

  it('Tab enters a month on its selected day, else its first available day, else its first day', () => {
    expect(toIsoDate(calendarEntryDay(d('2026-12-01'), AVAILABLE, '2026-12-09'))).toBe('2026-12-09');
    expect(toIsoDate(calendarEntryDay(d('2026-12-01'), AVAILABLE, '2026-11-26'))).toBe('2026-12-01');
    expect(toIsoDate(calendarEntryDay(d('2027-01-01'), AVAILABLE, null))).toBe('2027-01-05');
    expect(toIsoDate(calendarEntryDay(d('2027-02-01'), AVAILABLE, null))).toBe('2027-02-01');
  });
});

describe('keyboard moves (WAI-ARIA APG date picker)', () => {
  const range = calendarRange(['2026-01-10', '2027-12-10'], null, TODAY);
  const move = (from: string, key: Parameters<typeof calendarMove>[1], shift = false) =>
    toIsoDate(calendarMove(d(from), key, shift, range));

  it.each([
    ['ArrowLeft', '2026-11-25', '2026-11-24'],
    ['ArrowRight', '2026-11-30', '2026-12-01'],
    ['ArrowUp', '2026-11-25', '2026-11-18'],
    ['ArrowDown', '2026-11-25', '2026-12-02'],
    ['Home', '2026-11-25', '2026-11-23'],
    ['End', '2026-11-25', '2026-11-29'],
    ['PageUp', '2026-03-31', '2026-02-28'],
    ['PageDown', '2026-11-25', '2026-12-25'],
  ] as const)('%s from %s goes to %s', (key, from, to) => {
    expect(move(from, key)).toBe(to);
  });

  it('Shift+PageUp / PageDown move a year', () => {
    expect(move('2026-11-25', 'PageDown', true)).toBe('2027-11-25');
    expect(move('2027-02-03', 'PageUp', true)).toBe('2026-02-03');
  });

  it('stops at the first and last day of the months on offer', () => {
    expect(move('2026-01-01', 'ArrowLeft')).toBe('2026-01-01');
    expect(move('2026-01-05', 'PageUp')).toBe('2026-01-01');
    expect(move('2027-12-31', 'ArrowDown')).toBe('2027-12-31');
    expect(move('2027-06-01', 'PageDown', true)).toBe('2027-12-31');
  });
});

describe('isPickableDate (spec 3 §5: required, one of the enabled available dates, ISO format)', () => {
  it('accepts an available ISO date only', () => {
    expect(isPickableDate('2026-12-01', AVAILABLE)).toBe(true);
    expect(isPickableDate('2026-12-02', AVAILABLE)).toBe(false);
    expect(isPickableDate(null, AVAILABLE)).toBe(false);
    expect(isPickableDate('', AVAILABLE)).toBe(false);
    expect(isPickableDate('nonsense', AVAILABLE)).toBe(false);
  });
});

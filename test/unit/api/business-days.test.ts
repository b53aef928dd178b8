import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { easterSunday, isBusinessDay, retailerToday } from '../../../host-demo/api/engine/business-days';
import { businessDays } from '../../../host-demo/api/routes/movers';

const day = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

describe("the reference API's business days (REFERENCE-API.md: the calendars offer the next 30 business days)", () => {
  it('finds Easter Sunday', () => {
    expect([2026, 2027, 2028, 2030].map((y) => easterSunday(y).toDateString())).toEqual([
      new Date(2026, 3, 5).toDateString(),
      new Date(2027, 2, 28).toDateString(),
      new Date(2028, 3, 16).toDateString(),
      new Date(2030, 3, 21).toDateString(),
    ]);
  });

  it('leaves out national public holidays as observed: a holiday on a weekend moves to the next weekday', () => {
    // Christmas 2026 is a Friday: Boxing Day (Saturday) is observed on Monday 28 December.
    expect(['2026-12-24', '2026-12-25', '2026-12-28', '2026-12-29'].map((d) => isBusinessDay(day(d)))).toEqual([true, false, false, true]);
    // Christmas 2027 is a Saturday: Monday 27 and Tuesday 28 December.
    expect(['2027-12-24', '2027-12-27', '2027-12-28', '2027-12-29'].map((d) => isBusinessDay(day(d)))).toEqual([true, false, false, true]);
    // New Year's Day, Australia Day, Good Friday, Easter Monday, Anzac Day (2027: a Sunday, not moved).
    expect(['2027-01-01', '2027-01-26', '2027-03-26', '2027-03-29', '2026-04-27'].map((d) => isBusinessDay(day(d)))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(isBusinessDay(day('2028-04-25'))).toBe(false);
    expect(isBusinessDay(day('2026-12-26'))).toBe(false); // a Saturday
  });

  it('the calendars from 23 December 2026 skip the holidays and still offer 30 days', () => {
    const days = businessDays(new Date(2026, 11, 23, 10));
    expect(days).toHaveLength(30);
    expect(days.slice(0, 4)).toEqual(['2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(days).not.toContain('2027-01-01');
    expect(days).not.toContain('2027-01-26');
  });

  it("count from tomorrow in Sydney, whatever the server's zone: 7 am on 24 December there is still 23 December in UTC", () => {
    const sevenAmSydney = new Date(Date.UTC(2026, 11, 23, 20));
    expect(format(retailerToday(sevenAmSydney), 'yyyy-MM-dd')).toBe('2026-12-24');
    // Tomorrow is Christmas Day, then a weekend and Boxing Day observed on Monday 28.
    expect(businessDays(sevenAmSydney)[0]).toBe('2026-12-29');
    // Half past midnight on 1 July in Sydney (winter, UTC+10).
    expect(format(retailerToday(new Date(Date.UTC(2026, 5, 30, 14, 30))), 'yyyy-MM-dd')).toBe('2026-07-01');
    expect(format(retailerToday(new Date(Date.UTC(2026, 5, 30, 13, 30))), 'yyyy-MM-dd')).toBe('2026-06-30');
  });
});

import { describe, expect, it } from 'vitest';
import { isQueenslandSwitchedOff } from '../../../../src/domain/plans';
import {
  checkedMoveInDate,
  checkedRestoredMoveInDate,
  MOVING_DATE_EXPIRED,
  MOVING_DATE_REQUIRED,
  MOVING_DATE_UNAVAILABLE,
  MOVING_DATE_UNCHECKED,
  MOVING_PLAN_REQUIRED,
  movingDateDroppedText,
  movingSubmitErrors,
  moveInDateDropped,
} from '../../../../src/domain/moving-home/moving-date';

describe("'Let's get moving' (spec 3 §2.4, §5)", () => {
  it("'Let's get moving' needs an available ISO date and a plan in the cart", () => {
    const availableDates = ['2026-12-01', '2026-12-02'];
    expect(movingSubmitErrors({ date: '2026-12-01', availableDates, hasPlan: true })).toEqual({ date: null, plan: null });
    expect(movingSubmitErrors({ date: null, availableDates, hasPlan: true })).toEqual({ date: MOVING_DATE_REQUIRED, plan: null });
    expect(movingSubmitErrors({ date: '2026-12-03', availableDates, hasPlan: true }).date).toBe(MOVING_DATE_REQUIRED);
    expect(movingSubmitErrors({ date: '2026-12-01', availableDates, hasPlan: false })).toEqual({ date: null, plan: MOVING_PLAN_REQUIRED });
  });
  it('takes only a date written yyyy-MM-dd', () => {
    expect(movingSubmitErrors({ date: '01/12/2026', availableDates: ['01/12/2026'], hasPlan: true }).date).toBe(MOVING_DATE_REQUIRED);
    expect(movingSubmitErrors({ date: '', availableDates: [''], hasPlan: true }).date).toBe(MOVING_DATE_REQUIRED);
  });
  it('gives both errors when neither is there', () => {
    expect(movingSubmitErrors({ date: null, availableDates: [], hasPlan: false })).toEqual({
      date: MOVING_DATE_REQUIRED,
      plan: MOVING_PLAN_REQUIRED,
    });
  });
});

describe('a move to a Queensland meter known to be off (spec 3 §4.2, §8)', () => {
  it('is the QLD_DEENERGISED lookup only', () => {
    expect(isQueenslandSwitchedOff('QLD_DEENERGISED')).toBe(true);
    expect(isQueenslandSwitchedOff('SYSTEM_ERROR')).toBe(false);
    expect(isQueenslandSwitchedOff(undefined)).toBe(false);
  });
});

describe("a move-in date checked against a new address's calendar (docs/decisions/moving-home.md)", () => {
  it('is kept when the new address offers it, dropped when not', () => {
    expect(checkedMoveInDate('2026-12-10', ['2026-12-09', '2026-12-10'])).toBe('kept');
    expect(checkedMoveInDate('2026-12-10', ['2026-12-11'])).toBe('unavailable');
    expect(checkedMoveInDate('2026-12-10', [])).toBe('unavailable');
    expect(checkedMoveInDate('10/12/2026', ['10/12/2026'])).toBe('unavailable');
  });

  it('is dropped as unchecked when the new calendar could not be loaded', () => {
    expect(checkedMoveInDate('2026-12-10', null)).toBe('unchecked');
  });

  it('the picker says why a date was dropped, and nothing while a check runs or none dropped it', () => {
    expect(movingDateDroppedText('unavailable')).toBe(MOVING_DATE_UNAVAILABLE);
    expect(movingDateDroppedText('unchecked')).toBe(MOVING_DATE_UNCHECKED);
    expect(movingDateDroppedText('checking')).toBeNull();
    expect(movingDateDroppedText(undefined)).toBeNull();
  });
});

describe('a move-in date dropped by the check at a new address', () => {
  it('is dropped when not offered there or not checked; not while checking, nor when kept', () => {
    expect(moveInDateDropped('unavailable')).toBe(true);
    expect(moveInDateDropped('unchecked')).toBe(true);
    expect(moveInDateDropped('expired')).toBe(true);
    expect(moveInDateDropped('checking')).toBe(false);
    expect(moveInDateDropped(undefined)).toBe(false);
  });
});

describe("a move-in date restored from the last visit, checked against the same address's calendar", () => {
  const today = '2026-12-05';
  it('is kept while the calendar offers it, dropped as expired when it no longer does', () => {
    expect(checkedRestoredMoveInDate('2026-12-10', ['2026-12-09', '2026-12-10'], today)).toBe('kept');
    expect(checkedRestoredMoveInDate('2026-12-10', ['2026-12-11'], today)).toBe('expired');
    expect(checkedRestoredMoveInDate('2026-12-01', ['2026-12-01'], today)).toBe('kept');
  });

  it('the calendar not loaded: kept from today on, dropped when gone by', () => {
    expect(checkedRestoredMoveInDate('2026-12-05', null, today)).toBe('kept');
    expect(checkedRestoredMoveInDate('2027-01-20', null, today)).toBe('kept');
    expect(checkedRestoredMoveInDate('2026-12-04', null, today)).toBe('expired');
  });

  it('a saved value that is not a date is dropped either way', () => {
    expect(checkedRestoredMoveInDate('10/12/2026', ['10/12/2026'], today)).toBe('expired');
    expect(checkedRestoredMoveInDate('soon', null, today)).toBe('expired');
  });

  it('the picker says it is no longer available', () => {
    expect(movingDateDroppedText('expired')).toBe(MOVING_DATE_EXPIRED);
    expect(MOVING_DATE_EXPIRED).toBe('The moving date you chose is no longer available. Please choose another date.');
  });
});

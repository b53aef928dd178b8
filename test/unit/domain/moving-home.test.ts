import { describe, expect, it } from 'vitest';
import { isQueenslandSwitchedOff, MOVING_DATE_REQUIRED, MOVING_PLAN_REQUIRED, movingSubmitErrors } from '../../../src/domain/moving-date';
import { isAlternativeMovingFlow, lookupCompletedDetail, movingLandingView } from '../../../src/domain/moving-home';

const answered = { failed: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS', electricityPlans: 3, gasPlans: 2 };

describe('moving-home rules (spec 3 §2.4, §4.6)', () => {
  it('reports each fuel as the lookup said it, blocked only when neither fuel has a plan', () => {
    expect(lookupCompletedDetail(answered)).toEqual({ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' });
    expect(lookupCompletedDetail({ ...answered, gasStatus: 'ADDRESS_NOT_SERVICED', gasPlans: 0 })).toEqual({
      blocked: false,
      electricityStatus: 'SUCCESS',
      gasStatus: 'ADDRESS_NOT_SERVICED',
    });
    expect(
      lookupCompletedDetail({
        ...answered,
        electricityStatus: 'STATE_NOT_SERVICED',
        gasStatus: 'STATE_NOT_SERVICED',
        electricityPlans: 0,
        gasPlans: 0,
      }),
    ).toEqual({ blocked: true, electricityStatus: 'STATE_NOT_SERVICED', gasStatus: 'STATE_NOT_SERVICED' });
  });

  it('a lookup that failed outright is SYSTEM_ERROR for both fuels and blocked', () => {
    expect(lookupCompletedDetail({ ...answered, failed: true })).toEqual({
      blocked: true,
      electricityStatus: 'SYSTEM_ERROR',
      gasStatus: 'SYSTEM_ERROR',
    });
  });

  it('the landing asks for an address, then loads, then shows the date picker or the failure', () => {
    expect(movingLandingView({ hasAddress: false, loading: true, plans: 4, failed: false })).toBe('prompt');
    expect(movingLandingView({ hasAddress: true, loading: true, plans: 0, failed: false })).toBe('loading');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 4, failed: false })).toBe('dates');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 0, failed: true })).toBe('failed');
    expect(movingLandingView({ hasAddress: true, loading: false, plans: 0, failed: false })).toBe('failed');
  });

  it("'Let's get moving' needs an available ISO date and a plan in the cart", () => {
    const availableDates = ['2026-12-01', '2026-12-02'];
    expect(movingSubmitErrors({ date: '2026-12-01', availableDates, hasPlan: true })).toEqual({ date: null, plan: null });
    expect(movingSubmitErrors({ date: null, availableDates, hasPlan: true })).toEqual({ date: MOVING_DATE_REQUIRED, plan: null });
    expect(movingSubmitErrors({ date: '2026-12-03', availableDates, hasPlan: true }).date).toBe(MOVING_DATE_REQUIRED);
    expect(movingSubmitErrors({ date: '2026-12-01', availableDates, hasPlan: false })).toEqual({ date: null, plan: MOVING_PLAN_REQUIRED });
  });

  it('the alternative flow is the DG69917 experiment only', () => {
    expect(isAlternativeMovingFlow('DG69917')).toBe(true);
    expect(isAlternativeMovingFlow('dg69917')).toBe(false);
    expect(isAlternativeMovingFlow(null)).toBe(false);
  });
});

describe('a move to a Queensland meter known to be off (spec 3 §4.2, §8)', () => {
  it('is the QLD_DEENERGISED lookup only', () => {
    expect(isQueenslandSwitchedOff('QLD_DEENERGISED')).toBe(true);
    expect(isQueenslandSwitchedOff('SYSTEM_ERROR')).toBe(false);
    expect(isQueenslandSwitchedOff(undefined)).toBe(false);
  });
});

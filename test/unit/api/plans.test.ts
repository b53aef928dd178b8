import { afterEach, describe, expect, it } from 'vitest';
import { resetApi } from '../../../src/api';
import { calculateEstimates } from '../../../src/api/plans';
import { fakeFetch, json, useFake } from './fake-fetch';

afterEach(() => resetApi());

const estimate = (planId: string) => ({
  planId,
  value: 1234.5,
  unconditionalValue: 1300,
  estimatePeriod: 'YEAR',
  usageForPeriod: 3900,
  annualUsage: 3900,
  creditsIncluded: 'YES',
  breakdown: [{ part: 'usage', incGst: 1000, exGst: 909.09 }],
});

describe('calculateEstimates', () => {
  it("gives each plan's estimate keyed by plan id, frozen through and through (the store takes it without walking it, issue 21)", async () => {
    useFake(
      fakeFetch(
        json({
          electricity: { period: 'YEAR', estimates: { E1: estimate('E1'), E2: { ...estimate('E2'), planId: undefined } } },
          gas: null,
        }),
      ),
    );
    const res = await calculateEstimates({ postcode: '2000' });
    const byPlan = res.electricity?.estimates ?? {};
    expect(Object.keys(byPlan)).toEqual(['E1', 'E2']);
    expect(byPlan['E2']?.planId).toBe('E2');
    expect(byPlan['E1']?.value).toBe(1234.5);
    expect(Object.isFrozen(res)).toBe(true);
    expect(Object.isFrozen(byPlan['E1'])).toBe(true);
    expect(Object.isFrozen(byPlan['E1']?.breakdown?.[0])).toBe(true);
    expect(res.gas).toBeNull();
  });
});

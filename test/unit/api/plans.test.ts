import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiHttpError, resetApi } from '../../../src/api';
import { calculateEstimates, lookupOffers } from '../../../src/api/plans';
import { fakeFetch, json, useFake } from './fake-fetch';

const LOOKUP_OK = {
  postcode: '2000',
  address: null,
  state: 'NSW',
  disclaimers: [],
  electricity: { status: 'SUCCESS', plans: [] },
  gas: { status: 'SUCCESS', plans: [] },
};
const CALC_OK = { electricity: null, gas: null };

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

describe('the optional auth header of the lookup and the estimate call (spec 2 §6, §7)', () => {
  it('is sent as given', async () => {
    const fake = fakeFetch(json(LOOKUP_OK), json(CALC_OK));
    useFake(fake);
    await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' }, { authorization: 'Bearer at.1' });
    await calculateEstimates({ postcode: '2000' }, { authorization: 'Bearer at.1' });
    expect(fake.requests.map((r) => [new URL(r.url).pathname, r.headers.get('Authorization')])).toEqual([
      ['/qt2/app/v1/offers/lookup', 'Bearer at.1'],
      ['/qt2/app/estimate/calculate', 'Bearer at.1'],
    ]);
    // The client's own headers stay.
    expect(fake.requests[0]?.headers.get('X-EA-Session-ID')).toBe('ABCDEFGH');
  });

  it('is not sent without a token', async () => {
    const fake = fakeFetch(json(LOOKUP_OK));
    useFake(fake);
    await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' });
    expect(fake.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('a refused token (401) is reported, then the call is made once more without it', async () => {
    const fake = fakeFetch(json({ errorCode: 'UNAUTHENTICATED' }, 401), json(LOOKUP_OK));
    useFake(fake);
    const onRejected = vi.fn();
    const res = await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' }, { authorization: 'Bearer at.dead', onRejected });
    expect(res.state).toBe('NSW');
    expect(onRejected).toHaveBeenCalledOnce();
    expect(fake.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer at.dead', null]);
    expect(fake.bodies[1]).toBe(fake.bodies[0]);
  });

  it('other failures are not repeated, and a 401 without a token is a failure', async () => {
    const fake = fakeFetch(json({ errorCode: 'INTERNAL_ERROR' }, 500));
    useFake(fake);
    const onRejected = vi.fn();
    await expect(calculateEstimates({ postcode: '2000' }, { authorization: 'Bearer at.1', onRejected })).rejects.toBeInstanceOf(
      ApiHttpError,
    );
    expect(fake.requests).toHaveLength(1);
    const anonymous = fakeFetch(json({ errorCode: 'UNAUTHENTICATED' }, 401));
    useFake(anonymous);
    await expect(lookupOffers({ customerType: 'RESIDENTIAL', postcode: '2000' })).rejects.toMatchObject({ status: 401 });
    expect(anonymous.requests).toHaveLength(1);
    expect(onRejected).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import {
  amountForPeriod,
  buildEstimateRequest,
  daysInPeriod,
  formatDollars,
  formatMoney,
  placeholderEstimates,
  showsEstimate,
} from '../../../../src/domain/plans';

const ele = (over = {}) => ({ planIds: ['E1', 'E2'], usage: { type: 'benchmark' as const }, greenOption: 0, ...over });

describe('estimate request (spec 2 §7)', () => {
  it('sends ANNUAL with the current plan first and no duplicates', () => {
    const r = buildEstimateRequest({
      postcode: '2000',
      electricity: ele({
        currentPlanId: 'E2',
        accountNumber: '1000000001',
        pricingZone: 'AUSGRID',
        tariffType: 'PDC1',
        installationMatchLevel: 'POSTCODE',
        greenOption: 25,
      }),
    });
    expect(r).toEqual({
      postcode: '2000',
      ele: {
        usageType: 'BENCHMARK',
        period: 'ANNUAL',
        plans: ['E2', 'E1'],
        pricingZone: 'AUSGRID',
        tariffType: 'PDC1',
        accountNumber: '1000000001',
        installationMatchLevel: 'POSTCODE',
        greenOption: 25,
      },
    });
  });

  it('sends the account number only with a current plan or CUSTOMER usage', () => {
    expect(
      buildEstimateRequest({ postcode: '2000', gas: { planIds: ['G1'], usage: { type: 'low' }, accountNumber: '2000000001' } }).gas
        ?.accountNumber,
    ).toBeUndefined();
    expect(
      buildEstimateRequest({
        postcode: '2000',
        gas: { planIds: ['G1'], usage: { type: 'customer', value: 50 }, accountNumber: '2000000001' },
      }).gas,
    ).toMatchObject({ usageType: 'CUSTOMER', accountNumber: '2000000001' });
  });

  it('sends CUSTOM with its daily usage, and CUSTOMER without an account but with a value as CUSTOM', () => {
    expect(buildEstimateRequest({ postcode: '2000', gas: { planIds: ['G1'], usage: { type: 'custom', value: 40 } } }).gas).toMatchObject({
      usageType: 'CUSTOM',
      customDailyUsage: 40,
    });
    expect(
      buildEstimateRequest({ postcode: '2000', gas: { planIds: ['G1'], usage: { type: 'customer', value: 12.5 } } }).gas,
    ).toMatchObject({ usageType: 'CUSTOM', customDailyUsage: 12.5 });
  });

  it('adds usage attribution only without custom usage', () => {
    const attribution = { PEAK: 40, OFF_PEAK: 60 };
    expect(
      buildEstimateRequest({ postcode: '2000', electricity: ele({ usageAttributionData: attribution }) }).ele?.usageAttributionData,
    ).toEqual(attribution);
    expect(
      buildEstimateRequest({
        postcode: '2000',
        electricity: ele({ usage: { type: 'custom', value: 9 }, usageAttributionData: attribution }),
      }).ele?.usageAttributionData,
    ).toBeUndefined();
  });

  it('leaves out a fuel without plans', () => {
    expect(buildEstimateRequest({ postcode: '2000', electricity: ele({ planIds: [] }) })).toEqual({ postcode: '2000' });
  });
});

describe('estimates shown', () => {
  it('falls back to zero placeholders with UNKNOWN credits and a monthly period', () => {
    expect(placeholderEstimates(['A'])).toEqual({
      A: {
        planId: 'A',
        value: 0,
        unconditionalValue: 0,
        estimatePeriod: 'MONTHLY',
        usageForPeriod: 0,
        annualUsage: 0,
        creditsIncluded: 'UNKNOWN',
      },
    });
  });

  it('hides a zero estimate', () => {
    expect(showsEstimate({ value: 0 })).toBe(false);
    expect(showsEstimate(undefined)).toBe(false);
    expect(showsEstimate({ value: 12 })).toBe(true);
  });

  it('shows the annual amount for the chosen period', () => {
    expect(amountForPeriod(1200, 'ANNUAL')).toBe(1200);
    expect(amountForPeriod(1200, 'QUARTERLY')).toBe(300);
    expect(amountForPeriod(1200, 'BIMONTHLY')).toBe(200);
    expect(amountForPeriod(1200, 'MONTHLY')).toBe(100);
    expect(daysInPeriod('MONTHLY')).toBeCloseTo(30.4167, 3);
  });

  it('formats dollars', () => {
    expect(formatDollars(1898.4)).toBe('$1,898');
    expect(formatMoney(45.6)).toBe('$45.60');
    expect(formatDollars(Number.NaN)).toBe('');
  });
});

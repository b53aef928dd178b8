import { describe, it, expect } from 'vitest';
import { annualToDaily, dailyToAnnual, customerUsageApplies, customerUsageFromAnnual } from '../../../../src/domain/refine';
import { maxCustomDailyUsage, isValidCustomDailyUsage } from '../../../../src/domain/refine/refine-custom-usage';

describe('annual ↔ daily', () => {
  it('divides by 365 and rounds to 2 decimals', () => {
    expect(annualToDaily(4562.5)).toBe(12.5);
    expect(annualToDaily(18250)).toBe(50);
    expect(annualToDaily(1000)).toBe(2.74);
    expect(annualToDaily(0)).toBe(0);
  });
  it('multiplies by 365 and rounds', () => {
    expect(dailyToAnnual(12.5)).toBe(4562.5);
    expect(dailyToAnnual(2.74)).toBe(1000.1);
  });
  it('gives NaN for non-finite input', () => {
    expect(annualToDaily(Number.NaN)).toBeNaN();
    expect(dailyToAnnual(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('customer usage data', () => {
  it('applies only above 0', () => {
    expect(customerUsageApplies(1)).toBe(true);
    expect(customerUsageApplies(0.01)).toBe(true);
    expect(customerUsageApplies(0)).toBe(false);
    expect(customerUsageApplies(-5)).toBe(false);
    expect(customerUsageApplies(Number.NaN)).toBe(false);
    expect(customerUsageApplies(Number.POSITIVE_INFINITY)).toBe(false);
    expect(customerUsageApplies(null)).toBe(false);
    expect(customerUsageApplies(undefined)).toBe(false);
  });
  it('builds annual and daily figures', () => {
    expect(customerUsageFromAnnual(4562.5)).toEqual({ annualUsage: 4562.5, dailyUsage: 12.5 });
    expect(customerUsageFromAnnual(0)).toBeUndefined();
  });
});

describe('custom daily usage limits', () => {
  it('uses the per-fuel maximum', () => {
    expect(maxCustomDailyUsage('electricity')).toBe(499.99);
    expect(maxCustomDailyUsage('gas')).toBe(27398);
    expect(isValidCustomDailyUsage('electricity', 499.99)).toBe(true);
    expect(isValidCustomDailyUsage('electricity', 500)).toBe(false);
    expect(isValidCustomDailyUsage('gas', 500)).toBe(true);
    expect(isValidCustomDailyUsage('gas', 27398.01)).toBe(false);
    expect(isValidCustomDailyUsage('gas', 0)).toBe(true);
    expect(isValidCustomDailyUsage('gas', -0.01)).toBe(false);
    expect(isValidCustomDailyUsage('electricity', Number.NaN)).toBe(false);
  });
});

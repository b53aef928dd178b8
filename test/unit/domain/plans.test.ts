import { describe, it, expect } from 'vitest';
import { dualFuelPlanName, assertCombinablePlans, isNmiLookupFailed, paperBillFeeApplies } from '../../../src/domain';

describe('dualFuelPlanName', () => {
  it('joins two different names with " & "', () => {
    expect(dualFuelPlanName('Basic Home', 'Basic Gas')).toBe('Basic Home & Basic Gas');
  });
  it('shows the same name once', () => {
    expect(dualFuelPlanName('Total Plan', 'Total Plan')).toBe('Total Plan');
    expect(dualFuelPlanName('Total Plan ', ' Total Plan')).toBe('Total Plan');
  });
  it('handles missing names', () => {
    expect(dualFuelPlanName('Basic Home', undefined)).toBe('Basic Home');
    expect(dualFuelPlanName('  ', 'Basic Gas')).toBe('Basic Gas');
    expect(dualFuelPlanName(null, null)).toBe('');
  });
});

describe('assertCombinablePlans', () => {
  it('allows up to two plans', () => {
    expect(() => assertCombinablePlans([])).not.toThrow();
    expect(() => assertCombinablePlans([{}, {}])).not.toThrow();
    expect(() => assertCombinablePlans([{}, {}, {}])).toThrow(/at most 2/);
  });
});

describe('isNmiLookupFailed', () => {
  it('is false only for NMI accuracy', () => {
    expect(isNmiLookupFailed('NMI')).toBe(false);
    expect(isNmiLookupFailed('nmi')).toBe(false);
    expect(isNmiLookupFailed('POSTCODE')).toBe(true);
    expect(isNmiLookupFailed('')).toBe(true);
    expect(isNmiLookupFailed(undefined)).toBe(true);
  });
});

describe('paperBillFeeApplies', () => {
  it('applies only when baseRate > 0', () => {
    expect(paperBillFeeApplies({ applicable: true, fee: { baseRate: 1.75 } })).toBe(true);
    expect(paperBillFeeApplies({ fee: { baseRate: 0.01 } })).toBe(true);
    expect(paperBillFeeApplies({ applicable: true, fee: { baseRate: 0 } })).toBe(false);
    expect(paperBillFeeApplies({ applicable: true, fee: { baseRate: -1 } })).toBe(false);
    expect(paperBillFeeApplies({ applicable: true, fee: { baseRate: Number.NaN } })).toBe(false);
    expect(paperBillFeeApplies({ applicable: true, fee: null })).toBe(false);
    expect(paperBillFeeApplies({ applicable: false, fee: { baseRate: 2 } })).toBe(false);
    expect(paperBillFeeApplies(undefined)).toBe(false);
  });
});

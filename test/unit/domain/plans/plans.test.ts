import { describe, it, expect } from 'vitest';
import { dualFuelPlanName, assertCombinablePlans, isNmiLookupFailed, paperBillFeeApplies } from '../../../../src/domain/plans';

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

describe('basic plan information links (spec 2 §1, §3)', () => {
  const e = { fuelType: 'ELE', offerCode: 'FLEXI-E', name: 'Flexi Plan' };
  const g = { fuelType: 'GAS', offerCode: 'FLEXI-G', name: 'Flexi Gas' };
  it('gives a dual-fuel plan with different offer codes one link per fuel', async () => {
    const { bpidLinks } = await import('../../../../src/domain/plans/plans');
    expect(bpidLinks('RESIDENTIAL', e, g)).toEqual([
      { fuel: 'electricity', href: '/bpid/?ct=residential&ft=ELE&pc=FLEXI-E&on=Flexi+Plan' },
      { fuel: 'gas', href: '/bpid/?ct=residential&ft=GAS&pc=FLEXI-G&on=Flexi+Gas' },
    ]);
  });
  it('gives a dual-fuel plan with one offer code one link with fuel type BOTH and the dual-fuel name', async () => {
    const { bpidLinks } = await import('../../../../src/domain/plans/plans');
    expect(bpidLinks('BUSINESS', e, { ...g, offerCode: 'FLEXI-E' })).toEqual([
      { fuel: null, href: '/bpid/?ct=business&ft=BOTH&pc=FLEXI-E&on=Flexi+Plan+%26+Flexi+Gas' },
    ]);
  });
  it('gives a single-fuel plan its own link, and no plan none', async () => {
    const { bpidLinks } = await import('../../../../src/domain/plans/plans');
    expect(bpidLinks('RESIDENTIAL', null, g)).toEqual([{ fuel: null, href: '/bpid/?ct=residential&ft=GAS&pc=FLEXI-G&on=Flexi+Gas' }]);
    expect(bpidLinks('RESIDENTIAL', null, null)).toEqual([]);
  });
});

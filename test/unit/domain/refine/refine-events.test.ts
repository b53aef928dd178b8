import { describe, expect, it } from 'vitest';
import { refineChanges } from '../../../../src/domain/refine/refine-events';

describe('ea:refine changes (spec 2 §4, §5)', () => {
  it('passes fuel, postcode, period, NMI and MIRN through', () => {
    const c = refineChanges({ fuel: 'gas', postcode: '3000', period: 'MONTHLY', nmi: '4102000000', mirn: '5240000000' });
    expect(c).toMatchObject({
      fuelSelection: 'gas',
      postcode: '3000',
      estimatePeriod: 'MONTHLY',
      nmi: '4102000000',
      mirn: '5240000000',
      ignored: [],
    });
  });
  it('clamps custom usage and ignores custom or customer usage that is not above 0', () => {
    const c = refineChanges({ electricityUsage: { type: 'custom', value: 600 }, gasUsage: { type: 'customer' } });
    expect(c.usage).toEqual({ electricity: { type: 'custom', value: 499.99 } });
    expect(c.ignored).toHaveLength(1);
    expect(refineChanges({ gasUsage: { type: 'low' } }).usage).toEqual({ gas: { type: 'low' } });
  });
  it('accepts only an offered green option', () => {
    expect(refineChanges({ greenOption: 10 }, [0, 10, 25]).greenOption).toBe(10);
    const c = refineChanges({ greenOption: 15 }, [0, 10, 25]);
    expect(c.greenOption).toBeUndefined();
    expect(c.ignored[0]).toContain('greenOption');
    expect(refineChanges({ greenOption: 100 }).greenOption).toBe(100);
    expect(refineChanges({ greenOption: 101 }).greenOption).toBeUndefined();
  });
});

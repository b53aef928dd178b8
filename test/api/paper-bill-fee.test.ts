import { describe, expect, it } from 'vitest';
import { api, lookupPostcode } from './helpers';

describe('paper bill fee of each plan (spec 2 §9; the shape of spec 3 §3.6)', () => {
  const a = api();
  it('is $1.75 incl. GST per bill, and not applicable to plans billed by email', async () => {
    const { body } = await lookupPostcode(a, '2000');
    const plans = [...body.electricity.plans, ...body.gas.plans] as {
      name: string;
      paperBillFee: unknown;
      features: { title: string }[];
    }[];
    expect(plans.length).toBeGreaterThan(5);
    for (const plan of plans) {
      const ebill = plan.features.some((f) => f.title === 'Paperless billing');
      expect(plan.paperBillFee).toEqual(
        ebill
          ? { applicable: false, fee: { baseRate: 0, beforeTaxRate: 0, uom: 'per bill' } }
          : { applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.5909, uom: 'per bill' } },
      );
    }
    expect(plans.some((p) => p.features.some((f) => f.title === 'Paperless billing'))).toBe(true);
  });
});

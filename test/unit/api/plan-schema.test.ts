import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlanSchema } from '../../../src/api/plans';

const raw = { id: 'P1', code: 'FLEXI-AUSGRID-P1', name: 'Flexi Plan', fuelType: 'ELE', rates: {} };

describe('plan schema: paper bill fee (spec 2 §9)', () => {
  it('keeps the fee with its unit', () => {
    const plan = v.parse(PlanSchema, { ...raw, paperBillFee: { applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.59, uom: 'per bill' } } });
    expect(plan.paperBillFee).toEqual({ applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.59, uom: 'per bill' } });
  });
  it('is null when the lookup does not say; a missing flag counts as applicable', () => {
    expect(v.parse(PlanSchema, raw).paperBillFee).toBeNull();
    expect(v.parse(PlanSchema, { ...raw, paperBillFee: { fee: { baseRate: 2 } } }).paperBillFee).toEqual({ applicable: true, fee: { baseRate: 2, beforeTaxRate: 0, uom: '' } });
  });
  it('refuses a fee of the wrong kind', () => {
    expect(v.safeParse(PlanSchema, { ...raw, paperBillFee: { applicable: true, fee: { baseRate: '1.75' } } }).success).toBe(false);
    expect(v.safeParse(PlanSchema, { ...raw, paperBillFee: { applicable: true, fee: { baseRate: Number.POSITIVE_INFINITY } } }).success).toBe(false);
  });
});

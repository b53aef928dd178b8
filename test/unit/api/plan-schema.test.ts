import * as v from 'valibot';
import { usableBreakdown } from '../../../src/domain/compare/estimate-breakdown';
import { describe, expect, it } from 'vitest';
import { CalculateResponseSchema, PlanSchema } from '../../../src/api/plans';

const raw = { id: 'P1', code: 'FLEXI-AUSGRID-P1', name: 'Flexi Plan', fuelType: 'ELE', rates: {} };

describe('plan schema: paper bill fee (spec 2 §9)', () => {
  it('keeps the fee with its unit', () => {
    const plan = v.parse(PlanSchema, {
      ...raw,
      paperBillFee: { applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.59, uom: 'per bill' } },
    });
    expect(plan.paperBillFee).toEqual({ applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.59, uom: 'per bill' } });
  });
  it('is null when the lookup does not say; a missing flag counts as applicable', () => {
    expect(v.parse(PlanSchema, raw).paperBillFee).toBeNull();
    expect(v.parse(PlanSchema, { ...raw, paperBillFee: { fee: { baseRate: 2 } } }).paperBillFee).toEqual({
      applicable: true,
      fee: { baseRate: 2, beforeTaxRate: 0, uom: '' },
    });
  });
  it('refuses a fee of the wrong kind', () => {
    expect(v.safeParse(PlanSchema, { ...raw, paperBillFee: { applicable: true, fee: { baseRate: '1.75' } } }).success).toBe(false);
    expect(
      v.safeParse(PlanSchema, { ...raw, paperBillFee: { applicable: true, fee: { baseRate: Number.POSITIVE_INFINITY } } }).success,
    ).toBe(false);
  });
});

describe('estimate answer schema (spec 2 §7)', () => {
  it("takes each estimate's plan id from its key when the entry leaves it out", () => {
    const answer = v.parse(CalculateResponseSchema, {
      electricity: {
        period: 'ANNUAL',
        estimates: { P1: { cost: 1234.5, unconditionalCost: 1400, creditsIncluded: 'YES', usageForPeriod: 4562.5, annualUsage: 4562.5 } },
      },
      gas: null,
    });
    expect(answer.electricity?.estimates['P1']).toMatchObject({
      planId: 'P1',
      value: 1234.5,
      unconditionalValue: 1400,
      creditsIncluded: 'YES',
    });
  });
  it("keeps an entry's own plan id; a __proto__ key is dropped (valibot's record refuses it, which this relies on)", () => {
    const answer = v.parse(CalculateResponseSchema, {
      electricity: {
        period: 'ANNUAL',
        estimates: JSON.parse(
          '{"P2":{"planId":"P2","value":10,"usageForPeriod":1,"annualUsage":1},"__proto__":{"value":1,"usageForPeriod":1,"annualUsage":1}}',
        ),
      },
      gas: null,
    });
    expect(answer.electricity?.estimates['P2']?.planId).toBe('P2');
    expect(Object.getPrototypeOf(answer.electricity?.estimates)).toBe(Object.prototype);
    expect(Object.keys(answer.electricity?.estimates ?? {})).toEqual(['P2']);
  });
});

describe('estimate answer schema: where the money goes (issue 17)', () => {
  const parse = (entry: Record<string, unknown>) =>
    v.parse(CalculateResponseSchema, {
      electricity: { period: 'ANNUAL', estimates: { P1: { value: 100, usageForPeriod: 1, annualUsage: 1, ...entry } } },
      gas: null,
    }).electricity?.estimates['P1'];
  const parts = [
    { part: 'supply', incGst: 40, exGst: 36.36 },
    { part: 'usage', incGst: 70, exGst: 63.64 },
    { part: 'discounts', incGst: -10, exGst: -9.09 },
  ];

  it('keeps the breakdown the answer gives', () => {
    expect(parse({ breakdown: parts })?.breakdown).toEqual(parts);
  });
  it('an answer without one (the retailer API of old) is still a valid estimate, with no breakdown', () => {
    const e = parse({});
    expect(e?.value).toBe(100);
    expect(e && 'breakdown' in e).toBe(false);
  });
  it.each([
    ['a part that is not a number', [{ part: 'supply', incGst: '40', exGst: 36 }]],
    ['something that is not a list', { supply: 40 }],
  ])('drops the breakdown but keeps the estimate when it holds %s', (_what, breakdown) => {
    const e = parse({ breakdown });
    expect(e?.value).toBe(100);
    expect(e?.breakdown).toBeUndefined();
  });
  it.each([
    ['a part named with markup', [{ part: '<img src=x onerror=alert(1)>', incGst: 100, exGst: 90.91 }]],
    ['a list far too long', Array.from({ length: 31 }, (_, i) => ({ part: 'supply', incGst: i === 0 ? 100 : 0, exGst: 0 }))],
  ])('keeps the estimate, and no view shows the breakdown, when it holds %s', (_what, breakdown) => {
    const e = parse({ breakdown });
    expect(e?.value).toBe(100);
    expect(e && usableBreakdown(e)).toBeNull();
  });
});

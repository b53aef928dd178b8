import { describe, expect, it } from 'vitest';
import { paperBillFeeText, planPaperBillFee } from '../../../../src/domain/plans/plan-paper-bill';

describe('planPaperBillFee', () => {
  it('reads the fee a plan record carries', () => {
    expect(planPaperBillFee({ paperBillFee: { applicable: true, fee: { baseRate: 1.75, beforeTaxRate: 1.59, uom: 'per bill' } } })).toEqual(
      { applicable: true, fee: { baseRate: 1.75, uom: 'per bill' } },
    );
    expect(planPaperBillFee({ paperBillFee: { fee: { baseRate: 2 } } })).toEqual({
      applicable: undefined,
      fee: { baseRate: 2, uom: null },
    });
    expect(planPaperBillFee({ paperBillFee: { applicable: false, fee: null } })).toEqual({ applicable: false, fee: null });
  });
  it('is null when the plan does not say, or says it in another shape', () => {
    expect(planPaperBillFee({})).toBeNull();
    expect(planPaperBillFee({ paperBillFee: null })).toBeNull();
    expect(planPaperBillFee({ paperBillFee: '1.75' })).toBeNull();
    expect(planPaperBillFee({ paperBillFee: [] })).toBeNull();
    expect(planPaperBillFee({ paperBillFee: { applicable: 'yes', fee: { baseRate: 1 } } })).toBeNull();
    expect(planPaperBillFee({ paperBillFee: { fee: 1.75 } })).toBeNull();
  });
});

describe('paperBillFeeText (spec 2 §9: unit and base rate, incl. GST; spec 3 §5: only above 0)', () => {
  it('is the base rate with its unit, labelled incl. GST', () => {
    expect(paperBillFeeText({ applicable: true, fee: { baseRate: 1.75, uom: 'per bill' } })).toBe('$1.75 per bill (incl. GST)');
    expect(paperBillFeeText({ fee: { baseRate: 2.2, uom: ' per bill ' } })).toBe('$2.20 per bill (incl. GST)');
    expect(paperBillFeeText({ fee: { baseRate: 1.75 } })).toBe('$1.75 (incl. GST)');
  });
  it("is 'No' when no fee applies", () => {
    expect(paperBillFeeText({ applicable: true, fee: { baseRate: 0, uom: 'per bill' } })).toBe('No');
    expect(paperBillFeeText({ applicable: false, fee: { baseRate: 1.75, uom: 'per bill' } })).toBe('No');
    expect(paperBillFeeText({ applicable: true, fee: null })).toBe('No');
    expect(paperBillFeeText({ applicable: true, fee: { baseRate: Number.NaN } })).toBe('No');
  });
  it("is '' when unknown", () => {
    expect(paperBillFeeText(null)).toBe('');
  });
});

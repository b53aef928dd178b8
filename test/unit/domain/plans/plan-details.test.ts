import { describe, expect, it } from 'vitest';
import {
  accuracyTexts,
  annualReviewText,
  connectionFeeText,
  creditCardFeesText,
  exitFeesText,
  fuelAccuracyText,
  gstNote,
  latePaymentFeeText,
  rateDisclaimer,
} from '../../../../src/domain/plans/plan-details';
import { DEFAULT_RATE_DISCLAIMER } from '../../../../src/domain/shared/messages';

describe('plan detail texts (spec 2 §9)', () => {
  it('shows exit fees per account, per year when they differ (up to 3), otherwise No', () => {
    expect(exitFeesText([])).toBe('No');
    expect(exitFeesText([{ baseRate: 0, beforeTaxRate: 0, year: 1 }])).toBe('No');
    expect(
      exitFeesText([
        { baseRate: 110, beforeTaxRate: 100, year: 1 },
        { baseRate: 110, beforeTaxRate: 100, year: 2 },
      ]),
    ).toBe('$110.00 per account');
    expect(
      exitFeesText(
        [
          { baseRate: 110, beforeTaxRate: 100, year: 1 },
          { baseRate: 110, beforeTaxRate: 100, year: 2 },
        ],
        false,
      ),
    ).toBe('$100.00 per account');
    const years = [1, 2, 3, 4].map((year) => ({ baseRate: 100 - year * 10, beforeTaxRate: 0, year }));
    expect(exitFeesText(years)).toBe('$90.00 in year 1, $80.00 in year 2, $70.00 in year 3');
    // A year among those listed that no fee names charges nothing.
    expect(
      exitFeesText([
        { baseRate: 110, beforeTaxRate: 100, year: 1 },
        { baseRate: 110, beforeTaxRate: 100, year: 3 },
      ]),
    ).toBe('$110.00 in year 1, $0.00 in year 2, $110.00 in year 3');
  });

  it('numbers exit fee years by their place when the API gives no year (the schema reads it as 0)', () => {
    expect(
      exitFeesText([
        { baseRate: 110, beforeTaxRate: 100, year: 0 },
        { baseRate: 55, beforeTaxRate: 50, year: 0 },
      ]),
    ).toBe('$110.00 in year 1, $55.00 in year 2');
  });

  it('does not call a fee charged in the first year only a fee per account', () => {
    const fees = [110, 0, 0].map((baseRate) => ({ baseRate, beforeTaxRate: baseRate, year: 0 }));
    expect(exitFeesText(fees)).toBe('$110.00 in year 1, $0.00 in year 2, $0.00 in year 3');
  });

  it('words connection, late payment and credit card fees', () => {
    expect(connectionFeeText({ baseRate: 45.6, beforeTaxRate: 41.45 })).toBe('$45.60 if moving');
    expect(connectionFeeText(null)).toBe('');
    expect(latePaymentFeeText({ baseRate: 12, beforeTaxRate: 10.91 })).toBe('$12.00');
    expect(latePaymentFeeText(null)).toBe('No');
    expect(creditCardFeesText({ visaMastercard: 0.48, amex: 1.38 })).toBe('Visa/Mastercard 0.48%, Amex 1.38%');
  });

  it('gives the annual review month by state, none for fixed rates', () => {
    expect(annualReviewText('variable', 'VIC')).toBe('Rates are reviewed annually in January.');
    expect(annualReviewText('variable', 'NSW')).toBe('Rates are reviewed annually in July.');
    expect(annualReviewText('fixed', 'NSW')).toBeNull();
  });

  it('falls back to the default rate disclaimer', () => {
    expect(rateDisclaimer({ ratesDisclaimer: ' ' })).toBe(DEFAULT_RATE_DISCLAIMER);
    expect(gstNote(false, 'electricity')).toMatch(/^Rates shown exclude GST/);
  });

  it("says solar feed-in rates are GST-free under electricity's rates only (gas has no feed-in)", () => {
    expect(gstNote(true, 'electricity')).toBe('Rates shown include GST. Solar feed-in rates are GST-free.');
    expect(gstNote(true, 'gas')).toBe('Rates shown include GST.');
    expect(gstNote(false, 'gas')).toBe('Rates shown exclude GST.');
  });

  it('words accuracy, one line for both fuels when equal', () => {
    expect(accuracyTexts({ electricity: 'NMI', gas: 'NMI' })).toEqual(['These electricity & gas rates are based on: your NMI']);
    expect(accuracyTexts({ electricity: 'NMI', gas: 'POSTCODE' })).toEqual([
      'These electricity rates are based on: your NMI',
      'These gas rates are based on: your postcode',
    ]);
    expect(accuracyTexts({})).toEqual([]);
  });
});

describe('the accuracy line under one fuel’s rates (spec 2 §9)', () => {
  it('is the combined line for a dual-fuel plan whose fuels have the same accuracy, else the fuel’s own', () => {
    expect(fuelAccuracyText('gas', { electricity: 'POSTCODE', gas: 'POSTCODE' }, true)).toBe(
      'These electricity & gas rates are based on: your postcode',
    );
    expect(fuelAccuracyText('gas', { electricity: 'NMI', gas: 'POSTCODE' }, true)).toBe('These gas rates are based on: your postcode');
    expect(fuelAccuracyText('gas', { electricity: 'POSTCODE', gas: 'POSTCODE' }, false)).toBe(
      'These gas rates are based on: your postcode',
    );
    expect(fuelAccuracyText('electricity', { gas: 'POSTCODE' }, true)).toBeNull();
  });
});

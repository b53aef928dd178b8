import { describe, expect, it } from 'vitest';
import {
  accuracyTexts,
  annualReviewText,
  benchmarkText,
  benefitPeriods,
  connectionFeeText,
  creditCardFeesText,
  discountTexts,
  exitFeesText,
  gstNote,
  latePaymentFeeText,
  rateDisclaimer,
  rateValue,
  showsBenchmark,
  showsKeyFeaturesText,
  showsLoyaltyMessage,
  verifiedPlanQualifications,
  solarPeakRate,
  summaryTitle,
  DEFAULT_RATE_DISCLAIMER,
} from '../../../src/domain';
import { plan, rate } from './plan-fixtures';

const solarRates = [
  {
    tariffType: 'TOU',
    solarRateDetails: [
      { solarRateValues: [{ rateType: 'PEAK', blocks: [{ rate: 9, rateUom: 'c/kWh', description: '' }], rateApplicableTimes: '' }] },
    ],
  },
  {
    tariffType: 'PKO',
    solarRateDetails: [
      {
        solarRateValues: [
          { rateType: 'OFF_PEAK', blocks: [{ rate: 1, rateUom: 'c/kWh', description: '' }], rateApplicableTimes: '' },
          {
            rateType: 'PEAK',
            blocks: [
              { rate: 5, rateUom: 'c/kWh', description: '' },
              { rate: 2, rateUom: 'c/kWh', description: '' },
            ],
            rateApplicableTimes: '',
          },
        ],
      },
    ],
  },
];

describe('rate summary title (spec 2 §9)', () => {
  const base = plan({ code: 'A' });
  const rates = { ...base.rates, usage: [rate('Shoulder usage per day', 20, 18), rate('Peak usage per day', 33.135, 30.1227)], solarRates };

  it('uses the Peak usage row with GST, or without, in cents per the fuel unit', () => {
    const p = plan({ code: 'A', rates });
    expect(summaryTitle(p, 'electricity', true)).toEqual({ amount: '33.14', unit: 'cents per kWh' });
    expect(summaryTitle(p, 'electricity', false)).toEqual({ amount: '30.12', unit: 'cents per kWh' });
    expect(
      summaryTitle(
        plan({ code: 'G', fuelType: 'GAS', rates: { ...base.rates, usage: [rate('Gas usage – first 20.88 MJ', 4.62, 4.2, 'c/MJ')] } }),
        'gas',
        true,
      ),
    ).toEqual({ amount: '4.62', unit: 'cents per MJ' });
  });

  it('uses the PEAK first block of the first PKO solar tariff, GST-free', () => {
    const p = plan({ code: 'A', rates, rateSummary: { ...base.rateSummary, type: 'solar' } });
    expect(summaryTitle(p, 'electricity', false)).toEqual({ amount: '5.00', unit: 'cents per kWh exported' });
  });

  it('shows no solar title when the first PKO solar tariff has no PEAK rate (no fallback to another rate type)', () => {
    const noPeak = [
      {
        tariffType: 'PKO',
        solarRateDetails: [
          {
            solarRateValues: [
              { rateType: 'OFF_PEAK', blocks: [{ rate: 1, rateUom: 'c/kWh', description: '' }], rateApplicableTimes: '' },
              { rateType: 'SHOULDER', blocks: [{ rate: 3, rateUom: 'c/kWh', description: '' }], rateApplicableTimes: '' },
            ],
          },
        ],
      },
      {
        tariffType: 'PKO',
        solarRateDetails: [
          { solarRateValues: [{ rateType: 'PEAK', blocks: [{ rate: 7, rateUom: 'c/kWh', description: '' }], rateApplicableTimes: '' }] },
        ],
      },
    ];
    const p = plan({ code: 'A', rates: { ...rates, solarRates: noPeak }, rateSummary: { ...base.rateSummary, type: 'solar' } });
    expect(solarPeakRate(p)).toBeNull();
    expect(summaryTitle(p, 'electricity', true)).toBeNull();
  });

  it('shows the discount percent followed by discount, and nothing at 0%', () => {
    const p = plan({ code: 'A', rateSummary: { ...base.rateSummary, type: 'discount' }, discounts: { ...base.discounts, payOnTime: 4 } });
    expect(summaryTitle(p, 'electricity', true)).toEqual({ amount: '4%', unit: 'discount' });
    expect(summaryTitle(plan({ code: 'A', rateSummary: { ...base.rateSummary, type: 'discount' } }), 'electricity', true)).toBeNull();
  });

  it('keeps a benefits title as given', () => {
    const p = plan({ code: 'A', rateSummary: { ...base.rateSummary, type: 'benefits', title: { amount: '$50', unit: 'credit' } } });
    expect(summaryTitle(p, 'electricity', true)).toEqual({ amount: '$50', unit: 'credit' });
  });

  it('shows key features text unless solar or discount, except for dual fuel', () => {
    expect(showsKeyFeaturesText('usage', false)).toBe(true);
    expect(showsKeyFeaturesText('solar', false)).toBe(false);
    expect(showsKeyFeaturesText('discount', false)).toBe(false);
    expect(showsKeyFeaturesText('discount', true)).toBe(true);
  });

  it('picks the rate with or without GST; solar is GST-free', () => {
    expect(rateValue({ baseRate: 11, beforeTaxRate: 10 }, true)).toBe(11);
    expect(rateValue({ baseRate: 11, beforeTaxRate: 10 }, false)).toBe(10);
    expect(rateValue({ baseRate: 5, beforeTaxRate: 5 }, false, true)).toBe(5);
  });
});

describe('plan detail texts (spec 2 §9)', () => {
  it('words discounts and suppresses zero', () => {
    expect(discountTexts({ guaranteed: 5, guaranteedUsage: 3, guaranteedWithDemand: 2, payOnTime: 4, payOnTimeUsage: 1 })).toEqual([
      '5% off usage and supply rates',
      '3% off usage rates',
      '2% off usage, supply and demand rates',
      '4% off usage and supply rates when you pay on time',
      '1% off usage rates when you pay on time',
    ]);
    expect(discountTexts({ guaranteed: 0, guaranteedUsage: 0, guaranteedWithDemand: 0, payOnTime: 0, payOnTimeUsage: 0 })).toEqual([]);
  });

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

  it('drops N/A benefit periods', () => {
    expect(
      benefitPeriods([
        { fuelType: 'ELE', term: 'N/A' },
        { fuelType: 'GAS', term: '12 months' },
      ]),
    ).toEqual([{ fuelType: 'GAS', term: '12 months' }]);
  });

  it('gives the annual review month by state, none for fixed rates', () => {
    expect(annualReviewText('variable', 'VIC')).toBe('Rates are reviewed annually in January.');
    expect(annualReviewText('variable', 'NSW')).toBe('Rates are reviewed annually in July.');
    expect(annualReviewText('fixed', 'NSW')).toBeNull();
  });

  it('falls back to the default rate disclaimer', () => {
    expect(rateDisclaimer({ ratesDisclaimer: ' ' })).toBe(DEFAULT_RATE_DISCLAIMER);
    expect(gstNote(false)).toMatch(/^Rates shown exclude GST/);
  });

  it('words accuracy, one line for both fuels when equal', () => {
    expect(accuracyTexts({ electricity: 'NMI', gas: 'NMI' })).toEqual(['These electricity & gas rates are based on: your NMI']);
    expect(accuracyTexts({ electricity: 'NMI', gas: 'POSTCODE' })).toEqual([
      'These electricity rates are based on: your NMI',
      'These gas rates are based on: your postcode',
    ]);
    expect(accuracyTexts({})).toEqual([]);
  });

  it('shows the loyalty message only when qualified and toggled on', () => {
    expect(showsLoyaltyMessage(['LOYALTY'], true)).toBe(true);
    expect(showsLoyaltyMessage(['loyalty'], false)).toBe(false);
    expect(showsLoyaltyMessage([], true)).toBe(false);
  });

  it("takes the loyalty qualification from the verified details' loyalty value, else from their conditions", () => {
    const existing = { code: 'EXISTING', enabled: true };
    expect(verifiedPlanQualifications({ loyalty: true, conditions: [existing] })).toEqual(['EXISTING', 'LOYALTY']);
    expect(verifiedPlanQualifications({ loyalty: true, conditions: null })).toEqual(['LOYALTY']);
    expect(verifiedPlanQualifications({ loyalty: false, conditions: [existing, { code: 'LOYALTY', enabled: true }] })).toEqual([
      'EXISTING',
    ]);
    expect(verifiedPlanQualifications({ loyalty: true, conditions: [{ code: 'LOYALTY', enabled: true }] })).toEqual(['LOYALTY']);
    expect(
      verifiedPlanQualifications({ conditions: [existing, { code: 'LOYALTY', enabled: true }, { code: 'NEW', enabled: false }] }),
    ).toEqual(['EXISTING', 'LOYALTY']);
    expect(verifiedPlanQualifications(null)).toEqual([]);
  });
});

describe('benchmark display (spec 2 §5)', () => {
  const b = {
    type: 'MARKET_REFERENCE',
    estimate: 1834,
    comparisonPercent: -3.4,
    annualUsage: 3898.2,
    referencePrice: 1898,
    creditCondition: 'UNCONDITIONAL',
  };
  it('shows electricity only for a typed reference with an estimate, or a comparison percent (zero counts)', () => {
    expect(showsBenchmark('electricity', b)).toBe(true);
    expect(showsBenchmark('electricity', { ...b, type: 'NONE' })).toBe(false);
    expect(showsBenchmark('electricity', { ...b, estimate: null })).toBe(false);
    expect(showsBenchmark('electricity', { ...b, type: 'OTHER', comparisonPercent: 0 })).toBe(true);
    expect(showsBenchmark('electricity', { ...b, type: 'OTHER', comparisonPercent: null })).toBe(false);
    expect(showsBenchmark('electricity', null)).toBe(false);
  });

  it('shows gas only with a non-zero annual usage', () => {
    expect(showsBenchmark('gas', { ...b, type: 'NONE', annualUsage: 18250 })).toBe(true);
    expect(showsBenchmark('gas', { ...b, annualUsage: 0 })).toBe(false);
  });

  it('names the Victorian Default Offer in VIC and the reference price elsewhere', () => {
    expect(benchmarkText('electricity', b, 'VIC')).toBe(
      'This offer is 3.4% less than the Victorian Default Offer, for annual usage of 3,898.2 kWh.',
    );
    expect(benchmarkText('electricity', { ...b, comparisonPercent: 0, creditCondition: 'CONDITIONAL' }, 'NSW')).toBe(
      'This offer is equal to the reference price when you pay on time, for annual usage of 3,898.2 kWh.',
    );
    expect(benchmarkText('gas', { ...b, annualUsage: 18250 }, 'NSW')).toBe('Based on annual gas usage of 18,250 MJ.');
    // No comparison percent from the lookup: worked out from the estimate and the reference price, never claimed equal.
    expect(benchmarkText('electricity', { ...b, comparisonPercent: null, estimate: 1000, referencePrice: 1250 }, 'NSW')).toBe(
      'This offer is 20% less than the reference price, for annual usage of 3,898.2 kWh.',
    );
    expect(benchmarkText('electricity', { ...b, comparisonPercent: null, referencePrice: null }, 'NSW')).toBe(
      'Based on annual electricity usage of 3,898.2 kWh.',
    );
  });
});

describe('the accuracy line under one fuel’s rates (spec 2 §9)', () => {
  it('is the combined line for a dual-fuel plan whose fuels have the same accuracy, else the fuel’s own', async () => {
    const { fuelAccuracyText } = await import('../../../src/domain');
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

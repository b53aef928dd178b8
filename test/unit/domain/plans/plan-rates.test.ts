import { describe, expect, it } from 'vitest';
import {
  benchmarkText,
  benefitPeriods,
  discountTexts,
  rateValue,
  showsBenchmark,
  showsKeyFeaturesText,
  showsLoyaltyMessage,
  solarPeakRate,
  summaryTitle,
} from '../../../../src/domain/plans';
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

  it('drops N/A benefit periods', () => {
    expect(
      benefitPeriods([
        { fuelType: 'ELE', term: 'N/A' },
        { fuelType: 'GAS', term: '12 months' },
      ]),
    ).toEqual([{ fuelType: 'GAS', term: '12 months' }]);
  });

  it('shows the loyalty message only when qualified and toggled on', () => {
    expect(showsLoyaltyMessage(['LOYALTY'], true)).toBe(true);
    expect(showsLoyaltyMessage(['loyalty'], false)).toBe(false);
    expect(showsLoyaltyMessage([], true)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { blocksCost, daysIn, priceTariff, profileShares } from '../../host-demo/api/engine/estimate';
import { HOURLY_PROFILE_PERMILLE } from '../../host-demo/api/engine/load-profile';
import type { Tariff } from '../../host-demo/api/plans/types';
import { api, CALCULATE } from './helpers';

/** Rates below are the published ones of the plans named (cents incl. GST), worked by hand. */
describe('estimate engine: hand calculations', () => {
  const a = api();
  const calc = (postcode: string, ele: Record<string, unknown> | null, gas: Record<string, unknown> | null = null) =>
    a.post(CALCULATE, {
      postcode,
      ...(ele ? { ele: { period: 'ANNUAL', ...ele } } : {}),
      ...(gas ? { gas: { period: 'ANNUAL', ...gas } } : {}),
    });

  it('single rate: Ausgrid Flexi Plan at the benchmark (3,900 kWh a year → 10.68 kWh a day)', async () => {
    const { status, body } = await calc('2000', { usageType: 'BENCHMARK', plans: ['ENE1161235MRE1@EME'] });
    expect(status).toBe(200);
    const e = body.electricity.estimates['ENE1161235MRE1@EME'];
    // supply 166.2287 c × 365 = 60,673.48 c; usage 10.68 × 33.135 c × 365 = 129,166.86 c → $1,898.40
    expect(e.value).toBe(1898.4);
    expect(e.unconditionalValue).toBe(1898.4);
    expect(e.cost).toBe(1898.4);
    expect(e.usageForPeriod).toBe(3898.2);
    expect(e.annualUsage).toBe(3898.2);
    expect(e.creditsIncluded).toBe('NO');
    expect(body.electricity.dailyUsage).toBe(10.68);
  });

  it('guaranteed discount: Balance Plan - My Connect takes 5% off usage only', async () => {
    const { body } = await calc('2000', { usageType: 'BENCHMARK', plans: ['ENE1000018MRE4@EME'] });
    // 60,673.48 + 129,166.86 × 0.95 = 183,381.99 c
    expect(body.electricity.estimates['ENE1000018MRE4@EME'].value).toBe(1833.82);
    expect(body.electricity.estimates['ENE1000018MRE4@EME'].unconditionalValue).toBe(1833.82);
  });

  it('time of use with the load profile: CitiPower Home 365, 10 kWh a day', async () => {
    const { body } = await calc('3000', { usageType: 'CUSTOM', customDailyUsage: 10, plans: ['TRU785593MR@VEC'] });
    // Profile: peak 4pm–9pm = 48+61+70+70+64 = 313‰; off-peak 11am–4pm = 36+37+36+36+39 = 184‰; shoulder the other 503‰.
    // Per day: 3.13 × 38.3099 + 5.03 × 21.1699 + 1.84 × 16.59 = 256.9202 c; + supply 121.1397 = 378.0599 c; × 365 = 137,991.86 c
    expect(body.electricity.estimates['TRU785593MR@VEC'].value).toBe(1379.92);
  });

  it('time of use with usage attribution shares instead of the profile', async () => {
    const { body } = await calc('3000', {
      usageType: 'CUSTOMER',
      accountNumber: '1000000001',
      usageAttributionData: { PEAK: 40, SHOULDER: 35, OFF_PEAK: 25 },
      plans: ['TRU785593MR@VEC'],
    });
    // Customer usage 4,562.5 kWh / 365 = 12.5 kWh a day: 5 × 38.3099 + 4.375 × 21.1699 + 3.125 × 16.59
    // = 191.5495 + 92.6183 + 51.8438 = 336.0116 c; + 121.1397 = 457.1513 c a day; × 365 = 166,860.22 c
    const e = body.electricity.estimates['TRU785593MR@VEC'];
    expect(body.electricity.usageType).toBe('CUSTOMER');
    expect(e.value).toBe(1668.6);
    expect(e.annualUsage).toBe(4562.5);
  });

  it('block rate inside a time-of-use band: Essential Energy Solar Sharer, first 24 kWh a day of midday off-peak free', async () => {
    const tariff = await solarSharer();
    // Attribution without a controlled-load share puts all usage on the general bands.
    const r = priceTariff(tariff, { dailyUsage: 100, days: 365, attribution: { PEAK: 50, SHOULDER: 25, OFF_PEAK: 25 } });
    // peak 50 × 45.5697 = 2,278.485; off-peak 24 × 0 + 1 × 27.5957 = 27.5957; shoulder 25 × 27.5957 = 689.8925;
    // + supply 287.8766 = 3,283.8498 c a day; × 365 = 1,198,605.18 c
    expect(r.value).toBe(11986.05);
    // At 60 kWh a day the 15 kWh of off-peak stay under the free cap: 30 × 45.5697 + 15 × 27.5957 + 287.8766 = 2,068.8041 c a day
    const under = priceTariff(tariff, { dailyUsage: 60, days: 1, attribution: { PEAK: 50, SHOULDER: 25, OFF_PEAK: 25 } });
    expect(under.value).toBe(20.69);
  });

  it('gas in two daily blocks: NSW Flexi Plan, 50 MJ a day', async () => {
    const { body } = await calc('2000', null, { usageType: 'CUSTOM', customDailyUsage: 50, plans: ['GAS-NSW-FLEXI'] });
    // supply 85.8 × 365 = 31,317 c; usage (20.88 × 4.62 + 29.12 × 3.96) × 365 = 211.7808 × 365 = 77,299.99 c → $1,086.17
    expect(body.gas.estimates['GAS-NSW-FLEXI'].value).toBe(1086.17);
    expect(body.gas.estimates['GAS-NSW-FLEXI'].usageForPeriod).toBe(18250);
  });

  it('period: a quarter is 365 / 4 days', async () => {
    const { body } = await calc('2000', null, { usageType: 'CUSTOM', customDailyUsage: 50, period: 'QUARTERLY', plans: ['GAS-NSW-FLEXI'] });
    expect(body.gas.period).toBe('QUARTERLY');
    expect(body.gas.estimates['GAS-NSW-FLEXI'].usageForPeriod).toBe(4562.5);
    expect(body.gas.estimates['GAS-NSW-FLEXI'].annualUsage).toBe(18250);
    // (85.8 + 211.7808) × 91.25 = 27,154.25 c
    expect(body.gas.estimates['GAS-NSW-FLEXI'].value).toBe(271.54);
  });

  it('controlled load, GreenPower and a conditional discount (value vs unconditionalValue)', () => {
    const tariff: Tariff = {
      fuel: 'ELE',
      unit: 'kWh',
      supplyCentsPerDay: 100,
      bands: [{ attribution: 'ALL', blocks: [{ centsPerUnit: 30 }], windows: [] }],
      controlledLoad: { centsPerUnit: 20 },
      greenCentsPerUnit: 4.84,
      discounts: [
        { kind: 'guaranteed', percent: 5, appliesTo: ['usage'] },
        { kind: 'payOnTime', percent: 10, appliesTo: ['usage', 'supply'] },
      ],
    };
    const r = priceTariff(tariff, { dailyUsage: 10, days: 365, greenPercent: 50 });
    // Default controlled-load share 30%: general 7 × 30 = 210 c, controlled 3 × 20 = 60 c, green 10 × 4.84 × 0.5 = 24.2 c, supply 100 c.
    // Gross a year: (100 + 210 + 60 + 24.2) × 365 = 143,883 c.
    // Guaranteed 5% of usage (270 × 365 = 98,550) = 4,927.5 c → unconditional 138,955.5 c = $1,389.56
    // Pay on time 10% of usage + supply ((270 + 100) × 365 = 135,050) = 13,505 c → value 125,450.5 c = $1,254.51
    expect(r.unconditionalValue).toBe(1389.56);
    expect(r.value).toBe(1254.51);
    expect(r.creditsIncluded).toBe('YES');
    expect(r.breakdown.controlledLoad).toBeCloseTo(219, 6);
  });

  it('a Seniors Offer reports its pay-on-time discount as a conditional credit', async () => {
    const { body } = await calc('2000', { usageType: 'BENCHMARK', plans: ['ENE1161308MRE1@EME'] });
    const e = body.electricity.estimates['ENE1161308MRE1@EME'];
    expect(e.creditsIncluded).toBe('YES');
    expect(e.value).toBeLessThan(e.unconditionalValue);
    // 4% off usage and supply
    expect(e.value).toBeCloseTo(e.unconditionalValue * 0.96, 1);
  });

  it('demand charge: cents per kW a day at the assumed peak demand', () => {
    const tariff: Tariff = {
      fuel: 'ELE',
      unit: 'kWh',
      supplyCentsPerDay: 0,
      bands: [{ attribution: 'ALL', blocks: [{ centsPerUnit: 0 }], windows: [] }],
      demand: { centsPerKwPerDay: 25, assumedKw: 4 },
      discounts: [],
    };
    expect(priceTariff(tariff, { dailyUsage: 10, days: 365 }).value).toBe(365);
  });

  it('the load profile covers the day once and each band window once', () => {
    expect(HOURLY_PROFILE_PERMILLE).toHaveLength(24);
    expect(HOURLY_PROFILE_PERMILLE.reduce((s, x) => s + x, 0)).toBe(1000);
    const shares = profileShares([
      { attribution: 'PEAK', blocks: [], windows: [{ dayTypes: ['WEEKDAY'], fromHour: 7, toHour: 9 }] },
      { attribution: 'OFF_PEAK', blocks: [], windows: [{ dayTypes: ['WEEKDAY', 'WEEKEND'], fromHour: 22, toHour: 6.983333 }] },
    ]);
    // Weekday 7–9 am: (47 + 48)‰ × 5/7; everything else falls to off-peak.
    expect(shares[0]).toBeCloseTo((0.047 + 0.048) * (5 / 7), 10);
    expect((shares[0] ?? 0) + (shares[1] ?? 0)).toBeCloseTo(1, 10);
  });

  it('blocks: a daily cap splits usage', () => {
    expect(blocksCost([{ centsPerUnit: 10, upToPerDay: 5 }, { centsPerUnit: 20 }], 8)).toBe(110);
    expect(blocksCost([{ centsPerUnit: 10, upToPerDay: 5 }, { centsPerUnit: 20 }], 3)).toBe(30);
    expect(daysIn('MONTHLY')).toBeCloseTo(30.4167, 4);
  });

  it('custom usage above the maximum is clamped (499.99 kWh, 27,398 MJ a day)', async () => {
    const { body } = await calc('2000', { usageType: 'CUSTOM', customDailyUsage: 9999, plans: ['ENE1161235MRE1@EME'] });
    expect(body.electricity.dailyUsage).toBe(499.99);
  });

  it('rejects malformed estimate requests with 400 and a reason', async () => {
    expect((await a.post(CALCULATE, { postcode: '2000' })).status).toBe(400);
    expect((await a.post(CALCULATE, { postcode: '2000', ele: { usageType: 'NOPE', plans: ['x'] } })).status).toBe(400);
    const custom = await a.post(CALCULATE, { postcode: '2000', ele: { usageType: 'CUSTOM', plans: ['ENE1161235MRE1@EME'] } });
    expect(custom.status).toBe(400);
    expect(custom.body.message).toMatch(/customDailyUsage/);
    expect((await a.post(CALCULATE, { postcode: '2000', ele: { usageType: 'BENCHMARK', plans: [] } })).status).toBe(400);
  });

  it('usage bands per pricing zone or postcode', async () => {
    const byPostcode = await a.get('/qt2/app/estimate/usageBands?customerType=RESIDENTIAL&postcode=2000');
    // Ausgrid: 2,700 / 4,400 / 6,900 kWh a year, benchmark 3,900 → daily
    expect(byPostcode.body.eleUsageBands).toEqual({ low: 7.4, medium: 12.05, high: 18.9, benchmark: 10.68, unit: 'kWh' });
    expect(byPostcode.body.gasUsageBands.benchmark).toBe(50);
    const byZone = await a.get('/qt2/app/estimate/usageBands?customerType=RESIDENTIAL&pricingZone=CITIPOWER&tariffType=TOU7');
    expect(byZone.body.eleUsageBands.benchmark).toBe(10.96);
    expect((await a.get('/qt2/app/estimate/usageBands?customerType=RESIDENTIAL&postcode=7000')).status).toBe(404);
    expect((await a.get('/qt2/app/estimate/usageBands?customerType=RESIDENTIAL')).status).toBe(400);
  });

  async function solarSharer(): Promise<Tariff> {
    const { catalogue } = await import('../../host-demo/api/plans/catalogue');
    const p = catalogue().byId.get('ENE1147738SRE2@EME');
    if (!p) throw new Error('plan missing');
    return p.tariff;
  }
});

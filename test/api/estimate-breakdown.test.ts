import { describe, expect, it } from 'vitest';
import { allocateCents } from '../../host-demo/api/engine/breakdown';
import { catalogue } from '../../host-demo/api/plans/catalogue';
import { api, CALCULATE, type Body } from './helpers';

const cents = (dollars: number): number => Math.round(dollars * 100);
const sumCents = (parts: Body[], key: 'incGst' | 'exGst'): number => parts.reduce((s: number, p: Body) => s + cents(p[key]), 0);

describe('allocateCents: whole cents that add up to the total', () => {
  it('gives the missing cent to the largest remainder', () => {
    // 60,673.48 c + 129,166.86 c = 189,840.34 c → 189,840: the .86 part rounds up, the .48 part down
    expect(allocateCents([60673.48, 129166.86], 189840)).toEqual([60673, 129167]);
  });

  it('breaks a tie in favour of the earlier part, so the answer never changes between calls', () => {
    expect(allocateCents([0.5, 0.5, 0.5, 0.5], 2)).toEqual([1, 1, 0, 0]);
  });

  it('handles negative parts (discounts) and takes cents off when the floors overshoot', () => {
    const raw = [1000.4, 500.4, -300.4];
    const out = allocateCents(raw, 1200);
    expect(out.reduce((s, x) => s + x, 0)).toBe(1200);
    expect(allocateCents([10.2, 10.2], 19)).toEqual([9, 10]);
  });
});

describe('estimate answer: where the money goes', () => {
  const a = api();
  const calc = async (postcode: string, ele: Record<string, unknown> | null, gas: Record<string, unknown> | null = null) =>
    (
      await a.post(CALCULATE, {
        postcode,
        ...(ele ? { ele: { period: 'ANNUAL', ...ele } } : {}),
        ...(gas ? { gas: { period: 'ANNUAL', ...gas } } : {}),
      })
    ).body;

  it('a single-rate plan: supply and usage, to the cent of the estimate, with and before GST', async () => {
    const body = await calc('2000', { usageType: 'BENCHMARK', plans: ['ENE1161235MRE1@EME'] });
    const e = body.electricity.estimates['ENE1161235MRE1@EME'];
    // supply 60,673.48 c, usage 129,166.86 c → $1,898.40 (see estimate-engine.test.ts)
    expect(e.breakdown).toEqual([
      { part: 'supply', incGst: 606.73, exGst: expect.any(Number) },
      { part: 'usage', incGst: 1291.67, exGst: expect.any(Number) },
    ]);
    // before GST: 189,840 / 1.1 = 172,581.8 → 172,582 c
    expect(sumCents(e.breakdown, 'exGst')).toBe(172582);
  });

  it('a time-of-use plan names each band, and a pay-on-time plan shows its discount as a negative part', async () => {
    const tou = await calc('3000', { usageType: 'CUSTOM', customDailyUsage: 10, plans: ['TRU785593MR@VEC'] });
    const parts = tou.electricity.estimates['TRU785593MR@VEC'].breakdown.map((p: Body) => p.part);
    expect(parts).toEqual(['supply', 'peak', 'shoulder', 'offPeak']);

    const seniors = (await calc('2000', { usageType: 'BENCHMARK', plans: ['ENE1161308MRE1@EME'] })).electricity.estimates[
      'ENE1161308MRE1@EME'
    ];
    const discount = seniors.breakdown.find((p: Body) => p.part === 'payOnTimeDiscounts');
    expect(discount.incGst).toBeLessThan(0);
    expect(cents(seniors.value) - cents(seniors.unconditionalValue)).toBe(cents(discount.incGst));
  });

  it('GreenPower shows as its own part when a green option is chosen', async () => {
    const body = await calc('2000', { usageType: 'BENCHMARK', greenOption: 100, plans: ['ENE1161235MRE1@EME'] });
    const green = body.electricity.estimates['ENE1161235MRE1@EME'].breakdown.find((p: Body) => p.part === 'greenPower');
    expect(green.incGst).toBeGreaterThan(0);
  });

  it('every plan in the catalogue, at every usage level and green option: the parts add up to the estimate to the cent', async () => {
    const ele = catalogue().electricity.map((p) => p.plan.id);
    const gas = catalogue().gas.map((p) => p.plan.id);
    const requests: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ usageType: 'BENCHMARK', greenOption: 0 }, { usageType: 'BENCHMARK' }],
      [{ usageType: 'HIGH', greenOption: 10 }, { usageType: 'LOW' }],
      [
        { usageType: 'CUSTOM', customDailyUsage: 33.33, greenOption: 100 },
        { usageType: 'CUSTOM', customDailyUsage: 77.7 },
      ],
      [{ usageType: 'LOW', usageAttributionData: { PEAK: 13, SHOULDER: 29, OFF_PEAK: 41, CONTROLLED_LOAD: 17 } }, { usageType: 'HIGH' }],
    ];
    let checked = 0;
    for (const [eleSection, gasSection] of requests) {
      for (let i = 0; i < ele.length; i += 300) {
        const body = await calc('2000', { ...eleSection, plans: ele.slice(i, i + 300) }, { ...gasSection, plans: gas.slice(0, 300) });
        for (const fuel of ['electricity', 'gas'] as const) {
          for (const e of Object.values(body[fuel].estimates) as Body[]) {
            expect(sumCents(e.breakdown, 'incGst'), e.planId).toBe(cents(e.value));
            expect(sumCents(e.breakdown, 'exGst'), e.planId).toBe(Math.round(cents(e.value) / 1.1));
            for (const p of e.breakdown) expect(Number.isInteger(Math.round(p.incGst * 100 * 1e6) / 1e6), e.planId).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { api, CALCULATE, LOOKUP, lookupPostcode, type Body } from './helpers';

describe('plan lookup by postcode (scenario catalogue)', () => {
  const a = api();

  it.each([
    ['2000', 'NSW', 'SUCCESS', 'SUCCESS', 'Ausgrid'],
    ['2600', 'ACT', 'SUCCESS', 'SUCCESS', 'Evoenergy'],
    ['3000', 'VIC', 'SUCCESS', 'SUCCESS', 'CitiPower'],
    ['5000', 'SA', 'SUCCESS', 'SUCCESS', 'SA Power Networks'],
    ['4000', 'QLD', 'SUCCESS', 'POSTCODE_NOT_SERVICED', 'Energex'],
    ['4870', 'QLD', 'ERGON_NOT_SERVICED', 'POSTCODE_NOT_SERVICED', 'Ergon Energy'],
    ['2880', 'NSW', 'POSTCODE_NOT_SERVICED', 'POSTCODE_NOT_SERVICED', null],
    ['0800', 'NT', 'STATE_NOT_SERVICED', 'STATE_NOT_SERVICED', null],
    ['7000', 'TAS', 'STATE_NOT_SERVICED', 'STATE_NOT_SERVICED', null],
    ['2001', 'NSW', 'SUCCESS', 'SYSTEM_ERROR', 'Ausgrid'],
    ['2004', 'NSW', 'SUCCESS', 'SUCCESS', 'Ausgrid'],
    ['6000', 'WA', 'STATE_NOT_SERVICED', 'STATE_NOT_SERVICED', null],
    ['0300', null, 'POSTCODE_NOT_SERVICED', 'POSTCODE_NOT_SERVICED', null],
  ])('%s (%s): electricity %s, gas %s', async (postcode, state, ele, gas, distributor) => {
    const { status, body } = await lookupPostcode(a, postcode);
    expect(status).toBe(200);
    expect(body.state).toBe(state);
    expect(body.electricity.status).toBe(ele);
    expect(body.gas.status).toBe(gas);
    expect(body.electricity.plans.length > 0).toBe(ele === 'SUCCESS');
    expect(body.gas.plans.length > 0).toBe(gas === 'SUCCESS');
    if (distributor) {
      expect(body.electricity.distributor.distributor).toBe(distributor);
    }
    if (ele === 'ERGON_NOT_SERVICED') expect(body.electricity.meterDetails.ergon).toBe(true);
  });

  it('returns one plan per family in the single-rate, no-controlled-load variant, market offers only', async () => {
    const { body } = await lookupPostcode(a, '2000');
    const plans = body.electricity.plans as Body[];
    expect(new Set(plans.map((p) => p.name)).size).toBe(plans.length);
    for (const p of plans) {
      expect(p.rates.tariffType).toBe('PDC1');
      expect(p.rates.other).toEqual([]);
      expect(p.planType).toBe('MARKET');
      expect(p.distributor).toBe('Ausgrid');
    }
    expect(plans.map((p) => p.name)).toContain('Flexi Plan');
    expect(body.electricity.accuracy).toBe('POSTCODE');
  });

  it('lists standing offers only when asked', async () => {
    const { body } = await lookupPostcode(a, '2000', { includeStandingOffers: true });
    expect((body.electricity.plans as Body[]).some((p) => p.planType === 'STANDING')).toBe(true);
  });

  it('2002: the lookup answers HTTP 500', async () => {
    expect((await lookupPostcode(a, '2002')).status).toBe(500);
  });

  it('2003: the lookup answers only after 30 s', async () => {
    const sleep = vi.fn(async () => undefined);
    const slow = api({ sleep });
    const { status, body } = await lookupPostcode(slow, '2003');
    expect(sleep).toHaveBeenCalledWith(30_000, expect.anything());
    expect(status).toBe(200);
    expect(body.electricity.status).toBe('SUCCESS');
  });

  it('2004: the lookup succeeds but estimate/calculate answers HTTP 500', async () => {
    const { body } = await lookupPostcode(a, '2004');
    expect(body.electricity.status).toBe('SUCCESS');
    const ids = (body.electricity.plans as Body[]).map((p) => p.id);
    const calc = await a.post(CALCULATE, { postcode: '2004', ele: { usageType: 'BENCHMARK', period: 'ANNUAL', plans: ids } });
    expect(calc.status).toBe(500);
    const ok = await a.post(CALCULATE, { postcode: '2000', ele: { usageType: 'BENCHMARK', period: 'ANNUAL', plans: ids } });
    expect(ok.status).toBe(200);
  });

  it('2005: the lookup answers 200 with a body of the wrong shape', async () => {
    const { status, body } = await lookupPostcode(a, '2005');
    expect(status).toBe(200);
    expect(typeof body.electricity).toBe('string');
    expect(body.gas).toBe(42);
  });

  it('3001: SUCCESS without a campaign, CAMPAIGN_NOT_SERVICED for both fuels with one', async () => {
    const plain = await lookupPostcode(a, '3001');
    expect(plain.body.electricity.status).toBe('SUCCESS');
    expect(plain.body.gas.status).toBe('SUCCESS');
    const campaign = await lookupPostcode(a, '3001', { campaignId: 'SPRING26' });
    expect(campaign.body.electricity.status).toBe('CAMPAIGN_NOT_SERVICED');
    expect(campaign.body.gas.status).toBe('CAMPAIGN_NOT_SERVICED');
    const elsewhere = await lookupPostcode(a, '3000', { campaignId: 'SPRING26' });
    expect(elsewhere.body.electricity.status).toBe('SUCCESS');
  });

  it('2010: every Ausgrid plan variant (about 90), gas as usual', async () => {
    const { body } = await lookupPostcode(a, '2010');
    const plans = body.electricity.plans as Body[];
    expect(plans.length).toBeGreaterThanOrEqual(80);
    expect(plans.length).toBeLessThanOrEqual(100);
    expect(plans.every((p) => p.distributor === 'Ausgrid')).toBe(true);
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
    expect(new Set(plans.map((p) => p.rates.tariffType)).size).toBeGreaterThan(2);
    expect(body.gas.status).toBe('SUCCESS');
  });

  it('business customers get business plans, residential ones residential plans', async () => {
    const biz = await lookupPostcode(a, '2000', { customerType: 'BUSINESS' });
    expect(biz.body.electricity.status).toBe('SUCCESS');
    expect((biz.body.electricity.plans as Body[]).every((p) => p.customerType === 'BUSINESS')).toBe(true);
    expect((biz.body.gas.plans as Body[]).every((p) => p.customerType === 'BUSINESS')).toBe(true);
    const res = await lookupPostcode(a, '2000');
    expect((res.body.electricity.plans as Body[]).every((p) => p.customerType === 'RESIDENTIAL')).toBe(true);
  });

  it('picks the distributor from the postcode', async () => {
    const cases: [string, string][] = [
      ['2150', 'Endeavour Energy'],
      ['2650', 'Essential Energy'],
      ['3550', 'Powercor'],
      ['3150', 'United Energy'],
      ['3805', 'AusNet Services'],
      ['3040', 'Jemena'],
    ];
    for (const [postcode, name] of cases) {
      const { body } = await lookupPostcode(a, postcode);
      expect(body.electricity.status, postcode).toBe('SUCCESS');
      expect(body.electricity.distributor.distributor, postcode).toBe(name);
      expect(
        (body.electricity.plans as Body[]).every((p) => p.distributor === name),
        postcode,
      ).toBe(true);
    }
  });

  it('rejects a lookup without postcode, NMI, MIRN or address with 400 and a reason', async () => {
    const { status, body } = await a.post(LOOKUP, { customerType: 'RESIDENTIAL' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/postcode, nmi, mirn or address/);
  });
});

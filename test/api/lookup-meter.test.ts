import { describe, expect, it } from 'vitest';
import { api, LOOKUP, type Body } from './helpers';

const nmiLookup = (a: ReturnType<typeof api>, nmi: string, customerType = 'RESIDENTIAL', extra: Record<string, unknown> = {}) =>
  a.post(LOOKUP, { customerType, nmi, ...extra });

describe('plan lookup by NMI / MIRN (scenario catalogue)', () => {
  const a = api();

  it('NMI 4102000000: SUCCESS, postcode 2000, Ausgrid, variants that fit the meter', async () => {
    const { status, body } = await nmiLookup(a, '4102000000');
    expect(status).toBe(200);
    expect(body.postcode).toBe('2000');
    expect(body.electricity.status).toBe('SUCCESS');
    expect(body.electricity.nmi).toBe('4102000000');
    expect(body.electricity.accuracy).toBe('NMI');
    expect(body.electricity.distributor.distributor).toBe('Ausgrid');
    const plans = body.electricity.plans as Body[];
    expect(plans.length).toBeGreaterThan(0);
    // The meter is time of use with controlled load: every plan is that variant.
    for (const p of plans) {
      expect(p.rates.type).toBe('TIME_OF_USE');
      expect(p.rates.other[0].attribution).toBe('CONTROLLED_LOAD');
    }
  });

  it('NMI 4102000001: NMI_BLOCKED, NSW remote disconnected, distributor name and phone', async () => {
    const { body } = await nmiLookup(a, '4102000001');
    expect(body.electricity.status).toBe('NMI_BLOCKED');
    expect(body.electricity.meterDetails.nswRemoteDisconnected).toBe(true);
    expect(body.electricity.distributor).toMatchObject({ distributor: 'Ausgrid', phoneNumber: '131388' });
    expect(body.electricity.plans).toEqual([]);
  });

  it.each([
    ['4102000002', 'REMOTE_METERING_RISK'],
    ['4102000004', 'SOLAR_SETUP_UNKNOWN'],
    ['4102000006', 'ADDRESS_NOT_SERVICED'],
    ['4102000099', 'NMI_NOT_FOUND'],
    ['NCCC123456', 'NMI_NOT_FOUND'],
  ])('NMI %s: %s', async (nmi, status) => {
    const { body } = await nmiLookup(a, nmi);
    expect(body.electricity.status).toBe(status);
    expect(body.electricity.plans).toEqual([]);
  });

  it('NMI 4102000002 carries the remote metering risk flag', async () => {
    const { body } = await nmiLookup(a, '4102000002');
    expect(body.electricity.meterDetails.remoteMeteringRisk).toBe(true);
  });

  it('NMI 3120000003: QLD_DEENERGISED at postcode 4000', async () => {
    const { body } = await nmiLookup(a, '3120000003');
    expect(body.electricity.status).toBe('QLD_DEENERGISED');
    expect(body.postcode).toBe('4000');
    expect(body.state).toBe('QLD');
    expect(body.electricity.meterDetails.nmiStatus).toBe('NOT_ENERGISED');
  });

  it('NMI 4102000005: INVALID_CUSTOMER_TYPE for residential, SUCCESS with business plans for business', async () => {
    const res = await nmiLookup(a, '4102000005');
    expect(res.body.electricity.status).toBe('INVALID_CUSTOMER_TYPE');
    expect(res.body.electricity.meterDetails.customerType).toBe('BUSINESS');
    const biz = await nmiLookup(a, '4102000005', 'BUSINESS');
    expect(biz.body.electricity.status).toBe('SUCCESS');
    expect((biz.body.electricity.plans as Body[]).every((p) => p.customerType === 'BUSINESS')).toBe(true);
  });

  it("a business lookup reaches every other meter's outcome (only 4102000005 differs by customer type)", async () => {
    const success = await nmiLookup(a, '4102000000', 'BUSINESS');
    expect(success.body.electricity.status).toBe('SUCCESS');
    const plans = success.body.electricity.plans as Body[];
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.customerType === 'BUSINESS')).toBe(true);
    expect((await nmiLookup(a, '4102000001', 'BUSINESS')).body.electricity.status).toBe('NMI_BLOCKED');
    expect((await nmiLookup(a, '4102000002', 'BUSINESS')).body.electricity.status).toBe('REMOTE_METERING_RISK');
  });

  it('NMI 4102000007: SUCCESS with solar detected, solar rates and the solar plan', async () => {
    const { body } = await nmiLookup(a, '4102000007');
    expect(body.electricity.status).toBe('SUCCESS');
    expect(body.electricity.meterDetails.solarSetup).toBe('DETECTED');
    const plans = body.electricity.plans as Body[];
    const solar = plans.find((p) => p.name === 'Solar Max');
    expect(solar).toBeDefined();
    expect(solar.rateSummary.type).toBe('solar');
    expect(solar.rateSummary.title.unit).toBe('cents per kWh exported');
    expect(solar.rates.solarRates[0].tariffType).toBe('PKO');
    expect(solar.rates.solarRates[0].solarRateDetails[0].solarRateValues[0].blocks[0].rate).toBe(8);
  });

  it('a postcode lookup does not offer solar-only plans to a meter without solar (NMI 4102000000)', async () => {
    const { body } = await nmiLookup(a, '4102000000');
    expect((body.electricity.plans as Body[]).some((p) => p.name === 'Solar Max')).toBe(false);
  });

  it('MIRN 5240000000: SUCCESS, postcode 2000; any other MIRN: MIRN_NOT_FOUND', async () => {
    const ok = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', mirn: '5240000000' });
    expect(ok.body.gas.status).toBe('SUCCESS');
    expect(ok.body.gas.mirn).toBe('5240000000');
    expect(ok.body.postcode).toBe('2000');
    expect(ok.body.gas.plans.length).toBeGreaterThan(0);
    const missing = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', mirn: '5240000009' });
    expect(missing.body.gas.status).toBe('MIRN_NOT_FOUND');
  });

  it('addCurrentPlan with accounts 1000000001 / 2000000001 returns the current plan per fuel', async () => {
    const { body } = await a.post(LOOKUP, {
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      addCurrentPlan: true,
      electricityAccountNumber: '1000000001',
      gasAccountNumber: '2000000001',
    });
    expect(body.electricity.currentPlan).toMatchObject({ fuelType: 'ELE', planType: 'STANDING', distributor: 'Ausgrid' });
    expect(body.gas.currentPlan).toMatchObject({ fuelType: 'GAS' });
    const other = await a.post(LOOKUP, {
      customerType: 'RESIDENTIAL',
      postcode: '2000',
      addCurrentPlan: true,
      electricityAccountNumber: '1000000099',
    });
    expect(other.body.electricity.currentPlan).toBeNull();
    const without = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', postcode: '2000', electricityAccountNumber: '1000000001' });
    expect(without.body.electricity.currentPlan).toBeNull();
  });

  it('an address from the address book is looked up by its NMI and MIRN', async () => {
    const { body } = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', address: { id: 'ADR-0002', postcode: '2000' } });
    expect(body.electricity.status).toBe('NMI_BLOCKED');
    expect(body.address.label).toContain('Kent Street');
  });

  it('rejects an NMI of the wrong form with 400', async () => {
    const { status, body } = await nmiLookup(a, '41-02');
    expect(status).toBe(400);
    expect(body.issues.join(' ')).toMatch(/nmi/i);
  });
});

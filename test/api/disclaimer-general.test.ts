import { describe, expect, it } from 'vitest';
import { api, lookupPostcode } from './helpers';

describe('general disclaimer text per state (spec 2 §3, §7)', () => {
  const a = api();
  it("the plans' disclaimer keys have general text with variants for the served states", async () => {
    const { body } = await lookupPostcode(a, '2000');
    const keys = new Set((body.electricity.plans as { disclaimerKey: string }[]).map((p) => p.disclaimerKey));
    expect([...keys]).toEqual(['plans.electricity.rates']);
    const { status, body: disclaimer } = await a.get('/qt2/app/getDisclaimers?key=plans.electricity.rates');
    expect(status).toBe(200);
    expect(disclaimer.general.value).toMatch(/concession or rebate/);
    expect(Object.keys(disclaimer.general.states).sort()).toEqual(['ACT', 'NSW', 'QLD', 'SA', 'VIC']);
    expect(disclaimer.general.states.NSW).toMatch(/Low Income Household Rebate/);
  });

  it('gas and the estimate have a Victorian variant; a key with nothing more to say has an empty general text', async () => {
    expect((await a.get('/qt2/app/getDisclaimers?key=plans.gas.rates')).body.general.states).toEqual({
      VIC: expect.stringMatching(/Winter Gas Concession/),
    });
    expect((await a.get('/qt2/app/getDisclaimers?key=plans.estimate')).body.general.states.VIC).toMatch(/Essential Services Commission/);
    expect((await a.get('/qt2/app/getDisclaimers?key=plans.gst')).body.general).toEqual({ value: '', states: {} });
  });
});

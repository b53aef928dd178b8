import { describe, expect, it } from 'vitest';
import { api, LOOKUP, type Body } from './helpers';

/** The moving addresses of the scenario catalogue (REFERENCE-API.md, "Quotes, calendars and the rest"). */
describe('Queensland moving addresses', () => {
  const a = api();

  it("'12 Albert Street, Brisbane City QLD 4000' has no meter on file: plans at postcode accuracy, power state unknown", async () => {
    const search = await a.get('/apis/address/v1/search?query=albert%20street');
    const results = search.body.results as Body[];
    expect(results.map((r) => r.label)).toEqual(['12 Albert Street, Brisbane City QLD 4000']);
    const found = results[0];

    const discovery = await a.post('/qt2/app/v1/discovery/address', { address: found });
    expect(discovery.body).toMatchObject({ postcode: '4000', accuracy: 'POSTCODE', electricity: { nmi: null }, gas: { mirn: null } });

    const { status, body } = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', address: found });
    expect(status).toBe(200);
    expect(body.state).toBe('QLD');
    expect(body.electricity.status).toBe('SUCCESS');
    expect(body.electricity.nmi).toBeNull();
    expect(body.electricity.accuracy).toBe('POSTCODE');
    expect((body.electricity.plans as Body[]).length).toBeGreaterThan(0);
  });

  it("'100 Queen Street' is still its meter, known switched off (QLD_DEENERGISED at NMI accuracy)", async () => {
    const found = (await a.get('/apis/address/v1/search?query=queen%20street')).body.results[0] as Body;
    const { body } = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', address: found });
    expect(body.electricity).toMatchObject({ status: 'QLD_DEENERGISED', nmi: '3120000003', accuracy: 'NMI' });
  });

  it('other address-book entries without a meter keep address accuracy', async () => {
    const { body } = await a.post(LOOKUP, { customerType: 'RESIDENTIAL', address: { id: 'ADR-0009', postcode: '3000' } });
    expect(body.electricity.accuracy).toBe('ADDRESS');
  });
});

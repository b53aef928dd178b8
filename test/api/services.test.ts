import { addDays, format, isWeekend } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { api, type Body } from './helpers';

const NOW = new Date(2026, 6, 15, 10, 0, 0); // Wednesday 15 July 2026, local time

function expectedBusinessDays(from: Date, count: number): string[] {
  const out: string[] = [];
  for (let d = addDays(from, 1); out.length < count; d = addDays(d, 1)) if (!isWeekend(d)) out.push(format(d, 'yyyy-MM-dd'));
  return out;
}

describe('calendars', () => {
  const a = api({ now: () => NOW });

  it('energisation calendar: the next 30 business days from tomorrow', async () => {
    const { status, body } = await a.get('/qt2/app/energisation/calendar?pricingZone=AUSGRID&state=NSW');
    expect(status).toBe(200);
    expect(body.availableDates).toHaveLength(30);
    expect(body.availableDates[0]).toBe('2026-07-16');
    expect(body.availableDates).toEqual(expectedBusinessDays(NOW, 30));
    expect(body.availableDates).not.toContain('2026-07-18'); // a Saturday
  });

  it('moving calendar: 30 business days with a minDate', async () => {
    const { body } = await a.get('/qt2/app/movers/calendar?accountNumber=1000000001&esvAnswer=no');
    expect(body.minDate).toBe('2026-07-16');
    expect(body.availableDates).toHaveLength(30);
    const renovating = await a.get('/qt2/app/movers/calendar?accountNumber=1000000001&esvAnswer=yes');
    expect(renovating.body.minDate).toBe('2026-07-21');
  });

  it('rejects a calendar request without its state, or outside a served state, with 400; the pricing zone is optional', async () => {
    expect((await a.get('/qt2/app/energisation/calendar')).status).toBe(400);
    expect((await a.get('/qt2/app/energisation/calendar?pricingZone=X')).status).toBe(400);
    expect((await a.get('/qt2/app/energisation/calendar?state=NSW')).body.availableDates.length).toBeGreaterThan(0);
    expect((await a.get('/qt2/app/energisation/calendar?pricingZone=X&state=WA')).status).toBe(400);
  });
});

describe('checks, configuration and disclaimers', () => {
  const a = api();

  it('email validation: an address ending @invalid.example is invalid', async () => {
    expect((await a.get('/qt2/app/quoteservice/qas-email/validate?emailAddress=sam%40invalid.example')).body.verified).toBeLessThan(0);
    expect((await a.get('/qt2/app/quoteservice/qas-email/validate?emailAddress=sam%40example.com')).body.verified).toBeGreaterThan(0);
    expect((await a.get('/qt2/app/quoteservice/qas-email/validate')).status).toBe(400);
  });

  it('expletive check: the word darn counts', async () => {
    expect((await a.get('/qt2/app/hasExpletives?value=Oh%20darn')).body).toBe(true);
    expect((await a.get('/qt2/app/hasExpletives?value=Darnley')).body).toBe(false);
    expect((await a.get('/qt2/app/hasExpletives?value=hello')).body).toBe(false);
  });

  it('countries: a full list with alpha-3 codes', async () => {
    const { body } = await a.get('/qt2/app/countries');
    expect(body.length).toBeGreaterThanOrEqual(245);
    expect(body).toContainEqual({ name: 'Australia', alpha3Code: 'AUS' });
    expect(body).toContainEqual({ name: 'New Zealand', alpha3Code: 'NZL' });
    expect((body as Body[]).every((c) => /^[A-Z]{3}$/.test(c.alpha3Code))).toBe(true);
    expect(new Set((body as Body[]).map((c) => c.alpha3Code)).size).toBe(body.length);
  });

  it('global configuration: toggles, time zone and a price-change disclaimer per state with HTML', async () => {
    const { body } = await a.get('/qt2/app/getGlobalConfig');
    expect(body.featureToggles.legacyAnalytics).toBe(true);
    expect(body.CallUs_TimeZone).toBe('AEST');
    for (const state of ['ACT', 'NSW', 'QLD', 'SA', 'VIC']) expect(body[`Choose_Price_Change_${state}`]).toMatch(/<a href=/);
    expect(body.Choose_Price_Change_VIC).toMatch(/January/);
  });

  it('getConfig: green keys give comma-separated integers; others 404', async () => {
    expect((await a.get('/qt2/app/getConfig?pageKey=greenEnergyOptions')).body.Options).toBe('0,10,25,50,100');
    expect((await a.get('/qt2/app/getConfig?pageKey=unknown')).status).toBe(404);
    expect((await a.get('/qt2/app/getConfig')).status).toBe(400);
  });

  it('disclaimers: text with HTML markup, shared keys and a per-state variant; unknown key 404', async () => {
    const { body } = await a.get('/qt2/app/getDisclaimers?key=plans.estimate');
    expect(body.text).toMatch(/<strong>/);
    expect(body.sharedDisclaimerKeys).toEqual(['plans.gst']);
    expect(body.general.states.VIC).toMatch(/Essential Services Commission/);
    expect((await a.get('/qt2/app/getDisclaimers?key=nope')).status).toBe(404);
  });

  it('suburb search: by name or digits, PO boxes excluded unless asked', async () => {
    const byName = await a.get('/qt2/app/postcode/suburbs?query=melb&includePOBox=false');
    expect((byName.body.results as Body[]).map((r) => r.postcode)).toEqual(['3000']);
    const withPo = await a.get('/qt2/app/postcode/suburbs?query=melb&includePOBox=true');
    expect((withPo.body.results as Body[]).map((r) => r.postcode)).toEqual(['3000', '3001', '8001']);
    const byDigits = await a.get('/qt2/app/postcode/suburbs?query=200');
    expect((byDigits.body.results as Body[]).every((r) => r.postcode.startsWith('200'))).toBe(true);
  });

  it('address search and discovery by address, NMI and MIRN', async () => {
    const search = await a.get('/apis/address/v1/search?query=martin%20place');
    expect(search.body.results[0].label).toBe('1 Martin Place, Sydney NSW 2000');
    const byAddress = await a.post('/qt2/app/v1/discovery/address', { address: { id: 'ADR-0001', postcode: '2000' } });
    expect(byAddress.body).toMatchObject({ postcode: '2000', electricity: { nmi: '4102000000' }, gas: { mirn: '5240000000' } });
    expect((await a.get('/qt2/app/v1/discovery/nmi/4102000007')).body.address.label).toContain('Macquarie');
    expect((await a.get('/qt2/app/v1/discovery/nmi/4102000099')).status).toBe(404);
    expect((await a.get('/qt2/app/v1/discovery/mirn/5240000000')).body.electricity.nmi).toBe('4102000000');
  });

  it('distributor by postcode', async () => {
    expect((await a.get('/qt2/app/distributor?postcode=2000&fuelType=ELE')).body).toMatchObject({
      distributor: 'Ausgrid',
      participantId: 'ENERGYAUST',
    });
    expect((await a.get('/qt2/app/distributor?postcode=7000&fuelType=ELE')).status).toBe(404);
  });
});

describe('OTP, ABN lookup, disconnection and move-out', () => {
  const a = api({ now: () => NOW });

  it('OTP: 123456 is the valid code', async () => {
    expect((await a.post('/apis/bff/sales/api/v1/otp/generate', { quoteId: 'Q1' })).status).toBe(200);
    expect((await a.post('/apis/bff/sales/api/v1/otp/resend', { quoteId: 'Q1' })).status).toBe(200);
    expect((await a.post('/apis/bff/sales/api/v1/otp/validate', { quoteId: 'Q1', otp: '123456' })).body.valid).toBe(true);
    const wrong = await a.post('/apis/bff/sales/api/v1/otp/validate', { quoteId: 'Q1', otp: '654321' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('OTP_INVALID');
  });

  it('ABN lookup: 51824753556 is an active company', async () => {
    const { status, body } = await a.get('/apis/bff/sales/api/v1/search-by-abn/51824753556');
    expect(status).toBe(200);
    expect(body).toMatchObject({ abnStatus: 'Active', businessType: 'PROPRIETARY_LTD' });
    expect((await a.get('/apis/bff/sales/api/v1/search-by-abn/51824753557')).status).toBe(404);
    expect((await a.get('/apis/bff/sales/api/v1/search-by-abn/123')).status).toBe(400);
  });

  it('disconnection: account 1000000001 succeeds, 2000000001 fails; a token is required', async () => {
    const items = [
      { accountNumber: '1000000001', disconnectionDate: '2026-07-20', plannedRenovations: 'no' },
      { accountNumber: '2000000001', disconnectionDate: '2026-07-20', plannedRenovations: 'no' },
    ];
    expect((await a.post('/qt2/app/disconnection', items)).status).toBe(401);
    const login = await a.form('/apis/idp/oauth2/token', {
      grant_type: 'password',
      client_id: 'checkout',
      customerType: 'RESIDENTIAL',
      idType: 'PIN',
      idValue: '1234',
      electricityAccount: '1000000001',
      gasAccount: '2000000001',
      postcode: '2000',
    });
    const { status, body } = await a.post('/qt2/app/disconnection', items, { authorization: `Bearer ${login.body.access_token}` });
    expect(status).toBe(200);
    expect(body).toEqual([
      { accountNumber: '1000000001', fuel: 'ELE', success: true },
      { accountNumber: '2000000001', fuel: 'GAS', success: false },
    ]);
  });

  it('move-out: final charges from the last read (30 days ago) to the move-out date', async () => {
    const { body } = await a.post('/qt2/app/movers/moveRecommendationDetails', {
      electricityAccount: '1000000001',
      gasAccount: '2000000001',
      electricityMoveOutDate: '2026-07-25',
      gasMoveOutDate: '2026-07-25',
    });
    expect(body.eleChargesWithGST).toBeGreaterThan(0);
    expect(body.gasChargesWithGST).toBeGreaterThan(0);
    const noDate = await a.post('/qt2/app/movers/moveRecommendationDetails', { electricityAccount: '1000000001' });
    expect(noDate.body).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0 });
  });
});

describe('fault injection', () => {
  it('fails, corrupts and delays the next matching requests, then clears', async () => {
    const sleeps: number[] = [];
    const a = api({ faults: true, sleep: async (ms) => void sleeps.push(ms) });
    expect((await a.post('/__faults', { path: '/qt2/app/countries', status: 503, times: 2 })).status).toBe(201);
    expect((await a.get('/qt2/app/countries')).status).toBe(503);
    expect((await a.get('/qt2/app/countries')).status).toBe(503);
    expect((await a.get('/qt2/app/countries')).status).toBe(200);
    await a.post('/__faults', { path: '/qt2/app/getGlobalConfig', body: '{"broken' });
    const corrupt = await a.fetch('/qt2/app/getGlobalConfig');
    expect(corrupt.status).toBe(200);
    expect(await corrupt.text()).toBe('{"broken');
    await a.post('/__faults', { path: '/qt2/app/hasExpletives', delayMs: 1500 });
    expect((await a.get('/qt2/app/hasExpletives?value=x')).status).toBe(200);
    expect(sleeps).toEqual([1500]);
    await a.post('/__faults', { path: '/qt2', status: 500, times: 5 });
    expect((await a.fetch('/__faults', { method: 'DELETE' })).status).toBe(204);
    expect((await a.get('/qt2/app/countries')).status).toBe(200);
  });

  it('is off unless asked for', async () => {
    expect((await api().post('/__faults', { path: '/qt2' })).status).toBe(404);
  });

  it('rejects a malformed fault with 400', async () => {
    expect((await api({ faults: true }).post('/__faults', { path: 'no-slash' })).status).toBe(400);
  });
});

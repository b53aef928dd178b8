import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, tempQuotesFile } from './helpers';

const QUOTES = '/qt2/app/v1/quotes';
const body = {
  quoteData: { app: { sourceSystem: 'WEB' }, quote: { campaignId: null }, newConnection: { formId: 0 } },
  additionalData: { electricityPlanName: 'Flexi Plan', tariffType: 'PDC1' },
};

describe('quotes (scenario catalogue)', () => {
  it('saves, loads, updates and e-mails a quote', async () => {
    const a = api();
    const saved = await a.post(QUOTES, body);
    expect(saved.status).toBe(201);
    const ref = saved.body.reference as string;
    expect(ref).toMatch(/^[A-Z0-9]{6,}$/);
    expect(ref.startsWith('EXP')).toBe(false);
    const loaded = await a.get(`${QUOTES}/${ref}`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.data).toEqual(body.quoteData);
    expect(loaded.body.additionalData.electricityPlanName).toBe('Flexi Plan');
    const updated = await a.put(`${QUOTES}/${ref}`, { ...body, quoteData: { ...body.quoteData, step: 'qualifier' } });
    expect(updated.status).toBe(200);
    expect((await a.get(`${QUOTES}/${ref}`)).body.data.step).toBe('qualifier');
    const emailed = await a.post(`${QUOTES}/${ref}/email`, { email: 'sam@example.com', firstName: 'Sam', phoneNumber: '0412345678' });
    expect(emailed.status).toBe(200);
    expect((await a.get(`${QUOTES}/${ref}`)).body.status).toBe('emailed');
  });

  it('a reference starting EXP answers 410; an unknown one 404', async () => {
    const a = api();
    expect((await a.get(`${QUOTES}/EXP123`)).status).toBe(410);
    expect((await a.put(`${QUOTES}/EXP123`, body)).status).toBe(410);
    expect((await a.get(`${QUOTES}/QNOPE12345`)).status).toBe(404);
    expect((await a.post(`${QUOTES}/QNOPE12345/email`, { email: 'sam@example.com' })).status).toBe(404);
  });

  it('a quote not touched for 30 days expires (410)', async () => {
    let clock = Date.parse('2026-07-01T00:00:00Z');
    const a = api({ now: () => new Date(clock) });
    const ref = (await a.post(QUOTES, body)).body.reference as string;
    clock += 29 * 86_400_000;
    expect((await a.get(`${QUOTES}/${ref}`)).status).toBe(200);
    clock += 2 * 86_400_000;
    expect((await a.get(`${QUOTES}/${ref}`)).status).toBe(410);
  });

  it('survives a restart: a new API on the same file loads the quote', async () => {
    const file = tempQuotesFile();
    const first = api({ quotesFile: file });
    const ref = (await first.post(QUOTES, body)).body.reference as string;
    expect(JSON.parse(readFileSync(file, 'utf8'))[ref].reference).toBe(ref);
    const second = api({ quotesFile: file });
    expect((await second.get(`${QUOTES}/${ref}`)).body.data).toEqual(body.quoteData);
  });

  it('rejects malformed bodies with 400', async () => {
    const a = api();
    expect((await a.post(QUOTES, { quoteData: 'nope' })).status).toBe(400);
    expect((await a.post(QUOTES, {})).status).toBe(400);
    const ref = (await a.post(QUOTES, body)).body.reference as string;
    expect((await a.post(`${QUOTES}/${ref}/email`, { email: 'not-an-email' })).status).toBe(400);
    expect((await a.post(`${QUOTES}/${ref}/email`, { email: 'sam@invalid.example' })).status).toBe(400);
  });
});

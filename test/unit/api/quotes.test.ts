import { describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { tempQuotesFile } from '../../api/helpers';
import { ApiAbortError, configureApi, isAbort } from '../../../src/api';
import { createQuote, emailQuote, loadQuote, QuoteError, updateQuote } from '../../../src/api/quotes';
import type { QuoteBody } from '../../../src/domain/quote/quote-payload';
import { fakeFetch, hang, json, useFake } from './fake-fetch';

const body: QuoteBody = {
  quoteData: { app: { sourceSystem: 'QT2' }, plans: { selectedElectricityPlanCode: 'E1' } },
  additionalData: {
    electricityPlanName: 'Flexi',
    gasPlanName: null,
    electricitySourceCode: 'SRC',
    gasSourceCode: null,
    tariffType: 'PDC1',
  },
};

const reason = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

function useReferenceApi(): void {
  configureApi({ fetch: createApiFetch({ quotesFile: tempQuotesFile() }), base: 'http://localhost', retries: 0 });
}

describe('quotes against the reference API (spec 3 §7)', () => {
  it('creates, updates, loads and e-mails a quote', async () => {
    useReferenceApi();
    const ref = await createQuote(body);
    expect(ref).toMatch(/^Q[A-Z0-9]+$/);
    const next: QuoteBody = { ...body, quoteData: { ...body.quoteData, moving: { movingHouse: 'MOVING' } } };
    expect(await updateQuote(ref, next)).toBe(ref);
    const loaded = await loadQuote(ref);
    expect(loaded.reference).toBe(ref);
    expect(loaded.data).toEqual(next.quoteData);
    expect(loaded.additionalData).toMatchObject({ electricityPlanName: 'Flexi', tariffType: 'PDC1' });
    await emailQuote(ref, { email: 'sam@example.com', firstName: 'Sam', phoneNumber: '' });
    expect((await loadQuote(ref)).status).toBe('emailed');
  });

  it('an unknown reference is badReference (404), an expired one expired (410)', async () => {
    useReferenceApi();
    for (const call of [
      () => loadQuote('QNOPE12345'),
      () => updateQuote('QNOPE12345', body),
      () => emailQuote('QNOPE12345', { email: 'sam@example.com' }),
    ]) {
      const error = await reason(call());
      expect(error).toBeInstanceOf(QuoteError);
      expect((error as QuoteError).kind).toBe('badReference');
      expect((error as QuoteError).status).toBe(404);
    }
    for (const call of [() => loadQuote('EXP123'), () => updateQuote('EXP123', body)]) {
      const error = await reason(call());
      expect((error as QuoteError).kind).toBe('expired');
      expect((error as QuoteError).status).toBe(410);
    }
  });
});

describe('quote answers and failures', () => {
  it("a 'null' or blank reference from the save is a failure (noReference)", async () => {
    for (const reference of ['null', 'NULL', '', '  ', null]) {
      const fake = fakeFetch(json({ reference }, 201));
      // eslint-disable-next-line react-hooks/rules-of-hooks -- useFake is a test helper that configures the API client, not a React hook
      useFake(fake);
      const error = await reason(createQuote(body));
      expect(error, String(reference)).toBeInstanceOf(QuoteError);
      expect((error as QuoteError).kind).toBe('noReference');
    }
  });

  it('sends the body as JSON with the session header, to the encoded reference', async () => {
    const fake = fakeFetch(json({ reference: 'Q1' }));
    useFake(fake);
    await updateQuote(' Q1/../x ', body);
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(fake.requests[0]?.url).toBe('https://api.test/qt2/app/v1/quotes/Q1%2F..%2Fx');
    expect(JSON.parse(fake.bodies[0] ?? '')).toEqual(body);
    expect(fake.requests[0]?.headers.get('X-EA-Session-ID')).toBe('ABCDEFGH');
  });

  it('no reference to ask for rejects without a request', async () => {
    const fake = fakeFetch(json({}));
    useFake(fake);
    for (const call of [() => loadQuote(''), () => updateQuote('null', body), () => emailQuote(' ', { email: 'a@b.example' })]) {
      expect(((await reason(call())) as QuoteError).kind).toBe('noReference');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('a save is never retried, even on 503', async () => {
    const fake = fakeFetch(new Response('busy', { status: 503, headers: { 'Retry-After': '0' } }));
    useFake(fake, { retries: 2 });
    const error = await reason(createQuote(body));
    expect((error as QuoteError).kind).toBe('failed');
    expect((error as QuoteError).status).toBe(503);
    expect(fake.requests).toHaveLength(1);
    await reason(emailQuote('Q1', { email: 'a@b.example' }));
    expect(fake.requests).toHaveLength(2);
  });

  it('a loaded quote of the wrong shape, or the network failing, is failed', async () => {
    useFake(fakeFetch(json({ reference: 'Q1', data: 'nope' })));
    expect(((await reason(loadQuote('Q1'))) as QuoteError).kind).toBe('failed');
    useFake(fakeFetch(() => Promise.reject(new TypeError('offline'))));
    expect(((await reason(createQuote(body))) as QuoteError).kind).toBe('failed');
  });

  it('a cancelled call rejects with the abort, not a QuoteError', async () => {
    useFake(fakeFetch(hang));
    const controller = new AbortController();
    const pending = reason(createQuote(body, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiAbortError);
    expect(isAbort(error)).toBe(true);
  });
});

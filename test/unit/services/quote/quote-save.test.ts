import { describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi, isAbort, type FetchLike } from '../../../../src/api';
import { loadQuote, QuoteError } from '../../../../src/api/quotes';
import { loadQuoteIntoStore } from '../../../../src/services/quote/quote-load';
import { saveQuote, saveQuoteOf } from '../../../../src/services/quote/quote-save';
import { forgetGlobalConfig } from '../../../../src/services/page/global-config';
import { forgetVisitor, visitorId } from '../../../../src/services/page/session';
import { forgetStartup, runStartup } from '../../../../src/services/page/startup';
import { store } from '../../../../src/store';
import { applyUrl } from '../../../../src/services/page/url-state';
import { QUOTE_COOKIE, readCookie, writeCookie } from '../../../../src/store/storage';
import { tempQuotesFile } from '../../../api/helpers';
import { hang, json } from '../../api/fake-fetch';

interface Seen {
  method: string;
  path: string;
  body: unknown;
  session: string | null;
}

/** The reference API in process, recording each request; `before` may answer instead of it. */
function referenceApi(before?: (request: Request) => Response | Promise<Response> | undefined) {
  const api = createApiFetch({ quotesFile: tempQuotesFile() });
  const seen: Seen[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
      session: request.headers.get('X-EA-Session-ID'),
    });
    const answer = await before?.(request);
    return answer ?? api(request);
  };
  configureApi({ fetch, base: 'http://localhost', retries: 0 });
  return { seen, fetch };
}

/** A visitor with plans selected and details typed in. */
function visitor(): void {
  const s = store.getState();
  s.patch('plans', {
    electricityPlans: [{ code: 'E1', id: 'e1', name: 'Flexi', sourceCode: 'SRC-E' }],
    gasPlans: [{ code: 'G1', id: 'g1', name: 'Flexi Gas', sourceCode: 'SRC-G' }],
    selectedElectricityPlanCode: 'E1',
    selectedGasPlanCode: 'G1',
  });
  s.setAddress({ postcode: '3000', label: '1 Main St, Melbourne VIC 3000' });
  // The lookup for that address found its meter (a new place's address drops the place before's).
  s.patch('connection', { electricityMeterDetails: { tariffType: 'PDC1' } });
  s.patch('person', { firstName: 'Sam', dateOfBirth: '01/02/1980' });
  s.patch('verification', { identificationType: 'DOB', identificationValue: '01/02/1980' });
}

const failure = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => 'resolved',
    (e: unknown) => e,
  );

describe('saveQuote (spec 3 §4.5, §4.7)', () => {
  it('a first save POSTs the snapshot and plan summary, keeps the reference in state and in the quote cookie', async () => {
    const { seen } = referenceApi();
    visitor();
    const ref = await saveQuote();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /qt2/app/v1/quotes']);
    expect(store.getState().quote.savedQuoteReference).toBe(ref);
    expect(readCookie(QUOTE_COOKIE)).toBe(ref);
    const saved = await loadQuote(ref);
    expect(saved.additionalData).toEqual({
      electricityPlanName: 'Flexi',
      gasPlanName: 'Flexi Gas',
      electricitySourceCode: 'SRC-E',
      gasSourceCode: 'SRC-G',
      tariffType: 'PDC1',
    });
    expect(saved.data).toMatchObject({
      plans: { selectedElectricityPlanCode: 'E1' },
      person: { firstName: 'Sam', dateOfBirth: '' },
      verification: { identificationValue: '' },
    });
    expect(saved.data['plans']).not.toHaveProperty('electricityPlans');
    expect(JSON.stringify(seen[0]?.body)).not.toContain('01/02/1980');
  });

  it('the next save PUTs to the saved reference', async () => {
    const { seen } = referenceApi();
    visitor();
    const ref = await saveQuote();
    store.getState().patch('moving', { movingHouse: 'MOVING' });
    expect(await saveQuote()).toBe(ref);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /qt2/app/v1/quotes', `PUT /qt2/app/v1/quotes/${ref}`]);
    expect((await loadQuote(ref)).data).toMatchObject({ moving: { movingHouse: 'MOVING' } });
  });

  it('a saved reference the server does not know (404) or that expired (410) is saved anew with POST', async () => {
    for (const old of ['QNOPE12345', 'EXP123']) {
      const { seen } = referenceApi();
      visitor();
      store.getState().patch('quote', { savedQuoteReference: old });
      const ref = await saveQuote();
      expect(ref).not.toBe(old);
      expect(seen.map((r) => r.method)).toEqual(['PUT', 'POST']);
      expect(store.getState().quote.savedQuoteReference).toBe(ref);
      expect(store.getState().quote.quoteExpired).toBe(false);
      expect(readCookie(QUOTE_COOKIE)).toBe(ref);
    }
  });

  it("a URL's reference that expired since: the save updates the visitor's own quote it replaced, not a new one", async () => {
    const { seen } = referenceApi();
    visitor();
    const own = await saveQuote();
    await applyUrl(store, '?r=EXP77');
    expect(await saveQuote()).toBe(own);
    expect(seen.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual(['PUT /qt2/app/v1/quotes/EXP77', `PUT /qt2/app/v1/quotes/${own}`]);
    expect(store.getState().quote.savedQuoteReference).toBe(own);
  });

  it("a URL's reference that names no quote: the save updates the visitor's own quote it replaced, not a new one", async () => {
    const { seen } = referenceApi();
    visitor();
    const own = await saveQuote();
    // /home/...?r=QNOPE12345 (a bad link): start-up's URL step puts it in state over the visitor's own.
    await applyUrl(store, '?r=QNOPE12345');
    expect(store.getState().quote.savedQuoteReference).toBe('QNOPE12345');
    const ref = await saveQuote();
    expect(ref).toBe(own);
    expect(seen.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'PUT /qt2/app/v1/quotes/QNOPE12345',
      `PUT /qt2/app/v1/quotes/${own}`,
    ]);
    expect(store.getState().quote.savedQuoteReference).toBe(own);
    expect(readCookie(QUOTE_COOKIE)).toBe(own);
  });

  it('after an expired quote (410), a new quote is POSTed (no PUT to the expired one) and saved live: the snapshot sent, the quote stored and the state are not expired', async () => {
    const { seen } = referenceApi();
    // /checkout?r=EXP123: start-up's URL step keeps r in state, the load answers 410.
    store.getState().patch('quote', { savedQuoteReference: 'EXP123' });
    await loadQuoteIntoStore({ search: '?r=EXP123' });
    expect(store.getState().quote.quoteExpired).toBe(true);
    expect(store.getState().quote.savedQuoteReference).toBe('');
    // The visitor goes through a journey again: the qualifier moves the stage on.
    visitor();
    store.getState().patch('app', { checkoutStage: 'qualifier' });
    const ref = await saveQuote();
    expect(seen.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['POST']);
    const sent = seen.at(-1)?.body as { quoteData: { quote: { quoteExpired: boolean } } };
    expect(sent.quoteData.quote.quoteExpired).toBe(false);
    expect((await loadQuote(ref)).data).toMatchObject({ quote: { quoteExpired: false }, app: { checkoutStage: 'qualifier' } });
    expect(store.getState().quote.quoteExpired).toBe(false);
    expect(store.getState().app.checkoutStage).toBe('qualifier');
  });

  it('a quote saved while the stage is still the expired one is saved, and kept, at the first stage', async () => {
    referenceApi();
    await loadQuoteIntoStore({ search: '?r=EXP123' });
    visitor();
    const ref = await saveQuote();
    expect((await loadQuote(ref)).data).toMatchObject({ quote: { quoteExpired: false }, app: { checkoutStage: 'plans' } });
    expect(store.getState().quote.quoteExpired).toBe(false);
    expect(store.getState().app.checkoutStage).toBe('plans');
  });

  it('a successful PUT also leaves the state not expired', async () => {
    const { seen } = referenceApi();
    visitor();
    const ref = await saveQuote();
    store.getState().expireQuote();
    expect(await saveQuote()).toBe(ref);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(store.getState().quote.quoteExpired).toBe(false);
    expect((await loadQuote(ref)).data).toMatchObject({ quote: { quoteExpired: false } });
  });

  it('with a campaign, a new-connection form or from the account portal, the quote cookie is deleted', async () => {
    const cases = [
      () => store.getState().patch('quote', { campaignId: 'CAMP1' }),
      () => store.getState().patch('newConnection', { formId: 2 }),
      () => store.getState().patch('app', { sourceSystem: 'MA' }),
    ];
    for (const arrange of cases) {
      referenceApi();
      store.getState().reset();
      visitor();
      arrange();
      writeCookie(QUOTE_COOKIE, 'QOLD');
      const ref = await saveQuote();
      expect(store.getState().quote.savedQuoteReference).toBe(ref);
      expect(readCookie(QUOTE_COOKIE)).toBeNull();
    }
  });

  it('a failed save deletes the cookie, leaves the reference and rejects', async () => {
    referenceApi(() => json({ errorCode: 'BOOM' }, 500));
    visitor();
    store.getState().patch('quote', { savedQuoteReference: 'QKEEP12345' });
    writeCookie(QUOTE_COOKIE, 'QKEEP12345');
    const error = await failure(saveQuote());
    expect(error).toBeInstanceOf(QuoteError);
    expect((error as QuoteError).kind).toBe('failed');
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect(store.getState().quote.savedQuoteReference).toBe('QKEEP12345');
  });

  it("a 'null' reference from the server is a failed save", async () => {
    referenceApi(() => json({ reference: 'null' }, 201));
    writeCookie(QUOTE_COOKIE, 'QOLD');
    const error = await failure(saveQuote());
    expect((error as QuoteError).kind).toBe('noReference');
    expect(store.getState().quote.savedQuoteReference).toBe('');
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
  });

  it('a cancelled save keeps the cookie and rejects with the abort', async () => {
    referenceApi(hang);
    writeCookie(QUOTE_COOKIE, 'QOLD');
    const controller = new AbortController();
    const pending = failure(saveQuote({ signal: controller.signal }));
    await Promise.resolve();
    controller.abort();
    expect(isAbort(await pending)).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(readCookie(QUOTE_COOKIE)).toBe('QOLD');
  });
});

describe('saveQuote: a double click saves one quote', () => {
  it('calls made while a save runs share its request and its reference', async () => {
    const { seen } = referenceApi();
    visitor();
    const [a, b, c] = await Promise.all([saveQuote(), saveQuote(), saveQuote({ signal: new AbortController().signal })]);
    expect(seen).toHaveLength(1);
    expect(a).toBe(b);
    expect(a).toBe(c);
    await saveQuote();
    expect(seen.map((r) => r.method)).toEqual(['POST', 'PUT']);
  });

  it('a caller that joins a running save learns the state that save took (a change made since is not in it)', async () => {
    referenceApi();
    visitor();
    const first = saveQuote();
    store.getState().patch('plans', { selectedElectricityPlanCode: null });
    const { reference, saved } = await saveQuoteOf({ signal: new AbortController().signal });
    expect(reference).toBe(await first);
    expect(saved.plans.selectedElectricityPlanCode).toBe('E1');
    expect((await saveQuoteOf()).saved.plans.selectedElectricityPlanCode).toBeNull();
  });

  it('one caller cancelling does not cancel the save another still waits for', async () => {
    const { seen } = referenceApi();
    visitor();
    const first = new AbortController();
    const cancelled = failure(saveQuote({ signal: first.signal }));
    const kept = saveQuote({ signal: new AbortController().signal });
    first.abort();
    expect(isAbort(await cancelled)).toBe(true);
    const ref = await kept;
    expect(store.getState().quote.savedQuoteReference).toBe(ref);
    expect(seen).toHaveLength(1);
  });

  it('when every caller cancels the request is cancelled, and the next save starts afresh', async () => {
    let abortedRequests = 0;
    let hangAll = true;
    const { seen } = referenceApi((request) => {
      if (!hangAll) return undefined;
      request.signal.addEventListener('abort', () => (abortedRequests += 1));
      return hang(request);
    });
    const one = new AbortController();
    const two = new AbortController();
    const waits = [failure(saveQuote({ signal: one.signal })), failure(saveQuote({ signal: two.signal }))];
    await new Promise((r) => setTimeout(r, 0));
    one.abort();
    two.abort();
    for (const w of waits) expect(isAbort(await w)).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(abortedRequests).toBe(1);
    hangAll = false;
    const ref = await saveQuote();
    expect(ref).toMatch(/^Q/);
    expect(seen.map((r) => r.method)).toEqual(['POST', 'POST']);
  });
});

describe('session header (spec 3 §7)', () => {
  it("a save carries the visitor id's first 8 characters, and once saved the quote reference's", async () => {
    const { seen } = referenceApi();
    forgetStartup();
    forgetGlobalConfig();
    forgetVisitor();
    await runStartup(store);
    visitor();
    const ref = await saveQuote();
    await saveQuote();
    const quotes = seen.filter((r) => r.path.startsWith('/qt2/app/v1/quotes'));
    expect(quotes.map((r) => r.session)).toEqual([visitorId().slice(0, 8), ref.slice(0, 8)]);
    forgetStartup();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbort } from '../../../../src/api';
import { createQuote } from '../../../../src/api/quotes';
import { QUOTE_EMAILED_URL_KEY } from '../../../../src/domain/quote/quote-reference';
import { quoteSnapshot } from '../../../../src/domain/quote/quote-payload';
import { forgetQuoteLoad, onQuoteLoadSettled } from '../../../../src/services/quote/quote-events';
import {
  loadQuoteIntoStore,
  loadQuoteOnceStateApplied,
  quoteReferenceToLoad,
  type QuoteLoadResult,
} from '../../../../src/services/quote/quote-load';
import { dataOf, store } from '../../../../src/store';
import { QUOTE_COOKIE, readCookie, writeCookie } from '../../../../src/store/storage';
import { applyUrl } from '../../../../src/services/page/url-state';
import { forgetReplacedReference } from '../../../../src/services/quote/url-reference';
import { referenceApi } from './reference-api';
import { hang, json } from '../../api/fake-fetch';

/** When the page's saved state and URL count as applied (start-up itself is not run here). */
const startup = vi.hoisted(() => ({ applied: Promise.resolve() }));
vi.mock('../../../../src/services/page/startup', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/services/page/startup')>()),
  whenStateApplied: () => startup.applied,
}));

/** Holds the page's saved state as not yet applied; the returned function applies it. */
function holdStateApplied(): () => void {
  let release = (): void => {};
  startup.applied = new Promise<void>((resolve) => (release = resolve));
  return release;
}

/** Lets the pending promise callbacks and requests of the moment run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Saves a quote on the reference API as another page would have: a selection, an address, a stage. */
async function savedQuote(): Promise<string> {
  const data = dataOf(store.getState());
  const saved = structuredClone(data);
  saved.plans.selectedElectricityPlanCode = 'E1';
  saved.address = { postcode: '2000', label: '1 Martin Place, Sydney NSW 2000', streetName: 'Martin Place' };
  saved.app.checkoutStage = 'qualifier';
  saved.person.firstName = 'Sam';
  return createQuote({
    quoteData: quoteSnapshot(saved),
    additionalData: {
      electricityPlanName: 'Total Plan',
      gasPlanName: null,
      electricitySourceCode: 'TOT',
      gasSourceCode: null,
      tariffType: null,
    },
  });
}

afterEach(() => {
  forgetQuoteLoad();
  forgetReplacedReference();
  startup.applied = Promise.resolve();
  history.replaceState(null, '', '/');
});

describe('which reference is loaded (spec 3 §4.7: URL while trusted, cookie, state)', () => {
  it('the URL first, then the cookie, then state', () => {
    store.getState().patch('quote', { savedQuoteReference: 'STATE1' });
    writeCookie(QUOTE_COOKIE, 'COOKIE1');
    expect(quoteReferenceToLoad('?R=URL1')).toBe('URL1');
    expect(quoteReferenceToLoad('')).toBe('COOKIE1');
    writeCookie(QUOTE_COOKIE, '');
    expect(quoteReferenceToLoad('?r=')).toBe('STATE1');
  });

  it('a URL value that is not a reference is passed over', () => {
    writeCookie(QUOTE_COOKIE, 'COOKIE1');
    expect(quoteReferenceToLoad('?r=<script>')).toBe('COOKIE1');
  });

  it('after a quote was e-mailed with this URL reference, the URL is no longer trusted; a new reference in the URL is', () => {
    writeCookie(QUOTE_COOKIE, 'COOKIE1');
    sessionStorage.setItem(QUOTE_EMAILED_URL_KEY, 'URL1');
    expect(quoteReferenceToLoad('?r=URL1')).toBe('COOKIE1');
    expect(quoteReferenceToLoad('?r=URL2')).toBe('URL2');
  });

  it('start-up’s URL step takes r into state only while it is trusted', async () => {
    store.getState().patch('quote', { savedQuoteReference: 'STATE1' });
    sessionStorage.setItem(QUOTE_EMAILED_URL_KEY, 'URL1');
    await applyUrl(store, '?r=URL1');
    expect(store.getState().quote.savedQuoteReference).toBe('STATE1');
    await applyUrl(store, '?r=URL2');
    expect(store.getState().quote.savedQuoteReference).toBe('URL2');
  });
});

describe('loadQuoteIntoStore (spec 3 §4.7, §8)', () => {
  it('loaded: the saved state is merged over the current one, user data marked loaded, the reference kept in state and cookie', async () => {
    const { paths } = referenceApi();
    const reference = await savedQuote();
    store.getState().patch('refine', { fuelSelection: 'electricity' });
    const settled = vi.fn();
    onQuoteLoadSettled(settled);
    const result = await loadQuoteIntoStore({ search: `?r=${reference}` });
    expect(result).toMatchObject({ outcome: 'loaded', reference, quote: { additionalData: { electricityPlanName: 'Total Plan' } } });
    const s = store.getState();
    expect(s.plans.selectedElectricityPlanCode).toBe('E1');
    expect(s.address.label).toBe('1 Martin Place, Sydney NSW 2000');
    expect(s.app.checkoutStage).toBe('qualifier');
    expect(s.refine.fuelSelection).toBe('both'); // the saved value wins over the current one
    expect(s.quote.userDataLoaded).toBe(true);
    expect(s.quote.savedQuoteReference).toBe(reference);
    expect(readCookie(QUOTE_COOKIE)).toBe(reference);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(paths).toContain(`GET /qt2/app/v1/quotes/${reference}`);
  });

  it('a saved quote with values outside the store’s shape is merged by the validating merge: bad values and polluting keys dropped', async () => {
    referenceApi((request) =>
      request.method === 'GET'
        ? new Response(
            '{"reference":"Q1","data":{"app":{"checkoutStage":"nowhere","postcode":"2000x"},"__proto__":{"polluted":true},"plans":{"selectedGasPlanCode":"G9"}}}',
            { headers: { 'content-type': 'application/json' } },
          )
        : undefined,
    );
    const result = await loadQuoteIntoStore({ search: '?r=Q1' });
    expect(result.outcome).toBe('loaded');
    const s = store.getState();
    expect(s.app.checkoutStage).toBe('plans');
    expect(s.app.postcode).toBe('2000');
    expect(s.plans.selectedGasPlanCode).toBe('G9');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('a quote saved from the account portal or a campaign does not keep the cookie', async () => {
    referenceApi((request) =>
      request.method === 'GET' ? json({ reference: 'Q2', data: { quote: { campaignId: 'SPRING' } } }) : undefined,
    );
    writeCookie(QUOTE_COOKIE, 'Q2');
    expect((await loadQuoteIntoStore({ search: '?r=Q2' })).outcome).toBe('loaded');
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
  });

  it.each([
    ['no reference anywhere', '', undefined, 'noReference', 'Expected a quote reference.'],
    ['404', '?r=QUNKNOWN1', undefined, 'badReference', 'Bad quote reference.'],
    ['410', '?r=EXP123', undefined, 'expired', 'Quote expired.'],
    ['500', '?r=Q500', () => json({ message: 'boom' }, 500), 'failed', 'Failed to load quote'],
    ['an answer of the wrong shape', '?r=QODD', () => json({ reference: 'QODD', data: 'nope' }), 'failed', 'Failed to load quote'],
    ['the network', '?r=QNET', () => Promise.reject(new TypeError('Failed to fetch')), 'failed', 'Failed to load quote'],
  ] as const)('load failed (%s): the spec’s text, and the quote cookie is deleted', async (_name, search, answer, failure, text) => {
    referenceApi(answer);
    writeCookie(QUOTE_COOKIE, 'OLDREF');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const settled = vi.fn();
    onQuoteLoadSettled(settled);
    // Without r the cookie is the reference: make it one the server does not know, except for the no-reference case.
    if (!search) writeCookie(QUOTE_COOKIE, '');
    const result = await loadQuoteIntoStore({ search });
    expect(result).toMatchObject({ outcome: 'loadFailed', failure, text });
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(store.getState().quote.userDataLoaded).toBe(false);
  });

  it('410 dispatches the expired action: the quote is expired and the stage is expired', async () => {
    referenceApi();
    await loadQuoteIntoStore({ search: '?r=EXP123' });
    expect(store.getState().quote.quoteExpired).toBe(true);
    expect(store.getState().app.checkoutStage).toBe('expired');
  });

  it('a quote loaded after an expired one is not expired, even one saved with the expired flag and stage', async () => {
    referenceApi();
    await loadQuoteIntoStore({ search: '?r=EXP123' });
    const reference = await savedQuote();
    expect((await loadQuoteIntoStore({ search: `?r=${reference}` })).outcome).toBe('loaded');
    expect(store.getState().quote.quoteExpired).toBe(false);
    expect(store.getState().app.checkoutStage).toBe('qualifier');
    // A quote saved before this rule carried the flag (and maybe the stage): the server answered 200, so it is live.
    const stale = await createQuote({
      quoteData: { quote: { quoteExpired: true }, app: { checkoutStage: 'expired' } },
      additionalData: { electricityPlanName: null, gasPlanName: null, electricitySourceCode: null, gasSourceCode: null, tariffType: null },
    });
    expect((await loadQuoteIntoStore({ search: `?r=${stale}` })).outcome).toBe('loaded');
    expect(store.getState().quote.quoteExpired).toBe(false);
    expect(store.getState().app.checkoutStage).toBe('plans');
  });

  it('a 404 does not expire the quote', async () => {
    referenceApi();
    await loadQuoteIntoStore({ search: '?r=QUNKNOWN1' });
    expect(store.getState().quote.quoteExpired).toBe(false);
  });

  it("a URL reference that names no quote gives the visitor's own reference back: the next load without r is their quote", async () => {
    referenceApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = await savedQuote();
    store.getState().patch('quote', { savedQuoteReference: own });
    writeCookie(QUOTE_COOKIE, own);
    await applyUrl(store, '?r=QUNKNOWN1');
    expect(store.getState().quote.savedQuoteReference).toBe('QUNKNOWN1');
    expect(await loadQuoteIntoStore({ search: '?r=QUNKNOWN1' })).toMatchObject({ outcome: 'loadFailed', failure: 'badReference' });
    // Any failed load deletes the cookie (spec 3 §8); state keeps the visitor's own reference.
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect(store.getState().quote.savedQuoteReference).toBe(own);
    expect(await loadQuoteIntoStore({ search: '' })).toMatchObject({ outcome: 'loaded', reference: own });
  });

  it('the same after a reload in the tab (start-up does not apply the URL again), and after a server error first', async () => {
    let status = 503;
    referenceApi((request) =>
      request.method === 'GET' && new URL(request.url).pathname.endsWith('/QUNKNOWN1') ? new Response('{}', { status }) : undefined,
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = await savedQuote();
    store.getState().patch('quote', { savedQuoteReference: own });
    writeCookie(QUOTE_COOKIE, own);
    await applyUrl(store, '?r=QUNKNOWN1');
    expect(await loadQuoteIntoStore({ search: '?r=QUNKNOWN1' })).toMatchObject({ outcome: 'loadFailed', failure: 'failed' });
    // A server error keeps the URL's reference (it may load on a retry).
    expect(store.getState().quote.savedQuoteReference).toBe('QUNKNOWN1');
    // Reloaded: the state saved holds the URL's reference; applying the same URL again replaces nothing.
    await applyUrl(store, '?r=QUNKNOWN1');
    status = 404;
    expect(await loadQuoteIntoStore({ search: '?r=QUNKNOWN1' })).toMatchObject({ outcome: 'loadFailed', failure: 'badReference' });
    expect(store.getState().quote.savedQuoteReference).toBe(own);
    expect(await loadQuoteIntoStore({ search: '' })).toMatchObject({ outcome: 'loaded', reference: own });
  });

  it('a URL reference that loads is kept: a later 404 on another reference gives nothing back', async () => {
    referenceApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const other = await savedQuote();
    store.getState().patch('quote', { savedQuoteReference: 'OWN123' });
    await applyUrl(store, `?r=${other}`);
    expect(await loadQuoteIntoStore({ search: `?r=${other}` })).toMatchObject({ outcome: 'loaded' });
    writeCookie(QUOTE_COOKIE, 'QUNKNOWN1');
    await loadQuoteIntoStore({ search: '' });
    expect(store.getState().quote.savedQuoteReference).toBe(other);
  });

  it('with no reference of its own before, a URL reference that names no quote leaves none (a later save makes a new quote)', async () => {
    referenceApi();
    store.getState().patch('quote', { savedQuoteReference: '' });
    await applyUrl(store, '?r=QUNKNOWN1');
    await loadQuoteIntoStore({ search: '?r=QUNKNOWN1' });
    expect(store.getState().quote.savedQuoteReference).toBe('');
  });

  it("an expired URL reference is shown as expired, and gives the visitor's own reference back: the next load is their quote", async () => {
    referenceApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = await savedQuote();
    store.getState().patch('quote', { savedQuoteReference: own });
    await applyUrl(store, '?r=EXP123');
    expect(store.getState().quote.savedQuoteReference).toBe('EXP123');
    expect(await loadQuoteIntoStore({ search: '?r=EXP123' })).toMatchObject({
      outcome: 'loadFailed',
      failure: 'expired',
      text: 'Quote expired.',
    });
    expect(store.getState().quote.quoteExpired).toBe(true);
    expect(store.getState().app.checkoutStage).toBe('expired');
    expect(store.getState().quote.savedQuoteReference).toBe(own);
    expect(await loadQuoteIntoStore({ search: '' })).toMatchObject({ outcome: 'loaded', reference: own });
  });

  it('an expired reference is not loaded again (spec 3 §8): /checkout?r=EXP123, then /checkout says a reference is expected', async () => {
    const { paths } = referenceApi();
    store.getState().patch('quote', { savedQuoteReference: '' });
    await applyUrl(store, '?r=EXP123');
    expect(await loadQuoteIntoStore({ search: '?r=EXP123' })).toMatchObject({ outcome: 'loadFailed', failure: 'expired' });
    expect(store.getState().quote.savedQuoteReference).toBe('');
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
    expect(await loadQuoteIntoStore({ search: '' })).toMatchObject({
      outcome: 'loadFailed',
      failure: 'noReference',
      text: 'Expected a quote reference.',
    });
    expect(paths).toEqual(['GET /qt2/app/v1/quotes/EXP123']);
  });

  it('an expired or unknown reference held by state (a saved one, not from the URL) leaves state too', async () => {
    for (const [reference, failure] of [
      ['EXP9', 'expired'],
      ['QUNKNOWN1', 'badReference'],
    ] as const) {
      referenceApi();
      store.getState().patch('quote', { savedQuoteReference: reference });
      writeCookie(QUOTE_COOKIE, reference);
      expect(await loadQuoteIntoStore({ search: '' })).toMatchObject({ outcome: 'loadFailed', failure });
      expect(store.getState().quote.savedQuoteReference).toBe('');
      expect(readCookie(QUOTE_COOKIE)).toBeNull();
    }
  });

  it('the caller’s cancellation rejects as an abort and keeps the cookie', async () => {
    referenceApi(hang);
    writeCookie(QUOTE_COOKIE, 'Q3');
    const controller = new AbortController();
    const pending = loadQuoteIntoStore({ search: '', signal: controller.signal });
    controller.abort();
    const error = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAbort(error)).toBe(true);
    expect(readCookie(QUOTE_COOKIE)).toBe('Q3');
  });
});

describe('the checkout summary’s load (loadQuoteOnceStateApplied)', () => {
  it('asks for the quote only once saved state and the URL are applied, then shows it, merged into the store', async () => {
    const { paths } = referenceApi();
    const reference = await savedQuote();
    history.replaceState(null, '', `/checkout?r=${reference}`);
    const apply = holdStateApplied();
    let shown: QuoteLoadResult | undefined;
    const result = new Promise<QuoteLoadResult>((resolve) =>
      loadQuoteOnceStateApplied((r) => {
        shown = r;
        resolve(r);
      }),
    );
    await settle();
    expect(paths.filter((p) => p.startsWith('GET'))).toEqual([]);
    expect(shown).toBeUndefined();
    apply();
    expect(await result).toMatchObject({ outcome: 'loaded', reference });
    expect(paths).toContain(`GET /qt2/app/v1/quotes/${reference}`);
    expect(store.getState().plans.selectedElectricityPlanCode).toBe('E1');
    expect(store.getState().quote.savedQuoteReference).toBe(reference);
  });

  it('a load that fails is shown with the spec’s text (no reference: “Expected a quote reference.”)', async () => {
    referenceApi();
    history.replaceState(null, '', '/checkout');
    const result = await new Promise<QuoteLoadResult>((resolve) => loadQuoteOnceStateApplied(resolve));
    expect(result).toMatchObject({ outcome: 'loadFailed', failure: 'noReference', text: 'Expected a quote reference.' });
  });

  it('cancelled while the quote is on its way: the request is aborted, nothing is shown and the cookie stays', async () => {
    let asked = (): void => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    let request: Request | undefined;
    referenceApi((r) => {
      request = r;
      asked();
      return hang(r);
    });
    writeCookie(QUOTE_COOKIE, 'Q3');
    const shown = vi.fn();
    const stop = loadQuoteOnceStateApplied(shown);
    await requested;
    stop();
    await settle();
    expect(request?.signal.aborted).toBe(true);
    expect(shown).not.toHaveBeenCalled();
    expect(readCookie(QUOTE_COOKIE)).toBe('Q3');
    expect(store.getState().quote.userDataLoaded).toBe(false);
  });

  it('cancelled before the saved state is applied: nothing is shown', async () => {
    referenceApi(hang);
    writeCookie(QUOTE_COOKIE, 'Q4');
    const apply = holdStateApplied();
    const shown = vi.fn();
    const stop = loadQuoteOnceStateApplied(shown);
    stop();
    apply();
    await settle();
    expect(shown).not.toHaveBeenCalled();
    expect(store.getState().quote.userDataLoaded).toBe(false);
  });
});

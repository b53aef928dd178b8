import { PLACEHOLDER_CSS } from '../../../src/embed/manifest-data';
import { HOLD_CSS } from '../../../widgets/checkout-summary/index';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { createQuote } from '../../../src/api/quotes';
import { quoteSnapshot } from '../../../src/domain/quote/quote-payload';
import { forgetQuoteLoad } from '../../../src/services/quote/quote-events';
import { saveQuote } from '../../../src/services/quote/quote-save';
import { defaultData, store } from '../../../src/store';
import { QUOTE_COOKIE, readCookie, writeCookie } from '../../../src/store/storage';
import CheckoutSummary from '../../../widgets/checkout-summary/CheckoutSummary';
import { tempQuotesFile } from '../../api/helpers';
import { renderInWidget } from '../render';

vi.mock('../../../src/services/page/startup', () => ({ whenStateApplied: () => Promise.resolve() }));

function referenceApi(): void {
  const api = createApiFetch({ quotesFile: tempQuotesFile() });
  configureApi({
    fetch: (input, init) => api(input instanceof Request ? input : new Request(input, init)),
    base: 'http://localhost',
    retries: 0,
  });
}

function at(search: string): void {
  history.replaceState(null, '', `/checkout${search}`);
}

async function saved(edit: (data: ReturnType<typeof defaultData>) => void): Promise<string> {
  const data = defaultData();
  edit(data);
  return createQuote({
    quoteData: quoteSnapshot(data),
    additionalData: {
      electricityPlanName: 'Total Plan',
      gasPlanName: null,
      electricitySourceCode: 'TOT',
      gasSourceCode: null,
      tariffType: null,
    },
  });
}

const render = () => renderInWidget(<CheckoutSummary attributes={{}} />);

afterEach(() => {
  forgetQuoteLoad();
  at('');
});

describe('<ea-checkout-summary> (spec 3 §2.3, §4.7, §8)', () => {
  it('shows the checkout header and, once loaded, the stage, plans, customer type and address of the quote named by r', async () => {
    referenceApi();
    const reference = await saved((d) => {
      d.plans.selectedElectricityPlanCode = 'E1';
      d.plans.selectedGasPlanCode = 'G7';
      d.address = { postcode: '2000', streetNumber: '1', streetName: 'Martin Place', suburb: 'Sydney', state: 'NSW' };
      d.app.checkoutStage = 'qualifier';
      d.app.customerType = 'BUSINESS';
    });
    at(`?r=${reference}`);
    render();
    expect(screen.getByText('Express checkout')).toBeTruthy();
    expect(screen.getByText('100% SECURE CHECKOUT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call us now 133 466' }).getAttribute('href')).toBe('tel:133466');
    expect(screen.getByRole('status').textContent).toBe('Loading your quote…');
    expect(await screen.findByText('Here is what you chose.')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Your quote' }));
    const row = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(row('Quote reference')).toBe(reference);
    expect(row('Stage')).toBe('Getting started');
    expect(row('Electricity plan')).toBe('Total Plan');
    expect(row('Gas plan')).toBe('G7');
    expect(row('Customer type')).toBe('Business');
    expect(row('Connection address')).toBe('1 Martin Place, Sydney NSW 2000');
  });

  it('the contact number comes from state', async () => {
    referenceApi();
    store.getState().patch('app', { eaContactNumber: '1300362466' });
    at('?r=QUNKNOWN1');
    render();
    expect(screen.getByRole('link', { name: 'Call us now 1300 362 466' })).toBeTruthy();
    await screen.findByRole('alert');
  });

  it.each([
    ['?r=EXP123', 'Quote expired.'],
    ['?r=QUNKNOWN1', 'Bad quote reference.'],
    ['', 'Expected a quote reference.'],
  ])('%s shows %s as an alert, no details, and deletes the quote cookie', async (search, text) => {
    referenceApi();
    if (search) writeCookie(QUOTE_COOKIE, 'OLD1');
    at(search);
    render();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText('Quote reference')).toBeNull();
    expect(readCookie(QUOTE_COOKIE)).toBeNull();
  });

  it('an expired quote shows the expired stage’s header: title and contact still shown', async () => {
    referenceApi();
    at('?r=EXP123');
    render();
    await screen.findByText('Quote expired.');
    expect(store.getState().quote.quoteExpired).toBe(true);
    expect(screen.getByText('Express checkout')).toBeTruthy();
  });

  it('after an expired quote link, a new quote the visitor saves shows as theirs, not as expired', async () => {
    referenceApi();
    at('?r=EXP123');
    const first = render();
    await screen.findByText('Quote expired.');
    first.unmount();
    forgetQuoteLoad();
    // Later, the visitor goes through "Get started" again and a new quote is saved.
    const s = store.getState();
    s.patch('app', { checkoutStage: 'qualifier' });
    s.selectPlan('electricity', 'E1');
    const reference = await saveQuote();
    at('');
    render();
    expect(await screen.findByText('Here is what you chose.')).toBeTruthy();
    const details = within(screen.getByRole('region', { name: 'Your quote' }));
    const row = (term: string) => details.getByText(term).nextElementSibling?.textContent;
    expect(row('Quote reference')).toBe(reference);
    expect(row('Stage')).toBe('Getting started');
  });

  it('a failed load shows "Failed to load quote"', async () => {
    configureApi({ fetch: () => Promise.resolve(new Response('oops', { status: 503 })), base: 'http://localhost', retries: 0 });
    at('?r=Q503');
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load quote');
  });
});

describe('<ea-checkout-summary> space held while its code loads', () => {
  /** Each rule's width band and least height: [max-width or 0 for every width, min-height]. */
  const bands = (css: string): number[][] =>
    [...css.matchAll(/(?:max-width:\s*(\d+)px\)\s*\{\s*)?[^{}]*\{[^{}]*?min-height:\s*(\d+)px/g)].map((m) => [
      Number(m[1] ?? 0),
      Number(m[2]),
    ]);

  it('is the space the page reserves for the element before it is defined (the same heights at the same widths)', () => {
    const page = bands(PLACEHOLDER_CSS['ea-checkout-summary']?.join('\n') ?? '');
    expect(page.length).toBeGreaterThan(1);
    expect(bands(HOLD_CSS)).toEqual(page);
  });
});

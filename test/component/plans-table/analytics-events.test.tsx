import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetAnalytics } from '../../../src/services/page/analytics';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetVisitor } from '../../../src/services/page/session';
import { forgetStartup } from '../../../src/services/page/startup';
import { resetStore } from '../../../src/store';
import '../../../widgets/plans-table/index';
import '../../../widgets/qualifier/index';

type Item = Record<string, unknown> & { event: string; page?: Record<string, unknown>; quote?: Record<string, unknown> };
const w = window as unknown as { adobeDataLayer?: unknown };
const layer = (): Item[] => (Array.isArray(w.adobeDataLayer) ? (w.adobeDataLayer as Item[]) : []);
const pageViews = (): Item[] => layer().filter((i) => i.event === 'ea.pageView');

/** The plans page as a host builds it: the plans table and "Get started" (shown on #/qualifier only). */
async function openPlansPage(url: string): Promise<ReturnType<typeof within>> {
  history.replaceState(null, '', url);
  const table = document.createElement('ea-plans-table');
  table.setAttribute('customer-type', 'residential');
  const qualifier = document.createElement('ea-qualifier');
  await act(async () => {
    document.body.append(table, qualifier);
  });
  const view = within(table.shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
  return view;
}

beforeEach(() => {
  resetStore();
  forgetStartup();
  forgetGlobalConfig();
  forgetAnalytics();
  forgetVisitor();
  sessionStorage.clear();
  localStorage.clear();
  delete w.adobeDataLayer;
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-analytics-ct.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  forgetAnalytics();
  delete w.adobeDataLayer;
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('analytics on the plans page (spec 3 §2.6, §4.9)', () => {
  it('pushes one page view named for the plans page once the plans are on screen, with the quote viewed', async () => {
    await openPlansPage('/home/electricity-and-gas/plans?postcode=2000');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    const [view] = pageViews();
    expect(view?.page).toEqual({
      name: 'ea:home:electricity-and-gas/plans:select-plans',
      siteSection: 'home',
      section: 'product',
      stage: 'plans',
      route: '',
    });
    expect(view?.quote).toMatchObject({
      status: 'viewed',
      transactionType: 'changeRetailer',
      journey: 'PLANS',
      postcode: '2000',
      state: 'NSW',
    });
  });

  it('reports a plan going into the cart, then entering #/qualifier as the qualifier page view with the quote in qualifier', async () => {
    const view = await openPlansPage('/home/electricity-and-gas/plans?postcode=2000');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    fireEvent.click(view.getAllByRole('button', { name: 'Select plan' })[0] as HTMLElement);
    await waitFor(() =>
      expect(
        layer()
          .filter((i) => i.event === 'ea.quoteStatus')
          .at(-1)?.quote,
      ).toMatchObject({ status: 'in_cart' }),
    );
    expect(layer().filter((i) => i.event === 'ea.startQuote')).toHaveLength(1);

    await act(async () => {
      location.hash = '#/qualifier';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toMatchObject({
      page: { name: null, siteSection: 'home', section: 'product', stage: 'qualifier', route: 'qualifier' },
      quote: { status: 'in_qual' },
    });
  });

  it('decline=true in the page address reports the quote cancelled', async () => {
    await openPlansPage('/home/electricity-and-gas/plans?postcode=2000&decline=true');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]?.quote).toMatchObject({ status: 'cancelled' });
  });
});

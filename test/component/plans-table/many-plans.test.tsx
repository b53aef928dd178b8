import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';

/** The reference API, with the 2000 lookup's first electricity plan copied `count` times (each its own id, code and offer code). */
function withPlans(count: number): void {
  const base = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-many-plans.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await base(request);
      if (!new URL(request.url).pathname.endsWith('/offers/lookup')) return response;
      const body = (await response.json()) as { electricity: { plans: Record<string, unknown>[] }; gas: { plans: unknown[] } };
      const first = body.electricity.plans[0] ?? {};
      body.electricity.plans = Array.from({ length: count }, (_, i) => ({
        ...first,
        id: `MANY-${i}`,
        code: `MANY${i}`,
        offerCode: `MANY${i}`,
        name: `Plan number ${i + 1}`,
      }));
      body.gas.plans = [];
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

async function mount(attributes: Record<string, string> = {}): Promise<ReturnType<typeof within>> {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000&fuel=ele');
  const el = document.createElement('ea-plans-table');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await act(async () => {
    document.body.appendChild(el);
  });
  return within(el.shadowRoot as unknown as HTMLElement);
}

/** happy-dom's own IntersectionObserver, which never reports: nothing here is scrolled into view unless a test says so. */
class NeverInView {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
const inView = globalThis.IntersectionObserver;

beforeEach(() => {
  globalThis.IntersectionObserver = NeverInView as unknown as typeof IntersectionObserver;
  forgetStartup();
  forgetGlobalConfig();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  globalThis.IntersectionObserver = inView;
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
});

// Building 120 panels in happy-dom takes about 9 s on a quiet machine and several times that on a busy one:
// the waits below are a safety net far above that, never what the test measures.
describe('<ea-plans-table> with far more plans than usual (issue 21)', () => {
  it('builds every plan of an ordinary answer in batches after the first screen', { timeout: 120_000 }, async () => {
    withPlans(40);
    const view = await mount();
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(40), { timeout: 100_000 });
    expect(view.getByRole('heading', { name: 'Plan number 40' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Show more plans' })).toBeNull();
  });

  it('builds 120 of 300 ahead, says how many are shown, and builds the next batch when asked', async () => {
    withPlans(300);
    const view = await mount();
    const more = await view.findByRole('button', { name: 'Show more plans' }, { timeout: 100_000 });
    expect(view.getAllByRole('article')).toHaveLength(120);
    expect(view.getByText('Showing 120 of 300 plans.').getAttribute('role')).toBe('status');
    await act(async () => {
      fireEvent.click(more);
    });
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(126));
    expect(view.getByRole('heading', { name: 'Plan number 126' })).toBeTruthy();
    expect(view.getByText('Showing 126 of 300 plans.').getAttribute('role')).toBe('status');
  }, 120_000);

  it('makes the panels of thousands of plans in slices, to the same list: the offer-order first, and how many there are', async () => {
    withPlans(1500);
    const view = await mount({ 'offer-order': 'MANY1499, MANY7' });
    await view.findByRole('button', { name: 'Show more plans' }, { timeout: 100_000 });
    const names = view
      .getAllByRole('article')
      .slice(0, 3)
      .map((panel: HTMLElement) => within(panel).getByRole('heading', { name: /^Plan number/ }).textContent);
    expect(names).toEqual(['Plan number 1500', 'Plan number 8', 'Plan number 1']);
    expect(view.getAllByRole('article')).toHaveLength(120);
    expect(view.getByText('Showing 120 of 1500 plans.').getAttribute('role')).toBe('status');
  }, 120_000);
});

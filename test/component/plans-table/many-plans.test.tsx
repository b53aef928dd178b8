import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { withManyPlans, type LookupAnswerBody } from '../../fixtures/many-plans';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { DEFAULT_ERROR_TEXT } from '../../../src/embed/texts';
import type { Plan } from '../../../src/domain/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';
import { NeverInView } from '../never-in-view';

/** The reference API, with `count` plans in the lookup's answer (`withManyPlans`). */
function withPlans(count: number): void {
  const base = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-many-plans.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await base(request);
      if (!new URL(request.url).pathname.endsWith('/offers/lookup')) return response;
      const body = withManyPlans((await response.json()) as LookupAnswerBody, count);
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

const inView = globalThis.IntersectionObserver;

beforeEach(() => {
  // Nothing here is scrolled into view unless a test says so.
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

  it('with 1,000 plans, another fuel shows "Loading your plans" in place of the old panels until the new ones are made', async () => {
    withPlans(1000);
    const view = await mount();
    await view.findByRole('button', { name: 'Show more plans' }, { timeout: 100_000 });
    act(() => store.getState().patch('refine', { fuelSelection: 'gas' }));
    // At once: none of the electricity panels stays for the gas selection.
    expect(view.queryAllByRole('article')).toHaveLength(0);
    expect(view.getByText('Loading your plans').closest('[role="status"]')).not.toBeNull();
    // The answer had no gas plans: no panels once made, and no spinner.
    await waitFor(() => expect(view.queryByText('Loading your plans')).toBeNull());
    expect(view.queryAllByRole('article')).toHaveLength(0);
    act(() => store.getState().patch('refine', { fuelSelection: 'electricity' }));
    expect(view.getByText('Loading your plans')).toBeTruthy();
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0), { timeout: 100_000 });
    expect(view.getAllByRole('heading', { name: /^Plan number/ })[0]?.textContent).toBe('Plan number 1');
  }, 120_000);

  it("with 1,000 plans, plans that cannot be shown (a gas plan paired as electricity) give the widget's error text, as with a few", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    withPlans(1000);
    const view = await mount();
    await view.findByRole('button', { name: 'Show more plans' }, { timeout: 100_000 });
    const [first, ...rest] = store.getState().plans.electricityPlans as Plan[];
    if (!first) throw new Error('no plans');
    // A data error (spec 2 §5): an electricity plan that says it is gas, named as a gas plan, would be paired with it.
    const odd = { ...first, fuelType: 'GAS', name: 'Odd Plan' } as Plan;
    const gas = { ...first, id: 'GAS-1', code: 'GAS1', fuelType: 'GAS', name: 'Odd Plan' } as Plan;
    act(() => {
      store.getState().patch('plans', { electricityPlans: [odd, ...rest], gasPlans: [gas], displayStrategy: 'grouped' });
      store.getState().patch('refine', { fuelSelection: 'both' });
    });
    expect((await view.findByRole('alert')).textContent).toContain(DEFAULT_ERROR_TEXT);
  }, 120_000);
});

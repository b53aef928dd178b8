import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { forgetFetchedDisclaimers } from '../../../src/services/plans/disclaimers';
import { store } from '../../../src/store';
import '../../../widgets/plans-table/index';
import { gst } from '../../../widgets/plans-table/view-state';

const STATES = ['ACT', 'NSW', 'QLD', 'SA', 'VIC'] as const;

/**
 * The reference API in process, its global configuration's price-change notices as plain text (happy-dom's parser
 * drops the text before a link in sanitised HTML), without the states in `without`.
 */
function useApi(without: readonly string[] = []): void {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-pcd.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const response = await api(input, init);
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.endsWith('/getGlobalConfig') || !response.ok) return response;
      const body = (await response.json()) as Record<string, unknown>;
      for (const state of STATES) {
        const key = `Choose_Price_Change_${state}`;
        if (without.includes(state)) delete body[key];
        else body[key] = `Price change notice for ${state}.`;
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
}

/** The plans table at `postcode`, its disclaimers built. */
async function plansAt(postcode: string): Promise<ReturnType<typeof within>> {
  history.replaceState(null, '', `/home/electricity-and-gas/plans?postcode=${postcode}`);
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const view = within(el.shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
  return view;
}

/** The host moves the page to another postcode; resolves once that place's plans and disclaimers show. */
async function moveTo(view: ReturnType<typeof within>, postcode: string, stateText: string): Promise<HTMLElement> {
  await act(async () => {
    window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode, source: 'host' } }));
  });
  await waitFor(() => expect(store.getState().app.postcode).toBe(postcode));
  await waitFor(() => expect(store.getState().plans.loading).toBe(false));
  const section = await waitFor(() => view.getByRole('region', { name: 'Disclaimers' }));
  // The general texts follow the new state (spec 2 §3): the section is built for it.
  await waitFor(() => expect(section.textContent).toContain(stateText), { timeout: 5000 });
  // What is still on its way (the configuration read, each text sanitised in a task of its own) lands.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return section;
}

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  forgetFetchedDisclaimers();
  gst.set(true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  vi.restoreAllMocks();
});

describe('the price-change disclaimer is the one of the state of the plans shown (spec 2 §9)', () => {
  it("after a move from NSW to QLD shows Queensland's notice, not the start-up state's", async () => {
    useApi();
    const view = await plansAt('2000');
    const before = await waitFor(() => view.getByRole('region', { name: 'Disclaimers' }));
    await waitFor(() => expect(before.textContent).toContain('Price change notice for NSW.'));
    const section = await moveTo(view, '4000', 'Queensland Electricity Rebate');
    await waitFor(() => expect(section.textContent).toContain('Price change notice for QLD.'));
    expect(section.textContent).not.toContain('Price change notice for NSW.');
  });

  it("shows none for a state the configuration has no notice for, never the start-up state's", async () => {
    useApi(['QLD']);
    const view = await plansAt('2000');
    const before = await waitFor(() => view.getByRole('region', { name: 'Disclaimers' }));
    await waitFor(() => expect(before.textContent).toContain('Price change notice for NSW.'));
    const section = await moveTo(view, '4000', 'Queensland Electricity Rebate');
    expect(section.textContent).not.toContain('Price change notice');
  });
});

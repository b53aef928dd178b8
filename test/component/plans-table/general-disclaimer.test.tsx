import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { forgetFetchedDisclaimers } from '../../../src/services/plans/disclaimers';
import '../../../widgets/plans-table/index';
import { gst } from '../../../widgets/plans-table/view-state';

/** The reference API in process; getDisclaimers answers can be changed, and its calls are counted. */
function useApi(transform?: (body: { key: string; general: { value: string; states: Record<string, string> } }) => void): string[] {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-gd.json` });
  const asked: string[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const response = await api(input, init);
      if (!url.pathname.endsWith('/getDisclaimers')) return response;
      asked.push(url.searchParams.get('key') ?? '');
      if (!transform || !response.ok) return response;
      const body = (await response.json()) as Parameters<NonNullable<typeof transform>>[0];
      transform(body);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return asked;
}

async function disclaimersFor(postcode: string): Promise<HTMLElement> {
  history.replaceState(null, '', `/home/electricity-and-gas/plans?postcode=${postcode}`);
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const view = within(el.shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
  const section = await waitFor(() => view.getByRole('region', { name: 'Disclaimers' }));
  await waitFor(() => expect(section.textContent).toContain('benchmark usage set by'));
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
});

describe("general disclaimer text for the visitor's state (spec 2 §3, §7)", () => {
  it('in VIC shows the Victorian variants', async () => {
    useApi();
    const section = await disclaimersFor('3000');
    await waitFor(() =>
      expect(section.textContent).toContain('Victorian customers may be eligible for the Annual Electricity Concession.'),
    );
    expect(section.textContent).toContain('Estimates use the benchmark usage set by the Essential Services Commission.');
    expect(section.textContent).toContain('Victorian customers may be eligible for the Winter Gas Concession.');
    expect(section.textContent).not.toContain('Australian Energy Regulator');
    expect(section.textContent).not.toContain('concession or rebate from your state government');
  });

  it('in NSW shows the NSW variant, and the general value where NSW has none', async () => {
    useApi();
    const section = await disclaimersFor('2000');
    await waitFor(() => expect(section.textContent).toContain('NSW customers may be eligible for the Low Income Household Rebate.'));
    expect(section.textContent).toContain('Estimates use the benchmark usage set by the Australian Energy Regulator.');
    expect(section.textContent).toContain('Gas rates depend on your gas network.');
    expect(section.textContent).not.toContain('Essential Services Commission');
    expect(section.textContent).not.toContain('Winter Gas Concession');
  });

  it('fetches each key once and shows a text once', async () => {
    const asked = useApi((body) => {
      if (body.key === 'plans.gas.rates')
        body.general = { value: 'Estimates use the benchmark usage set by the Australian Energy Regulator.', states: {} };
    });
    const section = await disclaimersFor('2000');
    await waitFor(() => expect(section.textContent).toContain('Low Income Household Rebate'));
    expect(section.textContent?.split('Estimates use the benchmark usage set by the Australian Energy Regulator.')).toHaveLength(2);
    expect([...asked].sort()).toEqual(['plans.electricity.rates', 'plans.estimate', 'plans.gas.rates', 'plans.gst']);
  });

  // Sanitisation itself is proven in Chromium (test/browser/plans-extras.test.ts): DOMPurify does not sanitise under happy-dom.
  it('renders the general text as server HTML through the sanitiser, not as raw text', async () => {
    useApi((body) => {
      if (body.key === 'plans.electricity.rates') body.general.states['NSW'] = 'NSW customers may be eligible for a <b>rebate</b>.';
    });
    const section = await disclaimersFor('2000');
    await waitFor(() => expect(section.querySelector('b')?.textContent).toBe('rebate'));
    expect(section.textContent).not.toContain('<b>');
  });
});

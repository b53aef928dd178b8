import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';
import { gst } from '../../../widgets/plans-table/view-state';

type Plans = { name: string; paperBillFee?: unknown }[];
type Body = { electricity: { plans: Plans }; gas: { plans: Plans } };

/** The reference API in process; the lookup's answer can be changed. */
function useApi(transform?: (body: Body) => void): void {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-pbf.json` });
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const response = await api(input, init);
      if (!transform || !String(input instanceof Request ? input.url : input).includes('/offers/lookup')) return response;
      const body = (await response.json()) as Body;
      transform(body);
      return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
    },
  });
}

async function details(name: string): Promise<HTMLElement> {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const view = within(el.shadowRoot as unknown as HTMLElement);
  const plan = await waitFor(() => view.getByRole('article', { name }));
  await act(async () => fireEvent.click(within(plan).getByRole('button', { name: 'Plan details' })));
  await waitFor(() => expect(within(plan).getByText('Paper bill fee')).toBeTruthy());
  return plan;
}

/** What the details list says under a term: the definitions that follow it. */
function definitionsOf(plan: HTMLElement, term: string): string[] {
  const dt = within(plan)
    .getAllByRole('term')
    .find((t) => t.textContent === term);
  if (!dt) throw new Error(`no term ${term}`);
  return within(dt.parentElement as HTMLElement)
    .getAllByRole('definition')
    .map((dd) => dd.textContent ?? '');
}

const forPlan = (body: Body, name: string, fee: unknown, fuels: ('electricity' | 'gas')[] = ['electricity', 'gas']) => {
  for (const fuel of fuels) for (const p of body[fuel].plans) if (p.name === name) p.paperBillFee = fee;
};

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  gst.set(true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
});

describe('paper bill fee in plan details (spec 2 §9: unit and base rate, incl. GST)', () => {
  it('shows the amount with its unit, and keeps the link to the paper bill fee page', async () => {
    useApi();
    const flexi = await details('Flexi Plan');
    expect(definitionsOf(flexi, 'Paper bill fee')).toEqual(['$1.75 per bill (incl. GST)', 'Paper bill fees']);
    expect(within(flexi).getByRole('link', { name: 'Paper bill fees' }).getAttribute('href')).toBe('/paper-bill-fee');
  });

  it('stays the GST-inclusive base rate when rates are shown without GST', async () => {
    useApi();
    const flexi = await details('Flexi Plan');
    await act(async () => fireEvent.click(within(flexi).getByRole('switch', { name: 'Inc GST' })));
    await waitFor(() => expect(within(flexi).getByRole('switch', { name: 'Inc GST' }).getAttribute('aria-checked')).toBe('false'));
    expect(definitionsOf(flexi, 'Paper bill fee')[0]).toBe('$1.75 per bill (incl. GST)');
  });

  it('says No for a plan billed by email (no fee applies)', async () => {
    useApi();
    const rateFix = await details('Rate Fix');
    expect(definitionsOf(rateFix, 'Paper bill fee')).toEqual(['No', 'Paper bill fees']);
  });

  it('names each fuel when electricity and gas differ', async () => {
    useApi((body) => forPlan(body, 'Flexi Plan', { applicable: true, fee: { baseRate: 0, beforeTaxRate: 0, uom: 'per bill' } }, ['gas']));
    const flexi = await details('Flexi Plan');
    expect(definitionsOf(flexi, 'Paper bill fee')[0]).toBe('Electricity: $1.75 per bill (incl. GST); Gas: No');
  });

  it('shows only the link when the lookup does not give the fee', async () => {
    useApi((body) => forPlan(body, 'Flexi Plan', null));
    const flexi = await details('Flexi Plan');
    expect(definitionsOf(flexi, 'Paper bill fee')).toEqual(['Paper bill fees']);
  });
});

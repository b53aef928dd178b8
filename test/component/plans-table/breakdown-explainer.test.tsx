import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { setEstimatePeriod } from '../../../src/services/refine/actions';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';
import { gst } from '../../../widgets/plans-table/view-state';

async function panel(name: string): Promise<{ plan: HTMLElement; root: ShadowRoot }> {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const root = el.shadowRoot as ShadowRoot;
  const view = within(root as unknown as HTMLElement);
  const plan = await waitFor(() => view.getByRole('article', { name }));
  // The estimates have come.
  await waitFor(() => expect(plan.querySelector('[data-estimate="electricity"]')).toBeTruthy());
  return { plan, root };
}

async function openDetails(plan: HTMLElement): Promise<void> {
  await act(async () => fireEvent.click(within(plan).getByRole('button', { name: 'Plan details' })));
  await waitFor(() => expect(within(plan).getAllByRole('table').length).toBeGreaterThan(0));
}

const cents = (text: string): number => {
  const n = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.startsWith('−') ? -n : n;
};

/** A breakdown table by its caption: its parts' amounts and its total row. */
function breakdown(plan: HTMLElement, caption: RegExp): { parts: string[]; total: string } {
  const table = within(plan).getByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').slice(1);
  const amounts = rows.map((r) => within(r).getByRole('cell').textContent ?? '');
  const last = rows.at(-1);
  expect(last && within(last).getByRole('rowheader').textContent).toBe('Estimate');
  return { parts: amounts.slice(0, -1), total: amounts.at(-1) ?? '' };
}
const sum = (parts: string[]): number => parts.reduce((s, p) => s + cents(p), 0);

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  gst.set(true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  configureApi({ retries: 0, fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-bd.json` }) });
});
afterEach(async () => {
  await act(async () => {
    setEstimatePeriod('ANNUAL');
    document.body.innerHTML = '';
  });
  stopPlansService();
});

describe('where the money goes, in the plan details', () => {
  it('each fuel: a table whose parts add up to the cent to the estimate the panel shows', async () => {
    const { plan } = await panel('Flexi Plan');
    await openDetails(plan);
    const shown = plan.querySelector('[data-estimate="electricity"] .pt-estimate__value')?.textContent ?? '';
    const ele = breakdown(plan, /electricity estimate per year \(inc GST\)/);
    expect(ele.parts.length).toBeGreaterThanOrEqual(2);
    expect(sum(ele.parts)).toBe(cents(ele.total));
    expect(`$${Math.round(cents(ele.total) / 100).toLocaleString('en-AU')}`).toBe(shown);
    const gas = breakdown(plan, /gas estimate per year \(inc GST\)/);
    expect(sum(gas.parts)).toBe(cents(gas.total));
  });

  it('follows the GST switch and the period: before GST a month, the parts still add up', async () => {
    const { plan } = await panel('Flexi Plan');
    await openDetails(plan);
    const withGst = cents(breakdown(plan, /electricity estimate per year \(inc GST\)/).total);
    await act(async () => fireEvent.click(within(plan).getByRole('switch', { name: 'Inc GST' })));
    await waitFor(() => expect(within(plan).getByRole('table', { name: /electricity estimate per year \(exc GST\)/ })).toBeTruthy());
    const exGst = breakdown(plan, /electricity estimate per year \(exc GST\)/);
    expect(sum(exGst.parts)).toBe(cents(exGst.total));
    expect(cents(exGst.total)).toBe(Math.round(withGst / 1.1));
    await act(async () => setEstimatePeriod('MONTHLY'));
    await waitFor(() => expect(within(plan).getByRole('table', { name: /electricity estimate per month \(exc GST\)/ })).toBeTruthy());
    const month = breakdown(plan, /electricity estimate per month \(exc GST\)/);
    expect(sum(month.parts)).toBe(cents(month.total));
    expect(Math.abs(cents(month.total) - Math.round(withGst / 1.1 / 12))).toBeLessThanOrEqual(1);
  });
});

describe('the reference price explainer', () => {
  it('opens beside the 3% line, says what it is and what 3% less means in dollars, and Escape returns focus', async () => {
    const { plan, root } = await panel('Balance Plan - My Connect');
    expect(plan.textContent).toContain('This offer is 3% less than the reference price');
    const button = within(plan).getByRole('button', { name: 'What does this mean? About the electricity reference price comparison' });
    await act(async () => {
      button.focus();
      fireEvent.click(button);
    });
    const dialog = await waitFor(() => within(root as unknown as HTMLElement).getByRole('dialog', { name: 'About the reference price' }));
    expect(dialog.textContent).toContain('Default Market Offer');
    expect(dialog.textContent).toMatch(
      /This offer is 3% less than the reference price\. At the usage shown \([\d,]+ kWh a year\) that is about \$\d+ a year less\./,
    );
    // The visual: the offer and the reference price in dollars a year, the reference price the higher.
    const values = [...dialog.querySelectorAll('.ea-rpx__value')].map((v) => cents(v.textContent ?? ''));
    expect(values).toHaveLength(2);
    expect(values[1]).toBeGreaterThan(values[0] ?? Infinity);
    const named = Number(/about \$(\d+) a year less/.exec(dialog.textContent ?? '')?.[1]);
    expect(((values[1] ?? 0) - (values[0] ?? 0)) / 100).toBe(named);
    expect(dialog.textContent).toContain('What you pay depends on how much energy you use');
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(within(root as unknown as HTMLElement).queryByRole('dialog')).toBeNull());
    expect(root.activeElement).toBe(button);
  });

  it('one beside the electricity line of a dual-fuel panel, none beside its gas line', async () => {
    const { plan } = await panel('Flexi Plan');
    const lines = [...plan.querySelectorAll('.pt-benchmark p')] as HTMLElement[];
    const gasLine = lines.find((l) => l.textContent?.includes('annual gas usage'));
    const eleLine = lines.find((l) => l.textContent?.includes('reference price, for annual usage'));
    expect(gasLine && within(gasLine).queryByRole('button')).toBeNull();
    expect(eleLine && within(eleLine).getByRole('button').textContent).toBe(
      'What does this mean? About the electricity reference price comparison',
    );
  });
});

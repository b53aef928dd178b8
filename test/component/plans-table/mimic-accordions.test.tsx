import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';
import { gst } from '../../../widgets/plans-table/view-state';

async function mount(attributes: Record<string, string>): Promise<ReturnType<typeof within>> {
  history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
  const el = document.createElement('ea-plans-table');
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  await act(async () => {
    document.body.appendChild(el);
  });
  return within(el.shadowRoot as unknown as HTMLElement);
}

/** The dual-fuel panels (an electricity and a gas rates accordion each), at least two of them. */
async function dualPanels(view: ReturnType<typeof within>): Promise<HTMLElement[]> {
  return waitFor(() => {
    const panels = view
      .getAllByRole('article')
      .filter(
        (a: HTMLElement) =>
          within(a).queryByRole('button', { name: 'Show electricity rates' }) &&
          within(a).queryByRole('button', { name: 'Show gas rates' }),
      );
    expect(panels.length).toBeGreaterThanOrEqual(2);
    return panels;
  });
}

const expanded = (panel: HTMLElement, fuel: 'electricity' | 'gas') =>
  within(panel)
    .getByRole('button', { name: `Show ${fuel} rates` })
    .getAttribute('aria-expanded');

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  gst.set(true);
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-mimic-ct.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
});

describe("<ea-plans-table mimic-accordions> (spec 2 §4: a panel's rate accordions both open or close together)", () => {
  it("opens and closes a panel's electricity and gas rates together, and leaves other panels closed", async () => {
    const view = await mount({ 'mimic-accordions': '' });
    const [first, second] = (await dualPanels(view)) as [HTMLElement, HTMLElement];
    expect([expanded(first, 'electricity'), expanded(first, 'gas')]).toEqual(['false', 'false']);

    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Show electricity rates' })));
    await waitFor(() => expect([expanded(first, 'electricity'), expanded(first, 'gas')]).toEqual(['true', 'true']));
    expect([expanded(second, 'electricity'), expanded(second, 'gas')]).toEqual(['false', 'false']);

    await act(async () => fireEvent.click(within(second).getByRole('button', { name: 'Show gas rates' })));
    await waitFor(() => expect([expanded(second, 'electricity'), expanded(second, 'gas')]).toEqual(['true', 'true']));

    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Show gas rates' })));
    await waitFor(() => expect([expanded(first, 'electricity'), expanded(first, 'gas')]).toEqual(['false', 'false']));
    expect([expanded(second, 'electricity'), expanded(second, 'gas')]).toEqual(['true', 'true']);
  });

  it('without the attribute, each rate accordion opens on its own', async () => {
    const view = await mount({});
    const [first] = (await dualPanels(view)) as [HTMLElement];
    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Show electricity rates' })));
    await waitFor(() => expect(expanded(first, 'electricity')).toBe('true'));
    expect(expanded(first, 'gas')).toBe('false');
  });
});

import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { LOOKUP_ESTIMATES_MS } from '../../../src/domain/plans';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { chooseFuel } from '../../../src/services/refine/actions';
import { changePostcode } from '../../../src/services/refine/postcode-choice';
import { setUsageSelection } from '../../../src/services/refine/usage-actions';
import { store } from '../../../src/store';
import '../../../widgets/plans-table/index';

async function mount(url: string): Promise<ReturnType<typeof within>> {
  history.replaceState(null, '', url);
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  return within(el.shadowRoot as unknown as HTMLElement);
}

/** The status's words without the no-break space that lets the same words be told twice. */
const status = (view: ReturnType<typeof within>) =>
  (view.getAllByRole('status').find((el: HTMLElement) => el.matches('p.ea-visually-hidden'))?.textContent ?? '').replace(/\u00a0/g, '');

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-announce-ct.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
});

describe('the plans table tells screen readers what changed', () => {
  it('says nothing for the first plans, then how many plans a new postcode shows, then that the estimates were updated, and how many plans another fuel shows', async () => {
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    await waitFor(() => expect(store.getState().plans.estimatesLoading).toBe(false));
    expect(status(view)).toBe('');

    await act(async () => changePostcode('3000'));
    await waitFor(() => expect(status(view)).toMatch(/^\d+ plans found\.$/));
    const shown = Number(status(view).split(' ')[0]);
    expect(view.getAllByRole('article').length).toBeLessThanOrEqual(shown);
    // The new postcode's own estimates are said with its plans, not again.
    await waitFor(() => expect(store.getState().plans.estimatesLoading).toBe(false));
    expect(status(view)).toMatch(/plans found/);

    // The visitor changes their usage a while later (estimates starting within a second of a lookup are its own).
    const now = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => now() + LOOKUP_ESTIMATES_MS);
    await act(async () => setUsageSelection('electricity', { type: 'high' }));
    await waitFor(() => expect(status(view)).toBe('Your estimates have been updated.'));

    // Another fuel shows other plans without a lookup: how many is said, and their estimates are not said again.
    await act(async () => chooseFuel(store.getState(), 'gas'));
    await waitFor(() => expect(status(view)).toMatch(/^\d+ plans? found\.$/));
    await waitFor(() => expect(store.getState().plans.estimatesLoading).toBe(false));
    expect(status(view)).toMatch(/found/);
  });

  it('a postcode with no plans clears the count said for the postcode before (its message says why)', async () => {
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    await act(async () => changePostcode('3000'));
    await waitFor(() => expect(status(view)).toMatch(/^\d+ plans found\.$/));
    // Darwin: the retailer serves no plans in the NT.
    await act(async () => changePostcode('0800'));
    await waitFor(() => expect(view.queryAllByRole('article')).toHaveLength(0));
    await waitFor(() => expect(status(view)).toBe(''));
  });
});

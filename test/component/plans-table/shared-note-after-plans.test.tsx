import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { store } from '../../../src/store';
import '../../../widgets/plans-table/index';

// Its own file: the messages' code must not have been loaded by an earlier test (it loads once per page).
beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-snap.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  vi.restoreAllMocks();
});

describe('<ea-plans-table> with a note coming once the plans are shown', () => {
  // A shared link's note (plans it named that are no longer offered) is written once the plans are shown; its
  // code loads then. The plans must stay on screen meanwhile, not give way to the loading spinner.
  it('keeps the plans shown while the note loads, then shows the note above them', async () => {
    history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=2000');
    const el = document.createElement('ea-plans-table');
    const root = el.shadowRoot as ShadowRoot;
    await act(async () => {
      document.body.appendChild(el);
    });
    const view = within(root as unknown as HTMLElement);
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    const hidden: string[] = [];
    new MutationObserver(() => {
      if (root.querySelectorAll('article').length === 0) hidden.push('no plans');
      if (root.querySelector('.pt-loading')) hidden.push('spinner');
    }).observe(root, { childList: true, subtree: true });
    act(() => store.getState().patch('plans', { sharedPlansDropped: ['GONE-1'] }));
    expect(
      await view.findByText('Some plans in the link you opened are no longer available, so they are not shown.', { exact: false }),
    ).toBeTruthy();
    expect(hidden).toEqual([]);
    expect(view.getAllByRole('article').length).toBeGreaterThan(0);
    // Closed by its button: focus goes on to the plans, not to the page's top.
    const close = view.getByRole('button', { name: 'Close note' });
    close.focus();
    act(() => close.click());
    expect(view.queryByText('Some plans in the link you opened', { exact: false })).toBeNull();
    expect(root.activeElement).toBe(root.querySelector('.pt-grid'));
  });
});

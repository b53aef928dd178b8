import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';

// Its own file: the messages' code must not have been loaded by an earlier test (it loads once per page).
beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-mwp.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  vi.restoreAllMocks();
});

describe('<ea-plans-table> with a lookup message', () => {
  // Postcode 4000 answers electricity plans and a warning that gas is not supplied there. The warning's code
  // loads with the first message; the plans used to show before it and be pushed down when it came.
  it('shows the plans and the message above them together: the plans never show without it', async () => {
    history.replaceState(null, '', '/home/electricity-and-gas/plans?postcode=4000');
    const el = document.createElement('ea-plans-table');
    const root = el.shadowRoot as ShadowRoot;
    const plansWithoutMessage: number[] = [];
    new MutationObserver(() => {
      const plans = root.querySelectorAll('article').length;
      if (plans > 0 && !root.querySelector('[role="alert"]')) plansWithoutMessage.push(plans);
    }).observe(root, { childList: true, subtree: true });
    await act(async () => {
      document.body.appendChild(el);
    });
    const view = within(root as unknown as HTMLElement);
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    expect(view.getByText("Unfortunately we don't supply energy to postcode 4000.")).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(plansWithoutMessage).toEqual([]);
  });
});

import { act, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi, resetApi } from '../../../src/api';
import { resetBusMemory } from '../../../src/bus';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { resetStore } from '../../../src/store';
import '../../../widgets/plans-table/index';

/** Two plans the demo API offers at 2000. */
const LINKED = 'BALMC-AUSGRID-ENE1000018MRE4,FLEXI-AUSGRID-ENE1161235MRE1';

/**
 * Pays, once per test file, for what a test of the plans table does not check and what grows with the
 * machine's load: vitest compiling each lazily loaded part of the table (the URL rules, the shared-link
 * service, the compare tray, its view, the share panel, the breakdown…) on its first import, and the
 * demo API building its plan catalogue on its first lookup (about 1 s on an idle machine). Left inside
 * the tests, that one-off work ran in their first waits, each with a budget of one to four seconds, and a
 * busy machine ran them out (issue 23). It mounts the table once with a shared link's compared plans,
 * opens what the tests open, and leaves the page as a test expects to find it.
 */
export async function warmUpPlansTable(): Promise<void> {
  forgetStartup();
  forgetGlobalConfig();
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-warm-up.json` }), retries: 0 });
  history.replaceState(null, '', `/home/electricity-and-gas/plans?postcode=2000&fuel=ele&compare=${LINKED}`);
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const view = within(el.shadowRoot as unknown as HTMLElement);
  // Only a hang ends these waits: the warm-up is the one place the one-off work may take its time.
  const hang = { timeout: 60_000 };
  await waitFor(() => expect(view.queryAllByLabelText(/Calculating your/)).toHaveLength(0), hang);
  await view.findByRole('region', { name: 'Plans to compare' }, hang);
  await Promise.all([
    import('../../../widgets/plans-table/CompareView'),
    import('../../../widgets/plans-table/SharePanel'),
    import('../../../src/ui/EstimateBreakdown'),
  ]);
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  resetStore();
  resetBusMemory();
  resetApi();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

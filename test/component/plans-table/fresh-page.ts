import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';

/**
 * A fresh plans page for each test of the file, against the in-process reference API (its saved quotes in
 * `quotesName` under TMPDIR). For files that need what loads once per page (a lazily loaded part) not yet
 * loaded by another file's tests.
 */
export function freshPlansPage(quotesName: string): void {
  beforeEach(() => {
    forgetStartup();
    forgetGlobalConfig();
    configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/${quotesName}` }), retries: 0 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    await act(async () => {
      document.body.innerHTML = '';
    });
    stopPlansService();
    vi.restoreAllMocks();
  });
}

/** A plans table for the page at `path`, made but not yet on the page (`connect` puts it there). */
export function plansTableAt(path: string) {
  history.replaceState(null, '', path);
  const el = document.createElement('ea-plans-table');
  const root = el.shadowRoot as ShadowRoot;
  return {
    root,
    view: within(root as unknown as HTMLElement),
    connect: () =>
      act(async () => {
        document.body.appendChild(el);
      }),
  };
}

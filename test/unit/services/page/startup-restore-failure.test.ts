import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { forgetGlobalConfig } from '../../../../src/services/page/global-config';
import { forgetStartup, runStartup } from '../../../../src/services/page/startup';
import { createEaStore } from '../../../../src/store';
import { toBase64 } from '../../../../src/store/storage';

// The validating merge is a lazily loaded chunk in the build: here it fails as a chunk that did not load would.
vi.mock('../../../../src/store/validate', async (original) => ({
  ...(await original<typeof import('../../../../src/store/validate')>()),
  restoreStored: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
  loadSavedState: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

const SAVED = JSON.stringify({ app: { postcode: '2600' }, person: { firstName: 'Ada' } });

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  configureApi({
    fetch: async () =>
      new Response(JSON.stringify({ featureToggles: {} }), { status: 200, headers: { 'content-type': 'application/json' } }),
  });
});

afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('start-up when the saved-state merge cannot load', () => {
  it("keeps a returning visitor's saved state instead of overwriting it with this page's defaults", async () => {
    localStorage.setItem('ea_widgets_state', SAVED);
    history.replaceState(null, '', '/');
    const s = createEaStore();
    await runStartup(s, {});
    s.getState().setPostcode('3000');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem('ea_widgets_state')).toBe(SAVED);
    expect(s.getState().app.ready).toBe(true);
  });

  it('still applies the other URL parameters when exdat cannot be applied, with a warning', async () => {
    const exdat = toBase64(JSON.stringify({ person: { firstName: 'Grace' } }));
    history.replaceState(null, '', `/?exdat=${encodeURIComponent(exdat)}&postcode=3000&fuel=gas`);
    const s = createEaStore();
    await runStartup(s, {});
    expect(s.getState().app.postcode).toBe('3000');
    expect(s.getState().refine.fuelSelection).toBe('gas');
    expect(s.getState().person.firstName).toBe('');
    expect(vi.mocked(console.warn).mock.calls.some(([m]) => String(m).includes('ignored exdat'))).toBe(true);
  });
});

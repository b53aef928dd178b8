import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/api';
import { forgetAnalytics } from '../../../src/services/analytics';
import { forgetGlobalConfig } from '../../../src/services/global-config';
import { goTo, ROUTES } from '../../../src/services/routes';
import { forgetVisitor } from '../../../src/services/session';
import { ensureStarted, forgetStartup } from '../../../src/services/startup';
import { store } from '../../../src/store';

const w = window as unknown as { adobeDataLayer?: { event: string }[] };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  forgetStartup();
  forgetGlobalConfig();
  forgetVisitor();
  delete w.adobeDataLayer;
  history.replaceState(null, '', '/home/electricity-and-gas/plans');
  configureApi({ fetch: async () => json({ featureToggles: {} }) });
  await ensureStarted();
});
afterEach(() => {
  forgetAnalytics();
  delete w.adobeDataLayer;
  history.replaceState(null, '', '/');
});

describe('analytics on the page', () => {
  it('loads once the plans are shown and sends the first page view', async () => {
    await new Promise((r) => setTimeout(r, 150));
    expect(w.adobeDataLayer).toBeUndefined();
    store.getState().patch('plans', { electricityPlans: [{ code: 'TOT-1', id: 'TOT-1', name: 'Total Plan' }] });
    await vi.waitFor(() => expect(w.adobeDataLayer?.map((i) => i.event)).toEqual(['ea.pageView']));
    expect(store.getState().app.analyticsReady).toBe(true);
  });

  it('loads on the first route change', async () => {
    store.getState().patch('app', { journey: null });
    goTo(ROUTES.qualifier);
    // Loaded, but the plans journey still waits for plans or messages before it reports anything.
    await new Promise((r) => setTimeout(r, 150));
    expect(w.adobeDataLayer).toBeUndefined();
    // Only analytics already loaded hears this host postcode (and holds it until it starts).
    window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '3000', source: 'host' } }));
    store.getState().addMessage({ code: 'POSTCODE_NOT_SERVICED', fuel: 'electricity', level: 'error', visible: true });
    await vi.waitFor(() => expect(w.adobeDataLayer?.[0]).toMatchObject({ event: 'ea.pageView', page: { route: 'qualifier' } }));
    expect(w.adobeDataLayer?.[1]).toEqual({ event: 'ea.postcode', location: { postcode: '3000', state: 'VIC' } });
    goTo(ROUTES.root);
  });
});

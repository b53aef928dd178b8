import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createEaStore } from '../../../../src/store';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.resetModules();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.doUnmock('../../../../src/services/page/url-params');
  vi.restoreAllMocks();
});

/** The rules of the other parameters (./url-params.ts) failing to download, as without a network; `loaded` says they were asked for. */
function rulesFailingToLoad(): { loaded: boolean } {
  const rules = { loaded: false };
  vi.doMock('../../../../src/services/page/url-params', () => {
    rules.loaded = true;
    throw new Error('Failed to fetch dynamically imported module');
  });
  return rules;
}

describe('applyUrl (spec 1 §2)', () => {
  it('a postcode alone applies; an invalid one is ignored with a warning', async () => {
    const { applyUrl } = await import('../../../../src/services/page/url-state');
    const s = createEaStore();
    await applyUrl(s, '?PostCode=%203000%20&utm_source=mail');
    expect(s.getState().app.postcode).toBe('3000');
    await applyUrl(s, '?postcode=30');
    expect(s.getState().app.postcode).toBe('3000');
    expect(String(warn.mock.calls.at(-1)?.[0])).toMatch(/ignored postcode=30/);
  });

  it('any other parameter of the spec applies with the postcode, whatever its case', async () => {
    const { applyUrl } = await import('../../../../src/services/page/url-state');
    const s = createEaStore();
    await applyUrl(s, '?postcode=3000&FUEL=gas&Decline=true');
    expect(s.getState().app.postcode).toBe('3000');
    expect(s.getState().refine.fuelSelection).toBe('gas');
    expect(s.getState().app.quoteCancelled).toBe(true);
  });

  it('an NMI or MIRN of 10 or 11 letters and digits is kept; any other is ignored with a warning and keeps none', async () => {
    const { applyUrl } = await import('../../../../src/services/page/url-state');
    const s = createEaStore();
    await applyUrl(s, '?nmi=4102345678&MIRN=52612345678');
    expect(s.getState().connection).toMatchObject({ nmi: '4102345678', mirn: '52612345678' });
    await applyUrl(s, '?nmi=12345&mirn=5261-234567');
    expect(s.getState().connection).toMatchObject({ nmi: '4102345678', mirn: '52612345678' });
    const warned = warn.mock.calls.map((c) => String(c[0])).join('\n');
    expect(warned).toMatch(/ignored nmi=12345/);
    expect(warned).toMatch(/ignored mirn=5261-234567/);
  });

  it('a postcode and a fuel alone apply without the rules of the others (no download before the lookup)', async () => {
    const rules = rulesFailingToLoad();
    const { applyUrl } = await import('../../../../src/services/page/url-state');
    const s = createEaStore();
    await applyUrl(s, '?postcode=3000&Fuel=ele&utm_source=mail');
    expect(s.getState().app.postcode).toBe('3000');
    expect(s.getState().refine.fuelSelection).toBe('electricity');
    expect(rules.loaded).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    await applyUrl(s, '?fuel=wind');
    expect(s.getState().refine.fuelSelection).toBe('electricity');
    expect(String(warn.mock.calls.at(-1)?.[0])).toMatch(/ignored fuel=wind/);
    expect(rules.loaded).toBe(false);
  });

  it('when the rules of the other parameters cannot load, the postcode and fuel still apply and the rest is logged as ignored', async () => {
    rulesFailingToLoad();
    const { applyUrl } = await import('../../../../src/services/page/url-state');
    const s = createEaStore();
    await applyUrl(s, '?postcode=3000&fuel=gas&green=1');
    expect(s.getState().app.postcode).toBe('3000');
    expect(s.getState().refine.fuelSelection).toBe('gas');
    expect(s.getState().quote.greenOption).not.toBe(1);
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/ignored the URL's parameters other than postcode and fuel/);
  });
});

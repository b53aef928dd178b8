import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEaStore, dataOf, persistence, storage, store } from '../../../src/store';

const { STATE_KEY } = storage;
const s = () => store.getState();

/** Makes a web storage getter throw, as a browser with storage blocked does; restored after each test. */
const replaced: { name: 'localStorage' | 'sessionStorage'; descriptor: PropertyDescriptor | undefined }[] = [];
function blockStorage(name: 'localStorage' | 'sessionStorage'): void {
  replaced.push({ name, descriptor: Object.getOwnPropertyDescriptor(window, name) });
  Object.defineProperty(window, name, {
    get() {
      throw new DOMException('denied', 'SecurityError');
    },
    configurable: true,
  });
}

afterEach(() => {
  for (const { name, descriptor } of replaced.splice(0).reverse()) {
    if (descriptor) Object.defineProperty(window, name, descriptor);
    else delete (window as unknown as Record<string, unknown>)[name];
  }
});

/**
 * Replaces `setItem` of one storage (restored after each test). happy-dom binds storage methods
 * per instance, so the instance itself is patched, not Storage.prototype.
 */
const patched: { target: Storage; original: Storage['setItem'] }[] = [];
function replaceSetItem(target: Storage, replacement: (original: Storage['setItem'], key: string, value: string) => void): void {
  const original = target.setItem;
  patched.push({ target, original });
  Object.defineProperty(target, 'setItem', {
    value: (key: string, value: string) => replacement(original, key, value),
    configurable: true,
    writable: true,
  });
}
afterEach(() => {
  for (const { target, original } of patched.splice(0).reverse())
    Object.defineProperty(target, 'setItem', { value: original, configurable: true, writable: true });
});

/** Makes setItem on one storage throw a quota error (the other storage keeps working). */
function fillUp(target: Storage): void {
  replaceSetItem(target, () => {
    throw new DOMException('full', 'QuotaExceededError');
  });
}

const stateCookie = (): string | null => storage.readCookie(STATE_KEY);
const decodeCookie = (): unknown => JSON.parse(storage.fromBase64(stateCookie() ?? '') ?? 'null');

describe('save: local → session → cookie (spec 1 §4)', () => {
  it('saves to local storage when it works, and nowhere else', async () => {
    s().setPostcode('3000');
    expect(persistence.save(dataOf(s()))).toBe('local');
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').app.postcode).toBe('3000');
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(stateCookie()).toBeNull();
  });

  it('a full local storage (QuotaExceededError) falls to session storage without throwing', async () => {
    fillUp(localStorage);
    s().setPostcode('3000');
    expect(persistence.save(dataOf(s()))).toBe('session');
    expect(JSON.parse(sessionStorage.getItem(STATE_KEY) ?? '{}').app.postcode).toBe('3000');
    expect(localStorage.getItem(STATE_KEY)).toBeNull();
  });

  it('both web storages blocked (SecurityError getters) → a base64 JSON cookie', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    s().setPostcode('3000');
    s().patch('person', { firstName: 'Ada' });
    expect(persistence.save(dataOf(s()))).toBe('cookie');
    const blob = decodeCookie() as { app: { postcode: string }; person: { firstName: string } };
    expect(blob.app.postcode).toBe('3000');
    expect(blob.person.firstName).toBe('Ada');
  });

  it('the state cookie fits the browser limit of 4096 bytes per cookie', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    s().setPostcode('3000');
    s().patch('person', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    s().setCustomerUsage('electricity', 4000);
    s().selectPlan('electricity', 'ELE-1');
    expect(persistence.save(dataOf(s()))).toBe('cookie');
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${STATE_KEY}=`)) ?? '';
    expect(entry.length).toBeGreaterThan(STATE_KEY.length + 1);
    expect(entry.length).toBeLessThanOrEqual(4096);
  });

  it('state too large for a cookie is not written as a cut-off cookie: save reports null', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    s().patch('person', { firstName: 'x'.repeat(5000) });
    expect(persistence.save(dataOf(s()))).toBeNull();
    expect(stateCookie()).toBeNull();
  });

  it('full local and blocked session storage → cookie', async () => {
    fillUp(localStorage);
    blockStorage('sessionStorage');
    s().setPostcode('4000');
    expect(persistence.save(dataOf(s()))).toBe('cookie');
    expect((decodeCookie() as { app: { postcode: string } }).app.postcode).toBe('4000');
  });

  it('nothing accepts the write → null, the state stays in memory, nothing throws', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    // Cookies refused too (a browser with every storage blocked).
    Object.defineProperty(document, 'cookie', { get: () => '', set: () => undefined, configurable: true });
    try {
      s().setPostcode('3000');
      expect(persistence.save(dataOf(s()))).toBeNull();
      expect(s().app.postcode).toBe('3000');
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });

  it('local storage working again after a visit saved to session storage: the next visit gets the newest state, not the old session copy', async () => {
    fillUp(localStorage);
    s().setPostcode('3000');
    expect(persistence.save(dataOf(s()))).toBe('session');
    patched.splice(0).forEach(({ target, original }) => Object.defineProperty(target, 'setItem', { value: original, configurable: true }));
    s().setPostcode('5000');
    expect(persistence.save(dataOf(s()))).toBe('local');
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    const next = createEaStore();
    await persistence.restore(next);
    expect(next.getState().app.postcode).toBe('5000');
  });

  it('a cookie copy (only what differs from the defaults) does not bring back an older local copy that can no longer be written', async () => {
    s().setPostcode('3000');
    expect(persistence.save(dataOf(s()))).toBe('local');
    fillUp(localStorage);
    blockStorage('sessionStorage');
    s().setPostcode('2000'); // the default: absent from the cookie's copy
    expect(persistence.save(dataOf(s()))).toBe('cookie');
    expect(localStorage.getItem(STATE_KEY)).toBeNull();
    const next = createEaStore();
    await persistence.restore(next);
    expect(next.getState().app.postcode).toBe('2000');
  });

  it('nothing accepts the write: the copies saved before stay (older state beats none)', async () => {
    s().setPostcode('3000');
    expect(persistence.save(dataOf(s()))).toBe('local');
    fillUp(localStorage);
    blockStorage('sessionStorage');
    s().patch('person', { firstName: 'x'.repeat(5000) });
    expect(persistence.save(dataOf(s()))).toBeNull();
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').app.postcode).toBe('3000');
  });

  it('the ready flag and the plan lists are not saved', async () => {
    s().setReady(true);
    s().patch('plans', {
      electricityPlans: [{ code: 'E', id: '1', name: 'E' }],
      gasPlans: [{ code: 'G', id: '2', name: 'G' }],
      currentPlanElectricity: { code: 'C', id: '3', name: 'C' },
      currentPlanGas: { code: 'D', id: '4', name: 'D' },
      messages: [{ code: 'X', fuel: 'gas', level: 'error', visible: true }],
    });
    s().selectPlan('gas', 'G');
    persistence.save(dataOf(s()));
    const blob = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}');
    expect(blob.app).not.toHaveProperty('ready');
    expect(blob.plans).not.toHaveProperty('electricityPlans');
    expect(blob.plans).not.toHaveProperty('gasPlans');
    expect(blob.plans).not.toHaveProperty('currentPlanElectricity');
    expect(blob.plans).not.toHaveProperty('currentPlanGas');
    expect(blob.plans).not.toHaveProperty('messages');
    expect(blob.plans.selectedGasPlanCode).toBe('G');
  });

  it('an expired quote is shown on the page where it answered only: the state saved is live (not expired, not at the expired stage)', async () => {
    s().expireQuote();
    s().patch('app', { checkoutStage: 'expired' });
    s().patch('quote', { campaignId: 'C1' });
    persistence.save(dataOf(s()));
    const blob = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}');
    expect(blob.quote.quoteExpired).toBe(false);
    expect(blob.app.checkoutStage).toBe('plans');
    expect(blob.quote.campaignId).toBe('C1');
    // The page itself still shows it.
    expect(s().quote.quoteExpired).toBe(true);
    expect(s().app.checkoutStage).toBe('expired');
    // Any other stage is saved as it is.
    s().patch('app', { checkoutStage: 'review' });
    persistence.save(dataOf(s()));
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').app.checkoutStage).toBe('review');
  });
});

describe('restore (spec 1 §4)', () => {
  it('merges local, then session, then cookie: later ones win per field, earlier fields survive', async () => {
    localStorage.setItem(
      STATE_KEY,
      JSON.stringify({ app: { postcode: '3000' }, person: { firstName: 'Local' }, quote: { campaignId: 'L' } }),
    );
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ app: { postcode: '4000' }, person: { firstName: 'Session' } }));
    storage.writeCookie(STATE_KEY, storage.toBase64(JSON.stringify({ app: { postcode: '5000' } })));
    const target = createEaStore();
    await persistence.restore(target);
    expect(target.getState().app.postcode).toBe('5000');
    expect(target.getState().person.firstName).toBe('Session');
    expect(target.getState().quote.campaignId).toBe('L');
    expect(target.getState().quote.userDataLoaded).toBe(false);
  });

  it('drops the ready flag', async () => {
    localStorage.setItem(STATE_KEY, JSON.stringify({ app: { ready: true, postcode: '3000' } }));
    await persistence.restore(store);
    expect(s().app.ready).toBe(false);
    expect(s().app.postcode).toBe('3000');
  });

  it('estimates are not saved (a restore never showed them, and 10,000 of them made every save a long task)', async () => {
    s().patch('plans', {
      estimates: {
        electricity: {
          E1: {
            planId: 'E1',
            value: 1234,
            unconditionalValue: 1300,
            estimatePeriod: 'ANNUAL',
            usageForPeriod: 4000,
            annualUsage: 4000,
            creditsIncluded: 'YES',
          },
        },
        gas: {},
      },
      estimatesLoading: true,
    });
    persistence.save(dataOf(s()));
    const blob = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}');
    expect(blob.plans).not.toHaveProperty('estimates');
    const target = createEaStore();
    await persistence.restore(target);
    expect(target.getState().plans.estimates).toEqual({ electricity: {}, gas: {} });
    expect(target.getState().plans.estimatesLoading).toBe(false);
  });

  it('a save then a restore into a fresh store gives the same data (apart from what is not saved)', async () => {
    s().setPostcode('3000');
    s().patch('person', { firstName: 'Ada', email: 'ada@example.com' });
    s().setCustomerUsage('gas', 7300);
    s().patch('refine', { fuelSelection: 'gas' });
    persistence.save(dataOf(s()));
    const target = createEaStore();
    await persistence.restore(target);
    expect(dataOf(target.getState())).toEqual(dataOf(s()));
  });

  it.each([
    ['bad base64', '%%%not-base64%%%'],
    ['truncated JSON', storage.toBase64('{"app":{"postcode":"30')],
    ['a JSON array', storage.toBase64('[{"app":{"postcode":"3000"}}]')],
    ['a JSON string', storage.toBase64('"hello"')],
    ['invalid UTF-8', btoa('\xff\xfe{')],
  ])('a cookie with %s is ignored without throwing', async (_label, value) => {
    document.cookie = `${STATE_KEY}=${encodeURIComponent(value)}; path=/`;
    await expect(persistence.restore(store)).resolves.toBe(false);
    expect(s().app.postcode).toBe('2000');
  });

  it('a corrupt local copy is skipped and the session copy still applies', async () => {
    localStorage.setItem(STATE_KEY, '{"app":{"postcode":"30');
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ app: { postcode: '4000' } }));
    await expect(persistence.restore(store)).resolves.toBe(true);
    expect(s().app.postcode).toBe('4000');
  });

  it('blocked web storages are skipped and the cookie applies', async () => {
    storage.writeCookie(STATE_KEY, storage.toBase64(JSON.stringify({ app: { postcode: '6000' } })));
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    await expect(persistence.restore(store)).resolves.toBe(true);
    expect(s().app.postcode).toBe('6000');
  });

  it('getItem throwing is survived and the next storage still applies', async () => {
    localStorage.setItem(STATE_KEY, JSON.stringify({ app: { postcode: '3000' } }));
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ person: { firstName: 'Ada' } }));
    const original = localStorage.getItem;
    Object.defineProperty(localStorage, 'getItem', {
      value: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      configurable: true,
      writable: true,
    });
    try {
      await expect(persistence.restore(store)).resolves.toBe(true);
      expect(s().app.postcode).toBe('2000');
      expect(s().person.firstName).toBe('Ada');
    } finally {
      Object.defineProperty(localStorage, 'getItem', { value: original, configurable: true, writable: true });
    }
  });

  it('a hostile stored blob pollutes nothing', async () => {
    localStorage.setItem(STATE_KEY, '{"__proto__":{"polluted":1},"app":{"constructor":{"prototype":{"polluted":1}},"postcode":"3000"}}');
    storage.writeCookie(STATE_KEY, storage.toBase64('{"person":{"__proto__":{"polluted":1}}}'));
    await persistence.restore(store);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(s().app.postcode).toBe('3000');
  });
});

describe('UTF-8 through the base64 cookie', () => {
  it('round-trips "Café ☀" and emoji', async () => {
    const text = 'Café ☀ 👩‍🔧';
    expect(storage.fromBase64(storage.toBase64(text))).toBe(text);
  });

  it('accepts URL-safe base64', async () => {
    const standard = storage.toBase64('??>>');
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
    expect(storage.fromBase64(urlSafe)).toBe('??>>');
  });

  it('a name with accents survives save → cookie → restore', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    s().patch('person', { firstName: 'Café ☀', lastName: 'Ñúñez' });
    expect(persistence.save(dataOf(s()))).toBe('cookie');
    const target = createEaStore();
    await persistence.restore(target);
    expect(target.getState().person.firstName).toBe('Café ☀');
    expect(target.getState().person.lastName).toBe('Ñúñez');
  });
});

describe('cookie attributes (spec 1 §9)', () => {
  it('the state cookie lives one day on the whole site', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set');
    persistence.save(dataOf(s()));
    for (const [value] of set.mock.calls) written.push(String(value));
    const cookie = written.find((c) => c.startsWith(`${STATE_KEY}=`)) ?? '';
    expect(cookie).toContain(`expires=${new Date(now + 86_400_000).toUTCString()}`);
    expect(cookie).toContain('path=/');
  });
});

describe('persistOnChange', () => {
  it('writes once for all the changes before the page is idle, and stops after unsubscribe', async () => {
    const setItem = vi.fn();
    replaceSetItem(localStorage, (original, key, value) => {
      setItem(key);
      original(key, value);
    });
    const off = persistence.persistOnChange(store);
    s().setPostcode('3000');
    s().patch('person', { firstName: 'Ada' });
    s().selectPlan('gas', 'G');
    expect(setItem).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(setItem).toHaveBeenCalledTimes(1));
    const blob = JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}');
    expect(blob.person.firstName).toBe('Ada');
    expect(blob.plans.selectedGasPlanCode).toBe('G');
    off();
    s().setPostcode('4000');
    await new Promise((r) => setTimeout(r, 600));
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('saves what is still pending when it stops', () => {
    const off = persistence.persistOnChange(store);
    s().selectPlan('gas', 'G9');
    off();
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').plans.selectedGasPlanCode).toBe('G9');
  });

  it('writes at once when the page is left or hidden', () => {
    const off = persistence.persistOnChange(store);
    s().selectPlan('electricity', 'E1');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').plans.selectedElectricityPlanCode).toBe('E1');
    s().selectPlan('electricity', 'E2');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '{}').plans.selectedElectricityPlanCode).toBe('E2');
    off();
  });

  it('a failing storage during a change does not throw into the caller', async () => {
    fillUp(localStorage);
    blockStorage('sessionStorage');
    const off = persistence.persistOnChange(store);
    expect(() => s().setPostcode('3000')).not.toThrow();
    await vi.waitFor(() => expect((decodeCookie() as { app: { postcode: string } } | null)?.app.postcode).toBe('3000'));
    off();
  });
});

describe('clearSaved', () => {
  it('removes the saved state from every storage', async () => {
    localStorage.setItem(STATE_KEY, '{}');
    sessionStorage.setItem(STATE_KEY, '{}');
    storage.writeCookie(STATE_KEY, storage.toBase64('{}'));
    persistence.clearSaved();
    expect(localStorage.getItem(STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(stateCookie()).toBeNull();
  });

  it('does not throw when storages are blocked', async () => {
    blockStorage('localStorage');
    blockStorage('sessionStorage');
    expect(() => persistence.clearSaved()).not.toThrow();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceLocation, emit, EVENT_NAMES, onLocationUpdate, WIDGETS_SOURCE } from '../../../src/bus';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
  delete (Object.prototype as Record<string, unknown>).polluted;
});

const hostSays = (detail: unknown): void => void window.dispatchEvent(new CustomEvent('ea:location-update', { detail }));

function subscribe() {
  const handler = vi.fn();
  offs.push(onLocationUpdate(handler));
  return handler;
}

/** Records what reaches the host page for one event name. */
function hostHears(name: string) {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  offs.push(() => window.removeEventListener(name, listener));
  return heard;
}

describe('location updates (EMBEDDING.md)', () => {
  it('a host update with a new postcode reaches the handler', () => {
    const handler = subscribe();
    hostSays({ postcode: '3000', state: 'VIC', source: 'host' });
    expect(handler).toHaveBeenCalledWith({ postcode: '3000', state: 'VIC', source: 'host' });
  });

  it('the widgets’ own updates (source "widgets") are ignored', () => {
    const handler = subscribe();
    hostSays({ postcode: '3000', source: WIDGETS_SOURCE });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a repeated postcode is ignored; a different one passes', () => {
    const handler = subscribe();
    hostSays({ postcode: '3000', source: 'host' });
    hostSays({ postcode: '3000', source: 'other-host-widget' });
    hostSays({ postcode: ' 3000 ', source: 'host' });
    expect(handler).toHaveBeenCalledTimes(1);
    hostSays({ postcode: '4000', source: 'host' });
    expect(handler).toHaveBeenCalledTimes(2);
    hostSays({ postcode: '3000', source: 'host' });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it.each(['300', '30000', 'abcd', '', '3O00'])('postcode %j (not 4 digits) is ignored with a warning', (postcode) => {
    const handler = subscribe();
    hostSays({ postcode, source: 'host' });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('an invalid update heard by several widgets is warned of once (each widget is one listener); the next one is warned of again', () => {
    const handlers = [subscribe(), subscribe(), subscribe()];
    hostSays({ postcode: '30000', source: 'host' });
    for (const handler of handlers) expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.join(' '))).toContain('ignored ea:location-update');
    hostSays([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.join(' '))).toContain('the detail must be an object');
  });

  it('an ignored invalid postcode does not count as "seen" (the next valid one still passes)', () => {
    const handler = subscribe();
    hostSays({ postcode: 'abcd', source: 'host' });
    hostSays({ postcode: '3000', source: 'host' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('every widget on the page hears a new postcode, not only the first subscriber', () => {
    const first = subscribe();
    const second = subscribe();
    const third = subscribe();
    hostSays({ postcode: '3000', source: 'host' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).toHaveBeenCalledTimes(1);
    hostSays({ postcode: '3000', source: 'host' });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('unsubscribe via the returned function and via AbortSignal', () => {
    const a = vi.fn();
    const b = vi.fn();
    const off = onLocationUpdate(a);
    const controller = new AbortController();
    onLocationUpdate(b, controller.signal);
    off();
    controller.abort();
    hostSays({ postcode: '3000', source: 'host' });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('a __proto__ payload pollutes nothing', () => {
    const handler = subscribe();
    hostSays(JSON.parse('{"postcode":"3000","source":"host","__proto__":{"polluted":1}}'));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('announceLocation', () => {
  it('emits ea:location-update with source "widgets"', () => {
    const heard = hostHears('ea:location-update');
    announceLocation('3000', 'VIC');
    announceLocation('4000');
    expect(heard).toEqual([
      { postcode: '3000', state: 'VIC', source: 'widgets' },
      { postcode: '4000', source: 'widgets' },
    ]);
  });

  it('does not announce the same postcode twice in a row', () => {
    const heard = hostHears('ea:location-update');
    announceLocation('3000');
    announceLocation('3000');
    expect(heard).toHaveLength(1);
  });

  it('refuses an invalid postcode with a warning', () => {
    const heard = hostHears('ea:location-update');
    announceLocation('30');
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });

  it('the widgets do not react to their own announcement', () => {
    const handler = subscribe();
    announceLocation('3000');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a host listener that throws does not break the announcing widget', () => {
    const thrower = () => {
      throw new Error('host bug');
    };
    window.addEventListener('ea:location-update', thrower);
    try {
      expect(() => announceLocation('3000')).not.toThrow();
    } finally {
      window.removeEventListener('ea:location-update', thrower);
    }
  });
});

describe('emit', () => {
  it('sends a valid lookup-completed detail to the host', () => {
    const heard = hostHears('ea:lookup-completed');
    emit('ea:lookup-completed', { blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'MIRN_NOT_FOUND' });
    expect(heard).toEqual([{ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'MIRN_NOT_FOUND' }]);
  });

  it('sends a plan-load failure with status, params and fuel', () => {
    const heard = hostHears('ea:plan-load-failed');
    emit('ea:plan-load-failed', { status: 'NMI_NOT_FOUND', params: { nmi: '4102345678' }, fuel: 'electricity' });
    expect(heard).toEqual([{ status: 'NMI_NOT_FOUND', params: { nmi: '4102345678' }, fuel: 'electricity' }]);
  });

  it.each([
    ['ea:lookup-completed', { blocked: 'no', electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' }],
    ['ea:plan-load-failed', { status: 'X', params: {}, fuel: 'both' }],
    ['ea:plan-load-failed', { status: 'X', params: [], fuel: 'gas' }],
    ['ea:location-update', { postcode: '3000' }],
  ] as const)('refuses an invalid %s detail with a warning and sends nothing', (name, detail) => {
    const heard = hostHears(name);
    emit(name, detail as never);
    expect(heard).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a __proto__ key in params reaches the host as nothing harmful', () => {
    const heard = hostHears('ea:plan-load-failed');
    emit('ea:plan-load-failed', { status: 'X', params: JSON.parse('{"postcode":"2000","__proto__":{"polluted":1}}'), fuel: 'gas' });
    expect(heard).toHaveLength(1);
    const params = (heard[0] as { params: Record<string, unknown> }).params;
    expect(params.postcode).toBe('2000');
    expect(params.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a host page that added an enumerable Object.prototype property: nothing is thrown into the emitting code, nothing sent', () => {
    const heard = hostHears('ea:plan-load-failed');
    Object.defineProperty(Object.prototype, 'hostExtra', { value: () => undefined, enumerable: true, configurable: true, writable: true });
    try {
      expect(() => emit('ea:plan-load-failed', { status: 'X', params: { postcode: '2000' }, fuel: 'gas' })).not.toThrow();
    } finally {
      delete (Object.prototype as Record<string, unknown>).hostExtra;
    }
    expect(heard).toEqual([]);
  });

  it('names every contract event, plus the cart-opening event of our own', () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      [
        'ea:address-clear',
        'ea:address-update',
        'ea:location-update',
        'ea:lookup-completed',
        'ea:open-refine',
        'ea:plan-load',
        'ea:plan-load-failed',
        'ea:refine',
        'ea:open-cart',
      ].sort(),
    );
  });
});

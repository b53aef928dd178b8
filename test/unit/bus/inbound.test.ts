import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboundEventsApplied, on, type EaInboundEventName } from '../../../src/bus';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
  delete (Object.prototype as Record<string, unknown>).polluted;
});

function listen<K extends EaInboundEventName>(name: K) {
  const handler = vi.fn();
  offs.push(on(name, handler));
  return handler;
}
const send = (name: string, detail?: unknown): boolean => window.dispatchEvent(new CustomEvent(name, { detail }));

const address = { postcode: '3000', label: '1 Collins St', state: 'vic' };

const cases: { name: EaInboundEventName; valid: [string, unknown, unknown][]; invalid: [string, unknown][] }[] = [
  {
    name: 'ea:location-update',
    valid: [
      ['postcode and source', { postcode: '3000', source: 'host' }, { postcode: '3000', source: 'host' }],
      [
        'with a state in any case, trimmed',
        { postcode: ' 3000 ', state: ' vic ', source: 'host' },
        { postcode: '3000', state: 'VIC', source: 'host' },
      ],
    ],
    invalid: [
      ['no detail', undefined],
      ['a 3-digit postcode', { postcode: '300', source: 'host' }],
      ['a numeric postcode', { postcode: 3000, source: 'host' }],
      ['no source', { postcode: '3000' }],
      ['an unknown state', { postcode: '3000', state: 'XX', source: 'host' }],
      ['a string detail', '3000'],
    ],
  },
  {
    name: 'ea:plan-load',
    valid: [
      ['empty', {}, {}],
      [
        'postcode, nmi, mirn',
        { postcode: '2000', nmi: '4102345678', mirn: '53212345678' },
        { postcode: '2000', nmi: '4102345678', mirn: '53212345678' },
      ],
      ['an address', { address }, { address: { postcode: '3000', label: '1 Collins St', state: 'VIC' } }],
    ],
    invalid: [
      ['a short NMI', { nmi: '123' }],
      ['an NMI with symbols', { nmi: '41023456;;' }],
      ['an address without postcode', { address: { label: 'x' } }],
      ['a bad postcode', { postcode: '20 00' }],
      ['null', null],
      ['an array', [1]],
    ],
  },
  {
    name: 'ea:refine',
    valid: [
      ['fuel ele maps to electricity', { fuel: 'ELE' }, { fuel: 'electricity' }],
      ['period any case', { period: 'monthly' }, { period: 'MONTHLY' }],
      [
        'numeric strings become numbers',
        { greenOption: '10', electricityUsage: { type: 'custom', value: '12.5' } },
        { greenOption: 10, electricityUsage: { type: 'custom', value: 12.5 } },
      ],
      ['usage type any case', { gasUsage: { type: 'HIGH' } }, { gasUsage: { type: 'high' } }],
      ['average is the benchmark', { electricityUsage: { type: 'Average' } }, { electricityUsage: { type: 'benchmark' } }],
    ],
    invalid: [
      ['an unknown fuel', { fuel: 'water' }],
      ['an unknown period', { period: 'WEEKLY' }],
      ['a fractional green option', { greenOption: 2.5 }],
      ['a non-numeric green option', { greenOption: 'lots' }],
      ['custom usage without a value', { electricityUsage: { type: 'custom' } }],
      ['custom usage of 0', { gasUsage: { type: 'custom', value: 0 } }],
      ['a negative usage value', { gasUsage: { type: 'low', value: -1 } }],
      ['an unknown usage type', { electricityUsage: { type: 'enormous' } }],
      ['NaN green option', { greenOption: Number.NaN }],
      ['Infinity usage', { electricityUsage: { type: 'custom', value: Number.POSITIVE_INFINITY } }],
    ],
  },
  {
    name: 'ea:open-refine',
    valid: [
      ['empty object', {}, {}],
      ['no detail', undefined, {}],
    ],
    invalid: [
      ['a string', 'open'],
      ['a number', 1],
    ],
  },
  {
    name: 'ea:address-update',
    valid: [
      ['an address', { address }, { address: { postcode: '3000', label: '1 Collins St', state: 'VIC' } }],
      [
        'an address with null parts (no unit)',
        { address: { postcode: '2000', unitNumber: null, streetNumber: '1', streetName: 'Martin Place' } },
        { address: { postcode: '2000', streetNumber: '1', streetName: 'Martin Place' } },
      ],
    ],
    invalid: [
      ['no address', {}],
      ['an address that is null', { address: null }],
      ['an address with a null postcode', { address: { postcode: null, streetName: 'Martin Place' } }],
      ['an address with a bad postcode', { address: { postcode: 'abcd' } }],
      ['an address with a label too long', { address: { postcode: '3000', label: 'x'.repeat(301) } }],
      ['an address as a string', { address: '1 Collins St' }],
    ],
  },
  {
    name: 'ea:address-clear',
    valid: [
      ['empty object', {}, {}],
      ['no detail', undefined, {}],
    ],
    invalid: [['a boolean', true]],
  },
];

describe.each(cases)('$name', ({ name, valid, invalid }) => {
  it.each(valid)('valid: %s → handler gets the normalised detail, no warning', (_label, detail, expected) => {
    const handler = listen(name);
    send(name, detail);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(invalid)('invalid: %s → ignored with a console warning', (_label, detail) => {
    const handler = listen(name);
    send(name, detail);
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(name);
  });
});

describe('unknown fields', () => {
  it('are not passed to the handler', () => {
    const handler = listen('ea:plan-load');
    send('ea:plan-load', { postcode: '2000', evil: '<img onerror=alert(1)>' });
    expect(handler).toHaveBeenCalledWith({ postcode: '2000' });
  });
});

describe('a throwing handler', () => {
  it('does not propagate to the host’s dispatchEvent, is logged, and other listeners still run', () => {
    offs.push(
      on('ea:plan-load', () => {
        throw new Error('boom');
      }),
    );
    const after = listen('ea:plan-load');
    const onerror = vi.fn();
    window.addEventListener('error', onerror);
    try {
      expect(() => send('ea:plan-load', { postcode: '2000' })).not.toThrow();
    } finally {
      window.removeEventListener('error', onerror);
    }
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    expect(onerror).not.toHaveBeenCalled();
  });
});

describe('order of application', () => {
  it('an event whose handler first loads its code holds back the events after it, whichever listener they go to', async () => {
    const applied: string[] = [];
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    offs.push(on('ea:refine', () => loaded.then(() => void applied.push('refine'))));
    offs.push(on('ea:plan-load', (d) => void applied.push(`plan-load ${d.postcode ?? ''}`)));
    send('ea:refine', { postcode: '3000' });
    send('ea:plan-load', { postcode: '2000' });
    // Validation is still immediate: an invalid event is refused at once, and not queued.
    send('ea:plan-load', { postcode: 'abc' });
    expect(warn).toHaveBeenCalled();
    expect(applied).toEqual([]);
    release();
    await inboundEventsApplied();
    expect(applied).toEqual(['refine', 'plan-load 2000']);
    // Nothing pending: the next event is applied at once, during the host's dispatch.
    send('ea:plan-load', { postcode: '4000' });
    expect(applied).toEqual(['refine', 'plan-load 2000', 'plan-load 4000']);
  });

  it('a handler whose loading fails is logged, and the events after it still apply', async () => {
    const applied: string[] = [];
    offs.push(on('ea:refine', () => Promise.reject(new Error('chunk failed'))));
    offs.push(on('ea:plan-load', () => void applied.push('plan-load')));
    send('ea:refine', {});
    send('ea:plan-load', { postcode: '2000' });
    await inboundEventsApplied();
    expect(applied).toEqual(['plan-load']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('handling ea:refine failed'), expect.any(Error));
  });
});

describe('unsubscribing', () => {
  it('via the returned function', () => {
    const handler = vi.fn();
    const off = on('ea:open-refine', handler);
    send('ea:open-refine', {});
    off();
    send('ea:open-refine', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('via an AbortSignal', () => {
    const handler = vi.fn();
    const controller = new AbortController();
    on('ea:address-clear', handler, controller.signal);
    send('ea:address-clear', {});
    controller.abort();
    send('ea:address-clear', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('an already aborted signal never subscribes', () => {
    const handler = vi.fn();
    on('ea:address-clear', handler, AbortSignal.abort());
    send('ea:address-clear', {});
    expect(handler).not.toHaveBeenCalled();
  });

  it('events of another name do not reach the handler', () => {
    const handler = listen('ea:address-clear');
    send('ea:open-refine', {});
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('hostile payloads', () => {
  it.each([
    ['ea:plan-load', '{"postcode":"2000","__proto__":{"polluted":1}}'],
    ['ea:refine', '{"fuel":"gas","__proto__":{"polluted":1},"electricityUsage":{"type":"low","__proto__":{"polluted":1}}}'],
    ['ea:address-update', '{"address":{"postcode":"3000","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}}'],
    ['ea:location-update', '{"postcode":"3000","source":"host","constructor":{"prototype":{"polluted":1}}}'],
    ['ea:open-refine', '{"__proto__":{"polluted":1}}'],
  ] as const)('%s with __proto__ / constructor.prototype pollutes nothing', (name, json) => {
    const handler = listen(name);
    send(name, JSON.parse(json));
    expect(handler).toHaveBeenCalledTimes(1);
    const detail = handler.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(detail)).toBe(Object.prototype);
    expect(detail.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a detail with a getter that throws is ignored, not thrown into the host', () => {
    const handler = listen('ea:plan-load');
    const detail = Object.defineProperty({}, 'postcode', {
      enumerable: true,
      get() {
        throw new Error('trap');
      },
    });
    expect(() => send('ea:plan-load', detail)).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it.each(['ea:plan-load', 'ea:refine', 'ea:address-update', 'ea:address-clear', 'ea:location-update', 'ea:open-refine'] as const)(
    '%s with a revoked proxy as its detail is ignored with a warning, not thrown into the host',
    (name) => {
      const handler = listen(name);
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      const thrown: unknown[] = [];
      const onError = (event: ErrorEvent): void => void thrown.push(event.error ?? event.message);
      window.addEventListener('error', onError);
      try {
        expect(() => send(name, proxy)).not.toThrow();
      } finally {
        window.removeEventListener('error', onError);
      }
      expect(thrown).toEqual([]);
      expect(handler).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`ignored ${name}: the detail could not be read`));
    },
  );
});

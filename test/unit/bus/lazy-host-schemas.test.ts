import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The host's richer events (ea:plan-load, ea:refine, ea:address-update) validate with rules the page
 * loads on the first such event: a fresh bus (this test's own module instance, before anything
 * loaded them) still handles every event, valid ones in the order sent, invalid ones ignored.
 */
describe('host event rules load with the first host event', () => {
  afterEach(() => vi.restoreAllMocks());

  it('handles events sent before the rules loaded, in order, and ignores invalid ones', async () => {
    vi.resetModules();
    const bus = await import('../../../src/bus/bus');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: string[] = [];
    const offs = [
      bus.on('ea:refine', (d) => void seen.push(`refine ${d.period ?? ''}`)),
      bus.on('ea:plan-load', (d) => void seen.push(`load ${d.postcode ?? ''}`)),
      bus.on('ea:address-update', (d) => void seen.push(`address ${d.address.postcode}`)),
      bus.on('ea:open-cart', () => void seen.push('cart')),
    ];
    const send = (name: string, detail: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));
    send('ea:plan-load', { postcode: '2000' });
    send('ea:refine', { period: 'fortnightly' });
    send('ea:address-update', { address: { postcode: '3000', unitNumber: null, label: '1 Collins St' } });
    send('ea:refine', { period: 'monthly' });
    // An event without a payload needs no rules: handled at once, after those already waiting.
    send('ea:open-cart', {});
    expect(seen).toEqual([]);
    await bus.inboundEventsApplied();
    expect(seen).toEqual(['load 2000', 'address 3000', 'refine MONTHLY', 'cart']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored ea:refine: period'));
    // Once loaded, a host event is handled as it is sent.
    send('ea:plan-load', { postcode: '4000' });
    await bus.inboundEventsApplied();
    expect(seen.at(-1)).toBe('load 4000');
    for (const off of offs) off();
  });
});

describe('a warning per event and reason', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/bus/host-schemas');
    vi.restoreAllMocks();
  });

  it('an event whose rules failed to load for one widget, then loaded for the next and found it invalid, is warned of for both reasons, once each', async () => {
    vi.resetModules();
    let imports = 0;
    vi.doMock('../../../src/bus/host-schemas', async (original) => {
      imports += 1;
      if (imports === 1) throw new Error('offline');
      return original();
    });
    const bus = await import('../../../src/bus/bus');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offs = [bus.on('ea:refine', () => undefined), bus.on('ea:refine', () => undefined), bus.on('ea:refine', () => undefined)];
    window.dispatchEvent(new CustomEvent('ea:refine', { detail: { period: 'fortnightly' } }));
    await bus.inboundEventsApplied();
    const said = warn.mock.calls.map((call) => call.join(' '));
    expect(said.filter((w) => w.includes('ignored ea:refine: its rules did not load'))).toHaveLength(1);
    expect(said.filter((w) => w.includes('ignored ea:refine: period'))).toHaveLength(1);
    for (const off of offs) off();
  });
});

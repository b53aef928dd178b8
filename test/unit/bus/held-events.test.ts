import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInboundEvents, on, onLocationUpdate } from '../../../src/bus';

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
});
const send = (name: string, detail: unknown): boolean => window.dispatchEvent(new CustomEvent(name, { detail }));
const location = (postcode: string) => ({ postcode, source: 'host' });

describe("the host's events while a widget is starting", () => {
  it('reach a listener that comes after them, in the order they were sent', () => {
    const started = holdInboundEvents();
    send('ea:location-update', location('3000'));
    send('ea:open-cart', {});
    send('ea:location-update', location('4000'));
    const postcodes = vi.fn();
    offs.push(onLocationUpdate((detail) => postcodes(detail.postcode)));
    expect(postcodes.mock.calls).toEqual([['3000'], ['4000']]);
    const carts = vi.fn();
    offs.push(on('ea:open-cart', carts));
    expect(carts).toHaveBeenCalledTimes(1);
    started();
  });

  it('reach a listener already on once only, and one that comes later too', () => {
    const started = holdInboundEvents();
    const first = vi.fn();
    offs.push(on('ea:open-refine', first));
    send('ea:open-refine', {});
    const second = vi.fn();
    offs.push(on('ea:open-refine', second));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    started();
  });

  it('are still refused when invalid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = holdInboundEvents();
    send('ea:location-update', { postcode: '30', source: 'host' });
    const handler = vi.fn();
    offs.push(onLocationUpdate(handler));
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    started();
    warn.mockRestore();
  });

  it('are forgotten once no widget is starting: a listener that comes later does not get them', () => {
    const one = holdInboundEvents();
    const other = holdInboundEvents();
    send('ea:open-cart', {});
    one();
    one(); // a second call changes nothing: the other widget is still starting
    const during = vi.fn();
    offs.push(on('ea:open-cart', during));
    expect(during).toHaveBeenCalledTimes(1);
    other();
    const after = vi.fn();
    offs.push(on('ea:open-cart', after));
    expect(after).not.toHaveBeenCalled();
  });

  it('are not kept when no widget is starting', () => {
    send('ea:open-cart', {});
    const started = holdInboundEvents();
    const handler = vi.fn();
    offs.push(on('ea:open-cart', handler));
    expect(handler).not.toHaveBeenCalled();
    started();
  });
});

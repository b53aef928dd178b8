import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInboundEvents, on, onLocationUpdate, requestCart } from '../../../src/bus';

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
});
const send = (name: string, detail: unknown): boolean => window.dispatchEvent(new CustomEvent(name, { detail }));
const location = (postcode: string) => ({ postcode, source: 'host' });
/** Kept events are given out on the next microtask, once the listeners of the task that registered them are all on. */
const replayed = () => Promise.resolve();

describe("the host's events while a widget is starting", () => {
  it('reach a listener that comes after them, in the order they were sent', async () => {
    const started = holdInboundEvents();
    send('ea:location-update', location('3000'));
    send('ea:open-cart', {});
    send('ea:location-update', location('4000'));
    const postcodes = vi.fn();
    offs.push(onLocationUpdate((detail) => postcodes(detail.postcode)));
    const carts = vi.fn();
    offs.push(on('ea:open-cart', carts));
    await replayed();
    expect(postcodes.mock.calls).toEqual([['3000'], ['4000']]);
    expect(carts).toHaveBeenCalledTimes(1);
    started();
  });

  it('reach the listeners one task registers in the order the host sent them, whatever their names', async () => {
    const started = holdInboundEvents();
    send('ea:location-update', location('4000'));
    send('ea:plan-load', { postcode: '3000' });
    const heard: string[] = [];
    // Registered plan-load first, as the plans service does.
    offs.push(on('ea:plan-load', (detail) => void heard.push(`plan-load ${detail.postcode ?? ''}`)));
    offs.push(onLocationUpdate((detail) => void heard.push(`location ${detail.postcode}`)));
    await replayed();
    expect(heard).toEqual(['location 4000', 'plan-load 3000']);
    started();
  });

  it('reach a listener already on once only, and one that comes later too', async () => {
    const started = holdInboundEvents();
    const first = vi.fn();
    offs.push(on('ea:open-refine', first));
    send('ea:open-refine', {});
    const second = vi.fn();
    offs.push(on('ea:open-refine', second));
    await replayed();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    started();
  });

  it('do not reach a listener removed before they are given out', async () => {
    const started = holdInboundEvents();
    send('ea:open-cart', {});
    const handler = vi.fn();
    const off = on('ea:open-cart', handler);
    off();
    await replayed();
    expect(handler).not.toHaveBeenCalled();
    started();
  });

  it('are still refused when invalid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = holdInboundEvents();
    send('ea:location-update', { postcode: '30', source: 'host' });
    const handler = vi.fn();
    offs.push(onLocationUpdate(handler));
    await replayed();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    started();
    warn.mockRestore();
  });

  it("are the host's only: the widgets' own request to open the cart is not kept", async () => {
    const started = holdInboundEvents();
    requestCart();
    const handler = vi.fn();
    offs.push(on('ea:open-cart', handler));
    await replayed();
    expect(handler).not.toHaveBeenCalled();
    started();
  });

  it('are forgotten once no widget is starting: a listener that comes later does not get them', async () => {
    const one = holdInboundEvents();
    const other = holdInboundEvents();
    send('ea:open-cart', {});
    one();
    one(); // a second call changes nothing: the other widget is still starting
    const during = vi.fn();
    offs.push(on('ea:open-cart', during));
    await replayed();
    expect(during).toHaveBeenCalledTimes(1);
    other();
    const after = vi.fn();
    offs.push(on('ea:open-cart', after));
    await replayed();
    expect(after).not.toHaveBeenCalled();
  });

  it('are not kept when no widget is starting', async () => {
    send('ea:open-cart', {});
    const started = holdInboundEvents();
    const handler = vi.fn();
    offs.push(on('ea:open-cart', handler));
    await replayed();
    expect(handler).not.toHaveBeenCalled();
    started();
  });
});

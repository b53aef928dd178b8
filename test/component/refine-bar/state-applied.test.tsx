import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { WidgetContext } from '../../../src/embed/context';
import { inboundEventsApplied } from '../../../src/bus';
import { store } from '../../../src/store';
import { RefineBar } from '../../../widgets/refine-bar/RefineBar';
import { plan } from './helpers';

/** Start-up's restore of saved state (storage, URL), settled by the test. */
let settle: () => void = () => {};
const whenStateApplied = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
vi.mock('../../../src/services/page/startup', () => ({ whenStateApplied: () => whenStateApplied() }));

const s = () => store.getState();
/** Dispatches a host event and waits until the bar has applied it (the handlers load on the first event). */
const send = (name: string, detail: unknown = {}) =>
  act(async () => {
    window.dispatchEvent(new CustomEvent(name, { detail }));
    await inboundEventsApplied();
  });
const controls = () =>
  [
    screen.getByRole('combobox', { name: "I'm looking for" }),
    screen.getByRole('combobox', { name: 'Estimate costs' }),
    screen.getByRole('button', { name: 'Refine your estimate' }),
    screen.getByRole('button', { name: 'Change estimate' }),
  ] as (HTMLSelectElement | HTMLButtonElement)[];

/** The bar in a widget whose lifetime signal the test controls (host-event listening is page-wide until every bar's signal aborts). */
let widget = new AbortController();
function mount() {
  configureApi({ fetch: createApiFetch() });
  store.getState().patch('plans', { electricityPlans: [plan('E1')], gasPlans: [plan('G1')] });
  const host = document.createElement('div');
  const portal = document.createElement('div');
  document.body.append(host, portal);
  widget = new AbortController();
  return render(
    <WidgetContext.Provider value={{ host, tag: 'ea-refine-bar', portal, signal: widget.signal }}>
      <RefineBar attributes={{}} />
    </WidgetContext.Provider>,
    { container: host },
  );
}

afterEach(() => {
  widget.abort();
  settle = () => {};
});

describe('<ea-refine-bar> before the saved state is applied (returning visitors)', () => {
  it('is disabled and ignores host events until start-up has applied the saved state', async () => {
    mount();
    expect(controls().map((c) => c.disabled)).toEqual([true, true, true, true]);
    expect(screen.getByRole('region', { name: 'Refine your plans' }).getAttribute('aria-busy')).toBe('true');

    // A restore landing later would merge the saved state over these: they are not taken.
    await send('ea:refine', { period: 'MONTHLY', fuel: 'gas' });
    await send('ea:open-refine');
    expect(s().refine.estimatePeriod).toBe('ANNUAL');
    expect(s().refine.fuelSelection).not.toBe('gas');
    expect(s().refine.modal).toBeNull();

    expect(whenStateApplied).toHaveBeenCalled();
    await act(async () => settle());
    expect(controls().map((c) => c.disabled)).toEqual([false, false, false, false]);
    expect(screen.getByRole('region', { name: 'Refine your plans' }).getAttribute('aria-busy')).toBeNull();
    await send('ea:refine', { period: 'MONTHLY', fuel: 'gas' });
    expect(s().refine.estimatePeriod).toBe('MONTHLY');
    expect(s().refine.fuelSelection).toBe('gas');
    await send('ea:open-refine');
    expect(s().refine.modal).toBe('refine');
  });

  it('holds its summary line with the text of the saved state once applied, not with later intermediate texts', async () => {
    mount();
    const line = () => screen.getByText(/^Estimate based on:/).textContent;
    // The restore brings the visitor's fuel; plans and bands are still on their way (the line is held).
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    await act(async () => settle());
    // (Hidden while held, with a stand-in daily figure: the bands' figure will add to its length.)
    expect(line()).toBe('Estimate based on: Electricity usage - Average (88.88 kWh a day) at a annual cost.');
    act(() => s().patch('refine', { fuelSelection: 'both' }));
    expect(line()).toBe('Estimate based on: Electricity usage - Average (88.88 kWh a day) at a annual cost.');
  });

  it('does not listen when its widget is gone before the saved state is applied', async () => {
    const { unmount } = mount();
    unmount();
    widget.abort();
    await act(async () => settle());
    await send('ea:refine', { period: 'MONTHLY' });
    expect(s().refine.estimatePeriod).toBe('ANNUAL');
  });
});

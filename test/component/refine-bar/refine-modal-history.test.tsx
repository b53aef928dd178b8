import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inboundEventsApplied } from '../../../src/bus';
import { store } from '../../../src/store';
import { deepActiveElement } from '../../../src/ui';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();
const field = (d: HTMLElement, name: string) => within(d).getByRole('textbox', { name }) as HTMLInputElement;
const ELECTRICITY = 'Electricity daily usage (kWh)';
const GAS = 'Gas daily usage (MJ)';
const marks = (): Record<string, unknown> => ({ ...(history.state as Record<string, unknown> | null) });
/** The page's next `popstate` (a Back or Forward landing). */
const nextPopstate = () => new Promise<void>((resolve) => addEventListener('popstate', () => resolve(), { once: true }));

async function enterUsage(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Refine your estimate' }));
  fireEvent.click(within(await dialog('Refine your estimate')).getByRole('button', { name: 'Enter usage' }));
  return dialog('Enter usage');
}

/** "Enter usage", once its history entry is on top. */
async function enterUsageEntry(): Promise<HTMLElement> {
  const d = await enterUsage();
  await waitFor(() => expect(marks()).toMatchObject({ eaRefineOpen: true, eaRefineEnterUsage: true }));
  return d;
}

describe('the browser\'s Back on "Enter usage" (docs/decisions/refine-bar.md)', () => {
  it('goes back to the options with focus on Enter usage; Forward comes back to what was typed', async () => {
    history.replaceState({ host: 1 }, '');
    const length = history.length;
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    const d = await enterUsageEntry();
    expect(history.length).toBe(length + 2);
    fireEvent.change(field(d, ELECTRICITY), { target: { value: '12.5' } });

    await act(async () => history.back());
    const options = await dialog('Refine your estimate');
    await waitFor(() => expect(deepActiveElement(options)).toBe(within(options).getByRole('button', { name: 'Enter usage' })));
    expect(marks()).toEqual({ host: 1, eaRefineOpen: true });
    expect(s().refine.modal).toBe('refine');

    await act(async () => history.forward());
    expect(field(await dialog('Enter usage'), ELECTRICITY).value).toBe('12.5');
  });

  it("the step's own Back goes back off the step's entry; Escape from the step leaves no entry behind", async () => {
    history.replaceState({ host: 1 }, '');
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    const d = await enterUsageEntry();
    fireEvent.click(within(d).getByRole('button', { name: 'Back' }));
    await dialog('Refine your estimate');
    await waitFor(() => expect(marks()).toEqual({ host: 1, eaRefineOpen: true }));

    fireEvent.click(within(await dialog('Refine your estimate')).getByRole('button', { name: 'Enter usage' }));
    const again = await dialog('Enter usage');
    await waitFor(() => expect(marks()['eaRefineEnterUsage']).toBe(true));
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(marks()).toEqual({ host: 1 }));
  });

  it('Apply from the step leaves no entry behind', async () => {
    history.replaceState({ host: 1 }, '');
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    const d = await enterUsageEntry();
    fireEvent.change(field(d, ELECTRICITY), { target: { value: '20' } });
    const landed = nextPopstate();
    fireEvent.click(within(d).getByRole('button', { name: 'Apply' }));
    await landed;
    await waitFor(() => expect(marks()).toEqual({ host: 1 }));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 20 });
  });
});

describe('a host\'s ea:refine while "Enter usage" is open (docs/decisions/refine-bar.md)', () => {
  async function send(detail: unknown): Promise<void> {
    await act(async () => {
      window.dispatchEvent(new CustomEvent('ea:refine', { detail }));
      await inboundEventsApplied();
    });
  }

  it("fields the visitor has not typed in follow the host's figures; a field they typed in keeps their figure", async () => {
    mountBar();
    act(() =>
      s().patch('refine', {
        fuelSelection: 'both',
        usageSelection: { electricity: { type: 'custom', value: 12 }, gas: { type: 'custom', value: 30 } },
      }),
    );
    const d = await enterUsage();
    expect(field(d, ELECTRICITY).value).toBe('12');
    fireEvent.change(field(d, GAS), { target: { value: '45' } });
    await send({ electricityUsage: { type: 'custom', value: 20 }, gasUsage: { type: 'custom', value: 60 } });
    await waitFor(() => expect(field(d, ELECTRICITY).value).toBe('20'));
    expect(field(d, GAS).value).toBe('45');
    fireEvent.click(within(d).getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 20 }, gas: { type: 'custom', value: 45 } });
  });

  it("an untouched field showing the visitor's old figure empties for the host's band, so Apply does not bring the old figure back", async () => {
    mountBar();
    act(() =>
      s().patch('refine', {
        fuelSelection: 'electricity',
        usageSelection: { electricity: { type: 'custom', value: 12 }, gas: { type: 'benchmark' } },
      }),
    );
    const d = await enterUsage();
    await send({ electricityUsage: { type: 'low' } });
    await waitFor(() => expect(field(d, ELECTRICITY).value).toBe(''));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'low' });
  });
});

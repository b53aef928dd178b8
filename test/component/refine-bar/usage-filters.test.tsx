import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();
const ELECTRICITY_MAX_TEXT = 'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.';

async function customUsage(fuel: 'Electricity' | 'Gas', unit: string): Promise<HTMLInputElement> {
  mountBar();
  act(() => s().patch('app', { sourceSystem: 'EQ' }));
  fireEvent.change(await screen.findByRole('combobox', { name: `${fuel} usage` }), { target: { value: 'custom' } });
  return screen.getByRole('textbox', { name: `${fuel} daily usage (${unit})` }) as HTMLInputElement;
}

const description = (input: HTMLElement): string =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('usage filters: custom usage above the maximum (spec 2 §5)', () => {
  it('clamps 600 kWh to 499.99 and says so next to the field, announced and linked to it', async () => {
    const input = await customUsage('Electricity', 'kWh');
    expect(screen.queryByText(ELECTRICITY_MAX_TEXT)).toBeNull();
    fireEvent.change(input, { target: { value: '600' } });
    await waitFor(() => expect(input.value).toBe('499.99'));
    expect(screen.getByText(ELECTRICITY_MAX_TEXT).closest('[role="status"], [aria-live]')).toBeTruthy();
    expect(description(input)).toBe(ELECTRICITY_MAX_TEXT);
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
  });

  it('the text goes when the value is within range', async () => {
    const input = await customUsage('Electricity', 'kWh');
    fireEvent.change(input, { target: { value: '600' } });
    await waitFor(() => expect(input.value).toBe('499.99'));
    fireEvent.change(input, { target: { value: '30' } });
    expect(screen.queryByText(ELECTRICITY_MAX_TEXT)).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 30 }));
    expect(screen.queryByText(ELECTRICITY_MAX_TEXT)).toBeNull();
  });

  it('Apply before the pause clamps and shows the text too (gas maximum)', async () => {
    const input = await customUsage('Gas', 'MJ');
    fireEvent.change(input, { target: { value: '30000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(input.value).toBe('27398');
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
    expect(description(input)).toBe('This is not an official quote. Gas daily usage must not exceed 27398 MJ.');
  });

  it('a value within range shows no text', async () => {
    const input = await customUsage('Electricity', 'kWh');
    fireEvent.change(input, { target: { value: '12.5' } });
    await waitFor(() => expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.5 }));
    expect(input.value).toBe('12.5');
    expect(screen.queryByText(/must not exceed/)).toBeNull();
  });
});

describe('usage filters: a custom usage that cannot apply (spec 2 §5: above 0)', () => {
  const INVALID_TEXT = 'Please enter a number above 0, for example 12.5.';

  it('0 keeps the estimate as it was and says why next to the field, announced and linked to it', async () => {
    const input = await customUsage('Electricity', 'kWh');
    const before = s().refine.usageSelection.electricity;
    fireEvent.change(input, { target: { value: '0' } });
    await waitFor(() => expect(description(input)).toBe(INVALID_TEXT));
    expect(screen.getByText(INVALID_TEXT).closest('[role="status"]')).toBeTruthy();
    expect(s().refine.usageSelection.electricity).toEqual(before);
    fireEvent.change(input, { target: { value: '8' } });
    expect(screen.queryByText(INVALID_TEXT)).toBeNull();
    await waitFor(() => expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 8 }));
  });

  it('letters are cleared and the text says what to enter', async () => {
    const input = await customUsage('Gas', 'MJ');
    fireEvent.change(input, { target: { value: 'lots' } });
    await waitFor(() => expect(input.value).toBe(''));
    expect(description(input)).toBe(INVALID_TEXT);
  });
});

describe('usage filters and the usage selection modal', () => {
  it('a Custom amount applied in the modal stays: the bar does not write back its own older custom value', async () => {
    mountBar();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    const select = await screen.findByRole('combobox', { name: 'Electricity usage' });
    // Load the modal once, so that later it opens within fake time.
    fireEvent.click(screen.getByRole('button', { name: 'Help me choose my electricity usage' }));
    fireEvent.click(within(await dialog(/Update your electricity estimate/)).getByRole('button', { name: 'Close' }));
    vi.useFakeTimers();
    try {
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      fireEvent.change(select, { target: { value: 'custom' } });
      fireEvent.change(screen.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }), { target: { value: '10' } });
      wait(500);
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 10 });
      fireEvent.change(select, { target: { value: 'low' } });
      fireEvent.click(screen.getByRole('button', { name: 'Help me choose my electricity usage' }));
      const d = within(screen.getByRole('dialog', { name: /Update your electricity estimate/ }));
      fireEvent.click(d.getByRole('radio', { name: 'Custom' }));
      fireEvent.change(d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }), { target: { value: '20' } });
      fireEvent.click(d.getByRole('button', { name: 'Apply' }));
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 20 });
      wait(1000);
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 20 });
      expect((screen.getByRole('combobox', { name: 'Electricity usage' }) as HTMLSelectElement).value).toBe('custom');
      expect((screen.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement).value).toBe('20');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usage filters: NMI and MIRN inputs (spec 2 §5)', () => {
  it('take only 10 or 11 characters, spaces removed, and pass them on after a 500 ms pause', async () => {
    mountBar();
    act(() => s().patch('app', { sourceSystem: 'EQ' }));
    const nmi = (await screen.findByRole('textbox', { name: 'NMI' })) as HTMLInputElement;
    const mirn = screen.getByRole('textbox', { name: 'MIRN' }) as HTMLInputElement;
    expect(nmi.maxLength).toBe(11);
    vi.useFakeTimers();
    try {
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      // Nine characters are not an NMI: nothing is looked up.
      fireEvent.change(nmi, { target: { value: '410200000' } });
      wait(600);
      expect(s().connection.nmi).toBe('');
      fireEvent.change(nmi, { target: { value: '41020 00000' } });
      expect(nmi.value).toBe('4102000000');
      wait(400);
      expect(s().connection.nmi).toBe('');
      wait(150);
      expect(s().connection.nmi).toBe('4102000000');
      // Eleven characters make a MIRN too.
      fireEvent.change(mirn, { target: { value: '52400000001' } });
      wait(550);
      expect(s().connection.mirn).toBe('52400000001');
      // Twelve would not be (the field holds at most 11; a value of 12 passed in anyway is not sent).
      fireEvent.change(mirn, { target: { value: '524000000012' } });
      wait(550);
      expect(s().connection.mirn).toBe('52400000001');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usage filters while the plans load (a host location update)', () => {
  it('the custom usage and the NMI keep focus and what is typed, and apply once the plans are in', async () => {
    const input = await customUsage('Electricity', 'kWh');
    const nmi = screen.getByRole('textbox', { name: 'NMI' }) as HTMLInputElement;
    vi.useFakeTimers();
    try {
      const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
      input.focus();
      act(() => s().patch('plans', { loading: true }));
      expect(input.disabled).toBe(false);
      expect(nmi.disabled).toBe(false);
      expect(document.activeElement).toBe(input);
      expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(input, { target: { value: '12' } });
      fireEvent.change(nmi, { target: { value: '4102000000' } });
      wait(600);
      expect(s().refine.usageSelection.electricity.type).not.toBe('custom');
      expect(s().connection.nmi).toBe('');
      act(() => s().patch('plans', { loading: false }));
      expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12 });
      expect(s().connection.nmi).toBe('4102000000');
      expect(input.value).toBe('12');
    } finally {
      vi.useRealTimers();
    }
  });
});

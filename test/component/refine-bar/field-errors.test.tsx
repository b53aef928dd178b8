import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();

/** The text a screen reader reads as an element's description (its aria-describedby targets). */
const description = (el: Element): string =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');

/**
 * What a screen reader hears about `field` at the moment focus lands on it: whether it is invalid and its
 * description. Read at the focus event itself, not afterwards: an error shown after the focus is not read.
 */
function heardOnFocus(field: HTMLElement): () => { invalid: boolean; description: string } | null {
  let heard: { invalid: boolean; description: string } | null = null;
  field.addEventListener('focus', () => {
    heard = { invalid: field.getAttribute('aria-invalid') === 'true', description: description(field) };
  });
  return () => heard;
}

async function openRefine(): Promise<ReturnType<typeof within>> {
  fireEvent.click(screen.getByRole('button', { name: 'Refine your estimate' }));
  return within(await dialog('Refine your estimate'));
}

async function toValidate(): Promise<ReturnType<typeof within>> {
  fireEvent.click((await openRefine()).getByRole('button', { name: 'Verify account' }));
  return within(await dialog('Verify account'));
}

async function toIdentity(): Promise<ReturnType<typeof within>> {
  const d = await toValidate();
  fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: '1000000001' } });
  fireEvent.change(d.getByRole('textbox', { name: 'Gas account number' }), { target: { value: '2000000001' } });
  fireEvent.change(d.getByRole('textbox', { name: 'Postcode' }), { target: { value: '2000' } });
  fireEvent.click(d.getByRole('button', { name: 'Next' }));
  return within(await dialog('Verify your identity'));
}

describe('field errors are read when focus lands on the field (aria-invalid, aria-describedby)', () => {
  it('postcode/suburb box: Update with nothing typed', async () => {
    mountBar();
    fireEvent.click(screen.getByRole('radio', { name: 'Postcode' }));
    // The box loads when postcode mode is first shown.
    const box = await screen.findByRole('combobox', { name: 'Postcode or suburb' });
    fireEvent.change(box, { target: { value: '' } });
    const heard = heardOnFocus(box);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(document.activeElement).toBe(box);
    expect(heard()).toEqual({ invalid: true, description: 'Please enter a postcode or suburb' });
  });

  it('enter usage: Apply with nothing entered', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    fireEvent.click((await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    const field = d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    const heard = heardOnFocus(field);
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(document.activeElement).toBe(field);
    expect(heard()).toEqual({ invalid: true, description: 'Please enter a number above 0, for example 12.5.' });
  });

  it('verify account: Next with nothing filled', async () => {
    mountBar();
    const d = await toValidate();
    fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: '' } });
    const field = d.getByRole('textbox', { name: 'Electricity account number' });
    const heard = heardOnFocus(field);
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(field);
    expect(heard()).toEqual({ invalid: true, description: 'Please enter a valid account number.' });
  });

  it("verify account: the server's error about one account is that account field's description", async () => {
    mountBar();
    const d = await toValidate();
    const field = d.getByRole('textbox', { name: 'Electricity account number' });
    fireEvent.change(field, { target: { value: '1000000007' } });
    fireEvent.change(d.getByRole('textbox', { name: 'Postcode' }), { target: { value: '2000' } });
    const heard = heardOnFocus(field);
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(heard()).toEqual({ invalid: true, description: 'The electricity account number you entered is inactive.' });
  });

  it('verify identity: Next with no date of birth', async () => {
    mountBar();
    const d = await toIdentity();
    const field = d.getByRole('textbox', { name: 'Date of birth' });
    const heard = heardOnFocus(field);
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(field);
    expect(heard()?.invalid).toBe(true);
    expect(heard()?.description).toContain('Please enter a valid date.');
  });

  it("verify identity: a wrong date of birth is the field's description, and focus goes back to the field", async () => {
    mountBar();
    const d = await toIdentity();
    const field = d.getByRole('textbox', { name: 'Date of birth' });
    fireEvent.change(field, { target: { value: '02021981' } });
    const heard = heardOnFocus(field);
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(heard()?.invalid).toBe(true);
    expect(heard()?.description).toContain('Incorrect date of birth for the account holder. Please try again.');
  });
});

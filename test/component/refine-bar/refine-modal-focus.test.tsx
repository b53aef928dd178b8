import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { deepActiveElement } from '../../../src/ui';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/startup', () => import('./startup-applied'));

const focused = (d: HTMLElement) => deepActiveElement(d);

async function openRefine(): Promise<HTMLElement> {
  const cta = screen.getByRole('button', { name: 'Refine your estimate' });
  cta.focus();
  fireEvent.click(cta);
  const d = await dialog('Refine your estimate');
  // Focus moved in on open (an effect that may run after the dialog is in the document).
  await waitFor(() => expect(d.contains(deepActiveElement(d))).toBe(true));
  return d;
}

describe('refine modal: focus follows the steps', () => {
  it('Enter on a step button moves focus to the new step title; Escape then closes the modal and focus returns to the call to action', async () => {
    const user = userEvent.setup();
    mountBar();
    const options = await openRefine();
    within(options).getByRole('button', { name: 'Verify account' }).focus();
    await user.keyboard('{Enter}');
    const d = await dialog('Verify account');
    expect(d).toBe(options);
    expect(d.contains(focused(d))).toBe(true);
    expect(focused(d)).toBe(within(d).getByRole('heading', { name: 'Verify account', level: 2 }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().refine.modal).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refine your estimate' }));
  });

  it('Back (clicked) keeps focus in the dialog, and Tab still cycles inside it', async () => {
    const user = userEvent.setup();
    mountBar();
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const usage = await dialog('Enter usage');
    expect(usage.contains(focused(usage))).toBe(true);
    await user.click(within(usage).getByRole('button', { name: 'Back' }));
    const options = await dialog('Refine your estimate');
    expect(focused(options)).toBe(within(options).getByRole('heading', { name: 'Refine your estimate', level: 2 }));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(options.contains(focused(options))).toBe(true);
    }
    fireEvent.keyDown(focused(options) as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not take focus from the step\'s own fields on re-renders (typing, validation)', async () => {
    const user = userEvent.setup();
    mountBar();
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Verify account' }));
    const d = within(await dialog('Verify account'));
    fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: '' } });
    fireEvent.change(d.getByRole('textbox', { name: 'Gas account number' }), { target: { value: '' } });
    await user.click(d.getByRole('button', { name: 'Next' }));
    expect(document.activeElement).toBe(d.getByRole('textbox', { name: 'Electricity account number' }));
    const postcode = d.getByRole('textbox', { name: 'Postcode' });
    await user.click(postcode);
    await user.keyboard('2000');
    expect(document.activeElement).toBe(postcode);
    expect((postcode as HTMLInputElement).value).toBe('2000');
  });
});

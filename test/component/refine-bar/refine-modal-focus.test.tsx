import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { startPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { deepActiveElement } from '../../../src/ui';
import { dialog, mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

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

  it("Back (clicked) puts focus on the step's button the visitor came by, and Tab still cycles inside the dialog", async () => {
    const user = userEvent.setup();
    mountBar();
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const usage = await dialog('Enter usage');
    expect(usage.contains(focused(usage))).toBe(true);
    await user.click(within(usage).getByRole('button', { name: 'Back' }));
    const options = await dialog('Refine your estimate');
    expect(focused(options)).toBe(within(options).getByRole('button', { name: 'Enter usage' }));
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(options.contains(focused(options))).toBe(true);
    }
    fireEvent.keyDown(focused(options) as HTMLElement, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Back from each step of Verify account lands on the control that moved the visitor on, and leaves it there as they type', async () => {
    const user = userEvent.setup();
    mountBar();
    await user.click(within(await openRefine()).getByRole('button', { name: 'Verify account' }));
    let account = within(await dialog('Verify account'));
    await user.click(account.getByRole('button', { name: 'Back' }));
    const options = within(await dialog('Refine your estimate'));
    expect(document.activeElement).toBe(options.getByRole('button', { name: 'Verify account' }));
    await user.keyboard('{Enter}');
    account = within(await dialog('Verify account'));
    await user.type(account.getByRole('textbox', { name: 'Electricity account number' }), '1000000001');
    await user.type(account.getByRole('textbox', { name: 'Postcode' }), '2000');
    await user.click(account.getByRole('button', { name: 'Next' }));
    let identity = within(await dialog('Verify your identity'));
    await user.click(identity.getByRole('button', { name: 'Back' }));
    account = within(await dialog('Verify account'));
    expect(document.activeElement).toBe(account.getByRole('button', { name: 'Next' }));
    // Typing after Shift+Tab back into a field keeps focus there (the step does not refocus Next on re-renders).
    const postcode = account.getByRole('textbox', { name: 'Postcode' });
    await user.clear(postcode);
    await user.type(postcode, '2000');
    expect(document.activeElement).toBe(postcode);
    await user.click(account.getByRole('button', { name: 'Next' }));
    identity = within(await dialog('Verify your identity'));
    await user.type(identity.getByRole('textbox', { name: 'Date of birth' }), '01011980');
    await user.click(identity.getByRole('button', { name: 'Next' }));
    await user.click(within(await dialog('Your usage')).getByRole('button', { name: 'Back' }));
    identity = within(await dialog('Verify your identity'));
    expect(document.activeElement).toBe(identity.getByRole('button', { name: 'Next' }));
  });

  it("does not take focus from the step's own fields on re-renders (typing, validation)", async () => {
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

describe('refine modal: focus after Show estimates (the plans reload)', () => {
  let service = new AbortController();
  afterEach(() => service.abort());

  it('lands on the estimate summary in the bar, not on the page, while the call to action waits for the plans', async () => {
    const user = userEvent.setup();
    mountBar();
    // The reference API, with plan lookups held while `held` is set (so the reload is seen in progress).
    const api = createApiFetch();
    let held: Promise<void> | null = null;
    let release = (): void => {};
    configureApi({
      fetch: async (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/offers/lookup')) await held;
        return api(input, init);
      },
    });
    act(() => store.getState().setPostcode('2000'));
    service = new AbortController();
    startPlansService(service.signal);
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    const d = within(await openRefine());
    await user.click(d.getByRole('button', { name: 'Verify account' }));
    const account = within(await dialog('Verify account'));
    await user.type(account.getByRole('textbox', { name: 'Electricity account number' }), '1000000001');
    await user.type(account.getByRole('textbox', { name: 'Gas account number' }), '2000000001');
    await user.type(account.getByRole('textbox', { name: 'Postcode' }), '2000');
    await user.click(account.getByRole('button', { name: 'Next' }));
    const identity = within(await dialog('Verify your identity'));
    await user.type(identity.getByRole('textbox', { name: 'Date of birth' }), '01011980');
    await user.click(identity.getByRole('button', { name: 'Next' }));
    within(await dialog('Your usage'))
      .getByRole('button', { name: 'Show estimates' })
      .focus();
    held = new Promise((resolve) => (release = resolve));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The plans reload for the account's address: the call to action is disabled meanwhile.
    expect(store.getState().plans.loading).toBe(true);
    expect((screen.getByRole('button', { name: 'Refine your estimate' }) as HTMLButtonElement).disabled).toBe(true);
    const summary = screen.getByText(/^Estimate based on:/).closest('p');
    expect(document.activeElement).toBe(summary);
    expect(summary?.textContent).toContain('Electricity usage - Customer data (12.50 kWh a day)');
    release();
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
  });
});

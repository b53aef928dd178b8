import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../src/api';
import { store } from '../../../src/store';
import { continueButton, mountQualifier, signIn } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const CONNECTION_LOST =
  'Your internet connection was lost before we could finish. Everything you entered is still here: check your connection, then press Continue to try again.';
const DEFAULT_ERROR = 'Sorry, there was a problem processing your request. Please try again or contact us if you need help.';

/** The reference API, with the network gone for the given paths while `network.down` (fetch rejects as browsers do). */
function dropping(network: { down: boolean }, ...paths: string[]) {
  return (api: FetchLike): FetchLike =>
    (input, init) => {
      const path = new URL(new Request(input, init).url).pathname;
      return network.down && paths.includes(path) ? Promise.reject(new TypeError('Failed to fetch')) : api(input, init);
    };
}

const moving = () =>
  screen.queryByRole('group', { name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?' });

describe('losing the connection while signing in', () => {
  it('the account check says the connection was lost, keeps the account number and postcode, and Continue tries again', async () => {
    const network = { down: true };
    const { user } = await mountQualifier({ fetch: dropping(network, '/qt2/app/account/verifyAccount') });
    await signIn(user, '1000000001');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CONNECTION_LOST)).toBeTruthy();
    expect(screen.queryByText(DEFAULT_ERROR)).toBeNull();
    expect(within(alert).queryByRole('link', { name: 'Contact us' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value).toBe('1000000001');
    expect((screen.getByRole('textbox', { name: 'At your current address' }) as HTMLInputElement).value).toBe('2000');
    expect(store.getState().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect((continueButton() as HTMLButtonElement).disabled).toBe(false);

    network.down = false;
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
  });

  it('signing in with the identity says the connection was lost, keeps the date of birth typed, and Continue signs in', async () => {
    const network = { down: false };
    const { user } = await mountQualifier({ fetch: dropping(network, '/apis/idp/oauth2/token') });
    await signIn(user, '1000000001');
    await screen.findByRole('heading', { name: 'Verify your account' });
    await user.click(screen.getByRole('radio', { name: 'Date of birth' }));
    const dob = screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }) as HTMLInputElement;
    await user.type(dob, '01011980');
    network.down = true;
    await user.click(continueButton());
    expect(await screen.findByText(CONNECTION_LOST, {})).toBeTruthy();
    expect(screen.queryByText(DEFAULT_ERROR)).toBeNull();
    expect(dob.value).toBe('01 / 01 / 1980');
    expect(screen.getByRole('radio', { name: 'Date of birth' })).toHaveProperty('checked', true);
    expect(store.getState().qualifier.authenticationStatus).toBe('VALIDATED');
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));

    network.down = false;
    await user.click(continueButton());
    await waitFor(() => expect(moving()).toBeTruthy());
    expect(store.getState().qualifier.authenticationStatus).toBe('AUTHENTICATED');
  });

  it('a refused account (an answer, not the network) still shows the default error', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000011');
    expect(await screen.findByText(DEFAULT_ERROR)).toBeTruthy();
    expect(screen.queryByText(CONNECTION_LOST)).toBeNull();
  });
});

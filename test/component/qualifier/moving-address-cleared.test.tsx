import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { startMovingHome, stopMovingHome } from '../../../src/services/moving-home/moving-home';
import { stopPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { clearAddress, KENT_STREET, sendAddress } from '../moving-home/helpers';
import { MARTIN_PLACE, mountQualifier } from './helpers';

let shell: AbortController | null = null;
afterEach(() => {
  shell?.abort();
  shell = null;
  stopMovingHome();
  stopPlansService();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** "Get started" on the moving page: the host's address, a move-in date and a plan, with the moving shell listening. */
async function movingQualifier() {
  const mounted = await mountQualifier({
    routed: true,
    // The new address's energisation calendar offers the move-in date: it stays (docs/decisions/moving-home.md).
    fetch: (api) => (input, init) =>
      (input instanceof Request ? input.url : String(input)).includes('/energisation/calendar')
        ? Promise.resolve(Response.json({ availableDates: ['2027-03-15'] }))
        : api(input, init),
    path: '/moving-house/move-home?customerType=residential',
    seed: (d) => {
      d.app.journey = 'MOVING';
      d.moving.movingHouse = 'MOVING';
      d.moving.moveInDate = '2027-03-15';
      d.account.existingCustomer = 'no';
      d.address = { ...MARTIN_PLACE };
    },
  });
  shell = new AbortController();
  startMovingHome(shell.signal);
  return mounted;
}

const heading = () => screen.queryByRole('heading', { name: 'Get started', level: 1 });

it('the host clears the address on "Get started" of a move: the page goes to the journey home, not an empty form with its plans "removed"', async () => {
  await movingQualifier();
  expect(screen.getByRole('combobox', { name: "Address you're moving to" })).toBeTruthy();
  const entries = history.length;
  act(clearAddress);
  await waitFor(() => expect(heading()).toBeNull());
  // The journey home, '' with the query kept, in place of the qualifier's history entry (spec 3 §2.1's redirect).
  expect(location.hash).toBe('#/');
  expect(location.search).toBe('?customerType=residential');
  expect(history.length).toBe(entries);
  expect(screen.queryByText(/plan removed from your selection/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Select new plan' })).toBeNull();
  expect(store.getState().address).toEqual({});
});

it('a new address from the host on "Get started" keeps the page: it is the address the move goes to', async () => {
  await movingQualifier();
  act(() => sendAddress(KENT_STREET));
  await waitFor(() => expect(store.getState().address.streetName).toBe('Kent Street'));
  await waitFor(() => expect(store.getState().plans.loading).toBe(false));
  expect(heading()).toBeTruthy();
  expect(location.hash).toBe('#/qualifier');
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMovingHome, stopMovingHome } from '../../../src/services/moving-home/moving-home';
import { stopPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { clearAddress, KENT_STREET, sendAddress } from '../moving-home/helpers';
import { MARTIN_PLACE, mountQualifier } from './helpers';

/**
 * Which host events send a move's "Get started" to the journey home (spec 3 §2.1: on the moving journey the route
 * needs an address a lookup can use and a move-in date; docs/decisions/moving-home.md): those that leave no such
 * address, not those that bring one or keep it.
 */

let shell: AbortController | null = null;
afterEach(() => {
  shell?.abort();
  shell = null;
  stopMovingHome();
  stopPlansService();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dispatchEvent(new PopStateEvent('popstate'));
  history.replaceState(null, '', '/');
});

const PAGE = '/moving-house/move-home?customerType=residential';

/**
 * "Get started" of a move at 1 Martin Place, entered from the journey home of the same page: the browser says (the
 * Navigation API) that the entry behind is that home, and its Back lands there as a browser's does.
 */
async function movingQualifierFromHome(requested: string[] = []) {
  const mounted = await mountQualifier({
    routed: true,
    fetch: (api) => (input, init) => {
      requested.push(String(input));
      return api(input, init);
    },
    path: PAGE,
    seed: (d) => {
      d.app.journey = 'MOVING';
      d.moving.movingHouse = 'MOVING';
      d.moving.moveInDate = '2027-03-15';
      d.account.existingCustomer = 'no';
      d.address = { ...MARTIN_PLACE };
    },
  });
  const home = new URL(`${PAGE}#/`, location.href).href;
  const entries = [
    { url: home, index: 0, sameDocument: true },
    { url: location.href, index: 1, sameDocument: true },
  ];
  vi.stubGlobal('navigation', { currentEntry: entries[1], entries: () => entries });
  const back = vi.spyOn(history, 'back').mockImplementation(() => {
    setTimeout(() => {
      history.replaceState(null, '', home);
      dispatchEvent(new PopStateEvent('popstate'));
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
  });
  shell = new AbortController();
  startMovingHome(shell.signal);
  return { ...mounted, back };
}

const heading = () => screen.queryByRole('heading', { name: 'Get started', level: 1 });
const send = (name: string, detail: object) => act(() => void dispatchEvent(new CustomEvent(name, { detail })));

describe('a host event that leaves no address to move to: back to the journey home it came from, not a second copy of it', () => {
  it.each([
    ['ea:address-clear', () => act(clearAddress)],
    ['ea:plan-load with a postcode alone (the postcode replaces the address)', () => send('ea:plan-load', { postcode: '3000' })],
    [
      "ea:plan-load with the address's own postcode: the plans asked for are the postcode's",
      () => send('ea:plan-load', { postcode: '2000' }),
    ],
    ['ea:location-update with a new postcode', () => send('ea:location-update', { postcode: '3000', source: 'header' })],
    ['ea:address-update with an address no lookup can use', () => send('ea:address-update', { address: { postcode: '3000' } })],
  ])('%s', async (_name, event) => {
    const { back } = await movingQualifierFromHome();
    const length = history.length;
    await event();
    await waitFor(() => expect(heading()).toBeNull());
    expect(back).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#/');
    expect(location.search).toBe('?customerType=residential');
    expect(history.length).toBe(length);
  });
});

describe('a postcode alone on the moving page: no plans by it, and none of the address it replaced (the landing asks for an address)', () => {
  it.each([
    ['ea:plan-load', () => send('ea:plan-load', { postcode: '3000' })],
    ['ea:location-update', () => send('ea:location-update', { postcode: '3000', source: 'header' })],
    ['ea:address-update', () => send('ea:address-update', { address: { postcode: '3000' } })],
  ])('%s', async (_name, event) => {
    const requested: string[] = [];
    await movingQualifierFromHome(requested);
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.electricityPlans.length).toBeGreaterThan(0));
    requested.length = 0;
    await event();
    await waitFor(() => expect(heading()).toBeNull());
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve));
    expect(requested.filter((url) => url.includes('/offers/lookup'))).toEqual([]);
    const { plans, moving, address } = store.getState();
    expect(plans.electricityPlans.length + plans.gasPlans.length).toBe(0);
    expect(plans.selectedElectricityPlanCode ?? plans.selectedGasPlanCode).toBeNull();
    expect(moving.moveInDate).toBe('');
    expect(address).toEqual({});
  });
});

describe('a host event that brings or keeps an address to move to: "Get started" stays', () => {
  it.each([
    ['ea:address-update with a new address', () => act(() => sendAddress(KENT_STREET)), 'Kent Street'],
    ['ea:plan-load with an address', () => send('ea:plan-load', { address: KENT_STREET }), 'Kent Street'],
    [
      'ea:location-update repeating the postcode the address gave',
      () => send('ea:location-update', { postcode: '2000', source: 'header' }),
      'Martin Place',
    ],
  ])('%s', async (_name, event, street) => {
    const { back } = await movingQualifierFromHome();
    // The address as the host gave it (its postcode is then the location the host knows).
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    await event();
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve));
    expect(store.getState().address.streetName).toBe(street);
    expect(heading()).toBeTruthy();
    expect(location.hash).toBe('#/qualifier');
    expect(back).not.toHaveBeenCalled();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMovingHome, stopMovingHome } from '../../../src/services/moving-home/moving-home';
import { stopPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { clearAddress, COLLINS_STREET, KENT_STREET, sendAddress } from '../moving-home/helpers';
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
const MOVE_IN = '2027-03-15';
/** An energisation calendar's answer offering these dates. */
const offering = (...dates: string[]) => Response.json({ minDate: dates[0], availableDates: dates });

/**
 * "Get started" of a move at 1 Martin Place, entered from the journey home of the same page: the browser says (the
 * Navigation API) that the entry behind is that home, and its Back lands there as a browser's does.
 */
async function movingQualifierFromHome(
  requested: string[] = [],
  calendar: () => Promise<Response> = () => Promise.resolve(offering(MOVE_IN)),
) {
  let restoring = true;
  const mounted = await mountQualifier({
    routed: true,
    fetch: (api) => (input, init) => {
      requested.push(input instanceof Request ? input.url : String(input));
      // Every address's energisation calendar offers the move-in date unless a test says otherwise (after the
      // restored date's own check, which the page's start makes).
      if ((input instanceof Request ? input.url : String(input)).includes('/energisation/calendar'))
        return restoring ? Promise.resolve(offering(MOVE_IN)) : calendar();
      return api(input, init);
    },
    path: PAGE,
    seed: (d) => {
      d.app.journey = 'MOVING';
      d.moving.movingHouse = 'MOVING';
      d.moving.moveInDate = MOVE_IN;
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
  // The date came with the page (saved state): the page's start checks it against 1 Martin Place's calendar, which
  // offers it. Settled before the test goes on, its request forgotten.
  const isCalendar = (url: string) => url.includes('/energisation/calendar');
  await waitFor(() => expect(requested.some(isCalendar)).toBe(true));
  await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBeUndefined());
  expect(store.getState().moving.moveInDate).toBe(MOVE_IN);
  restoring = false;
  requested.length = 0;
  return { ...mounted, back };
}

const heading = () => screen.queryByRole('heading', { name: 'Get started', level: 1 });

/**
 * The host's moving address, and its lookup's plans written: the lookup starts a task or more after the event (its
 * plans a task after its answer), so `plans.loading` alone can still be the last lookup's false when first read.
 */
async function sendAddressLookedUp(address: object): Promise<void> {
  const before = store.getState().plans.electricityPlans;
  act(() => sendAddress(address));
  await waitFor(() => {
    expect(store.getState().plans.electricityPlans).not.toBe(before);
    expect(store.getState().plans.loading).toBe(false);
  });
}
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
    // The new address's calendar offers the move-in date: it stays, checked.
    await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBeUndefined());
    expect(store.getState().moving.moveInDate).toBe(MOVE_IN);
    expect(heading()).toBeTruthy();
    expect(location.hash).toBe('#/qualifier');
    expect(back).not.toHaveBeenCalled();
  });
});

describe("a move-in date chosen at the address before, checked against the new address's calendar (docs/decisions/moving-home.md)", () => {
  it('not offered there: the date is dropped and "Get started" goes home, to the date picker', async () => {
    const requested: string[] = [];
    const { back } = await movingQualifierFromHome(requested, () => Promise.resolve(offering('2027-03-16')));
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    expect(store.getState().moving.moveInDate).toBe(MOVE_IN);
    act(() => sendAddress(COLLINS_STREET));
    await waitFor(() => expect(heading()).toBeNull());
    expect(back).toHaveBeenCalledTimes(1);
    expect(store.getState().moving).toMatchObject({ moveInDate: '', moveInDateCheck: 'unavailable' });
    // Checked by the new address's calendar: VIC, the state of 200 Collins Street.
    expect(requested.filter((url) => url.includes('/energisation/calendar')).at(-1)).toContain('state=VIC');
  });

  it('the same address sent again: no check, the date stays', async () => {
    const requested: string[] = [];
    await movingQualifierFromHome(requested, () => Promise.resolve(offering('2027-03-16')));
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve));
    expect(requested.filter((url) => url.includes('/energisation/calendar'))).toEqual([]);
    expect(store.getState().moving.moveInDate).toBe(MOVE_IN);
    expect(store.getState().moving.moveInDateCheck).toBeUndefined();
    expect(heading()).toBeTruthy();
  });

  it('the new calendar not loaded: the date is dropped as unchecked (it does not go on to checkout unchecked)', async () => {
    await movingQualifierFromHome([], () => Promise.resolve(new Response('{}', { status: 500 })));
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    act(() => sendAddress(KENT_STREET));
    await waitFor(() => expect(heading()).toBeNull());
    expect(store.getState().moving).toMatchObject({ moveInDate: '', moveInDateCheck: 'unchecked' });
  });

  it('the address changed under the check without a new check (the same place with more parts): checked again, not left checking', async () => {
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    await movingQualifierFromHome([], () => {
      calls += 1;
      return calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(offering('2027-03-16'));
    });
    act(() => sendAddress(MARTIN_PLACE));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    act(() => sendAddress(COLLINS_STREET));
    await waitFor(() => expect(calls).toBe(1));
    // The address filled in further while the calendar is asked (as a lookup's answer can): the same place.
    act(() => store.getState().patch('address', { ...store.getState().address, unitNumber: '5' }));
    act(() => answer(offering(MOVE_IN)));
    await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBe('unavailable'));
    expect(calls).toBe(2);
    expect(store.getState().moving.moveInDate).toBe('');
  });

  it("Continue pressed while the date is checked saves nothing once the check drops the date, though the guard's Back has not landed yet", async () => {
    let answer: (response: Response) => void = () => undefined;
    const requested: string[] = [];
    const { user, back } = await movingQualifierFromHome(requested, () => new Promise<Response>((resolve) => (answer = resolve)));
    await sendAddressLookedUp(MARTIN_PLACE);
    await sendAddressLookedUp(COLLINS_STREET);
    act(() => store.getState().selectPlan('electricity', store.getState().plans.electricityPlans[0]!.code));
    await user.click(screen.getByRole('radio', { name: 'Own' }));
    // A browser whose Back lands late: "Get started" is still there when the check ends.
    back.mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(true));
    act(() => answer(offering('2027-03-16')));
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    expect(back).toHaveBeenCalled();
    expect(store.getState().moving.moveInDate).toBe('');
    expect(requested.filter((url) => url.includes('/quotes'))).toEqual([]);
  });

  it('Continue pressed while the date is checked waits for the check, and goes nowhere once it drops the date', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requested: string[] = [];
    const { user } = await movingQualifierFromHome(requested, () => new Promise<Response>((resolve) => (answer = resolve)));
    await sendAddressLookedUp(MARTIN_PLACE);
    await sendAddressLookedUp(COLLINS_STREET);
    expect(store.getState().moving.moveInDateCheck).toBe('checking');
    // A plan of the new address chosen (the old one's is not offered there).
    act(() => store.getState().selectPlan('electricity', store.getState().plans.electricityPlans[0]!.code));
    // Every answer given: without the wait, Continue would save the quote and go to checkout with the old date.
    await user.click(screen.getByRole('radio', { name: 'Own' }));
    await user.click(screen.getByRole('button', { name: /^Continue/ }));
    // Waiting: the page is loading, no quote saved.
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(true));
    await new Promise((resolve) => setTimeout(resolve));
    expect(requested.filter((url) => url.includes('/quotes'))).toEqual([]);
    act(() => answer(offering('2027-03-16')));
    await waitFor(() => expect(heading()).toBeNull());
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    expect(requested.filter((url) => url.includes('/quotes'))).toEqual([]);
    expect(store.getState().moving.moveInDate).toBe('');
  });
});

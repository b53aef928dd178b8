import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlansService } from '../../../src/services/plans';
import { retryLookup } from '../../../src/services/plans/messages';
import { whenStateApplied } from '../../../src/services/page/startup';
import { store } from '../../../src/store';
import { AVAILABLE, clearAddress, COLLINS_STREET, KENT_STREET, MARTIN_PLACE, mountMovingHome, sendAddress, UNAVAILABLE } from './helpers';

let mounted: Awaited<ReturnType<typeof mountMovingHome>> | null = null;
const mount = async (...args: Parameters<typeof mountMovingHome>) => (mounted = await mountMovingHome(...args));
afterEach(() => {
  mounted?.stop();
  mounted = null;
});

const dayCell = (isoDate: string) => document.querySelector<HTMLElement>(`[role="gridcell"][data-date="${isoDate}"]`);
const submit = () => screen.getByRole('button', { name: "Let's get moving" });

async function loadMartinPlace(m: Awaited<ReturnType<typeof mountMovingHome>>) {
  sendAddress(MARTIN_PLACE);
  await waitFor(() => expect(m.completed).toHaveLength(1));
  await screen.findByRole('grid', {});
}

describe('<ea-moving-home> (spec 3 §2.4, §4.6)', () => {
  it('asks for an address first and looks nothing up by the postcode alone', async () => {
    const m = await mount();
    expect(screen.getByText("Choose the address you're moving to above to see plans and moving dates.")).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(m.calls.lookups).toBe(0);
    const s = store.getState();
    expect(s.app.journey).toBe('MOVING');
    expect(s.moving.movingHouse).toBe('MOVING');
  });

  it('a host sending its own malformed ea:plan-load-failed gets nothing thrown into its page, and the next lookup reports as usual', async () => {
    const m = await mount();
    const thrown: unknown[] = [];
    const onError = (event: ErrorEvent): void => void thrown.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    try {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      for (const detail of [null, 'x', { fuel: 'gas' }, proxy])
        expect(() => window.dispatchEvent(new CustomEvent('ea:plan-load-failed', { detail }))).not.toThrow();
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(thrown).toEqual([]);
    await loadMartinPlace(m);
    expect(m.completed).toEqual([{ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' }]);
  });

  it("a host's address loads its plans once, stores its NMI and MIRN and tells the host with ea:lookup-completed", async () => {
    const m = await mount();
    await loadMartinPlace(m);
    expect(m.completed).toEqual([{ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' }]);
    const s = store.getState();
    expect(s.plans.electricityPlans.length).toBeGreaterThan(0);
    expect(s.plans.gasPlans.length).toBeGreaterThan(0);
    expect(s.connection.nmi).toBe('4102000000');
    expect(s.connection.mirn).toBe('5240000000');
    expect(s.address.streetName).toBe('Martin Place');
    expect(m.calls.lookups).toBe(1);
  });

  it('the latest address wins: the same address again makes no second request, a new one is the one reported', async () => {
    const m = await mount();
    sendAddress(MARTIN_PLACE);
    sendAddress(MARTIN_PLACE);
    await waitFor(() => expect(m.completed).toHaveLength(1));
    expect(m.calls.lookups).toBe(1);
    // Martin Place's plans are in: sent again, it is reported again as it was, from what is shown.
    sendAddress(MARTIN_PLACE);
    sendAddress(KENT_STREET);
    await waitFor(() => expect(m.completed).toHaveLength(3));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(m.completed).toHaveLength(3);
    expect(m.calls.lookups).toBe(2);
    expect(m.completed[1]).toEqual(m.completed[0]);
    expect(store.getState().address.streetName).toBe('Kent Street');
    expect(store.getState().connection.nmi).toBe('4102000001');
    // Kent Street's meter is blocked (NSW remote disconnection): the host hears the fuel's own status.
    expect(m.completed[2]).toEqual({ blocked: false, electricityStatus: 'NMI_BLOCKED', gasStatus: 'SUCCESS' });
  });

  it("the address shown sent again (picked again in the host's search): reported again as before, nothing looked up again, the date picked stays", async () => {
    const m = await mount();
    sendAddress(KENT_STREET);
    await waitFor(() => expect(m.completed).toHaveLength(1));
    const grid = await screen.findByRole('grid');
    await m.user.click(dayCell(AVAILABLE[1]!)!);
    expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true');
    const { lookups, calendars } = m.calls;
    sendAddress(KENT_STREET);
    await waitFor(() => expect(m.completed).toHaveLength(2));
    // Kent Street's own statuses (its electricity meter is blocked), as the host heard them the first time.
    expect(m.completed[1]).toEqual({ blocked: false, electricityStatus: 'NMI_BLOCKED', gasStatus: 'SUCCESS' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(m.calls.lookups).toBe(lookups);
    expect(m.calls.calendars).toBe(calendars);
    expect(store.getState().connection.nmi).toBe('4102000001');
    // The picker was not taken down: the date chosen (not yet confirmed with 'Let's get moving') is still chosen.
    expect(screen.getByRole('grid')).toBe(grid);
    expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true');
    expect(store.getState().plans.loading).toBe(false);
  });

  it('the same address after a lookup the host did not hear (a customer type change) is looked up again, not answered from memory', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    m.faults.lookups = 500;
    act(() => store.getState().patch('app', { customerType: 'BUSINESS' }));
    await waitFor(() => expect(m.calls.lookups).toBe(2));
    await waitFor(() => expect(store.getState().plans.loading).toBe(false));
    sendAddress(MARTIN_PLACE);
    await waitFor(() => expect(m.completed).toHaveLength(2));
    expect(m.calls.lookups).toBe(3);
    expect(m.completed[1]).toEqual({ blocked: true, electricityStatus: 'SYSTEM_ERROR', gasStatus: 'SYSTEM_ERROR' });
  });

  it("moving dates that fail to load: 'Let's get moving' points to Try again, which loads them and moves focus to the calendar", async () => {
    const m = await mount({ failCalendars: 2 });
    sendAddress(MARTIN_PLACE);
    const failed = "We couldn't load the moving dates just now. Please try again.";
    expect(await screen.findByText(failed)).toBeTruthy();
    const retry = screen.getByRole('button', { name: 'Try again' });
    await m.user.click(submit());
    expect(document.activeElement).toBe(retry);
    // Failing again: the message stays, and so does focus on its button.
    await m.user.click(retry);
    await waitFor(() => expect(m.calls.calendars).toBe(2));
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBeNull());
    expect(screen.getByText(failed)).toBeTruthy();
    expect(document.activeElement).toBe(retry);
    await m.user.click(retry);
    const grid = await screen.findByRole('grid', {});
    expect(screen.queryByText(failed)).toBeNull();
    expect(m.calls.calendars).toBe(3);
    await waitFor(() => expect(document.activeElement?.contains(grid)).toBe(true));
  });

  it('a lookup that fails outright shows the plan error and reports SYSTEM_ERROR for both fuels, blocked', async () => {
    const m = await mount({ failLookups: 500 });
    sendAddress(MARTIN_PLACE);
    await waitFor(() => expect(m.completed).toHaveLength(1));
    expect(m.completed[0]).toEqual({ blocked: true, electricityStatus: 'SYSTEM_ERROR', gasStatus: 'SYSTEM_ERROR' });
    expect(await screen.findByText("We couldn't load your plans just now (error 500). Please try again.")).toBeTruthy();
    expect(store.getState().plans.electricityPlans).toEqual([]);
    expect(store.getState().plans.gasPlans).toEqual([]);
    expect(screen.queryByRole('button', { name: "Let's get moving" })).toBeNull();
  });

  it("a plans table whose script did not load (not defined) shows nothing: the shell shows the failed lookup's message", async () => {
    const table = document.body.appendChild(document.createElement('ea-plans-table'));
    try {
      const m = await mount({ failLookups: 500 });
      sendAddress(MARTIN_PLACE);
      await waitFor(() => expect(m.completed).toHaveLength(1));
      expect(await screen.findByText("We couldn't load your plans just now (error 500). Please try again.")).toBeTruthy();
    } finally {
      table.remove();
    }
  });

  it("with a plans table on the page, the failed lookup's message is left to the table (which offers Try again): it shows once", async () => {
    // A defined plans table (its script loaded; the test above needs it undefined, so it runs first).
    if (!customElements.get('ea-plans-table')) customElements.define('ea-plans-table', class extends HTMLElement {});
    const table = document.body.appendChild(document.createElement('ea-plans-table'));
    try {
      const m = await mount({ failLookups: 500 });
      sendAddress(MARTIN_PLACE);
      await waitFor(() => expect(m.completed).toHaveLength(1));
      // The landing has loaded (no spinner left): it shows nothing of its own for this failure.
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(document.querySelector('section.mh')?.textContent).toBe('');
      expect(screen.queryByRole('button', { name: "Let's get moving" })).toBeNull();
      // Closed there by the visitor (the table's ×), the message does not turn into "no plans at this address" here.
      const closable = store.getState().plans.messages.find((m) => m.closable);
      if (!closable) throw new Error('expected the failed lookup to give a closable message');
      act(() => store.getState().closeMessage(closable.code, closable.fuel));
      expect(document.querySelector('section.mh')?.textContent).toBe('');
    } finally {
      table.remove();
    }
  });

  it("'Try again' after a failed lookup is reported to the host too: the plans it brings are not left blocked", async () => {
    const m = await mount({ failLookups: 500 });
    sendAddress(MARTIN_PLACE);
    await waitFor(() => expect(m.completed).toHaveLength(1));
    expect(m.completed[0]).toMatchObject({ blocked: true });
    m.faults.lookups = 0;
    await act(async () => {
      await retryLookup();
    });
    await waitFor(() => expect(m.completed).toHaveLength(2));
    expect(m.completed[1]).toEqual({ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' });
    expect(await screen.findByRole('button', { name: "Let's get moving" })).toBeTruthy();
  });

  it('a move to a Queensland meter known to be off shows the Queensland move text, with no date picker', async () => {
    const m = await mount();
    sendAddress({
      id: 'ADR-0004',
      label: '100 Queen Street, Brisbane City QLD 4000',
      streetNumber: '100',
      streetName: 'Queen Street',
      suburb: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
    });
    await waitFor(() => expect(m.completed).toHaveLength(1));
    expect(m.completed[0]).toMatchObject({ electricityStatus: 'QLD_DEENERGISED' });
    expect(await screen.findByText(/We're unable to process Queensland move home connections online/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/home/contact-us');
    expect(screen.queryByRole('button', { name: "Let's get moving" })).toBeNull();
  });

  it('ea:address-clear clears the address, plans, selection, NMI / MIRN, meter details and move-in date, and asks again', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    const s = store.getState();
    // The address's meter details (the qualifier's solar message reads them).
    s.patch('connection', { electricityMeterDetails: { ...s.connection.electricityMeterDetails, solarSetup: 'DETECTED' } });
    s.selectPlan('electricity', s.plans.electricityPlans[0]!.code);
    s.patch('moving', { moveInDate: AVAILABLE[0]! });
    clearAddress();
    await screen.findByText("Choose the address you're moving to above to see plans and moving dates.");
    const after = store.getState();
    expect(after.address).toEqual({});
    expect(after.plans.electricityPlans).toEqual([]);
    expect(after.plans.selectedElectricityPlanCode).toBeNull();
    expect(after.connection.nmi).toBe('');
    expect(after.connection.mirn).toBe('');
    expect(after.connection.electricityMeterDetails).toEqual({});
    expect(after.moving.moveInDate).toBe('');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(m.calls.lookups).toBe(1);
  });

  it('a move-in date chosen at one address and a new address whose calendar lacks it: dropped, and the picker says why', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    act(() => store.getState().patch('moving', { moveInDate: AVAILABLE[1]! }));
    m.calendar.dates = [AVAILABLE[0]!];
    sendAddress(COLLINS_STREET);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText("The moving date you chose isn't available at your new address. Please choose another date."),
    ).toBeTruthy();
    expect(store.getState().moving.moveInDate).toBe('');
    expect(document.querySelector('[role="gridcell"][aria-selected="true"]')).toBeNull();
    // Choosing a date again: the message goes.
    // The new address's calendar: the date dropped is not offered; another is.
    await waitFor(() => expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-disabled')).toBe('true'));
    await m.user.click(dayCell(AVAILABLE[0]!)!);
    expect(dayCell(AVAILABLE[0]!)?.getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a move-in date the new address also offers stays chosen; the same address sent again keeps it unchecked', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    act(() => store.getState().patch('moving', { moveInDate: AVAILABLE[1]! }));
    const calendars = m.calls.calendars;
    sendAddress(MARTIN_PLACE);
    await waitFor(() => expect(m.completed).toHaveLength(2));
    await screen.findByRole('grid');
    expect(store.getState().moving.moveInDate).toBe(AVAILABLE[1]);
    expect(store.getState().moving.moveInDateCheck).toBeUndefined();
    // Nothing asked the calendar again: no check, and the picker stayed as it was (nothing was looked up again).
    expect(m.calls.calendars).toBe(calendars);
    sendAddress(COLLINS_STREET);
    await waitFor(() => expect(m.completed).toHaveLength(3));
    await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBeUndefined());
    expect(store.getState().moving.moveInDate).toBe(AVAILABLE[1]);
    await waitFor(() => expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the new address's calendar not loaded: the date is dropped, and the picker says it could not be checked", async () => {
    const m = await mount();
    await loadMartinPlace(m);
    act(() => store.getState().patch('moving', { moveInDate: AVAILABLE[1]! }));
    m.faults.calendars = 1;
    sendAddress(COLLINS_STREET);
    await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBe('unchecked'));
    expect(store.getState().moving.moveInDate).toBe('');
    expect(await screen.findByText("We couldn't check your moving date for your new address. Please choose it again.")).toBeTruthy();
  });

  it('the date picker enables only the energisation dates, and needs a date and a plan', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    expect(store.getState().app.checkoutStage).toBe('landing');
    expect(dayCell(AVAILABLE[0]!)?.getAttribute('aria-disabled')).toBeNull();
    expect(dayCell(UNAVAILABLE)?.getAttribute('aria-disabled')).toBe('true');

    await m.user.click(submit());
    expect(await screen.findByText('Please choose your moving date.')).toBeTruthy();
    expect(screen.getByText('Choose a plan above to continue.')).toBeTruthy();
    expect(location.hash).not.toBe('#/qualifier');

    await m.user.click(dayCell(UNAVAILABLE)!);
    await m.user.click(dayCell(AVAILABLE[1]!)!);
    await m.user.click(submit());
    expect(screen.queryByText('Please choose your moving date.')).toBeNull();
    expect(location.hash).not.toBe('#/qualifier');
    expect(store.getState().moving.moveInDate).toBe('');
  });

  it("'Let's get moving' stores the move-in date and goes to #/qualifier with the query kept", async () => {
    const m = await mount({ path: '/moving-house/move-home?customerType=residential&fuel=both' });
    await loadMartinPlace(m);
    const s = store.getState();
    s.selectPlan('electricity', s.plans.electricityPlans[0]!.code);
    await m.user.click(dayCell(AVAILABLE[1]!)!);
    await m.user.click(submit());
    expect(store.getState().moving.moveInDate).toBe(AVAILABLE[1]);
    expect(store.getState().moving.movingHouse).toBe('MOVING');
    expect(location.hash).toBe('#/qualifier');
    expect(location.search).toBe('?customerType=residential&fuel=both');
  });

  it('when the qualifier sends the visitor back without a date, the date picker takes focus and asks for the date', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    await act(async () => {
      history.pushState(null, '', '#/qualifier');
      dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(async () => {
      history.replaceState(null, '', '#/');
      dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((r) => setTimeout(r, 0));
    });
    const focused = m.env.host.ownerDocument.activeElement;
    expect(focused?.classList.contains('mh-calendar')).toBe(true);
    // It says what is missing.
    expect(screen.getByRole('alert').textContent).toBe('Please choose your moving date.');
  });

  it('sent back with a date picked but not yet confirmed, the picker keeps it and asks for nothing', async () => {
    const m = await mount();
    await loadMartinPlace(m);
    await m.user.click(dayCell(AVAILABLE[1]!)!);
    await act(async () => {
      history.pushState(null, '', '#/qualifier');
      dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(async () => {
      history.replaceState(null, '', '#/');
      dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryByText('Please choose your moving date.')).toBeNull();
    expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true');
  });

  describe("a moving date kept from the visitor's last visit is checked against the address's calendar again (days may have passed)", () => {
    const EXPIRED = 'The moving date you chose is no longer available. Please choose another date.';
    const restoring = (moveInDate: string, options: Parameters<typeof mountMovingHome>[0] = {}) =>
      mount({
        ...options,
        before: () => {
          store.getState().setAddress(MARTIN_PLACE);
          store.getState().patch('moving', { moveInDate });
        },
      });

    it('no longer offered: dropped, and the picker says so until a date is chosen again', async () => {
      const m = await restoring(UNAVAILABLE);
      await waitFor(() => expect(store.getState().moving).toMatchObject({ moveInDate: '', moveInDateCheck: 'expired' }));
      expect(await screen.findByText(EXPIRED)).toBeTruthy();
      expect(m.calls.calendars).toBeGreaterThan(0);
      await screen.findByRole('grid');
      expect(document.querySelector('[role="gridcell"][aria-selected="true"]')).toBeNull();
      await m.user.click(dayCell(AVAILABLE[0]!)!);
      expect(screen.queryByText(EXPIRED)).toBeNull();
      expect(dayCell(AVAILABLE[0]!)?.getAttribute('aria-selected')).toBe('true');
    });

    it('still offered: it stays, shown chosen, and nothing is said', async () => {
      await restoring(AVAILABLE[1]!);
      await waitFor(() => expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true'));
      await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBeUndefined());
      expect(store.getState().moving.moveInDate).toBe(AVAILABLE[1]);
      expect(screen.queryByText(EXPIRED)).toBeNull();
    });

    it('a date the visitor picks while the check runs stays theirs when the restored one is dropped', async () => {
      const m = await restoring(AVAILABLE[1]!);
      await waitFor(() => expect(dayCell(AVAILABLE[1]!)?.getAttribute('aria-selected')).toBe('true'));
      await waitFor(() => expect(store.getState().moving.moveInDateCheck).toBeUndefined());
      // The check under way, the visitor picks another day; then the check drops the restored date (as its answer does).
      act(() => store.getState().patch('moving', { moveInDateCheck: 'checking' }));
      await m.user.click(dayCell(AVAILABLE[0]!)!);
      act(() => store.getState().patch('moving', { moveInDate: '', moveInDateCheck: 'expired' }));
      expect(dayCell(AVAILABLE[0]!)?.getAttribute('aria-selected')).toBe('true');
      expect(screen.queryByText(EXPIRED)).toBeNull();
      // The date the picker shows is the stored one when it is dropped: the picker shows none chosen and says why.
      act(() => store.getState().patch('moving', { moveInDate: AVAILABLE[1]!, moveInDateCheck: undefined }));
      await m.user.click(dayCell(AVAILABLE[1]!)!);
      act(() => store.getState().patch('moving', { moveInDate: '', moveInDateCheck: 'expired' }));
      expect(document.querySelector('[role="gridcell"][aria-selected="true"]')).toBeNull();
      expect(screen.getByText(EXPIRED)).toBeTruthy();
    });

    it.each([
      ['a date still ahead stays (it was offered when chosen)', UNAVAILABLE, UNAVAILABLE, undefined],
      ['a date gone by is dropped', '2020-01-06', '', 'expired'],
    ])('the calendar not loaded: %s', async (_name, restored, kept, check) => {
      const m = await restoring(restored, { failCalendars: 100 });
      await waitFor(() => expect(m.calls.calendars).toBeGreaterThan(0));
      await waitFor(() => expect(store.getState().moving.moveInDateCheck).not.toBe('checking'));
      expect(store.getState().moving.moveInDate).toBe(kept);
      expect(store.getState().moving.moveInDateCheck).toBe(check);
    });
  });

  it('with the DG69917 experiment, a stored address is looked up and reported as if the host had sent it', async () => {
    const m = await mount({
      before: () => {
        sessionStorage.setItem('adobe_experience', 'DG69917');
        store.getState().setAddress(MARTIN_PLACE);
      },
    });
    await waitFor(() => expect(m.completed).toEqual([{ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' }]));
    expect(m.calls.lookups).toBe(1);
    expect(await screen.findByRole('button', { name: "Let's get moving" })).toBeTruthy();
  });

  it('plans another widget began to load by the postcode alone are dropped; the selection stays', async () => {
    const plansTable = new AbortController();
    const m = await mount({
      before: async () => {
        store.getState().selectPlan('electricity', 'TOT-AUS-1');
        // The plans table's script came first: its service began before the shell's.
        startPlansService(plansTable.signal, whenStateApplied());
        await whenStateApplied();
      },
    });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(m.calls.lookups).toBeLessThanOrEqual(1);
    expect(store.getState().plans.electricityPlans).toEqual([]);
    expect(store.getState().plans.loading).toBe(false);
    expect(store.getState().plans.selectedElectricityPlanCode).toBe('TOT-AUS-1');
    expect(screen.getByText("Choose the address you're moving to above to see plans and moving dates.")).toBeTruthy();
    plansTable.abort();
  });

  it('without the experiment, a stored address is kept and its plans load, but nothing is reported', async () => {
    const m = await mount({ before: () => store.getState().setAddress(MARTIN_PLACE) });
    expect(await screen.findByRole('button', { name: "Let's get moving" })).toBeTruthy();
    expect(m.calls.lookups).toBe(1);
    expect(m.completed).toEqual([]);
    expect(store.getState().address.streetName).toBe('Martin Place');
  });
});

describe('<ea-moving-home> leaving the page', () => {
  it('once its element is removed, the host address events are no longer handled', async () => {
    const m = await mountMovingHome();
    m.remove();
    sendAddress(MARTIN_PLACE);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(m.calls.lookups).toBe(0);
    expect(m.completed).toEqual([]);
    m.stop();
  });
});

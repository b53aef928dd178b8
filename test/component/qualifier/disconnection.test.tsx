import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../src/api';
import { store } from '../../../src/store';
import { continueButton, MARTIN_PLACE, mountQualifier, signIn } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const TITLE = 'Disconnect your current address';
const DEFAULT_ACCESS = 'The customer reported there are access restrictions for this meter but did not provide more information.';

interface Call {
  method: string;
  path: string;
  search: string;
  body: string;
}

/**
 * An existing residential customer signs in with `account` (date of birth 01/01/1980) and says
 * they are moving; the address and owner/renter are answered. `fail` answers a call with HTTP 500
 * (`times` times; default always).
 */
async function signedInMoving(account: string, fail: { path: string; times?: number } | null = null) {
  const calls: Call[] = [];
  let failures = fail?.times ?? Infinity;
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
  const { user } = await mountQualifier({
    seed: (d) => {
      d.address = { ...MARTIN_PLACE };
      d.person.customerPropertyRelationship = 'TENANT';
    },
    fetch:
      (api: FetchLike): FetchLike =>
      async (input, init) => {
        const req = new Request(input, init);
        const url = new URL(req.url);
        calls.push({
          method: req.method,
          path: url.pathname,
          search: url.search,
          body: req.method === 'GET' ? '' : await req.clone().text(),
        });
        if (fail && url.pathname === fail.path && failures > 0) {
          failures -= 1;
          return new Response('{}', { status: 500 });
        }
        return api(input, init);
      },
  });
  await signIn(user, account);
  await user.click(await screen.findByRole('radio', { name: 'Date of birth' }));
  await user.type(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }), '01011980');
  await user.click(continueButton());
  const moving = await screen.findByRole('group', {
    name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?',
  });
  await user.click(within(moving).getByRole('radio', { name: 'Yes' }));
  return { user, calls, assign };
}

/** Picks the first date offered in a calendar. */
async function pickFirstDate(user: Awaited<ReturnType<typeof signedInMoving>>['user'], name: string) {
  // The group first says the dates are loading, then holds the calendar.
  const offered = () =>
    within(screen.getByRole('group', { name }))
      .getAllByRole('gridcell')
      .filter((c) => c.dataset['date'] && c.getAttribute('aria-disabled') !== 'true');
  await waitFor(() => expect(offered().length).toBeGreaterThan(0));
  await user.click(offered()[0] as HTMLElement);
}

const posts = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

// Signing in, verifying and answering take a few seconds of simulated typing.
describe('disconnection and move-out in "Get started" (spec 3 §3.4, §4.8)', () => {
  it('a signed-in mover with an electricity account: its calendar with the first date chosen, the charges, then Continue disconnects and goes to checkout', async () => {
    const { user, calls, assign } = await signedInMoving('1000000001');
    expect(await screen.findByRole('heading', { name: TITLE })).toBeTruthy();
    const account = screen.getByRole('group', { name: 'Electricity account 1000000001' });
    expect(screen.queryByRole('group', { name: /^Gas account/ })).toBeNull();

    // The movers calendar's minDate is chosen at first.
    await waitFor(() => expect(store.getState().disconnection.electricity.calendar).not.toBeNull());
    const { calendar, date } = store.getState().disconnection.electricity;
    expect(date).toBe(calendar?.minDate);
    expect(within(account).getByRole('group', { name: 'Disconnection date' })).toBeTruthy();

    // Renovations planned: the calendar is asked again with esvAnswer=yes. Access issues without detail.
    const renovations = within(account).getByRole('group', { name: /planning renovations/ });
    await user.click(within(renovations).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/qt2/app/movers/calendar' && c.search.includes('esvAnswer=yes'))).toBe(true));
    const access = within(account).getByRole('group', { name: /reaching the meter/ });
    await user.click(within(access).getByRole('radio', { name: 'Yes' }));
    expect(within(account).getByRole('textbox', { name: 'Tell us about access to the meter (optional)' })).toBeTruthy();

    // The move-out charges follow.
    expect(await screen.findByText(/^Electricity: \$\d+\.\d\d$/, {})).toBeTruthy();
    expect(screen.queryByText(/couldn't estimate your final charges/)).toBeNull();

    await pickFirstDate(user, 'Connection date');
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const submitted = posts(calls, '/qt2/app/disconnection');
    expect(submitted).toHaveLength(1);
    expect(JSON.parse(submitted[0]!.body)).toEqual([
      {
        accountNumber: '1000000001',
        disconnectionDate: store.getState().disconnection.electricity.date,
        plannedRenovations: 'yes',
        accessToMeter: DEFAULT_ACCESS,
      },
    ]);
    expect(store.getState().disconnection.electricity.successful).toBe(true);
    // The disconnection went before the quote was saved.
    const order = calls.map((c) => c.path);
    expect(order.indexOf('/qt2/app/disconnection')).toBeLessThan(order.lastIndexOf('/qt2/app/v1/quotes'));
  });

  it('a failed calendar shows the error and no eligible accounts; Try again loads it and chooses its minDate', async () => {
    const { user } = await signedInMoving('1000000001', { path: '/qt2/app/movers/calendar', times: 1 });
    expect(
      await screen.findByText("We couldn't load the disconnection dates for your electricity account. Please try again.", {}),
    ).toBeTruthy();
    expect(screen.getByText(/can't schedule the disconnection of your current address online right now/)).toBeTruthy();
    expect(store.getState().disconnection.electricity.status).toBe('ERROR');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Disconnection date' })).toBeTruthy();
    const { calendar, date, status } = store.getState().disconnection.electricity;
    expect(status).toBe('DISCONNECTING');
    expect(date).toBe(calendar?.minDate);
    expect(screen.queryByText(/couldn't load the disconnection dates/)).toBeNull();
    expect(screen.queryByText(/can't schedule the disconnection of your current address/)).toBeNull();
  });

  it('failed move-out charges show $0.00 and say why', async () => {
    await signedInMoving('1000000001', { path: '/qt2/app/movers/moveRecommendationDetails' });
    expect(await screen.findByText('Electricity: $0.00', {})).toBeTruthy();
    expect(screen.getByText(/We couldn't estimate your final charges right now, so they show as \$0\.00\./)).toBeTruthy();
    expect(store.getState().disconnection.moveOutCharges.failed).toBe(true);
  });

  it('a disconnection that fails (gas 2000000001) stops Continue once, saying which; Continue again goes on without sending it again', async () => {
    const { user, calls, assign } = await signedInMoving('2000000001');
    expect(await screen.findByRole('group', { name: 'Gas account 2000000001' })).toBeTruthy();
    await waitFor(() => expect(store.getState().disconnection.gas.date).not.toBe(''));
    await pickFirstDate(user, 'Connection date');
    await user.click(continueButton());
    expect(await screen.findByText(/^We couldn't schedule the disconnection of your gas account online\./, {})).toBeTruthy();
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().disconnection.gas.successful).toBe(false);

    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts(calls, '/qt2/app/disconnection')).toHaveLength(1);
  });

  it('a missing disconnection date stops Continue on that calendar', async () => {
    const { user, assign } = await signedInMoving('1000000001');
    await waitFor(() => expect(store.getState().disconnection.electricity.date).not.toBe(''));
    store.getState().patch('disconnection', { electricity: { ...store.getState().disconnection.electricity, date: '' } });
    await pickFirstDate(user, 'Connection date');
    await user.click(continueButton());
    expect(await screen.findByText('Please choose a disconnection date.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('not for a visitor who skipped signing in', async () => {
    await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'yes';
        d.qualifier.authenticationStatus = 'SKIPPED';
        d.moving.movingHouse = 'MOVING';
        d.qualifier.form.movingAnswer = 'yes';
        d.disconnection.electricity.account = '1000000001';
      },
    });
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });
});

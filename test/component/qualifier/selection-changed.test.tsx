import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../src/api';
import { store } from '../../../src/store';
import { continueButton, GAS_2000, MARTIN_PLACE, mountQualifier } from './helpers';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const CHANGED = 'Your selection changed while we were saving it. Please check the changes above before you continue.';

/**
 * A new customer, not moving, who owns 1 Martin Place, with electricity and gas chosen; the first quote save is held
 * until `release()` (a slow save, as the reference API's fault hook makes it in the browser test). Saves are counted.
 */
async function dualFuelWithASlowSave() {
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const saves: string[] = [];
  const mounted = await mountQualifier({
    seed: (d) => {
      d.plans.selectedGasPlanCode = GAS_2000;
      d.account.existingCustomer = 'no';
      d.moving.movingHouse = 'NOT_MOVING';
      d.qualifier.form.movingAnswer = 'no';
      d.person.customerPropertyRelationship = 'OWNER';
      d.address = { ...MARTIN_PLACE };
    },
    fetch:
      (api: FetchLike): FetchLike =>
      async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname.startsWith('/qt2/app/v1/quotes') && request.method !== 'GET') {
          saves.push(request.method);
          if (saves.length === 1) await held;
        }
        return api(input, init);
      },
  });
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  return { ...mounted, saves, assign, release };
}

describe('the selection changes while Continue saves the quote (a host event)', () => {
  it("a plan taken out: the page stays, says so by 'Continue with gas', and the next press saves the gas plan alone and goes", async () => {
    const { user, saves, assign, release } = await dualFuelWithASlowSave();
    await user.click(continueButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    // The host's ea:refine {fuel: 'gas'} under the spinner.
    act(() => store.getState().deselectPlan('electricity'));
    expect(screen.getByText('Electricity plan removed from your selection.')).toBeTruthy();
    release();

    const message = await screen.findByText(CHANGED);
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(store.getState().qualifier.loading).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(continueButton().textContent).toBe('Continue with gas');
    await waitFor(() => expect(document.activeElement).toBe(continueButton()));

    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(saves.length).toBeGreaterThanOrEqual(2);
    expect(store.getState().plans.selectedElectricityPlanCode).toBeNull();
    expect(screen.queryByText(CHANGED)).toBeNull();
  });

  it("every plan taken out: the page stays with Continue disabled, and focus goes to 'Select new plan'", async () => {
    const { user, saves, assign, release } = await dualFuelWithASlowSave();
    await user.click(continueButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    act(() => {
      store.getState().deselectPlan('electricity');
      store.getState().deselectPlan('gas');
    });
    release();

    const message = await screen.findByText(CHANGED);
    expect(within(message.closest('[role="alert"]') as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByText('Electricity plan removed from your selection.')).toBeTruthy();
    expect(screen.getByText('Gas plan removed from your selection.')).toBeTruthy();
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select new plan' })));
    expect(assign).not.toHaveBeenCalled();
  });

  it('nothing changed during the save: goes to checkout as before', async () => {
    const { user, saves, assign, release } = await dualFuelWithASlowSave();
    await user.click(continueButton());
    await waitFor(() => expect(saves).toHaveLength(1));
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(CHANGED)).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { store } from '../../../src/store';
import { pressHandled } from '../render';
import { continueButton, MARTIN_PLACE, mountNotMovingAtMartinPlace, mountQualifier } from './helpers';

afterEach(() => {
  history.replaceState(null, '', '/');
});

const field = () => screen.getByRole('combobox', { name: 'Your connection address' }) as HTMLInputElement;
const moving = () =>
  screen.getByRole('group', { name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?' });

/** A new visitor, not moving: the connection address field shows. */
async function newNotMoving() {
  const mounted = await mountQualifier();
  await mounted.user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
  await mounted.user.click(within(moving()).getByRole('radio', { name: 'No' }));
  return mounted;
}

/** "Get started" drawn again, as after Back and Forward or coming back from the cart (the store kept). */
async function drawnAgain(unmount: () => void) {
  act(() => unmount());
  return mountQualifier({ seed: () => {} });
}

describe('"Get started" keeps the connection address typed and not chosen', () => {
  it('a partial address typed is in the field again when the page is drawn again, and Continue still asks for one from the list', async () => {
    const { user, unmount } = await newNotMoving();
    await user.type(field(), '12 Albe');
    const again = await drawnAgain(unmount);
    expect(field().value).toBe('12 Albe');
    // Restored, it lists no suggestions until the visitor types again.
    expect(field().getAttribute('aria-expanded')).toBe('false');
    await again.user.click(continueButton());
    await pressHandled();
    await waitFor(() => expect(screen.getByText('Please choose your address from the list.')).toBeTruthy());
    // Typing on searches as before.
    await again.user.type(field(), 'rt');
    expect(await screen.findByRole('option', { name: /12 Albert Street/ })).toBeTruthy();
  });

  it('an address chosen from the list clears it: drawn again, the field shows that address', async () => {
    const { user, unmount } = await newNotMoving();
    await user.type(field(), '1 Martin');
    await user.click(await screen.findByRole('option', { name: MARTIN_PLACE.label ?? '' }));
    await waitFor(() => expect(store.getState().address.label).toBe(MARTIN_PLACE.label));
    await drawnAgain(unmount);
    expect(field().value).toBe(MARTIN_PLACE.label);
  });

  it('an address chosen, then retyped, comes back retyped, and does not stand for Continue', async () => {
    const { user, unmount } = await mountNotMovingAtMartinPlace((d) => void (d.person.customerPropertyRelationship = 'OWNER'));
    await user.clear(field());
    await user.type(field(), '99 Nowhere');
    const again = await drawnAgain(unmount);
    expect(field().value).toBe('99 Nowhere');
    await again.user.click(continueButton());
    await pressHandled();
    await waitFor(() => expect(screen.getByText('Please choose your address from the list.')).toBeTruthy());
  });

  it('an address chosen elsewhere since (the refine bar, the host page) is shown instead of the old text', async () => {
    const { user, unmount } = await newNotMoving();
    await user.type(field(), '12 Albe');
    act(() => unmount());
    // Chosen on the plans page, then Continue in the cart.
    await mountQualifier({ seed: (d) => void (d.address = { ...MARTIN_PLACE }) });
    expect(field().value).toBe(MARTIN_PLACE.label);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPlansService } from '../../../src/services/plans';
import { store } from '../../../src/store';
import { continueButton, mountQualifier } from './helpers';
import { pressHandled } from '../render';

// On a page the plans table (hidden on #/qualifier) runs the plans service that follows the chosen address.
let plansService = new AbortController();
afterEach(() => {
  plansService.abort();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const QLD_TEXT =
  "We're unable to process Queensland move home connections online if the electricity is switched off at the property you're moving to. Please contact our team for help with your connection.";
const QUESTION = 'Is the electricity on at your new address?';
const movingQuestion = () =>
  screen.getByRole('group', { name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?' });

/** A new customer moving, with the connection address typed and chosen from the demo's address search. */
async function moveTo(typed: string, label: string) {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
  const { user } = await mountQualifier({ path: '/home/electricity-and-gas/plans?postcode=4000' });
  plansService = new AbortController();
  startPlansService(plansService.signal);
  await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
  await user.click(within(movingQuestion()).getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByRole('combobox', { name: "Address you're moving to" }), typed);
  await user.click(await screen.findByRole('option', { name: label }));
  // The plans of the chosen address are looked up; what the page asks follows them.
  await waitFor(() => expect(store.getState().plans.loading).toBe(false));
  return { user, assign };
}

describe('Queensland moves (spec 3 §4.2, §5, §8)', () => {
  it('12 Albert Street (no meter on file, postcode accuracy) asks if the electricity is on; No shows the Queensland text and Continue stays', async () => {
    const { user, assign } = await moveTo('Albert Street', '12 Albert Street, Brisbane City QLD 4000');
    await waitFor(() => expect(store.getState().plans.electricityPlansAccuracy).toBe('POSTCODE'));
    const question = await screen.findByRole('group', { name: QUESTION });
    expect(screen.queryByText(QLD_TEXT)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Do you own or rent this property?' })).toBeNull();

    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.getByText(QLD_TEXT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/home/contact-us');
    expect(screen.queryByRole('group', { name: 'Do you own or rent this property?' })).toBeNull();

    await user.click(continueButton());
    await pressHandled();
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    expect(screen.queryByText('Please select an option.')).toBeNull();
    expect(screen.queryByText(/Sorry, there was a problem processing your request/)).toBeNull();
    expect(screen.getAllByText(QLD_TEXT)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().quote.savedQuoteReference ?? '').toBe('');
  });

  it("'Not sure' counts as No (spec 2 §9): the Queensland text, no follow-up questions, and the answer is kept", async () => {
    const { user } = await moveTo('Albert Street', '12 Albert Street, Brisbane City QLD 4000');
    const question = await screen.findByRole('group', { name: QUESTION });
    await user.click(within(question).getByRole('radio', { name: 'Not sure' }));
    expect(screen.getByText(QLD_TEXT)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Do you own or rent this property?' })).toBeNull();
    expect(store.getState().qualifier.queenslandEnergised).toBe('notSure');
  });

  it('Yes brings the follow-up questions: the connection date and own or rent', async () => {
    const { user } = await moveTo('Albert Street', '12 Albert Street, Brisbane City QLD 4000');
    await user.click(within(await screen.findByRole('group', { name: QUESTION })).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText(QLD_TEXT)).toBeNull();
    expect(screen.getByRole('group', { name: 'Do you own or rent this property?' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Connection date' })).toBeTruthy();
  });

  it('100 Queen Street (meter known to be off): no question, the Queensland text at once, and Continue does not go to checkout', async () => {
    const { user, assign } = await moveTo('Queen Street', '100 Queen Street, Brisbane City QLD 4000');
    await waitFor(() => expect(screen.getByText(QLD_TEXT)).toBeTruthy());
    expect(screen.queryByRole('group', { name: QUESTION })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Do you own or rent this property?' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Connection date' })).toBeNull();

    await user.click(continueButton());
    await pressHandled();
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    expect(screen.queryByText(/Sorry, there was a problem processing your request/)).toBeNull();
    expect(screen.getAllByText(QLD_TEXT)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement?.textContent).toContain(QLD_TEXT));
    expect(assign).not.toHaveBeenCalled();
    expect(store.getState().quote.savedQuoteReference ?? '').toBe('');
  });
});

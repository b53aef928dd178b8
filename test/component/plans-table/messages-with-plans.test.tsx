import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshPlansPage, plansTableAt } from './fresh-page';

// Its own file: the messages' code must not have been loaded by an earlier test (it loads once per page).
freshPlansPage('ea-plans-mwp.json');

describe('<ea-plans-table> with a lookup message', () => {
  // Postcode 4000 answers electricity plans and a warning that gas is not supplied there. The warning's code
  // loads with the first message; the plans used to show before it and be pushed down when it came.
  it('shows the plans and the message above them together: the plans never show without it', async () => {
    const { root, view, connect } = plansTableAt('/home/electricity-and-gas/plans?postcode=4000');
    const plansWithoutMessage: number[] = [];
    new MutationObserver(() => {
      const plans = root.querySelectorAll('article').length;
      if (plans > 0 && !root.querySelector('[role="alert"]')) plansWithoutMessage.push(plans);
    }).observe(root, { childList: true, subtree: true });
    await connect();
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    expect(view.getByText("Unfortunately we don't supply energy to postcode 4000.")).toBeTruthy();
    expect(plansWithoutMessage).toEqual([]);
  });
});

import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { store } from '../../../src/store';
import { freshPlansPage, plansTableAt } from './fresh-page';

// Its own file: the messages' code must not have been loaded by an earlier test (it loads once per page).
freshPlansPage('ea-plans-snap.json');

describe('<ea-plans-table> with a note coming once the plans are shown', () => {
  // A shared link's note (plans it named that are no longer offered) is written once the plans are shown; its
  // code loads then. The plans must stay on screen meanwhile, not give way to the loading spinner.
  it('keeps the plans shown while the note loads, then shows the note above them', async () => {
    const { root, view, connect } = plansTableAt('/home/electricity-and-gas/plans?postcode=2000');
    await connect();
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    const hidden: string[] = [];
    new MutationObserver(() => {
      if (root.querySelectorAll('article').length === 0) hidden.push('no plans');
      if (root.querySelector('.pt-loading')) hidden.push('spinner');
    }).observe(root, { childList: true, subtree: true });
    act(() => store.getState().patch('plans', { sharedPlansDropped: ['GONE-1'] }));
    expect(
      await view.findByText('Some plans in the link you opened are no longer available, so they are not shown.', { exact: false }),
    ).toBeTruthy();
    expect(hidden).toEqual([]);
    expect(view.getAllByRole('article').length).toBeGreaterThan(0);
    // Closed by its button: focus goes on to the plans, not to the page's top.
    const close = view.getByRole('button', { name: 'Close note' });
    close.focus();
    act(() => close.click());
    expect(view.queryByText('Some plans in the link you opened', { exact: false })).toBeNull();
    expect(root.activeElement).toBe(root.querySelector('.pt-grid'));
  });
});

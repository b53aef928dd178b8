import { composeStories } from '@storybook/react-vite';
import { act, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import * as editorsPlansTable from '../../stories/editors/PlansTable.stories';
import { shadowRootOf } from '../../stories/support/drawn';
import { WAIT_MS } from '../../stories/support/waits';

const { Playground } = composeStories(editorsPlansTable);

/** The plan names the table shows (its panels' headings). */
function planNames(container: HTMLElement): string[] {
  const root = shadowRootOf(container);
  if (!root) return [];
  return within(root as unknown as HTMLElement)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
}

/**
 * The editors' playground (issue 24): `customer-type` is read as the page starts, so the playground
 * draws the element afresh for a new value, and the control shows that customer type's plans.
 */
describe("the editors' plans table playground", () => {
  beforeEach(() => {
    history.replaceState(null, '', '/home/electricity-and-gas/plans');
    configureApi({ fetch: createApiFetch(), retries: 0 });
  });
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows business plans once the customer-type control says business, and residential ones again after', async () => {
    const { container, rerender } = render(<Playground />);
    await act(async () => {
      await Playground.play?.({ canvasElement: container } as never);
    });
    await expect.poll(() => planNames(container).length, { timeout: WAIT_MS }).toBeGreaterThan(0);
    expect(planNames(container).some((name) => name.startsWith('Business'))).toBe(false);

    rerender(<Playground customer-type="business" />);
    await expect.poll(() => planNames(container).some((name) => name.startsWith('Business')), { timeout: WAIT_MS }).toBe(true);
    expect(planNames(container).every((name) => name.startsWith('Business'))).toBe(true);

    rerender(<Playground customer-type="residential" />);
    await expect
      .poll(() => planNames(container).length > 0 && !planNames(container).some((name) => name.startsWith('Business')), {
        timeout: WAIT_MS,
      })
      .toBe(true);
  });
});

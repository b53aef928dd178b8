import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/plans-table/PlansTable.stories';

const composed = composeStories(stories);
const EXPECTED: Record<string, RegExp> = {
  MessageNmiNotFound: /recognise the NMI/,
  MessageMirnNotFound: /recognise the MIRN/,
  MessageQldDeenergised: /switched off/,
  MessageNmiBlocked: /disconnected|meter type/,
};

/** The NMI and MIRN message stories show their message (a designer reviews that state, not the plain plans). */
describe('plans table message stories', () => {
  for (const [name, text] of Object.entries(EXPECTED)) {
    it(name, async () => {
      const Story = composed[name as keyof typeof composed];
      const { container } = render(<Story />);
      await waitFor(() => expect(container.querySelector('div')?.shadowRoot?.textContent ?? '').toMatch(text), { timeout: 4000 });
    });
  }
});

import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/plans-table/Share.stories';

/** Every share story a designer reviews renders, its play function passes, and axe finds nothing in it. */
describe('share stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(name, async () => {
      const { container } = render(<Story />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      await Story.play?.({ canvasElement: container } as never);
      const host = container.querySelector('div') as HTMLElement;
      expect(host.shadowRoot?.textContent).toBeTruthy();
      const results = await axe.run(host, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  }
});

import { composeStories } from '@storybook/react-vite';
import { act, render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/plans-table/Compare.stories';

const composed = composeStories(stories);

/** Every compare story a designer reviews renders, its play function passes, and axe finds nothing in it (the dialogs too). */
describe('compare stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(name, async () => {
      const { container } = render(<Story />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      await Story.play?.({ canvasElement: container } as never);
      const root = container.querySelector('div')?.shadowRoot;
      await waitFor(() => expect(root?.textContent).toBeTruthy());
      expect(root?.querySelector('.pt-compare-tray')).toBeTruthy();
      for (const part of [...(root?.children ?? [])]) {
        const results = await axe.run(part, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        });
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`)).toEqual([]);
      }
    });
  }
});

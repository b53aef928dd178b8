import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import * as stories from '../../../stories/qualifier/Qualifier.stories';

/** Every qualifier state a designer reviews renders, its play function passes, and axe finds nothing in it. */
describe('qualifier stories', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/home/electricity-and-gas/plans#/qualifier');
    configureApi({ fetch: createApiFetch(), retries: 0 });
  });
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(name, async () => {
      const { container } = render(<Story />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      // From here the story runs as in a browser: the play waits with storybook/test's waitFor (not Testing
      // Library's React one, which leaves React's act environment while it waits), and answers arriving during
      // the play or axe's run render as they come.
      const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      env.IS_REACT_ACT_ENVIRONMENT = false;
      let results: axe.AxeResults;
      try {
        await Story.play?.({ canvasElement: container } as never);
        const root = container.querySelector('div')?.shadowRoot;
        results = await axe.run(root?.firstElementChild as Element, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        });
      } finally {
        env.IS_REACT_ACT_ENVIRONMENT = true;
      }
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  }
});

import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import * as stories from '../../../stories/moving-home/MovingHome.stories';

/** Every moving-home landing state a designer reviews renders, its play function passes, and axe finds nothing in it. */
describe('moving-home stories', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/moving-house/move-home');
    configureApi({ fetch: createApiFetch(), retries: 0 });
  });
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(name, async () => {
      const { container } = render(<Story />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      await Story.play?.({ canvasElement: container } as never);
      const root = container.querySelector('div')?.shadowRoot;
      const results = await axe.run(root?.firstElementChild as Element, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    });
  }
});

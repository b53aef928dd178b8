import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import * as stories from '../../../stories/refine-bar/RefineBar.stories';

const composed = composeStories(stories);

/** Every story a designer reviews renders and its play function passes (the same states as Storybook). */
describe('refine bar stories', () => {
  beforeEach(() => configureApi({ fetch: createApiFetch() }));
  for (const [name, Story] of Object.entries(composed)) {
    // happy-dom has no layout, so the widget never measures a mobile width: the browser shows those.
    const run = name.startsWith('Mobile') ? it.skip : it;
    run(name, async () => {
      const { container } = render(<Story />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      await Story.play?.({ canvasElement: container } as never);
      expect(container.querySelector('div')?.shadowRoot?.textContent).toBeTruthy();
    });
  }
});

import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import * as addressStories from '../../../stories/ui/AddressSearch.stories';
import * as headerStories from '../../../stories/ui/CheckoutHeader.stories';
import * as calendarStories from '../../../stories/ui/DateCalendar.stories';

/** Every shared-UI story a designer reviews renders, its play function passes, and axe finds nothing in it. */
/** A composed story as the loop uses it: rendered, then its play function run. */
type Composed = Record<string, ComponentType & { play?: (context: never) => Promise<void> | void }>;
const suites: [string, Composed][] = [
  ['date calendar', composeStories(calendarStories) as Composed],
  ['address search', composeStories(addressStories) as Composed],
  ['checkout header', composeStories(headerStories) as Composed],
];
for (const [title, composed] of suites) {
  describe(`${title} stories`, () => {
    beforeEach(() => configureApi({ fetch: createApiFetch({ now: () => new Date(2026, 10, 25, 10) }) }));
    for (const [name, Story] of Object.entries(composed)) {
      it(name, async () => {
        const { container } = render(<Story />);
        await act(async () => {
          await new Promise((r) => setTimeout(r, 0));
        });
        await Story.play?.({ canvasElement: container } as never);
        const root = container.querySelector('div')?.shadowRoot;
        expect(root?.textContent).toBeTruthy();
        const results = await axe.run(root?.firstElementChild as Element, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        });
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
      });
    }
  });
}

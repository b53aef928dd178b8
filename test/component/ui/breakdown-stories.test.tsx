import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import * as breakdownStories from '../../../stories/ui/EstimateBreakdown.stories';
import * as explainerStories from '../../../stories/ui/ReferencePriceExplainer.stories';

const AXE: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};

/** The breakdown and explainer stories render, their play functions pass, and axe finds nothing in them (the dialog's portal included). */
for (const [title, stories] of [
  ['estimate breakdown', composeStories(breakdownStories)],
  ['reference price explainer', composeStories(explainerStories)],
] as const) {
  describe(`${title} stories`, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(name, async () => {
        const { container } = render(<Story />);
        await act(async () => {
          await new Promise((r) => setTimeout(r, 0));
        });
        await Story.play?.({ canvasElement: container } as never);
        const root = container.querySelector('div')?.shadowRoot;
        expect(root?.textContent).toBeTruthy();
        for (const part of [...(root?.children ?? [])]) {
          if (!part.childElementCount) continue;
          const results = await axe.run(part, AXE);
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
        }
      });
    }
  });
}

import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import * as cartOverlay from '../../stories/cart-overlay/CartOverlay.stories';
import * as checkoutSummary from '../../stories/checkout-summary/CheckoutSummary.stories';
import * as editorsCartOverlay from '../../stories/editors/CartOverlay.stories';
import * as editorsMovingHome from '../../stories/editors/MovingHome.stories';
import * as editorsPlansTable from '../../stories/editors/PlansTable.stories';
import * as editorsQualifier from '../../stories/editors/Qualifier.stories';
import * as editorsRefineBar from '../../stories/editors/RefineBar.stories';
import * as widgetFrame from '../../stories/foundation/WidgetFrame.stories';
import * as movingHome from '../../stories/moving-home/MovingHome.stories';
import * as compare from '../../stories/plans-table/Compare.stories';
import * as plansTable from '../../stories/plans-table/PlansTable.stories';
import * as share from '../../stories/plans-table/Share.stories';
import * as qualifier from '../../stories/qualifier/Qualifier.stories';
import * as refineBar from '../../stories/refine-bar/RefineBar.stories';
import { shadowRootOf } from '../../stories/support/drawn';
import * as addressSearch from '../../stories/ui/AddressSearch.stories';
import * as checkoutHeader from '../../stories/ui/CheckoutHeader.stories';
import * as dateCalendar from '../../stories/ui/DateCalendar.stories';
import * as estimateBreakdown from '../../stories/ui/EstimateBreakdown.stories';
import * as referencePriceExplainer from '../../stories/ui/ReferencePriceExplainer.stories';

/** A composed story as this test uses it: rendered, then its play function run. */
type Composed = ComponentType & {
  play?: (context: never) => Promise<void> | void;
  args: Record<string, unknown>;
  globals: Record<string, unknown>;
};

interface Suite {
  title: string;
  stories: Record<string, Composed>;
  /** The page address the widget expects (default: the plans page). */
  url?: string;
  /** The reference API's clock (the calendar stories' today). */
  now?: () => Date;
}

const PLANS_PAGE = '/home/electricity-and-gas/plans';
const compose = (module: Parameters<typeof composeStories>[0]): Record<string, Composed> =>
  composeStories(module) as unknown as Record<string, Composed>;

/** Every stories module (stories/**\/*.stories.tsx): a module left out here fails the count below. */
const SUITES: Suite[] = [
  { title: 'cart overlay', stories: compose(cartOverlay) },
  { title: 'checkout summary', stories: compose(checkoutSummary), url: '/checkout' },
  { title: 'widget frame', stories: compose(widgetFrame) },
  { title: 'moving home', stories: compose(movingHome), url: '/moving-house/move-home' },
  { title: 'compare', stories: compose(compare) },
  { title: 'plans table', stories: compose(plansTable) },
  { title: 'share', stories: compose(share) },
  { title: 'qualifier', stories: compose(qualifier), url: `${PLANS_PAGE}#/qualifier` },
  { title: 'refine bar', stories: compose(refineBar) },
  { title: 'address search', stories: compose(addressSearch) },
  { title: 'checkout header', stories: compose(checkoutHeader) },
  { title: 'date calendar', stories: compose(dateCalendar), now: () => new Date(2026, 10, 25, 10) },
  { title: 'estimate breakdown', stories: compose(estimateBreakdown) },
  { title: 'reference price explainer', stories: compose(referencePriceExplainer) },
  // The real elements for editors (issue 24). The moving-home shell marks the page's journey as moving: it comes last.
  { title: 'editors: refine bar', stories: compose(editorsRefineBar) },
  { title: 'editors: plans table', stories: compose(editorsPlansTable) },
  { title: 'editors: cart overlay', stories: compose(editorsCartOverlay) },
  { title: 'editors: qualifier', stories: compose(editorsQualifier) },
  { title: 'editors: moving home', stories: compose(editorsMovingHome), url: '/moving-house/move-home' },
];

/** The window's width in happy-dom (no layout: a widget measures its width as the window's). */
const DEFAULT_WIDTH = window.innerWidth;
const setWidth = (width: number): void =>
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });

/** The width a story is drawn at: its `width` arg, or the mobile viewport (375 px) it asks Storybook for. */
function storyWidth(story: Composed): number {
  const width = story.args['width'];
  if (typeof width === 'number') return width;
  const viewport = story.globals['viewport'] as { value?: string } | undefined;
  return viewport?.value === 'mobile' ? 375 : viewport?.value === 'desktop' ? 1280 : DEFAULT_WIDTH;
}

/** Whether `root` holds text a visitor reads (not a style sheet's). */
function hasText(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent !== 'STYLE' && parent !== 'SCRIPT' && node.textContent?.trim()) return true;
  }
  return false;
}

/** Whether the story drew something: text, or an element with a role (explicit, or a control's, a heading's, a table's). */
function drawn(canvas: HTMLElement): boolean {
  const root: ParentNode & Node = shadowRootOf(canvas) ?? canvas;
  if (hasText(root)) return true;
  return root.querySelector('[role], a[href], button, input, select, textarea, table, img[alt], h1, h2, h3, h4, h5, h6') !== null;
}

/**
 * Issue 22: a story's content may draw only after lazy chunks and the reference API's answer, so every
 * story has a play function that waits for what it shows; after it, the story is drawn.
 */
describe('every story waits for its content to be drawn', { timeout: 60_000 }, () => {
  it('covers every stories module', () => {
    const files = readdirSync('stories', { recursive: true }).filter((f) => String(f).endsWith('.stories.tsx'));
    expect(files.length).toBeGreaterThan(0);
    expect(SUITES).toHaveLength(files.length);
  });

  for (const { title, stories, url, now } of SUITES) {
    describe(title, () => {
      beforeEach(() => {
        history.replaceState(null, '', url ?? PLANS_PAGE);
        configureApi({ fetch: createApiFetch(now ? { now } : {}), retries: 0 });
      });
      afterEach(() => {
        setWidth(DEFAULT_WIDTH);
        history.replaceState(null, '', '/');
      });

      for (const [name, Story] of Object.entries(stories)) {
        it(name, async () => {
          expect(Story.play, `${title} / ${name} has no play function`).toBeTypeOf('function');
          setWidth(storyWidth(Story));
          const { container } = render(<Story />);
          await act(async () => {
            await new Promise((r) => setTimeout(r, 0));
          });
          await Story.play?.({ canvasElement: container } as never);
          expect(drawn(container), `${title} / ${name} is still empty after its play function`).toBe(true);
        });
      }
    });
  }
});

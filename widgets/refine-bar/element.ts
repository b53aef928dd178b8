import { UI_CSS } from '../../src/ui';
import { defineWidget } from '../../src/embed/define-widget';
import { connectWidget, onPlansRoute } from '../../src/services/page';
import css from './refine-bar.css?inline';
import { RefineBar } from './RefineBar';

/** Element attributes besides the common ones (docs/widgets/refine-bar.md). */
export const REFINE_BAR_ATTRIBUTES = [
  'location-mode',
  'hide-unselected-fuel',
  'green-page-key',
  'meter-detected-text',
  'meter-detected-button',
  'meter-detected-hide-button',
] as const;

/**
 * Registers `<ea-refine-bar>`. Called by the entry (index.ts) only; it lives here rather than in
 * the entry so the build ships it in the plans-page chunk and the entry file stays a one-line call.
 */
export function defineRefineBar(): void {
  defineWidget({
    tag: 'ea-refine-bar',
    component: RefineBar,
    styles: [UI_CSS, css],
    attributes: REFINE_BAR_ATTRIBUTES,
    onConnect: connectWidget,
    start: connectWidget,
    shownWhen: onPlansRoute,
  });
}

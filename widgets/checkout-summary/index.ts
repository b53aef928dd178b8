import { createElement, lazy, Suspense } from 'react';
import { defineWidget, type EaWidgetElement, type WidgetProps } from '../../src/embed/define-widget';
import { connectWidget } from '../../src/services/page';
import { UI_CSS } from '../../src/ui';

/** The summary, the quote service and the validating merge load after the element connects. */
const CheckoutSummary = lazy(() => import('./CheckoutSummary'));

/**
 * Until its code has loaded, the element holds the space the page reserved for it (PLACEHOLDER_CSS in
 * src/embed/manifest-data.ts, the same heights: a unit test keeps them the same), so the page below does not move
 * as it draws. Written here, in the entry, because this entry's other start-up modules ride the plans page's chunk.
 */
export const HOLD_CSS =
  '.ea-cs-hold{min-height:388px}@media (max-width:639px){.ea-cs-hold{min-height:437px}}' +
  '@media (max-width:519px){.ea-cs-hold{min-height:677px}}@media (max-width:479px){.ea-cs-hold{min-height:719px}}';
const hold = createElement('div', { className: 'ea-cs-hold' });

/**
 * `<ea-checkout-summary>`: the checkout page's stand-in (spec 3 §2.3, §4.7). Loads the saved quote
 * named by the page's `?r=` (else the quote cookie, else saved state) and shows the checkout header
 * with what the visitor chose, or why the quote cannot be shown.
 */
defineWidget({
  tag: 'ea-checkout-summary',
  component: (props: WidgetProps) => createElement(Suspense, { fallback: hold }, createElement(CheckoutSummary, props)),
  styles: [UI_CSS, HOLD_CSS],
  onConnect: connectWidget,
  start: connectWidget,
});

declare global {
  interface HTMLElementTagNameMap {
    'ea-checkout-summary': EaWidgetElement;
  }
}

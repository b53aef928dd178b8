import { createElement, lazy, Suspense } from 'react';
import { defineWidget, type EaWidgetElement, type WidgetProps } from '../../src/embed/define-widget';
import { connectWidget } from '../../src/services/page';
import { UI_CSS } from '../../src/ui';

/** The summary, the quote service and the validating merge load after the element connects. */
const CheckoutSummary = lazy(() => import('./CheckoutSummary'));

/**
 * `<ea-checkout-summary>`: the checkout page's stand-in (spec 3 §2.3, §4.7). Loads the saved quote
 * named by the page's `?r=` (else the quote cookie, else saved state) and shows the checkout header
 * with what the visitor chose, or why the quote cannot be shown.
 */
defineWidget({
  tag: 'ea-checkout-summary',
  component: (props: WidgetProps) => createElement(Suspense, { fallback: null }, createElement(CheckoutSummary, props)),
  styles: [UI_CSS],
  onConnect: connectWidget,
});

declare global {
  interface HTMLElementTagNameMap {
    'ea-checkout-summary': EaWidgetElement;
  }
}

import { defineWidget } from '../../src/embed/define-widget';
import { connectWidget, onPlansRoute } from '../../src/services/page';
import { UI_CSS } from '../../src/ui/styles';
import css from './cart-overlay.css?inline';
import { CartOverlay } from './CartOverlay';

/**
 * Registers `<ea-cart-overlay>`. Called by the entry (index.ts) only; it lives here rather than in
 * the entry so the build ships it in the plans-page chunk and the entry file stays a one-line call.
 */
export function defineCartOverlay(): void {
  defineWidget({
    tag: 'ea-cart-overlay',
    component: CartOverlay,
    styles: [UI_CSS, css],
    attributes: ['continue-href', 'offer-order', 'offer-filter'],
    onConnect: connectWidget,
    start: connectWidget,
    shownWhen: onPlansRoute,
  });
}

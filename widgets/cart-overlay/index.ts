import { defineWidget, type EaWidgetElement } from '../../src/embed/define-widget';
import { onPlansRoute } from '../../src/services/routes';
import { connectWidget } from '../../src/services/widget';
import { UI_CSS } from '../../src/ui/styles';
import css from './cart-overlay.css?inline';
import { CartOverlay } from './CartOverlay';

defineWidget({
  tag: 'ea-cart-overlay',
  component: CartOverlay,
  styles: [UI_CSS, css],
  attributes: ['continue-href', 'offer-order', 'offer-filter'],
  onConnect: connectWidget,
  shownWhen: onPlansRoute,
});

declare global {
  interface HTMLElementTagNameMap {
    'ea-cart-overlay': EaWidgetElement;
  }
}

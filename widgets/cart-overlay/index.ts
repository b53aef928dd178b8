import type { EaWidgetElement } from '../../src/embed/define-widget';
import { defineCartOverlay } from './element';

defineCartOverlay();

declare global {
  interface HTMLElementTagNameMap {
    'ea-cart-overlay': EaWidgetElement;
  }
}

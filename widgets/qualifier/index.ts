import { defineWidget, type EaWidgetElement } from '../../src/embed/define-widget';
import { connectWidget } from '../../src/services/widget';
import { UI_CSS } from '../../src/ui';
import { QualifierRoute } from './QualifierRoute';

/**
 * `<ea-qualifier>`: "Get started" on the `qualifier` hash route (spec 3 §2.2). Attribute besides the
 * common ones: `checkout-url`, where Continue takes the visitor with the saved quote (default `/checkout`).
 */
defineWidget({ tag: 'ea-qualifier', component: QualifierRoute, styles: [UI_CSS], attributes: ['checkout-url'], onConnect: connectWidget });

declare global {
  interface HTMLElementTagNameMap {
    'ea-qualifier': EaWidgetElement;
  }
}

import { defineWidget, type EaWidgetElement } from '../../src/embed/define-widget';
import { onPlansRoute } from '../../src/services/routes';
import { connectWidget } from '../../src/services/widget';
import { UI_CSS } from '../../src/ui';
import css from './plans-table.css?inline';
import { PlansTable } from './PlansTable';

/**
 * `<ea-plans-table>`: the plans for the visitor's place with estimates, rates and selection (spec 2).
 * Attributes besides the common ones: `offer-order` and `offer-filter` (comma-separated offer codes),
 * `mimic-accordions` (a plan's rate accordions open and close together), `hide-message-close`
 * (lookup messages without close buttons).
 */
defineWidget({
  tag: 'ea-plans-table',
  component: PlansTable,
  styles: [UI_CSS, css],
  attributes: ['offer-order', 'offer-filter', 'mimic-accordions', 'hide-message-close'],
  onConnect: connectWidget,
  shownWhen: onPlansRoute,
});

declare global {
  interface HTMLElementTagNameMap {
    'ea-plans-table': EaWidgetElement;
  }
}

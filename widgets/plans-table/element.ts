import { defineWidget } from '../../src/embed/define-widget';
import { connectWidget, onPlansRoute } from '../../src/services/page';
import { UI_CSS } from '../../src/ui';
import css from './plans-table.css?inline';
import { PlansTable } from './PlansTable';

/**
 * Registers `<ea-plans-table>`: the plans for the visitor's place with estimates, rates and selection (spec 2).
 * Attributes besides the common ones: `offer-order` and `offer-filter` (comma-separated offer codes),
 * `mimic-accordions` (a plan's rate accordions open and close together), `hide-message-close`
 * (lookup messages without close buttons). Called by the entry (index.ts) only; it lives here rather
 * than in the entry so the build ships it in the plans-page chunk and the entry file stays a one-line call.
 */
export function definePlansTable(): void {
  defineWidget({
    tag: 'ea-plans-table',
    component: PlansTable,
    styles: [UI_CSS, css],
    attributes: ['offer-order', 'offer-filter', 'mimic-accordions', 'hide-message-close'],
    onConnect: connectWidget,
    start: connectWidget,
    shownWhen: onPlansRoute,
  });
}

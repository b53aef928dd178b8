import { UI_CSS } from '../../src/ui';
import { defineWidget, type EaWidgetElement } from '../../src/embed/define-widget';
import { onPlansRoute } from '../../src/services/routes';
import { connectWidget } from '../../src/services/widget';
import css from './refine-bar.css?inline';
import { RefineBar } from './RefineBar';

/** Element attributes besides the common ones (README: `<ea-refine-bar>`). */
export const REFINE_BAR_ATTRIBUTES = [
  'location-mode',
  'hide-unselected-fuel',
  'green-page-key',
  'meter-detected-text',
  'meter-detected-button',
  'meter-detected-hide-button',
] as const;

defineWidget({ tag: 'ea-refine-bar', component: RefineBar, styles: [UI_CSS, css], attributes: REFINE_BAR_ATTRIBUTES, onConnect: connectWidget, shownWhen: onPlansRoute });

declare global {
  interface HTMLElementTagNameMap {
    'ea-refine-bar': EaWidgetElement;
  }
}

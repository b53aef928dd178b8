import type { EaWidgetElement } from '../../src/embed/define-widget';
import { defineRefineBar } from './element';

export { REFINE_BAR_ATTRIBUTES } from './element';

defineRefineBar();

declare global {
  interface HTMLElementTagNameMap {
    'ea-refine-bar': EaWidgetElement;
  }
}

import type { EaWidgetElement } from '../../src/embed/define-widget';
import { defineQualifier } from './element';

/** `<ea-qualifier>` (see ./element.ts for its attribute). */
defineQualifier();

declare global {
  interface HTMLElementTagNameMap {
    'ea-qualifier': EaWidgetElement;
  }
}

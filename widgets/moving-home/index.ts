import type { EaWidgetElement } from '../../src/embed/define-widget';
import { defineMovingHome } from './element';

/** `<ea-moving-home>` (see ./element.ts). */
defineMovingHome();

declare global {
  interface HTMLElementTagNameMap {
    'ea-moving-home': EaWidgetElement;
  }
}

import type { EaWidgetElement } from '../../src/embed/define-widget';
import { definePlansTable } from './element';

/** `<ea-plans-table>` (see ./element.ts for its attributes). */
definePlansTable();

declare global {
  interface HTMLElementTagNameMap {
    'ea-plans-table': EaWidgetElement;
  }
}

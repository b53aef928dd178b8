import { defineWidget } from '../../src/embed/define-widget';
import { startMovingHome } from '../../src/services/moving-home';
import { connectWidget, onPlansRoute } from '../../src/services/page';
import { UI_CSS } from '../../src/ui';
import css from './moving-home.css?inline';
import { MovingHome } from './MovingHome';

/**
 * Registers `<ea-moving-home>`: the moving-home shell (spec 3 §2.1, §2.4, §4.6). It takes the host's
 * `ea:address-update` / `ea:address-clear`, loads the plans at that address, reports `ea:lookup-completed`,
 * and on the '' route shows the landing with the moving date picker (nothing on `qualifier`). Only the
 * common attributes. Called by the entry (index.ts) only.
 */
export function defineMovingHome(): void {
  defineWidget({
    tag: 'ea-moving-home',
    component: MovingHome,
    styles: [UI_CSS, css],
    // The shell listens for the host's addresses while the element is on the page, shown or not: a page reloaded
    // on "Get started" (where the landing is hidden and not rendered) still hears them.
    onConnect: (element, signal) => {
      connectWidget(element);
      startMovingHome(signal);
    },
    start: connectWidget,
    shownWhen: onPlansRoute,
  });
}

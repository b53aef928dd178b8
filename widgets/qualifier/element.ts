import { defineWidget } from '../../src/embed/define-widget';
import { connectWidget } from '../../src/services/page';
import { UI_CSS } from '../../src/ui';
import { QualifierRoute } from './QualifierRoute';

/**
 * Registers `<ea-qualifier>`: "Get started" on the `qualifier` hash route (spec 3 §2.2). Attribute besides the
 * common ones: `checkout-url`, where Continue takes the visitor with the saved quote (default `/checkout#/mydetails`).
 * Called by the entry (index.ts) only; it lives here rather than in the entry so the build ships it in the
 * plans-page chunk and the entry file stays a one-line call.
 */
export function defineQualifier(): void {
  defineWidget({
    tag: 'ea-qualifier',
    component: QualifierRoute,
    styles: [UI_CSS],
    attributes: ['checkout-url'],
    onConnect: connectWidget,
    start: connectWidget,
  });
}

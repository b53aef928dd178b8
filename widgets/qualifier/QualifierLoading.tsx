import { LOADING_QUALIFIER_TEXT } from '../../src/domain/shared';
import { Spinner } from '../../src/ui';

/**
 * "Get started" loading (its code, then the entry check). It holds a screen's height, as the page itself does
 * (`.qq` in qualifier.css): loaded (or reloaded) on the route, the plans widgets above hide, and the host page's
 * own content below would otherwise come into view and move again when the page draws (a layout shift).
 */
export function QualifierLoading() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Spinner label={LOADING_QUALIFIER_TEXT} size={72} />
    </div>
  );
}

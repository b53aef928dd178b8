import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { on } from '../../src/bus';
import { useWidget } from '../../src/embed/context';
import type { WidgetProps } from '../../src/embed/define-widget';
import { CART_ENTRY_MARK, enterMarkedEntry, goTo, leaveMarkedEntry, onMarkedEntry, onPlansRoute, ROUTES } from '../../src/services/page';
import { selectSelectedServices, store, useStore } from '../../src/store';
import { logWarning } from '../../src/log';

/** The open cart is its own chunk: a visitor who never opens it never downloads it. */
const CartDialog = lazy(() => import('./CartDialog'));

/**
 * `<ea-cart-overlay>`: opens on `ea:open-cart`, which the plans table sends when the visitor adds
 * a plan (a selection changed by a plan reload does not open it); while closed with a selection
 * it shows an inline bar to reopen it.
 */
export function CartOverlay({ attributes }: WidgetProps) {
  const { signal } = useWidget();
  const [open, setOpen] = useState(false);
  // Opened on an event, the cart renders after the page has painted what the visitor did (the
  // 'Added' button), so the add answers at once; the inline bar stays hidden meanwhile.
  const [opening, startOpening] = useTransition();
  const services = useStore(selectSelectedServices);
  const selectedCount = services === 'both' ? 2 : services === 'none' ? 0 : 1;

  // Closed by its own controls: once back off the cart's history entry, the root route (spec 2 §4's Close).
  const closing = useRef(false);
  useEffect(() => {
    on(
      'ea:open-cart',
      () => {
        // Off the plans ("Get started") the cart is hidden: it would open unseen, with a history entry Back only closes.
        if (!onPlansRoute()) return void logWarning('ea:open-cart ignored: the cart is not shown on this route');
        // Not over a refine bar modal the visitor is in: the cart's Continue would step past the meter-detected one (not
        // closable), and the cart's history entry would stack on the refine modal's (the "Get started" entry kept its mark).
        if (store.getState().refine.modal) return void logWarning('ea:open-cart ignored: a refine bar modal is open');
        enterMarkedEntry(CART_ENTRY_MARK);
        startOpening(() => setOpen(true));
      },
      signal,
    );
    // Back closes the open cart, Forward opens it again (src/services/page/history-entry.ts); so does a page
    // reloaded on the cart's entry. Off its entry onto "Get started" (a host's `location.hash`, which fires popstate) it
    // stays open, asleep, as after a pushState: Back brings it back as it was (src/domain/page/overlay-entry.ts).
    const follow = (): void => {
      setOpen((o) => (onPlansRoute() ? onMarkedEntry(CART_ENTRY_MARK) : o));
      if (closing.current && !onMarkedEntry(CART_ENTRY_MARK)) {
        closing.current = false;
        goTo(ROUTES.root);
      }
    };
    if (onMarkedEntry(CART_ENTRY_MARK)) follow();
    addEventListener('popstate', follow, { signal });
  }, [signal]);

  // On the cart's entry the cart closes once Back has landed (its popstate, in `follow`): the browser restores the
  // page's scroll then, and focus after the cart (its panel scrolled into view) must come after that, not before.
  const close = (): void => {
    if (leaveMarkedEntry(CART_ENTRY_MARK)) closing.current = true;
    else {
      setOpen(false);
      goTo(ROUTES.root);
    }
  };

  return (
    <>
      {selectedCount > 0 && !open && !opening ? (
        <div className="cart-bar">
          <span>{selectedCount === 1 ? '1 plan in your cart' : `${selectedCount} plans in your cart`}</span>
          <button
            type="button"
            className="ea-btn"
            onClick={() => {
              enterMarkedEntry(CART_ENTRY_MARK);
              setOpen(true);
            }}
          >
            View cart
          </button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CartDialog attributes={attributes} onClose={close} onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

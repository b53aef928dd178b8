import { lazy, Suspense, useEffect, useState } from 'react';
import { on } from '../../src/bus';
import { useWidget } from '../../src/embed/context';
import type { WidgetProps } from '../../src/embed/define-widget';
import { goTo, ROUTES } from '../../src/services/routes';
import { selectSelectedServices, store, useStore } from '../../src/store';

/** The open cart is its own chunk: a visitor who never opens it never downloads it. */
const CartDialog = lazy(() => import('./CartDialog'));

/**
 * `<ea-cart-overlay>`: opens when a plan is added anywhere on the page or on `ea:open-cart`; while
 * closed with a selection it shows an inline bar to reopen it.
 */
export function CartOverlay({ attributes }: WidgetProps) {
  const { signal } = useWidget();
  const [open, setOpen] = useState(false);
  const services = useStore(selectSelectedServices);
  const selectedCount = services === 'both' ? 2 : services === 'none' ? 0 : 1;

  useEffect(() => on('ea:open-cart', () => setOpen(true), signal), [signal]);
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        const added =
          (s.plans.selectedElectricityPlanCode !== null && s.plans.selectedElectricityPlanCode !== prev.plans.selectedElectricityPlanCode) ||
          (s.plans.selectedGasPlanCode !== null && s.plans.selectedGasPlanCode !== prev.plans.selectedGasPlanCode);
        if (added) setOpen(true);
      }),
    [],
  );

  const close = (): void => {
    setOpen(false);
    goTo(ROUTES.root);
  };

  return (
    <>
      {selectedCount > 0 && !open ? (
        <div className="cart-bar">
          <span>{selectedCount === 1 ? '1 plan in your cart' : `${selectedCount} plans in your cart`}</span>
          <button type="button" className="ea-btn" onClick={() => setOpen(true)}>
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

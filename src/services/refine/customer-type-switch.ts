import { otherCustomerType, plansPathForCustomerType } from '../../domain/refine/refine-meter';
import { DEFAULT_FUEL_SELECTION, type CustomerType } from '../../domain/shared';
import { dataOf, persistence, store } from '../../store';
import { deleteCookie, QUOTE_COOKIE } from '../../store/storage';

/* Leaving for the other customer type's plans page: the meter-detected modal's button, and the same offer where
   that modal cannot show (on "Get started", on a page without a refine bar). Loaded with what offers it. */

const state = () => store.getState();

/**
 * Meter detected → 'View {type} plans': the quote cookie goes, then that type's plans page (after the 200 ms
 * redirect delay). The visitor is of that type from then on, saved at once: a page whose widgets state no
 * customer type would otherwise restore the old one, meet the same meter and show this modal again. Plans
 * and account of the old type go (as start-up does when a page states the other type).
 */
export function goToPlansPage(path: string, customerType?: CustomerType, delayMs = 200): void {
  deleteCookie(QUOTE_COOKIE);
  if (customerType) {
    const s = state();
    s.setCustomerType(customerType);
    s.resetIdentity();
    s.deselectPlan('electricity');
    s.deselectPlan('gas');
    // That page starts on both fuels: a fuel this page switched to (its other fuel refused here) is not theirs.
    s.patch('refine', { fuelSelection: DEFAULT_FUEL_SELECTION });
    persistence.save(dataOf(state()));
  }
  setTimeout(() => location.assign(path), delayMs);
}

/** 'View {type} plans' for a meter of the other customer type: that type's plans page, the visitor of that type from then on. */
export function viewOtherCustomerTypePlans(): void {
  const other = otherCustomerType(state().app.customerType);
  goToPlansPage(plansPathForCustomerType(other), other);
}

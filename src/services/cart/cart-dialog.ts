/**
 * The open cart's actions (spec 2 §4 "Cart"): Add / Remove on a card, and Continue. Lazy-only (not
 * in ./index.ts; local/concern-boundaries): loaded with the cart dialog, whose rules are
 * src/domain/cart/cart-dialog.ts.
 */
import { siteLink } from '../../domain/quote/site-link';
import type { SingleFuel } from '../../domain/shared';
import { selectSelectedServices, store, type PlanRef } from '../../store';
import { goTo, ROUTES } from '../page/routes';

/**
 * Add or Remove on a card: a card not selected selects its plan for its fuel; a selected one is
 * taken out of the cart. Answers 'emptied' when that removal left nothing selected (the dialog then
 * closes), else 'changed'.
 */
export function toggleCartPlan(fuel: SingleFuel, plan: PlanRef, selected: boolean): 'emptied' | 'changed' {
  const state = store.getState();
  if (!selected) {
    state.selectPlan(fuel, plan);
    return 'changed';
  }
  state.deselectPlan(fuel);
  return selectSelectedServices(store.getState()) === 'none' ? 'emptied' : 'changed';
}

/**
 * Continue: to the host's `continue-href` when it is a page of this site (the site-link rule, same
 * origin only), the page being left; otherwise `hide` is called (the overlay hides, the route stays
 * as it is) and the visitor goes to the qualifier's route, "Get started".
 */
export function continueFromCart(continueHref: string | undefined, hide: () => void): void {
  const href = siteLink(continueHref, location.href, { otherOrigins: false });
  if (href) {
    location.assign(href.pathname + href.search + href.hash);
    return;
  }
  hide();
  goTo(ROUTES.qualifier);
}

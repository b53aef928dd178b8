/**
 * The open cart's actions (spec 2 §4 "Cart"): Add / Remove on a card, 'Add a different plan', Continue, and where
 * focus goes once it closes. Lazy-only (not in ./index.ts; local/concern-boundaries): loaded with the cart dialog,
 * whose rules are src/domain/cart/cart-dialog.ts.
 */
import { panelsOffering } from '../../domain/cart/cart-dialog';
import { siteLink } from '../../domain/quote/site-link';
import type { SingleFuel } from '../../domain/shared';
import { selectSelectedServices, store, type PlanRef } from '../../store';
import { onMarkedEntry } from '../page/history-entry';
import { CART_ENTRY_MARK, goTo, ROUTES } from '../page/routes';

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
  // In place of the cart's own history entry: Back from "Get started" goes to the plans as they were before the cart.
  goTo(ROUTES.qualifier, { replace: onMarkedEntry(CART_ENTRY_MARK) });
}

/** The table's 'Select plan' buttons of panels offering `fuel` (a panel names its fuels; a key-features column's button does). */
const selectsOf = (fuel: SingleFuel): string =>
  panelsOffering(fuel)
    .flatMap((type) => [`article[data-fuel="${type}"] .pt-select`, `.pt-select[data-fuel="${type}"]`])
    .join(', ');

/** The plans table's 'Select plan' of the first panel holding the plan `code` (a panel names its plans' codes, joined by '+'). */
function selectOfPlan(table: ShadowRoot | null | undefined, code: string): HTMLElement | null {
  const panel = [...(table?.querySelectorAll<HTMLElement>('article[data-plan]') ?? [])].find((a) =>
    a.dataset['plan']?.split('+').includes(code),
  );
  return panel?.querySelector<HTMLElement>('.pt-select') ?? null;
}

/** Focus on a 'Select plan' of the table, its panel's foot at the window's: the whole panel shows where it fits, else as
 * much of it as fits above the button (focus is never scrolled out of sight). */
function focusSelect(select: HTMLElement): void {
  (select.closest('article, .pt-kf') ?? select).scrollIntoView({ block: 'end' });
  select.focus();
}

/**
 * Where focus goes once the cart has closed (called in the frame after). After 'Add a different plan' for `fuel`:
 * to the plans table's first 'Select plan' of that fuel, its panel scrolled into view. Otherwise it stays where the
 * dialog gave it back; when that place is gone (opened by 'View cart', a bar hidden while the cart shows; the last
 * plan removed) it went to the page: then to the bar's 'View cart' once it shows again, else to the 'Select plan' of
 * the plan `removed` last (the visitor stays at the plan they took out, not sent to the top of the table), else to
 * the table's first 'Select plan'.
 */
export function focusAfterCart(host: HTMLElement, fuel: SingleFuel | null, removed: string | null = null): void {
  const table = document.querySelector('ea-plans-table')?.shadowRoot;
  const select = fuel ? table?.querySelector<HTMLElement>(selectsOf(fuel)) : null;
  if (select) return focusSelect(select);
  const active = document.activeElement;
  if (active && active !== document.body && (active !== host || host.shadowRoot?.activeElement)) return;
  const bar = (host.shadowRoot ?? host).querySelector<HTMLElement>('.cart-bar button');
  if (bar) return bar.focus();
  const own = removed ? selectOfPlan(table, removed) : null;
  if (own) return focusSelect(own);
  table?.querySelector<HTMLElement>('.pt-select')?.focus();
}

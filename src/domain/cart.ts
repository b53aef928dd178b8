/** Cart rules (spec 2 §4 "Cart" and "Plan selection", §9 column widths). */
import { CAROUSEL_MAX_COLUMNS_WIDTH } from './constants';
import type { SingleFuel } from './enums';

/** Order index of an offer code that the order list does not name. */
export const UNLISTED_OFFER_ORDER = 99;

/** The plan fields the cart rules read. */
export interface CartPlanLike {
  code: string;
  name: string;
  offerCode?: string | undefined;
}

/** A plan's offer code: its own, else the part of its code before the first hyphen. */
export function offerCodeOf(plan: CartPlanLike): string {
  return (plan.offerCode ?? plan.code.split('-')[0] ?? plan.code).trim().toUpperCase();
}

/** Parses an offer-code list attribute ("TOT, SEN,bal") into upper-case codes; blank gives an empty list. */
export function parseOfferCodes(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => /^[A-Z0-9_]{1,20}$/.test(s));
}

/** Plans sorted by their offer code's place in `order` (unlisted ones at index 99), stable otherwise. */
export function sortByOfferOrder<T extends CartPlanLike>(plans: readonly T[], order: readonly string[]): T[] {
  const rank = (p: T): number => {
    const i = order.indexOf(offerCodeOf(p));
    return i === -1 ? UNLISTED_OFFER_ORDER : i;
  };
  return plans.map((p, i) => ({ p, i, r: rank(p) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.p);
}

/** Plans whose offer code is in `filter`; an empty filter keeps every plan. */
export function filterByOfferCodes<T extends CartPlanLike>(plans: readonly T[], filter: readonly string[]): T[] {
  return filter.length === 0 ? [...plans] : plans.filter((p) => filter.includes(offerCodeOf(p)));
}

/**
 * The suggested plan for a fuel: the selected one, else the plan with the same name as the other
 * fuel's selection, else the first plan; null when the fuel has no plans.
 */
export function suggestedPlan<T extends CartPlanLike>(plans: readonly T[], selectedCode: string | null | undefined, otherFuelSelectedName: string | null | undefined): T | null {
  if (selectedCode) {
    const selected = plans.find((p) => p.code === selectedCode);
    if (selected) return selected;
  }
  if (otherFuelSelectedName) {
    const same = plans.find((p) => p.name === otherFuelSelectedName);
    if (same) return same;
  }
  return plans[0] ?? null;
}

/** The cart's card order: electricity first when it is selected, otherwise gas first. */
export function cartFuelOrder(electricitySelected: boolean): readonly SingleFuel[] {
  return electricitySelected ? ['electricity', 'gas'] : ['gas', 'electricity'];
}

export interface CartWidthInput {
  /** The widget is at a mobile width (≤ 767 px). */
  mobile: boolean;
  /** Number of plan columns. */
  planCount: number;
  /** A current-plan column is shown. */
  hasCurrentPlan: boolean;
  /** The window's width in px. */
  windowWidth: number;
}

/** Cart column width in px: 300 on mobile, 300 with 4 plans, 285 with more, 380 otherwise; on mobile with a current plan (window width − 30) ÷ 2. */
export function cartColumnWidth({ mobile, planCount, hasCurrentPlan, windowWidth }: CartWidthInput): number {
  if (mobile && hasCurrentPlan && Number.isFinite(windowWidth) && windowWidth > 30) return (windowWidth - 30) / 2;
  if (mobile) return 300;
  if (planCount === 4) return 300;
  if (planCount > 4) return 285;
  return 380;
}

/** The carousel is on when the columns are wider than the smaller of 1200 px and the window. */
export function carouselEnabled(columnsWidth: number, windowWidth: number): boolean {
  return columnsWidth > Math.min(CAROUSEL_MAX_COLUMNS_WIDTH, windowWidth);
}

/** Text shown when Continue is pressed with nothing selected. */
export const CART_EMPTY_TEXT = 'Please select at least one plan to signup';

/**
 * Cart dialog rules (the suggested plans, card order, column widths and carousel): apart from
 * ./cart.ts (the offer order and filter the plans table uses at start), so they load with the cart
 * dialog and the key-features table, not with every page.
 */
import type { CartPlanLike } from './cart';
import type { DisplayPlan } from '../plans/plan-display';
import type { Fuel, Journey, SingleFuel } from '../shared/enums';
import { FUEL_TITLE } from '../shared/fuel-texts';

const CAROUSEL_MAX_COLUMNS_WIDTH = 1200;

/**
 * The suggested plan for a fuel: the selected one, else the plan with the same name as the other
 * fuel's selection, else the first plan; null when the fuel has no plans. `plans` are those the cart
 * may suggest (the host's offer filter, in its order); the selected plan is found among `everyPlan`
 * (ours): the filter narrows what the cart suggests, not what the visitor chose. A selected plan the
 * filter left out showed another plan with Add, while the one in the quote was nowhere in the cart.
 */
export function suggestedPlan<T extends CartPlanLike>(
  plans: readonly T[],
  selectedCode: string | null | undefined,
  otherFuelSelectedName: string | null | undefined,
  everyPlan: readonly T[] = plans,
): T | null {
  if (selectedCode) {
    const selected = everyPlan.find((p) => p.code === selectedCode);
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

/**
 * Whether the cart suggests a plan of `fuel` (ours; the spec suggests one per fuel): when the visitor is
 * looking for it (the refine bar's fuel, 'both' or that fuel), or has a plan of it in the cart to remove.
 * Looking for gas only, the cart offered an electricity plan with no estimate, which Add put in the quote.
 */
export const cartOffersFuel = (fuel: SingleFuel, fuelSelection: Fuel, selected: boolean): boolean =>
  selected || fuelSelection === 'both' || fuelSelection === fuel;

/**
 * A cart card's accessible name: its fuel, 'current plan' on a current plan, then the plan's name ('Gas, current plan:
 * Basic Home Gas'), as its first line shows it ('Gas · current plan', the dot read as a comma). Both current plans
 * were 'Your current plan: …', which told a screen reader neither's fuel.
 */
export const cartCardLabel = (card: { fuel: SingleFuel; current: boolean }, planName: string): string =>
  `${FUEL_TITLE[card.fuel]}${card.current ? ', current plan' : ''}: ${planName}`;

/**
 * What the cart's polite status says once Add or Remove is pressed (ours, WCAG 4.1.3): the plan and its fuel, as the
 * button named them, and what happened to it. Focus stays on that card's button, whose name then says the next press
 * (Remove, or Add of the fuel's suggested plan); without this a screen reader said nothing of the press itself.
 */
export const cartToggleText = (added: boolean, planName: string, fuel: SingleFuel): string =>
  `${planName} (${fuel}) ${added ? 'added to' : 'removed from'} your cart.`;

/** A cart card's choice to pick another plan of its fuel in the plans table (spec 2 §6 names it). */
export const DIFFERENT_PLAN_TEXT = 'Add a different plan';

/**
 * Whether a cart card offers 'Add a different plan' (the visitor goes to that fuel's plans in the plans table): on a
 * fuel's suggested plan not in the cart; never on the campaign journey (spec 2 §6), nor on a current plan. A card
 * whose plan is in the cart shows Remove: a plan chosen in the table takes that fuel's place, so "Add" would say what
 * does not happen.
 */
export const offersDifferentPlan = (card: { current: boolean; selected: boolean }, journey: Journey | null): boolean =>
  !card.current && !card.selected && journey !== 'CAMPAIGN';

/** The plans table's panels (`DisplayPlan['fuelType']`) that offer a plan of `fuel`: that fuel's own and dual fuel. */
export const panelsOffering = (fuel: SingleFuel): readonly DisplayPlan['fuelType'][] => [fuel === 'gas' ? 'GAS' : 'ELE', 'BOTH'];

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

/**
 * How many cart columns one view of the cart's carousel shows: as many as the carousel rule's width (the smaller
 * of 1200 px and the window, spec 2 §9) holds, at least one. On a phone with a current plan the columns are half
 * of (window − 30), so two. The cards then shrink a little to the row's real width (its padding and gaps), as
 * they do in the cart's single row without the carousel: the spec's widths leave no room for those.
 */
export function cartColumnsPerView(columnWidth: number, windowWidth: number): number {
  const row = Math.min(CAROUSEL_MAX_COLUMNS_WIDTH, windowWidth);
  return columnWidth > 0 && Number.isFinite(row) ? Math.max(1, Math.floor(row / columnWidth)) : 1;
}

/**
 * The cart carousel's views: the cards' indexes, `perView` at most in each, in the cards' order. With two or more
 * to a view a fuel's current plan goes beside that fuel's new plan (the plan it would replace), and such a pair is
 * never split across views; a current plan of a fuel the cart offers no plan of follows on its own.
 */
export function cartViews(cards: readonly { fuel: SingleFuel; current: boolean }[], perView: number): number[][] {
  const size = Math.max(1, Math.floor(perView) || 1);
  const groups: number[][] = [];
  if (size === 1) cards.forEach((_, i) => groups.push([i]));
  else {
    const paired = new Set<number>();
    cards.forEach((card, i) => {
      if (card.current) return;
      const current = cards.findIndex((c, j) => c.current && c.fuel === card.fuel && !paired.has(j));
      if (current >= 0) paired.add(current);
      groups.push(current >= 0 ? [i, current] : [i]);
    });
    cards.forEach((card, i) => {
      if (card.current && !paired.has(i)) groups.push([i]);
    });
  }
  const views: number[][] = [];
  for (const group of groups) {
    const last = views.at(-1);
    if (last && last.length + group.length <= size) last.push(...group);
    else views.push([...group]);
  }
  return views;
}

/**
 * A cart card's estimate label (ours; spec 2 §9: "supply charge and estimates include GST"): the cart shows no rates and
 * no GST switch beside the amount, so it says what the amount holds.
 */
export const CART_ESTIMATE_LABEL = 'Estimated cost (inc GST)';

/** Text shown when Continue is pressed with nothing selected. */
export const CART_EMPTY_TEXT = 'Please select at least one plan to signup';

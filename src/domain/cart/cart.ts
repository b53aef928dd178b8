/** Cart rules (spec 2 §4 "Cart" and "Plan selection", §9 column widths). */

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

/**
 * Plans sorted by their offer code's place in `order` (unlisted ones at index 99), stable otherwise; `planOf` gives
 * the plan of something that holds one (a plans-table panel: its electricity plan, else its gas plan).
 */
export function sortByOfferOrder<T>(
  plans: readonly T[],
  order: readonly string[],
  planOf: (item: T) => CartPlanLike = (p) => p as CartPlanLike,
): T[] {
  const rank = (p: T): number => {
    const i = order.indexOf(offerCodeOf(planOf(p)));
    return i === -1 ? UNLISTED_OFFER_ORDER : i;
  };
  return plans
    .map((p, i) => ({ p, i, r: rank(p) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.p);
}

/** Plans whose offer code is in `filter`; an empty filter keeps every plan. */
export function filterByOfferCodes<T extends CartPlanLike>(plans: readonly T[], filter: readonly string[]): T[] {
  return filter.length === 0 ? [...plans] : plans.filter((p) => filter.includes(offerCodeOf(p)));
}

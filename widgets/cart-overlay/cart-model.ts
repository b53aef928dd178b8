import { cartFuelOrder, cartOffersFuel, suggestedPlan } from '../../src/domain/cart/cart-dialog';
import { filterByOfferCodes, sortByOfferOrder } from '../../src/domain/cart';
import { type Fuel, type SingleFuel } from '../../src/domain/shared';
import type { PlanRecord, PlansSlice } from '../../src/store';

/** The plans-slice fields the cart reads. */
export type CartPlans = Pick<
  PlansSlice,
  'electricityPlans' | 'gasPlans' | 'selectedElectricityPlanCode' | 'selectedGasPlanCode' | 'currentPlanElectricity' | 'currentPlanGas'
>;

/** One card of the cart: a fuel's suggested plan, or the visitor's current plan. */
export interface CartCard {
  fuel: SingleFuel;
  plan: PlanRecord;
  selected: boolean;
  current: boolean;
}

export interface CartOptions {
  order: readonly string[];
  filter: readonly string[];
  /** The fuel the visitor is looking for (the refine bar's); default both. */
  fuelSelection?: Fuel;
}

const listFor = (s: CartPlans, fuel: SingleFuel, options: CartOptions): PlanRecord[] =>
  sortByOfferOrder(filterByOfferCodes(fuel === 'electricity' ? s.electricityPlans : s.gasPlans, options.filter), options.order);

/** The cart's cards in order: per fuel its suggested plan (electricity first when selected), then current plans. */
export function cartCards(s: CartPlans, options: CartOptions): CartCard[] {
  const selected: Record<SingleFuel, string | null> = { electricity: s.selectedElectricityPlanCode, gas: s.selectedGasPlanCode };
  const nameOf = (fuel: SingleFuel): string | null => {
    const code = selected[fuel];
    const list = fuel === 'electricity' ? s.electricityPlans : s.gasPlans;
    return code ? (list.find((p) => p.code === code)?.name ?? null) : null;
  };
  const cards: CartCard[] = [];
  for (const fuel of cartFuelOrder(selected.electricity !== null)) {
    if (!cartOffersFuel(fuel, options.fuelSelection ?? 'both', selected[fuel] !== null)) continue;
    const other: SingleFuel = fuel === 'electricity' ? 'gas' : 'electricity';
    const plan = suggestedPlan(listFor(s, fuel, options), selected[fuel], nameOf(other));
    if (plan) cards.push({ fuel, plan, selected: plan.code === selected[fuel], current: false });
  }
  for (const [fuel, plan] of [
    ['electricity', s.currentPlanElectricity],
    ['gas', s.currentPlanGas],
  ] as const) {
    if (plan) cards.push({ fuel, plan, selected: false, current: true });
  }
  return cards;
}

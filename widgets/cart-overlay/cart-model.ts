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

const plansOf = (s: CartPlans, fuel: SingleFuel): PlanRecord[] => (fuel === 'electricity' ? s.electricityPlans : s.gasPlans);

/** The cart's cards in order: per fuel its suggested plan (electricity first when selected), then current plans. */
export function cartCards(s: CartPlans, options: CartOptions): CartCard[] {
  const selected: Record<SingleFuel, string | null> = { electricity: s.selectedElectricityPlanCode, gas: s.selectedGasPlanCode };
  const nameOf = (fuel: SingleFuel): string | null => {
    const code = selected[fuel];
    return code ? (plansOf(s, fuel).find((p) => p.code === code)?.name ?? null) : null;
  };
  const cards: CartCard[] = [];
  for (const fuel of cartFuelOrder(selected.electricity !== null)) {
    if (!cartOffersFuel(fuel, options.fuelSelection ?? 'both', selected[fuel] !== null)) continue;
    const other: SingleFuel = fuel === 'electricity' ? 'gas' : 'electricity';
    const all = plansOf(s, fuel);
    const plan = suggestedPlan(
      sortByOfferOrder(filterByOfferCodes(all, options.filter), options.order),
      selected[fuel],
      nameOf(other),
      all,
    );
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

/** Fuel selection rules of the refine bar (spec 2 §4 "Fuel selection"). */
import type { Fuel, PlanFeaturesToggle, SingleFuel } from '../shared/enums';

/**
 * Fuel options after a lookup: both first (only with plans for both fuels and dual fuel
 * available), then electricity, then gas; empty when no fuel has plans.
 */
export function planFuelOptions(hasElectricity: boolean, hasGas: boolean, dualFuel: boolean): Fuel[] {
  const out: Fuel[] = [];
  if (hasElectricity && hasGas && dualFuel) out.push('both');
  if (hasElectricity) out.push('electricity');
  if (hasGas) out.push('gas');
  return out;
}

/**
 * The fuel selector's options: the options after a lookup (above); before any plans arrive (none
 * for either fuel) all three, so the visitor can choose before the first lookup ends.
 */
export function refineFuelOptions(hasElectricity: boolean, hasGas: boolean, dualFuel: boolean): Fuel[] {
  if (!hasElectricity && !hasGas) return ['both', 'electricity', 'gas'];
  return planFuelOptions(hasElectricity, hasGas, dualFuel);
}

/** The selection to show: the current one when offered, else the first option (the plans service stores it). */
export function shownFuel(current: Fuel, options: readonly Fuel[]): Fuel {
  return options.includes(current) || options.length === 0 ? current : (options[0] as Fuel);
}

/** True when the selection includes the fuel. */
export function fuelIncludes(selection: Fuel, fuel: SingleFuel): boolean {
  return selection === 'both' || selection === fuel;
}

/** Plan features toggle values: All features is 'all'; Key features is any other value (the table reads it so). */
export const PLAN_FEATURES_TOGGLE_VALUES = { all: 'all', key: 'benefits' } as const satisfies Record<'all' | 'key', PlanFeaturesToggle>;

/** The fuel a lookup chose because the visitor's was not offered there, and the visitor's own. */
export interface ForcedFuel {
  from: Fuel;
  to: Fuel;
}

/**
 * The fuel selection after a lookup offering `options` (spec 2 §4: "If the current selection is unavailable,
 * the first available fuel is chosen"), and what to remember: a lookup that has to choose remembers the visitor's
 * own fuel, and a later lookup that offers it again gives it back, unless the visitor has chosen since (the
 * selection is no longer the one chosen for them). Postcode 4000 (no gas) then 3000 showed electricity only.
 */
export function fuelAfterLookup(
  current: Fuel,
  options: readonly Fuel[],
  forced: ForcedFuel | null,
): { fuel: Fuel; forced: ForcedFuel | null } {
  const kept = forced && forced.to === current ? forced : null;
  if (options.length === 0) return { fuel: current, forced: kept };
  if (kept && options.includes(kept.from)) return { fuel: kept.from, forced: null };
  if (options.includes(current)) return { fuel: current, forced: kept };
  const to = options[0] as Fuel;
  return { fuel: to, forced: { from: kept ? kept.from : current, to } };
}

/** The single fuels of a selection, electricity first. */
export const selectedFuels = (selection: Fuel): SingleFuel[] => (selection === 'both' ? ['electricity', 'gas'] : [selection]);

/**
 * The fuel a host's `ea:refine` leaves selected (spec 2 §4: "If the current selection is
 * unavailable, the first available fuel is chosen"): the asked-for fuel when the plans on the page
 * offer it, else their first. While plans load, or when the same event moves the place (a new
 * postcode, NMI or MIRN reloads them), the lookup that follows decides: the asked-for fuel stays.
 */
export function refineEventFuel(
  requested: Fuel,
  plans: { hasElectricity: boolean; hasGas: boolean; dualFuel: boolean; loading: boolean },
  reloads: boolean,
): Fuel {
  if (reloads || plans.loading) return requested;
  return shownFuel(requested, refineFuelOptions(plans.hasElectricity, plans.hasGas, plans.dualFuel));
}

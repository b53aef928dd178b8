/** Which plans show and how (spec 2 §4 plan display strategy, fuel selection, reconciliation, sorting). */
import type { DeviceClass, Fuel, Journey, SingleFuel } from '../shared/enums';
import { planFuel, type Plan } from './plan-types';
import { fuelIncludes } from '../refine/refine-fuel';

export type DisplayStrategy = 'grouped' | 'individual';

/** Plans of both fuels that share a name: candidates for one dual-fuel plan. */
export interface PlanGroup {
  key: string;
  electricity: Plan[];
  gas: Plan[];
}

const groupKey = (plan: Pick<Plan, 'name'>): string => plan.name.trim().toLowerCase();

/** Groups electricity and gas plans by name; only names present in both fuels form a group. */
export function groupPlans(electricity: readonly Plan[], gas: readonly Plan[]): PlanGroup[] {
  const gasKeys = new Set(gas.map(groupKey));
  const groups = new Map<string, PlanGroup>();
  for (const plan of electricity) {
    const key = groupKey(plan);
    if (!gasKeys.has(key)) continue;
    const group = groups.get(key) ?? { key, electricity: [], gas: [] };
    group.electricity.push(plan);
    groups.set(key, group);
  }
  for (const plan of gas) groups.get(groupKey(plan))?.gas.push(plan);
  return [...groups.values()];
}

const isPair = (g: PlanGroup): boolean => g.electricity.length === 1 && g.gas.length === 1;

/** Dual fuel is available only when groups exist and every group holds exactly 2 plans (one per fuel). */
export function isDualFuelAvailable(groups: readonly PlanGroup[]): boolean {
  return groups.length > 0 && groups.every(isPair);
}

/** Grouped by default; in a campaign individual when fewer than 2 groups exist or any group is not a pair. */
export function displayStrategy(journey: Journey | null, groups: readonly PlanGroup[]): DisplayStrategy {
  if (journey !== 'CAMPAIGN') return 'grouped';
  return groups.length < 2 || !groups.every(isPair) ? 'individual' : 'grouped';
}

/** One panel of the plans table: one plan, or a dual-fuel pair. */
export interface DisplayPlan {
  /** Stable key (plan codes). */
  key: string;
  fuelType: 'ELE' | 'GAS' | 'BOTH';
  electricity: Plan | null;
  gas: Plan | null;
}

/** The fuel plans of a panel, electricity first, each with its fuel. */
export const fuelPlans = (panel: Pick<DisplayPlan, 'electricity' | 'gas'>): [SingleFuel, Plan][] =>
  [panel.electricity, panel.gas].filter((p): p is Plan => p !== null).map((p) => [planFuel(p), p]);

/** Throws when two plans of the same fuel would be grouped (spec 2 §5: a data error). */
export function pairPlans(electricity: Plan | null, gas: Plan | null): DisplayPlan {
  if ((electricity && electricity.fuelType !== 'ELE') || (gas && gas.fuelType !== 'GAS')) {
    throw new Error('Plan data error: a dual-fuel plan needs one electricity and one gas plan');
  }
  const fuelType = electricity && gas ? 'BOTH' : electricity ? 'ELE' : 'GAS';
  return { key: [electricity?.code, gas?.code].filter(Boolean).join('+'), fuelType, electricity, gas };
}

const single = (plan: Plan): DisplayPlan => (plan.fuelType === 'GAS' ? pairPlans(null, plan) : pairPlans(plan, null));

/**
 * The panels for a fuel selection: one fuel shows its plans; both, grouped with dual fuel
 * available, shows a dual-fuel panel per group and the ungrouped plans after; otherwise every plan on its own.
 */
export function displayPlans(fuel: Fuel, electricity: readonly Plan[], gas: readonly Plan[], strategy: DisplayStrategy): DisplayPlan[] {
  if (fuel === 'electricity') return electricity.map(single);
  if (fuel === 'gas') return gas.map(single);
  const groups = groupPlans(electricity, gas);
  if (strategy === 'grouped' && isDualFuelAvailable(groups)) {
    const grouped = new Set<Plan | undefined>();
    const out: DisplayPlan[] = [];
    // Every group is a pair (dual fuel is available), in the order of its electricity plan in the list (groupPlans):
    // taken as they are, not searched for per plan (with thousands of pairs that search was quadratic: 10,000 pairs,
    // 0.3 s at full speed).
    for (const {
      electricity: [ele],
      gas: [paired],
    } of groups) {
      out.push(pairPlans(ele ?? null, paired ?? null));
      grouped.add(ele).add(paired);
    }
    for (const plan of [...electricity, ...gas]) if (!grouped.has(plan)) out.push(single(plan));
    return out;
  }
  return [...electricity, ...gas].map(single);
}

/**
 * The current-plan column for a fuel selection: the visitor's current plan of each fuel the
 * selection includes, as the plans are filtered (spec 2 §2 optional current-plan column, §4 fuel
 * selection); null when the selection includes none of them.
 */
export function currentPlanPanel(fuel: Fuel, electricity: Plan | null, gas: Plan | null): DisplayPlan | null {
  const ele = fuelIncludes(fuel, 'electricity') ? electricity : null;
  const g = fuelIncludes(fuel, 'gas') ? gas : null;
  if (!ele && !g) return null;
  return { key: 'current', fuelType: ele && g ? 'BOTH' : ele ? 'ELE' : 'GAS', electricity: ele, gas: g };
}

/** A panel's select button (spec 2 §2), and its text once the plan is in the cart (also the compare view's and the key-features table's). */
export const SELECT_PLAN_TEXT = 'Select plan';
export const ADDED_TEXT = 'Added';

/**
 * How much of a panel is in the cart: all its fuels' plans (true), none (false), or of a dual-fuel panel one fuel's
 * plan only, that fuel named: Flexi for both fuels, then the electricity-only Balance Plan, leaves Flexi's gas in the
 * cart, and Flexi's panel says so ('Gas added') rather than 'Select plan' (ours: spec 2 §4 only has the two states).
 */
export type PanelSelection = boolean | 'Electricity' | 'Gas';

export function panelSelection(
  selectedElectricity: string | null,
  selectedGas: string | null,
  panel: Pick<DisplayPlan, 'electricity' | 'gas'>,
): PanelSelection {
  const ele = !!panel.electricity && panel.electricity.code === selectedElectricity;
  const gas = !!panel.gas && panel.gas.code === selectedGas;
  if (!!panel.electricity === ele && !!panel.gas === gas) return ele || gas;
  return ele ? 'Electricity' : gas && 'Gas';
}

/** A select button's text: 'Select plan', 'Added', or of a panel partly in the cart '{Fuel} added'. */
export const selectText = (selection: PanelSelection): string =>
  selection === true ? ADDED_TEXT : selection ? `${selection} added` : SELECT_PLAN_TEXT;

/** A select button's aria-pressed: 'mixed' while a dual-fuel panel is partly in the cart. */
export const selectPressed = (selection: PanelSelection): boolean | 'mixed' => (selection === true ? true : !!selection && 'mixed');

/** Plan panels side by side in the plans grid on each device class (as .pt-grid lays them out in widgets/plans-table/plans-table.css). */
const PANEL_COLUMNS: Readonly<Record<DeviceClass, number>> = { mobile: 1, tablet: 2, desktop: 3, wide: 3, 'extra-wide': 4 };

/**
 * How many plan panels fill a first screen on a device class: two rows of the grid (a panel is most
 * of a phone's screen tall). The plans table builds these with the answer, the rest after (issue 21).
 */
export const firstScreenPanels = (device: DeviceClass): number => 2 * PANEL_COLUMNS[device];

/** "Key features" chosen on the plan features toggle: any value but 'all'. */
export const isKeyFeaturesView = (toggle: string): boolean => toggle !== 'all';

/**
 * A plan's colour (its `colourCode`) as the band over its panel and its cart card show it (VISUAL "Plan cards"): a hex
 * colour only (3, 4, 6 or 8 digits: a custom property holding anything else is invalid, and its `var()` fallback would not
 * apply), else undefined (the brand colour shows).
 */
export const planColour = (colourCode: unknown): string | undefined =>
  typeof colourCode === 'string' && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colourCode) ? colourCode : undefined;

/** The part of a plan code before its first hyphen: the plan family across networks (spec 2 §4). */
export const codePrefix = (code: string): string => code.split('-')[0] ?? code;

/** A selected plan matched in new plans by code prefix, or null when none matches. */
export function matchSelection(selectedCode: string | null, plans: readonly Pick<Plan, 'code'>[]): string | null {
  if (!selectedCode) return null;
  const prefix = codePrefix(selectedCode);
  return plans.find((p) => p.code === selectedCode)?.code ?? plans.find((p) => codePrefix(p.code) === prefix)?.code ?? null;
}

/** Plan-change modal rules (spec 2 §2 "Plan-change modal"). */
import { ALTERNATIVE_FLOW_EXPERIMENT_VALUE } from '../shared/constants';
import type { Journey, SingleFuel } from '../shared/enums';
import { PLAN_LOAD_FAILED } from '../plans/plan-message-codes';
import type { RefineModal } from './refine-modals';

/** What the plan-change modal says: which selected plans are gone, and whether one was kept. */
export interface PlanChange {
  /** Fuels whose selected plan is no longer offered. */
  removed: SingleFuel[];
  /** A fuel whose selection was kept (Continue shows only then). */
  kept: boolean;
  /** The fuel that is not available at all at the new location (the title and text name it). */
  unavailableFuel: SingleFuel | null;
}

interface FuelPlans {
  selectedCode: string | null;
  codes: readonly string[];
}

/**
 * Compares the selected plan codes with freshly loaded plans: a selection whose plan is gone is
 * removed. Switching fuel (spec 2 §2, §4): the visitor had a plan of one fuel only, that fuel has
 * no plans at all now and the other fuel has; the modal then names the unavailable fuel. Null when
 * nothing selected was lost.
 */
export function detectPlanChange(plans: Readonly<Record<SingleFuel, FuelPlans>>): PlanChange | null {
  const removed: SingleFuel[] = [];
  let kept = false;
  for (const fuel of ['electricity', 'gas'] as const) {
    const { selectedCode, codes } = plans[fuel];
    if (!selectedCode) continue;
    if (codes.includes(selectedCode)) kept = true;
    else removed.push(fuel);
  }
  const [only] = removed;
  if (only === undefined) return null;
  const other: SingleFuel = only === 'electricity' ? 'gas' : 'electricity';
  const switching =
    removed.length === 1 && !kept && plans[only].codes.length === 0 && !plans[other].selectedCode && plans[other].codes.length > 0;
  return { removed, kept, unavailableFuel: switching ? only : null };
}

/**
 * A lost selection is recorded as unavailable, and the plan-change modal says so, only when the
 * lookup brought new plans or the journey is a campaign (spec 2 §4); otherwise it is cleared
 * quietly (a postcode we do not serve, say, whose own message explains).
 */
export const recordsUnavailable = (plans: Readonly<Record<SingleFuel, Pick<FuelPlans, 'codes'>>>, journey: Journey | null): boolean =>
  plans.electricity.codes.length + plans.gas.codes.length > 0 || journey === 'CAMPAIGN';

/**
 * "Plan Unavailable" is the plans page's notice (ours; spec 2 §2 gives its texts, spec 3 §8 gives "Get started" its own
 * 'Gas plan removed from your selection.'). A lookup that answers while "Get started" shows (the plans widgets hidden
 * on `#/qualifier`: a host's `ea:plan-load`, a connection address) has its news told there, by those warnings: it
 * records no notice, which the visitor would otherwise meet, stale, back on the plans.
 */
export const notifiesPlanChange = (
  plans: Readonly<Record<SingleFuel, Pick<FuelPlans, 'codes'>>>,
  journey: Journey | null,
  onPlansPage: boolean,
): boolean => onPlansPage && recordsUnavailable(plans, journey);

/**
 * The modal a reload that lost a selected plan leaves open. "Plan Unavailable" waits while the visitor is in the refine
 * modal (typing a usage, verifying an account): replacing it lost what they had typed and not applied. Its report is
 * kept (`planChange`) and the modal shows once no modal is open (the modal watcher). Other modals give way as before.
 */
export const modalOnPlanChange = (open: RefineModal | null): RefineModal => (open === 'refine' ? open : 'planChange');

/**
 * A lookup that failed outright (no plans, with the plan-load warning or SYSTEM_ERROR) is not a
 * new set of plans: selections stay as they are until a lookup answers (ours: spec 2 §4 reconciles
 * what a lookup returned; a passing server error must not empty the visitor's cart).
 */
export function isFailedLookup(plans: {
  electricityPlans: readonly unknown[];
  gasPlans: readonly unknown[];
  messages: readonly { code: string }[];
}): boolean {
  return (
    plans.electricityPlans.length === 0 &&
    plans.gasPlans.length === 0 &&
    plans.messages.some((m) => m.code === PLAN_LOAD_FAILED || m.code === 'SYSTEM_ERROR')
  );
}

/** Session storage key and value that make the modal go back in history instead of through the router. */
export const ADOBE_EXPERIENCE_KEY = 'adobe_experience';
export function navigatesByHistoryBack(experience: string | null | undefined): boolean {
  return experience === ALTERNATIVE_FLOW_EXPERIMENT_VALUE;
}

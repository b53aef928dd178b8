import { matchSelection } from './plan-display';
import type { Plan } from './plan-types';

/** One fuel's selection after a lookup, and the plan a lookup took out of it, if any. */
export interface FuelSelection {
  selected: string | null;
  takenOut: string | null;
}

/**
 * What a lookup does to one fuel's selection (the selection already follows a plan by its code prefix): a selected
 * plan it does not offer is taken out. On "Get started" (`keep` true) the plan taken out is remembered and comes back,
 * matched as a selection is, when a later lookup offers it again while nothing else is selected for that fuel: a
 * visitor who corrects a mistyped address gets back the plan they chose (ours: spec 3 §4.5 only says the removal is
 * told). Elsewhere nothing is remembered.
 */
export function selectionAfterLookup(
  now: FuelSelection & {
    /**
     * The selection before the lookup's write, matched in its plans: when the lookup does not offer it, the write (an
     * address not served) or the plan-change flow it set off took it out, and it is what is remembered.
     */
    before?: string | null;
  },
  offered: readonly Pick<Plan, 'code'>[],
  keep: boolean,
): FuelSelection {
  const lost = now.before && !offered.some((p) => p.code === now.before) ? now.before : null;
  const takenOut = lost ?? now.takenOut;
  if (now.selected) {
    if (offered.some((p) => p.code === now.selected)) return { selected: now.selected, takenOut: null };
    return { selected: null, takenOut: keep ? now.selected : null };
  }
  const back = keep ? matchSelection(takenOut, offered) : null;
  return back ? { selected: back, takenOut: null } : { selected: null, takenOut: keep ? takenOut : null };
}

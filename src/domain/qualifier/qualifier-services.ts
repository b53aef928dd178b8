/** The qualifier's rules about the selection made before entering it (spec 3 §2.2, §4.5); loaded with the qualifier only. */
import type { SelectedServices, SingleFuel } from '../shared/enums';
import {
  CONTINUE_TEXT,
  CONTINUE_WITH_ELECTRICITY_TEXT,
  CONTINUE_WITH_GAS_TEXT,
  ELECTRICITY_PLAN_REMOVED_TEXT,
  GAS_PLAN_REMOVED_TEXT,
} from './qualifier-messages';
import { servicesInclude } from '../cart/services';

/** Fuels selected on entry that are no longer selected, electricity first. */
export function removedFuels(onEntry: SelectedServices, now: SelectedServices): SingleFuel[] {
  const fuels: SingleFuel[] = ['electricity', 'gas'];
  return fuels.filter((f) => servicesInclude(onEntry, f) && !servicesInclude(now, f));
}

/** The selection-removed warnings for {@link removedFuels}. */
export function selectionRemovedWarnings(onEntry: SelectedServices, now: SelectedServices): string[] {
  return removedFuels(onEntry, now).map((f) => (f === 'electricity' ? ELECTRICITY_PLAN_REMOVED_TEXT : GAS_PLAN_REMOVED_TEXT));
}

/**
 * Qualifier submit text: 'Continue with gas' when electricity was removed and gas remains,
 * 'Continue with electricity' for the reverse, otherwise 'Continue'.
 */
export function continueButtonText(onEntry: SelectedServices, now: SelectedServices): string {
  const removed = removedFuels(onEntry, now);
  if (removed.length === 1 && now !== 'none') {
    return removed[0] === 'electricity' ? CONTINUE_WITH_GAS_TEXT : CONTINUE_WITH_ELECTRICITY_TEXT;
  }
  return CONTINUE_TEXT;
}

/** The qualifier submit is disabled when the selection became empty although one existed at entry. */
export function isSelectionEmptied(onEntry: SelectedServices, now: SelectedServices): boolean {
  return onEntry !== 'none' && now === 'none';
}

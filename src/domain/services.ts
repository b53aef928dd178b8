/** Selected services derived from the selected plans (spec 1 §4, spec 3 §2.2, §4.5). */
import type { SelectedServices, SingleFuel } from './enums';
import {
  CONTINUE_TEXT,
  CONTINUE_WITH_ELECTRICITY_TEXT,
  CONTINUE_WITH_GAS_TEXT,
  ELECTRICITY_PLAN_REMOVED_TEXT,
  GAS_PLAN_REMOVED_TEXT,
} from './messages';

/** A selected plan code: selected when it is a non-blank string. */
function isSelected(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim().length > 0;
}

/** Selected services: both if both plans are selected, electricity or gas if only that one, otherwise none. */
export function selectedServices(
  electricityPlanCode: string | null | undefined,
  gasPlanCode: string | null | undefined,
): SelectedServices {
  const ele = isSelected(electricityPlanCode);
  const gas = isSelected(gasPlanCode);
  if (ele && gas) return 'both';
  if (ele) return 'electricity';
  if (gas) return 'gas';
  return 'none';
}

/** True when the services include the fuel ('both' includes either). */
export function servicesInclude(services: SelectedServices, fuel: SingleFuel): boolean {
  return services === 'both' || services === fuel;
}

/** Fuels selected on entry that are no longer selected, electricity first. */
export function removedFuels(onEntry: SelectedServices, now: SelectedServices): SingleFuel[] {
  const fuels: SingleFuel[] = ['electricity', 'gas'];
  return fuels.filter((f) => servicesInclude(onEntry, f) && !servicesInclude(now, f));
}

/** The selection-removed warnings for {@link removedFuels}. */
export function selectionRemovedWarnings(onEntry: SelectedServices, now: SelectedServices): string[] {
  return removedFuels(onEntry, now).map((f) =>
    f === 'electricity' ? ELECTRICITY_PLAN_REMOVED_TEXT : GAS_PLAN_REMOVED_TEXT,
  );
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

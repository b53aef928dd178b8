/** The qualifier's rules about the selection made before entering it (spec 3 §2.2, §4.5); loaded with the qualifier only. */
import type { SelectedServices, SingleFuel } from '../shared/enums';
import { addressKey, isLookupAddress, type AddressParts } from '../shared/address';
import {
  CONTINUE_TEXT,
  CONTINUE_WITH_ELECTRICITY_TEXT,
  CONTINUE_WITH_GAS_TEXT,
  ELECTRICITY_PLAN_REMOVED_TEXT,
  GAS_PLAN_REMOVED_TEXT,
} from './qualifier-messages';
import { servicesInclude } from '../cart/services';
import type { PlanMessage } from '../plans/plan-message-codes';
import { NOT_SERVICED_STATUSES } from '../plans/plan-messages';

/** Fuels selected on entry that are no longer selected, electricity first. */
export function removedFuels(onEntry: SelectedServices, now: SelectedServices): SingleFuel[] {
  const fuels: SingleFuel[] = ['electricity', 'gas'];
  return fuels.filter((f) => servicesInclude(onEntry, f) && !servicesInclude(now, f));
}

/**
 * The lookup statuses that take a fuel's plans away at an address, and so a plan out of the selection: the
 * not-serviced ones, and the electricity meter's (spec 2 §8), the Queensland switched-off one and
 * SOLAR_SETUP_UNKNOWN among them: each is the only word on why the electricity plan went.
 */
const TAKES_A_FUEL_OUT: readonly string[] = [
  ...NOT_SERVICED_STATUSES,
  'QLD_DEENERGISED',
  'NMI_BLOCKED',
  'REMOTE_METERING_RISK',
  'SOLAR_SETUP_UNKNOWN',
  'INVALID_CUSTOMER_TYPE',
];

/**
 * The lookup's messages that say why a fuel taken out of the selection ({@link removedFuels}) is gone, in the
 * lookup's order; none about a fuel the visitor never chose, and none a visitor closed. The meter's message
 * offers 'You can still choose a gas plan.' where gas plans exist; with a gas plan still in the selection (`now`)
 * it has been chosen, and the offer is left out. Where the qualifier's own Queensland text shows
 * (`queenslandTextShown`: a Queensland move whose power is off, spec 3 §8) it says why, and the plans table's
 * switched-off sentence is not said beside it.
 */
export function reasonsTakenOut(
  messages: readonly PlanMessage[],
  removed: readonly SingleFuel[],
  now: SelectedServices,
  queenslandTextShown = false,
): PlanMessage[] {
  if (removed.length === 0) return [];
  return messages
    .filter((m) => m.visible && TAKES_A_FUEL_OUT.includes(m.code) && (m.fuel === 'both' || (m.fuel !== null && removed.includes(m.fuel))))
    .filter((m) => !(queenslandTextShown && m.code === 'QLD_DEENERGISED'))
    .map((m) =>
      m.code === 'NMI_BLOCKED' && servicesInclude(now, 'gas') ? { ...m, parameters: { ...m.parameters, hasGasPlans: false } } : m,
    );
}

/**
 * Whether "Get started" says the meter-detected words under its removal warnings (ours; spec 3 §8 gives only
 * 'Electricity plan removed from your selection.'): a lookup found a meter for the other customer type
 * (INVALID_CUSTOMER_TYPE, spec 2 §2's "Meter detected", a modal of the refine bar hidden here; a host's `ea:plan-load`
 * with an NMI) and the electricity plan chosen went with it. Not where the connection address field shows with an
 * address to look up (`fieldShown`): its reasons say it there, under the field.
 */
export function meterDetectedUnderWarnings(
  messages: readonly PlanMessage[],
  removed: readonly SingleFuel[],
  at: { fieldShown: boolean; address: AddressParts },
): boolean {
  if (at.fieldShown && isLookupAddress(at.address)) return false;
  return reasonsTakenOut(messages, removed, 'none').some((m) => m.code === 'INVALID_CUSTOMER_TYPE');
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

/** What "Get started" takes to checkout that the page shows the visitor: the plans chosen and the connection address. */
export interface CheckoutSelection {
  electricityPlanCode: string | null | undefined;
  gasPlanCode: string | null | undefined;
  address: AddressParts;
}

/**
 * Which selection a quote saved by Continue goes to checkout with: equal keys are the same plans at the same place (an
 * address not good enough to look up by counts by its postcode). A key that changed while the save ran (a host's
 * `ea:refine` or `ea:location-update` took a plan out, or moved the place) means the saved quote is not what the page
 * now shows: the visitor stays, sees the warnings, and the next Continue saves what is shown (ours; spec 3 §2.2
 * disables Continue once the selection has emptied).
 */
export function checkoutSelectionKey({ electricityPlanCode, gasPlanCode, address }: CheckoutSelection): string {
  return [electricityPlanCode ?? '', gasPlanCode ?? '', addressKey(address) || `p|${address.postcode ?? ''}`].join('\n');
}

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
 * SOLAR_SETUP_UNKNOWN among them: each is the only word on why the electricity plan went. A meter number not
 * recognised (NMI_NOT_FOUND, MIRN_NOT_FOUND: a host's `ea:plan-load` with an NMI or MIRN on "Get started") answers no
 * plans, so it takes the chosen plans out too.
 */
const TAKES_A_FUEL_OUT: readonly string[] = [
  ...NOT_SERVICED_STATUSES,
  'QLD_DEENERGISED',
  'NMI_BLOCKED',
  'REMOTE_METERING_RISK',
  'SOLAR_SETUP_UNKNOWN',
  'INVALID_CUSTOMER_TYPE',
  'NMI_NOT_FOUND',
  'MIRN_NOT_FOUND',
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
 * The reasons "Get started" says under its removal warnings, above the form (ours; spec 3 §4.5 and §8 give only
 * 'Electricity plan removed from your selection.'): {@link reasonsTakenOut} for a lookup not made at the connection
 * address the form shows, such as a host's `ea:plan-load` with an NMI or MIRN (a blocked, remotely capable or faulty
 * meter, a meter for the other customer type, a place not served …), whose words the plans table and the refine bar's
 * meter-detected modal, both hidden here, cannot say. None where the connection address field shows with an address to
 * look up (`fieldShown`): its reasons say them there, under the field, so each is said once on the page. None while a
 * lookup runs (`loading`): as under the field, the next lookup's reasons are said anew.
 */
export function reasonsUnderWarnings(
  messages: readonly PlanMessage[],
  removed: readonly SingleFuel[],
  now: SelectedServices,
  at: { fieldShown: boolean; address: AddressParts; loading: boolean; queenslandTextShown?: boolean },
): PlanMessage[] {
  if (at.loading || (at.fieldShown && isLookupAddress(at.address))) return [];
  return reasonsTakenOut(messages, removed, now, at.queenslandTextShown);
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

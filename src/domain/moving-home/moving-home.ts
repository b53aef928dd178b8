/**
 * The moving-home shell's rules (spec 3 §2.4, §4.6): what the host hears when a lookup ends, which
 * view the landing shows, and the moving date picker's validation. Texts where the spec has none are ours.
 */
import { ALTERNATIVE_FLOW_EXPERIMENT_VALUE } from '../shared/constants';
import { addressKey, isLookupAddress, type AddressParts } from '../shared/address';

/** The status both fuels take when a lookup failed outright (spec 3 §4.6). */
export const FAILED_LOOKUP_STATUS = 'SYSTEM_ERROR';

/** The alternative flow: moving takes the stored address as if the host had sent it. */
export const isAlternativeMovingFlow = (experience: string | null | undefined): boolean => experience === ALTERNATIVE_FLOW_EXPERIMENT_VALUE;

/** What a lookup said, per fuel; `failed` when it failed outright (no answer, or an answer that could not be read). */
export interface MovingLookupOutcome {
  readonly failed: boolean;
  readonly electricityStatus: string;
  readonly gasStatus: string;
  readonly electricityPlans: number;
  readonly gasPlans: number;
}

/** `ea:lookup-completed` detail: blocked when neither fuel has a plan; a failed lookup is SYSTEM_ERROR for both. */
export function lookupCompletedDetail(outcome: MovingLookupOutcome): { blocked: boolean; electricityStatus: string; gasStatus: string } {
  if (outcome.failed) return { blocked: true, electricityStatus: FAILED_LOOKUP_STATUS, gasStatus: FAILED_LOOKUP_STATUS };
  return {
    blocked: outcome.electricityPlans === 0 && outcome.gasPlans === 0,
    electricityStatus: outcome.electricityStatus,
    gasStatus: outcome.gasStatus,
  };
}

/**
 * Whether the move has lost its place (spec 3 §4.6; docs/decisions/moving-home.md): the address a lookup could use is
 * gone, by the host's `ea:address-clear` or by a postcode alone (`ea:plan-load`, `ea:location-update`,
 * `ea:address-update`), which replaces it. On the moving page plans belong to an address: the address's plans, the
 * plans chosen from them and the move-in date go with it, and the landing asks for an address again; none are looked
 * up by the postcode.
 */
export const moveLostItsAddress = (before: AddressParts, after: AddressParts): boolean =>
  isLookupAddress(before) && !isLookupAddress(after);

/**
 * Whether two addresses are one place: the same address id when both have one (the host's address search names the
 * place by it; a repeat may bring more or fewer parts), else the same parts (`addressKey`).
 */
export const samePlace = (a: AddressParts, b: AddressParts): boolean => (a.id && b.id ? a.id === b.id : addressKey(a) === addressKey(b));

/**
 * Whether the move-in date must be checked again (docs/decisions/moving-home.md): it was chosen from the calendar of the
 * address before, and the address a lookup can use is now another place (`samePlace`; the same address repeated, by the
 * host or a reload, is not). The new address's calendar decides whether it stays (`checkedMoveInDate`).
 */
export const moveInDateToCheck = (before: AddressParts, after: AddressParts, moveInDate: string): boolean =>
  !!moveInDate && isLookupAddress(before) && isLookupAddress(after) && !samePlace(before, after);

/**
 * The move-in date's check against a new address's calendar: under way (`checking`: "Get started"'s Continue waits for
 * it), or why the date was dropped (`unavailable`: not among the new address's dates; `unchecked`: its calendar could
 * not be loaded), which the date picker says until a date is chosen again; `expired`: a date restored from the visitor's last visit that
 * the same address's calendar no longer offers (`checkedRestoredMoveInDate`).
 */
export type MoveInDateCheck = 'checking' | 'unavailable' | 'unchecked' | 'expired';

/**
 * The postcode the host and the widgets last agreed on, known again after a reload from the move's restored address (its
 * postcode came with the host's address): a location update repeating it is then no new place (spec 3 §4.9, "the same
 * postcode as the last is ignored"). Null without an address a lookup can use.
 */
export const restoredLocation = (address: AddressParts): string | null => (isLookupAddress(address) ? (address.postcode ?? null) : null);

/** The landing's view: the prompt before an address, loading, the failed lookup's message, or the date picker. */
export type MovingLandingView = 'prompt' | 'loading' | 'failed' | 'dates';

export function movingLandingView(s: { hasAddress: boolean; loading: boolean; plans: number; failed: boolean }): MovingLandingView {
  if (!s.hasAddress) return 'prompt';
  if (s.loading) return 'loading';
  if (s.failed) return 'failed';
  return s.plans > 0 ? 'dates' : 'failed';
}

export const MOVING_PROMPT_TEXT = "Choose the address you're moving to above to see plans and moving dates.";
export const MOVING_LOADING_TEXT = 'Loading plans for your new address';

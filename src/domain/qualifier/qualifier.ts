/** Qualifier visibility rules (spec 3 §2.2, §4.1, §4.2). */
import type { AuthenticationStatus, CustomerType, Journey, MovingStatus, YesNoUnknown } from '../shared/enums';
import type { AddressParts } from '../shared/address';
import { ADDRESS_MOVING_TO_LABEL, CONNECTION_ADDRESS_LABEL } from './qualifier-messages';

/** The state the qualifier's visibility rules read. */
/**
 * The answer to 'Is the electricity on at your new address?' (spec 3 §4.2, §5; spec 2 §9: 'No' or
 * 'Not sure' gives the Queensland not-energised error); 'unknown' while unanswered.
 */
export const QUEENSLAND_ANSWERS = ['yes', 'no', 'notSure', 'unknown'] as const;
export type QueenslandAnswer = (typeof QUEENSLAND_ANSWERS)[number];

export interface QualifierView {
  existingCustomer: YesNoUnknown | undefined;
  accountVerified: boolean;
  authenticationStatus: AuthenticationStatus;
  journey: Journey | undefined;
  movingStatus: MovingStatus | undefined;
  /** Australian state of the connection address. */
  state: string | undefined;
  nmiNotEnergised: YesNoUnknown | undefined;
  /** Electricity plans accuracy (e.g. 'POSTCODE', 'NMI'). */
  electricityPlansAccuracy: string | undefined;
  queenslandEnergised: string | undefined;
  hasCalendar: boolean;
  customerType: CustomerType;
}

/** Sections of the qualifier page and whether each shows. */
export interface QualifierSections {
  signIn: boolean;
  verify: boolean;
  movingQuestion: boolean;
  connectionInformation: boolean;
  queenslandEnergised: boolean;
  /**
   * Ours (spec 3 §4.2 hides the question when the meter is known to be off): a Queensland move
   * whose meter lookup says it is switched off (not energised, at NMI accuracy) has the known
   * answer No, so the Queensland message shows instead of the question and Continue stops.
   */
  queenslandKnownOff: boolean;
  followUp: boolean;
  connectionDatepicker: boolean;
  propertyRelationship: boolean;
}

/** On entering the qualifier, VALIDATED or BLOCKED resets to UNAUTHENTICATED. */
export function authenticationStatusOnEntry(status: AuthenticationStatus): AuthenticationStatus {
  return status === 'VALIDATED' || status === 'BLOCKED' ? 'UNAUTHENTICATED' : status;
}

/** Which qualifier sections show (spec 3 §4.2); hidden sections are disabled and not validated. */
export function qualifierSections(v: QualifierView): QualifierSections {
  const existing = v.existingCustomer === 'yes';
  const isNew = v.existingCustomer === 'no';
  const status = v.authenticationStatus;
  const moving = v.movingStatus === 'MOVING';
  const movingKnown = moving || v.movingStatus === 'NOT_MOVING';
  const qld = v.state?.trim().toUpperCase() === 'QLD';
  const notEnergised = v.nmiNotEnergised === 'yes';
  const postcodeAccuracy = v.electricityPlansAccuracy?.trim().toUpperCase() === 'POSTCODE';
  return {
    signIn: existing && !v.accountVerified && status === 'UNAUTHENTICATED',
    verify: existing && ((status === 'VALIDATED' && !v.accountVerified) || status === 'BLOCKED'),
    // Verified: the account flag, or an identity verified for this quote (the refine modal's Verify sets AUTHENTICATED
    // without the flag, which asks for a live session): else such a visitor saw no question at all.
    movingQuestion:
      v.journey !== 'MOVING' &&
      ((existing && (v.accountVerified || status === 'AUTHENTICATED' || status === 'SKIPPED') && status !== 'BLOCKED') || isNew),
    connectionInformation: (isNew || (existing && (status === 'AUTHENTICATED' || status === 'SKIPPED'))) && movingKnown,
    queenslandEnergised: moving && qld && (!notEnergised || postcodeAccuracy),
    queenslandKnownOff: moving && qld && notEnergised && !postcodeAccuracy,
    followUp: !moving || !qld || v.queenslandEnergised?.trim().toLowerCase() === 'yes',
    connectionDatepicker: v.hasCalendar && v.journey !== 'MOVING' && (moving || notEnergised),
    propertyRelationship: v.customerType === 'RESIDENTIAL',
  };
}

/** The energisation calendar is asked for this long after its inputs last changed (spec 3 §9). */
export const ENERGISATION_CALENDAR_DEBOUNCE_MS = 100;

/** Energisation is required when moving or when the meter is not energised. */
export function isEnergisationRequired(movingStatus: MovingStatus | undefined, nmiNotEnergised: YesNoUnknown | undefined): boolean {
  return movingStatus === 'MOVING' || nmiNotEnergised === 'yes';
}

/** Connection address label: "Address you're moving to" when moving, else 'Your connection address'. */
export function connectionAddressLabel(movingStatus: MovingStatus | undefined): string {
  return movingStatus === 'MOVING' ? ADDRESS_MOVING_TO_LABEL : CONNECTION_ADDRESS_LABEL;
}

/** The most characters of a connection address draft kept (an address is far shorter; the cap bounds what is saved). */
export const ADDRESS_DRAFT_MAX_LENGTH = 200;

/**
 * Text the visitor typed in the connection address field without choosing from the suggestions ("12 Albe"), kept so
 * that Back and Forward, a visit to the cart and a reload do not lose it; `over` is the text of the address chosen when
 * it was typed ('' for none). Never saved in a quote.
 */
export interface AddressDraft {
  text: string;
  over: string;
}

/** The text of the connection address chosen, as its field shows it: an address from the search or an account; '' for a postcode alone. */
export function chosenAddressText(address: Pick<AddressParts, 'streetName' | 'id' | 'label'>): string {
  return address.streetName || address.id ? (address.label ?? '') : '';
}

/**
 * The draft kept for the field's text `text` while `chosen` is the address chosen: none when the field shows that
 * address (nothing typed, or an address just chosen), else the text (at most ADDRESS_DRAFT_MAX_LENGTH characters;
 * emptied is a draft too: the visitor took the address out).
 */
export function addressDraftOf(text: string, chosen: string): AddressDraft | null {
  return text === chosen ? null : { text: text.slice(0, ADDRESS_DRAFT_MAX_LENGTH), over: chosen };
}

/**
 * What the connection address field shows when it is drawn again: the draft while the address chosen is still the one
 * it was typed over, else the address chosen. An address chosen since, in the refine bar, by the host page or from a
 * loaded quote, replaces the text, as it does while the field shows.
 */
export function addressFieldText(draft: AddressDraft | null, chosen: string): string {
  return draft && draft.over === chosen ? draft.text : chosen;
}

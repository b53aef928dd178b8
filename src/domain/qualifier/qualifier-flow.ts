/**
 * The qualifier's flow (spec 3 §3.1, §4.1, §4.4, §4.5, §5, §8): the authentication status machine,
 * what each verification answer does, the moving question's options, and the form's validation.
 */
import { businessIdTypeOf } from '../auth/account';
import { isPickableDate } from '../shared/calendar';
import type { MovingOption } from './moving-answer';
import { DEFAULT_CONTACT_TIME_ZONE } from '../shared/constants';
import { DEFAULT_ERROR_TEXT, REMOTE_METERING_TEXT, unknownAccountLookupErrorText, wrongIdText } from '../shared/messages';
import type { AuthenticationStatus, CustomerType, Journey, MovingStatus, OfferType, SelectedServices, YesNoUnknown } from '../shared/enums';
import type { QueenslandAnswer } from './qualifier';
import { authenticationStatusOnEntry, type QualifierSections } from './qualifier';
import { SOLAR_DETECTION_ERROR } from '../plans/plan-message-codes';
import { isValidPostcode } from '../shared/postcode';
import { accountNumberOf, identityTypeInSentence, validateIdentityValue } from '../refine/refine-account';
import {
  ACCOUNT_FORM_INVALID_ABN_ACN_TEXT,
  ACCOUNT_FORM_INVALID_ACCOUNT_NUMBER_TEXT,
  ACCOUNT_FORM_INVALID_POSTCODE_TEXT,
  REQUIRED_FIELD_TEXT,
} from './qualifier-messages';
import { CHOOSE_ADDRESS_TEXT, CHOOSE_CONNECTION_DATE_TEXT, CHOOSE_ID_TYPE_TEXT, CHOOSE_OPTION_TEXT } from './qualifier-texts';

/** What the qualifier route's guard reads (spec 3 §2.1). */
export interface QualifierRouteInput {
  journey: Journey | null | undefined;
  /** The address is one a lookup can use (`isLookupAddress`). */
  validAddress: boolean;
  moveInDate: string;
  services: SelectedServices;
}

/**
 * Whether the `qualifier` route may show (spec 3 §2.1): on the moving journey a valid address and a move-in date, on
 * the others selected services; otherwise it redirects to '' (the journey's home). Checked on entry, and while "Get
 * started" shows (`shown`): there the moving journey's requirement still holds (an address the host clears with
 * `ea:address-clear`, which takes the move-in date with it, or replaces with a postcode alone, leaves nothing to
 * connect), while a selection that
 * empties keeps the page, its warnings, a disabled Continue and 'Select new plan' (spec 3 §2.2, §4.5).
 */
export function qualifierRouteAllowed(input: QualifierRouteInput, shown = false): boolean {
  if (input.journey === 'MOVING') return input.validAddress && !!input.moveInDate;
  return shown || input.services !== 'none';
}

/** What moves the authentication status (spec 3 §4.1). */
export type AuthenticationEvent =
  | { type: 'enter' }
  | { type: 'account-validated' }
  | { type: 'validation-skipped' }
  | { type: 'verified'; remoteMeteringRisk: boolean; electricitySelected: boolean }
  | { type: 'skip' }
  | { type: 'identity-reset' };

/**
 * The qualifier authentication status after an event: entering resets VALIDATED or BLOCKED to
 * UNAUTHENTICATED; account validation with identity types gives VALIDATED, without (no identity
 * types, an unknown error) SKIPPED; a verified account is AUTHENTICATED, or BLOCKED when
 * verification reports a remote metering risk and an electricity plan is selected; 'I don't have
 * my details handy' is SKIPPED; identity reset is UNAUTHENTICATED.
 */
export function nextAuthenticationStatus(status: AuthenticationStatus, event: AuthenticationEvent): AuthenticationStatus {
  switch (event.type) {
    case 'enter':
      return authenticationStatusOnEntry(status);
    case 'account-validated':
      return 'VALIDATED';
    case 'validation-skipped':
      return 'SKIPPED';
    case 'skip':
      // A blocked verification stays blocked: skipping must not get past the remote metering block.
      return status === 'BLOCKED' ? 'BLOCKED' : 'SKIPPED';
    case 'verified':
      return event.remoteMeteringRisk && event.electricitySelected ? 'BLOCKED' : 'AUTHENTICATED';
    case 'identity-reset':
      return 'UNAUTHENTICATED';
  }
}

/**
 * Error codes that skip authentication silently when the account is validated (spec 3 §4.1, §8:
 * "no id types found and unknown error"): no identity types, and the server's unknown-error codes.
 * A failed call (HTTP 5xx, INTERNAL_ERROR, or no answer) is not an answer: the default error.
 */
const SKIPPING_VALIDATION_CODES: ReadonlySet<string> = new Set(['NO_IDTYPES_FOUND', 'C1_UNKNOWN_ERROR', 'UNKNOWN_ERROR']);

/** What a failed account validation does: skip authentication silently, or show the default error. */
export function accountValidationFailure(code: string | null | undefined): 'skip' | 'error' {
  return code && SKIPPING_VALIDATION_CODES.has(code) ? 'skip' : 'error';
}

/** A message the qualifier shows, and whether it names the identity value field. */
export interface QualifierError {
  text: string;
  /** The default error carries the contact link (spec 3 §8). */
  contactLink: boolean;
  /** The message is about the identity value: it shows there, and the field takes focus. */
  field?: 'idValue';
  /** The plans lookup at the connection address failed: the page says it here only, not also under the address. */
  fromLookup?: boolean;
  /** Shown as a warning, not an error (nothing failed: the page stayed to show a change). */
  warning?: boolean;
}

/** The default error (spec 3 §8), with its contact link. */
export const DEFAULT_QUALIFIER_ERROR: QualifierError = { text: DEFAULT_ERROR_TEXT, contactLink: true };

/**
 * A failed identity verification (spec 3 §8): a wrong identity reads 'Incorrect {id type} for the
 * account holder. Please try again.' on the value field; the server's unknown error reads the
 * unknown-account text with the contact time zone; anything else the default error.
 */
export function verificationFailure(code: string | null | undefined, idTypeText: string, timeZone: string): QualifierError {
  if (code === 'ACCOUNT_IDENTITY_NOT_MATCH')
    return { text: wrongIdText(identityTypeInSentence(idTypeText)), contactLink: false, field: 'idValue' };
  if (code === 'C1_UNKNOWN_ERROR')
    return { text: unknownAccountLookupErrorText(timeZone.trim() || DEFAULT_CONTACT_TIME_ZONE), contactLink: false };
  return DEFAULT_QUALIFIER_ERROR;
}

/** The remote metering error of a BLOCKED verification (spec 3 §8). */
export const REMOTE_METERING_ERROR: QualifierError = { text: REMOTE_METERING_TEXT, contactLink: false };

// ---------------------------------------------------------------------------
// The moving question (spec 3 §2.2 item 4, §3.1, §4.4)
// ---------------------------------------------------------------------------

/**
 * The offer type a variant B choice records (spec 3 §3.1, §4.4): a move into a new address is
 * MOVING, a switch to a new plan PLAN_SWITCH, and connecting another property, a letter to open an
 * account, switching from a retailer or adding an energy type OTHER.
 */
export function offerTypeOf(option: string): OfferType | undefined {
  switch (option) {
    case 'MOVED_TO_NEW_ADDRESS':
    case 'CONNECT_PROPERTY_MOVING_INTO':
      return 'MOVING';
    case 'SWITCH_TO_NEW_PLAN':
      return 'PLAN_SWITCH';
    case 'LETTER_TO_OPEN_ACCOUNT':
    case 'CONNECT_ANOTHER_PROPERTY':
    case 'SWITCHING_FROM_RETAILER':
    case 'ADD_ANOTHER_ENERGY_TYPE':
      return 'OTHER';
    default:
      return undefined;
  }
}

/** The variant B options an existing or a new customer is offered, in order. */
export function movingOptionsFor(existingCustomer: YesNoUnknown): readonly MovingOption[] {
  return existingCustomer === 'yes'
    ? ['MOVED_TO_NEW_ADDRESS', 'LETTER_TO_OPEN_ACCOUNT', 'CONNECT_ANOTHER_PROPERTY', 'SWITCH_TO_NEW_PLAN', 'ADD_ANOTHER_ENERGY_TYPE']
    : ['CONNECT_PROPERTY_MOVING_INTO', 'LETTER_TO_OPEN_ACCOUNT', 'CONNECT_ANOTHER_PROPERTY', 'SWITCHING_FROM_RETAILER'];
}

/** The local storage key of the moving question's variant. */
export const QUALIFIER_VARIATION_STORAGE_KEY = 'qq_variation';

/** Variant B when local storage key qq_variation holds 'B' (any case, spaces ignored); anything else is the standard question. */
export function isMovingQuestionVariantB(flag: string | null | undefined): boolean {
  return flag?.trim().toUpperCase() === 'B';
}

// ---------------------------------------------------------------------------
// Validation (spec 3 §5)
// ---------------------------------------------------------------------------

/** The sign-in section's fields. */
export interface SignInForm {
  accountNumber: string;
  postcode: string;
  abnAcn: string;
}

export type SignInField = keyof SignInForm;

/**
 * Sign-in errors by field, in field order (spec 2 §5 "cart form/account form"): an account number (digits,
 * at most 10), then a 4-digit postcode (residential) or an 11-digit ABN or 9-digit ACN (business); a field
 * left empty is required. Spaces do not count.
 */
export function validateSignIn(form: SignInForm, customerType: CustomerType): Partial<Record<SignInField, string>> {
  const errors: Partial<Record<SignInField, string>> = {};
  const check = (field: SignInField, valid: (value: string) => boolean, invalidText: string): void => {
    const value = form[field].replace(/\s+/g, '');
    if (!value) errors[field] = REQUIRED_FIELD_TEXT;
    else if (!valid(value)) errors[field] = invalidText;
  };
  check('accountNumber', (v) => accountNumberOf(v) !== null, ACCOUNT_FORM_INVALID_ACCOUNT_NUMBER_TEXT);
  if (customerType === 'BUSINESS') check('abnAcn', (v) => !!businessIdTypeOf(v), ACCOUNT_FORM_INVALID_ABN_ACN_TEXT);
  else check('postcode', isValidPostcode, ACCOUNT_FORM_INVALID_POSTCODE_TEXT);
  return errors;
}

/**
 * The verify section: an identity type is chosen, and its value is given (spec 2 §5: 'This field is
 * required') and passes the refine modal's identity rule (max 20; a date of birth DD/MM/YYYY).
 */
export function validateVerify(idType: string, idValue: string): { idType?: string; idValue?: string } {
  if (!idType) return { idType: CHOOSE_ID_TYPE_TEXT };
  if (!idValue.replace(/[\s/]+/g, '')) return { idValue: REQUIRED_FIELD_TEXT };
  const error = validateIdentityValue(idType, idValue);
  return error ? { idValue: error } : {};
}

/** A required choice (the moving question, owner or renter) is made. */
export const validateChoice = (value: string | null | undefined): string | undefined => (value ? undefined : CHOOSE_OPTION_TEXT);

/** A connection address is chosen (it has a postcode). */
export const validateConnectionAddress = (postcode: string | null | undefined): string | undefined =>
  postcode && isValidPostcode(postcode) ? undefined : CHOOSE_ADDRESS_TEXT;

/** A connection date is one of the calendar's available dates (ISO yyyy-MM-dd). */
export function validateConnectionDate(value: string | null | undefined, availableDates: readonly string[]): string | undefined {
  return isPickableDate(value, availableDates) ? undefined : CHOOSE_CONNECTION_DATE_TEXT;
}

/**
 * The Queensland energised answer (spec 3 §5): anything but yes is an error shown as the
 * Queensland message, not as the generic field error.
 */
export function queenslandEnergisedBlocks(answer: QueenslandAnswer | null | undefined): boolean {
  return answer !== 'yes';
}

/**
 * Whether the Queensland message shows (spec 3 §5, §8): the meter is known to be off, the question
 * was answered No, or Continue was pressed (`tried`) without a Yes.
 */
export function queenslandMessageShown(
  sections: Pick<QualifierSections, 'queenslandEnergised' | 'queenslandKnownOff'>,
  answer: QueenslandAnswer | null | undefined,
  tried: boolean,
): boolean {
  if (sections.queenslandKnownOff) return true;
  return sections.queenslandEnergised && (answer === 'no' || answer === 'notSure' || (tried && answer !== 'yes'));
}

/** Whether the new/existing question shows (spec 3 §2.2 item 1): not on the moving journey, nor when a campaign restricts to new-only or existing-only customers. */
export function newExistingQuestionShown(input: {
  journey: Journey | null | undefined;
  newCustomersOnly: boolean;
  existingOnly: boolean;
}): boolean {
  return input.journey !== 'MOVING' && !input.newCustomersOnly && !input.existingOnly;
}

/**
 * The answer a hidden new/existing question stands for (spec 3 §2.2, §6): a new-only campaign is a
 * new customer, an existing-only one an existing customer; on the moving journey an unanswered
 * question means new (ours: the moving-home shell may say otherwise). Undefined: leave it.
 */
export function impliedExistingCustomer(input: {
  journey: Journey | null | undefined;
  newCustomersOnly: boolean;
  existingOnly: boolean;
  existingCustomer: YesNoUnknown;
}): 'yes' | 'no' | undefined {
  if (input.newCustomersOnly) return 'no';
  if (input.existingOnly) return 'yes';
  if (input.journey === 'MOVING' && input.existingCustomer === 'unknown') return 'no';
  return undefined;
}

/**
 * The connection a switch of new / existing leaves, with the connection address emptied (spec 3 §4.3: "the form and
 * verification data reset"; its modal: "all previously entered data will be deleted"; spec 1 §4's identity reset
 * names the NMI and MIRN): nothing its lookup said of the place before, which may be the account's home (No put it
 * there): NMI, MIRN, meter details, FRMP, FRO, connection type and start date. The postcode's distributor stays (it is
 * fetched again only for another postcode). Also what Yes after No leaves, with the account's address emptied.
 */
export const forgottenConnection = () =>
  ({
    connectionType: '',
    nmi: '',
    mirn: '',
    electricityMeterDetails: {},
    frmp: '',
    fro: '',
    proposedElectricityStartDate: '',
  }) as const;

/** A verified or skipped business customer who is moving goes straight to checkout (spec 3 §4.5). */
export function goesStraightToCheckout(input: {
  customerType: CustomerType;
  movingStatus: MovingStatus;
  status: AuthenticationStatus;
}): boolean {
  return (
    input.customerType === 'BUSINESS' && input.movingStatus === 'MOVING' && (input.status === 'AUTHENTICATED' || input.status === 'SKIPPED')
  );
}

/**
 * The solar message of spec 3 §2.5: solar detected at the meter, or a lookup that could not tell, or none. None when
 * the electricity plan was taken out at the address (`electricityTakenOut`): the message is about the electricity in
 * the quote ('If there is no solar power please continue', 'so we can add it to your quote'), and there is none to
 * continue with; why it went is said instead (`reasonsTakenOut`).
 */
export function solarAtAddress(input: {
  solarSetup: string | null | undefined;
  messageCodes: readonly string[];
  electricityTakenOut?: boolean;
}): 'detected' | 'unknown' | null {
  if (input.electricityTakenOut) return null;
  if (input.solarSetup?.trim().toUpperCase() === 'DETECTED') return 'detected';
  if (input.messageCodes.some((c) => c === 'SOLAR_SETUP_UNKNOWN' || c === SOLAR_DETECTION_ERROR)) return 'unknown';
  return null;
}

/** The qualifier's fields, in page order (the first invalid one takes focus). */
export const QUALIFIER_FIELDS = [
  'existing',
  'accountNumber',
  'postcode',
  'abnAcn',
  'idType',
  'idValue',
  'moving',
  'address',
  'queensland',
  'connectionDate',
  'property',
] as const;
export type QualifierField = (typeof QUALIFIER_FIELDS)[number];

/** What the qualifier validates on Continue: the sections shown and the answers given. */
export interface QualifierAnswers {
  sections: QualifierSections;
  questionShown: boolean;
  existingCustomer: YesNoUnknown;
  status: AuthenticationStatus;
  customerType: CustomerType;
  form: SignInForm & { idType: string; movingAnswer: string; connectionDate: string };
  idValue: string;
  /** The connection address, when one was chosen from the address search. */
  addressPostcode: string | undefined;
  queenslandEnergised: QueenslandAnswer;
  availableDates: readonly string[];
  propertyRelationship: string;
}

/**
 * The errors of the sections on show (spec 3 §4.2: hidden sections are disabled and not validated;
 * §5 for the rules). A Queensland answer that is not yes is the Queensland message, not a field
 * error (`queenslandBlocked`); so is a Queensland meter known to be off, whose question is not asked.
 */
export function qualifierErrors(a: QualifierAnswers): { errors: Partial<Record<QualifierField, string>>; queenslandBlocked: boolean } {
  const errors: Partial<Record<QualifierField, string>> = {};
  const { sections } = a;
  if (a.questionShown && a.existingCustomer !== 'yes' && a.existingCustomer !== 'no') errors.existing = CHOOSE_OPTION_TEXT;
  if (sections.signIn) Object.assign(errors, validateSignIn(a.form, a.customerType));
  // Blocked too: Continue verifies again (the plans may have changed), never with an empty identity value.
  if (sections.verify) Object.assign(errors, validateVerify(a.form.idType, a.idValue));
  if (sections.movingQuestion) {
    const moving = validateChoice(a.form.movingAnswer);
    if (moving) errors.moving = moving;
  }
  let queenslandBlocked = false;
  if (sections.connectionInformation) {
    const address = validateConnectionAddress(a.addressPostcode);
    if (address) errors.address = address;
    queenslandBlocked = sections.queenslandKnownOff || (sections.queenslandEnergised && queenslandEnergisedBlocks(a.queenslandEnergised));
    if (sections.followUp) {
      const date = sections.connectionDatepicker ? validateConnectionDate(a.form.connectionDate, a.availableDates) : undefined;
      if (date) errors.connectionDate = date;
      const property =
        sections.propertyRelationship && a.propertyRelationship !== 'OWNER' && a.propertyRelationship !== 'TENANT'
          ? CHOOSE_OPTION_TEXT
          : undefined;
      if (property) errors.property = property;
    }
  }
  return { errors, queenslandBlocked };
}

/**
 * The qualifier's and checkout's texts of spec 3 (§2.2–§2.5, §8), verbatim. A lazy-only module of their
 * own (not in ./index.ts; local/concern-boundaries), so none of it joins a page's start-up script.
 */
// Qualifier errors (spec 3 §8)
export const QLD_ELECTRICITY_OFF_TEXT =
  "We're unable to process Queensland move home connections online if the electricity is switched off at the property you're moving to. Please contact our team for help with your connection.";
export const ELECTRICITY_PLAN_REMOVED_TEXT = 'Electricity plan removed from your selection.';
export const GAS_PLAN_REMOVED_TEXT = 'Gas plan removed from your selection.';
/** Ours (the spec words no connection loss): a step that failed because the visitor's connection dropped. */
export const CONNECTION_LOST_TEXT =
  'Your internet connection was lost before we could finish. Everything you entered is still here: check your connection, then press Continue to try again.';
/** Ours (the spec is silent): Continue's save ran while the plans chosen or the place changed, so the page stayed. */
export const SELECTION_CHANGED_TEXT = 'Your selection changed while we were saving it. Please check the changes above before you continue.';

// The cart's account form (spec 2 §5, §8), which is the qualifier's sign-in and Verify (spec 3 §5 does not show
// their messages): its fields, its wording (no full stops), and its shorter forms of the account errors.
export const REQUIRED_FIELD_TEXT = 'This field is required';
export const ACCOUNT_FORM_INVALID_ACCOUNT_NUMBER_TEXT = 'Please enter a valid account number';
export const ACCOUNT_FORM_INVALID_POSTCODE_TEXT = 'Please enter a valid postcode';
export const ACCOUNT_FORM_INVALID_ABN_ACN_TEXT = 'Please enter a valid ABN / ACN';

// Qualifier page texts (spec 3 §2.2)
export const QUALIFIER_TITLE = 'Get started';
export const QUALIFIER_INTRO = 'To start, we need to know a little bit about you and your situation, before we connect you.';
export const CONTINUE_TEXT = 'Continue';
export const CONTINUE_WITH_GAS_TEXT = 'Continue with gas';
export const CONTINUE_WITH_ELECTRICITY_TEXT = 'Continue with electricity';
/** 'Are you new to {brand}?' */
export const newToBrandText = (brand: string): string => `Are you new to ${brand}?`;
export const RESET_DATA_MODAL_TITLE = 'Reset previously entered data';
export const RESET_DATA_MODAL_TEXT =
  'You are about to switch customer type and all previously entered data will be deleted. Please confirm if you want to proceed';
export const SIGN_IN_TITLE = 'Please sign in';
export const SIGN_IN_TEXT =
  'If you are moving and would like to schedule a disconnection of your current address, please ensure you sign in below.';
export const NO_ACCOUNT_NUMBER_LINK_TEXT = "I don't have my account number";
export const AT_CURRENT_ADDRESS_LABEL = 'At your current address';
export const VERIFY_ACCOUNT_TITLE = 'Verify your account';
export const NO_DETAILS_HANDY_LINK_TEXT = "I don't have my details handy";
export const DATE_OF_BIRTH_LABEL = 'Date of birth (DD/MM/YYYY)';
export const ID_VALUE_FALLBACK_LABEL = 'ID Value';
export const MOVING_QUESTION_TEXT = 'Are you moving (or have recently moved) into a new address, or need to connect another property?';
export const MOVING_QUESTION_VARIANT_B_TEXT = 'What are you here to do today?';
export const ADDRESS_MOVING_TO_LABEL = "Address you're moving to";
export const CONNECTION_ADDRESS_LABEL = 'Your connection address';
export const CONNECTION_DATE_TITLE = 'Connection date';
export const POWER_OFF_DETECTED_TEXT =
  'We have detected the power is off at the address provided. Please select a date for power to be connected.';
export const CONNECT_SOONER_TEXT = 'Need to get connected sooner? Contact us';
/** Ours (the spec shows no calendar failure): in the connection date's place while its dates load, or when they could not. */
export const CONNECTION_DATES_LOADING = 'Loading connection dates';
export const CONNECTION_DATES_FAILED = "We couldn't load the connection dates just now. Please try again.";
export const OWN_OR_RENT_QUESTION = 'Do you own or rent this property?';
export const QLD_ELECTRICITY_ON_QUESTION = 'Is the electricity on at your new address?';

// Checkout header and moving date picker (spec 3 §2.3, §2.4)
export const CHECKOUT_TITLE = 'Express checkout';
export const CALL_US_NOW_TEXT = 'Call us now';

// Solar (spec 3 §2.5)
export const SOLAR_DETECTED_TEXT = 'We have detected solar at this address.';
export const SOLAR_CONTACT_TEXT = 'If you do have solar power set up at this address please contact us so we can add it to your quote.';

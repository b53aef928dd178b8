/**
 * User-visible message texts (spec 1 §5, §8; spec 3 §2, §8), verbatim.
 * Texts with placeholders are functions.
 */
import { DEFAULT_CONTACT_NUMBER } from './constants';

// The texts a page may show at start live in ./start-texts.ts, so this module (and every text
// added here) loads only with the lazily loaded parts that show its texts.
export { DEFAULT_ERROR_TEXT, LOADING_QUALIFIER_TEXT } from './start-texts';

// Validation (spec 1 §5)
export const INVALID_EMAIL_TEXT = 'Email provided is invalid.';
export const EXPLETIVES_TEXT = 'Value provided contains expletives.';
/** "{value} isn't a valid country". */
export const invalidCountryText = (value: string): string => `${value} isn't a valid country`;

// Disconnection (spec 1 §8, spec 3 §3.4)
export const DEFAULT_ACCESS_ISSUE_TEXT =
  'The customer reported there are access restrictions for this meter but did not provide more information.';

// Qualifier errors (spec 3 §8)
export const REMOTE_METERING_TEXT = `You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on ${DEFAULT_CONTACT_NUMBER} to discuss your options.`;
export const QLD_ELECTRICITY_OFF_TEXT =
  "We're unable to process Queensland move home connections online if the electricity is switched off at the property you're moving to. Please contact our team for help with your connection.";
/** 'Incorrect {id type} for the account holder. Please try again.' */
export const wrongIdText = (idType: string): string =>
  `Incorrect ${idType} for the account holder. Please try again.`;
/** 'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm {time zone}).' */
export const unknownAccountLookupErrorText = (timeZone: string): string =>
  `We are currently unable to retrieve your information. Please call ${DEFAULT_CONTACT_NUMBER} (Monday – Friday, 8am – 8pm ${timeZone}).`;
export const ELECTRICITY_PLAN_REMOVED_TEXT = 'Electricity plan removed from your selection.';
export const GAS_PLAN_REMOVED_TEXT = 'Gas plan removed from your selection.';

// Quote load (spec 3 §8)
export const QUOTE_NO_REFERENCE_TEXT = 'Expected a quote reference.';
export const QUOTE_BAD_REFERENCE_TEXT = 'Bad quote reference.';
export const QUOTE_EXPIRED_TEXT = 'Quote expired.';
export const QUOTE_LOAD_FAILED_TEXT = 'Failed to load quote';

// Business identifiers (spec 3 §3.2, §8)
export const UNSUPPORTED_BUSINESS_ID_TYPE_TEXT = 'Unsupported business ID type';

// Qualifier page texts (spec 3 §2.2)
export const QUALIFIER_TITLE = 'Get started';
export const QUALIFIER_INTRO =
  'To start, we need to know a little bit about you and your situation, before we connect you.';
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
export const VERIFY_ACCOUNT_TEXT = 'Please select an identity type to verify your account.';
export const NO_DETAILS_HANDY_LINK_TEXT = "I don't have my details handy";
export const DATE_OF_BIRTH_LABEL = 'Date of birth (DD/MM/YYYY)';
export const ID_VALUE_FALLBACK_LABEL = 'ID Value';
export const MOVING_QUESTION_TEXT =
  'Are you moving (or have recently moved) into a new address, or need to connect another property?';
export const MOVING_QUESTION_VARIANT_B_TEXT = 'What are you here to do today?';
export const ADDRESS_MOVING_TO_LABEL = "Address you're moving to";
export const CONNECTION_ADDRESS_LABEL = 'Your connection address';
export const CONNECTION_DATE_TITLE = 'Connection date';
export const POWER_OFF_DETECTED_TEXT =
  'We have detected the power is off at the address provided. Please select a date for power to be connected.';
export const CONNECT_SOONER_TEXT = 'Need to get connected sooner? Contact us';
export const OWN_OR_RENT_QUESTION = 'Do you own or rent this property?';
export const QLD_ELECTRICITY_ON_QUESTION = 'Is the electricity on at your new address?';

// Checkout header and moving date picker (spec 3 §2.3, §2.4)
export const CHECKOUT_TITLE = 'Express checkout';
export const SECURE_CHECKOUT_TEXT = '100% SECURE CHECKOUT';
export const CALL_US_NOW_TEXT = 'Call us now';
export const LETS_GET_MOVING_TEXT = "Let's get moving";

// Solar (spec 3 §2.5)
export const SOLAR_DETECTED_TEXT = 'We have detected solar at this address.';
export const SOLAR_UNKNOWN_TEXT =
  'We could not determine if there is solar at this address. If there is no solar power please continue.';
export const SOLAR_CONTACT_TEXT =
  'If you do have solar power set up at this address please contact us so we can add it to your quote.';

// Rates (spec 2 §9)
export const DEFAULT_RATE_DISCLAIMER =
  "Our rates will generally be adjusted annually, and we'll notify you when this happens.";

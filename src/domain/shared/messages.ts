/**
 * User-visible message texts (spec 1 §5, §8; spec 3 §2, §8), verbatim.
 * Texts with placeholders are functions.
 */

// The texts a page may show at start live in ./start-texts.ts, so this module (and every text
// added here) loads only with the lazily loaded parts that show its texts.
import { DEFAULT_CONTACT_NUMBER } from './constants';
export { DEFAULT_ERROR_TEXT, LOADING_QUALIFIER_TEXT } from './start-texts';

// Validation (spec 1 §5)
export const EXPLETIVES_TEXT = 'Value provided contains expletives.';

// Disconnection (spec 1 §8, spec 3 §3.4)
export const DEFAULT_ACCESS_ISSUE_TEXT =
  'The customer reported there are access restrictions for this meter but did not provide more information.';

// Business identifiers (spec 3 §3.2, §8)
export const UNSUPPORTED_BUSINESS_ID_TYPE_TEXT = 'Unsupported business ID type';

// Qualifier (spec 3 §2.2): the texts are in ../qualifier/qualifier-messages (loaded with the qualifier).

// Shared by the plans page's lazily loaded messages and modals and the qualifier (spec 2 §8, spec 3 §2.5, §8)
export const REMOTE_METERING_TEXT = `You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on ${DEFAULT_CONTACT_NUMBER} to discuss your options.`;
export const SOLAR_UNKNOWN_TEXT = 'We could not determine if there is solar at this address. If there is no solar power please continue.';
/** 'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm {time zone}).' */
export const unknownAccountLookupErrorText = (timeZone: string): string =>
  `We are currently unable to retrieve your information. Please call ${DEFAULT_CONTACT_NUMBER} (Monday – Friday, 8am – 8pm ${timeZone}).`;
export const VERIFY_ACCOUNT_TEXT = 'Please select an identity type to verify your account.';
/** 'Incorrect {id type} for the account holder. Please try again.' */
export const wrongIdText = (idType: string): string => `Incorrect ${idType} for the account holder. Please try again.`;

/** The checkout header's note (spec 3 §2.3), which the cart shows too. */
export const SECURE_CHECKOUT_TEXT = '100% SECURE CHECKOUT';

// Rates (spec 2 §9)
export const DEFAULT_RATE_DISCLAIMER = "Our rates will generally be adjusted annually, and we'll notify you when this happens.";

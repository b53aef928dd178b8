/**
 * User-visible message texts (spec 1 §5, §8; spec 3 §2, §8), verbatim.
 * Texts with placeholders are functions.
 */

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

// Business identifiers (spec 3 §3.2, §8)
export const UNSUPPORTED_BUSINESS_ID_TYPE_TEXT = 'Unsupported business ID type';

// Qualifier (spec 3 §2.2): the texts are in ./qualifier-messages (loaded with the qualifier).

// Rates (spec 2 §9)
export const DEFAULT_RATE_DISCLAIMER =
  "Our rates will generally be adjusted annually, and we'll notify you when this happens.";

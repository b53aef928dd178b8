/**
 * What the address search sends (issue 22, hostile input). Its own module (not ./constants.ts): only
 * the address search client uses it, which loads when a visitor first searches.
 */

/**
 * The longest text the address search sends, in characters: a full Australian address line
 * ('Unit 12, 345 Example Street, Suburb VIC 3000') is well within it. A longer text is not an
 * address the search could find, so it is not sent and the search finds nothing.
 */
export const ADDRESS_SEARCH_MAX_LENGTH = 100;

/** The visitor's (trimmed) address search text is over the cap: it is not sent, and nothing is found. */
export const isAddressQueryTooLong = (query: string): boolean => query.trim().length > ADDRESS_SEARCH_MAX_LENGTH;

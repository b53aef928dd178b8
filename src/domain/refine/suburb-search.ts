/**
 * The refine bar's suburb search (spec 1 §9). Its own module, imported by the postcode box alone, so
 * these stay in that lazily loaded chunk rather than in the plans page's start-up chunk.
 */
export const SUBURB_SEARCH_DEBOUNCE_MS = 500;
export const SUBURB_SUGGESTIONS_MAX = 10;
export const SUBURB_SEARCH_MIN_LETTERS = 3;

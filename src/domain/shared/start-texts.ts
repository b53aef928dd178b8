/**
 * The message texts a page may show at start, apart from ./messages.ts (which re-exports them):
 * that catalogue's other texts belong to lazily loaded parts and load with them.
 */

/** Default error text (spec 3 §8), also shown by the widget error boundary. */
export const DEFAULT_ERROR_TEXT = 'Sorry, there was a problem processing your request. Please try again or contact us if you need help.';

/** The link to the residential or business contact page beside an error (spec 3 §8 'Link to the … contact page'; our words). */
export const CONTACT_US_TEXT = 'Contact us';

/** Ours (the spec shows no loading text): the spinner's announced label while "Get started" loads or works. */
export const LOADING_QUALIFIER_TEXT = 'Loading';

/**
 * Texts of the share panel (issue 17; the spec has none). Lazy-only: loaded with the panel
 * (not in ./index.ts; local/concern-boundaries).
 */

/** The button that opens the share panel (in the compare tray: what is shared is the comparison). */
export const SHARE_BUTTON_TEXT = 'Share';
/** The share panel's title. */
export const SHARE_TITLE = 'Share this comparison';
/** What the link opens, above the field. */
export const SHARE_INTRO =
  'Anyone with this link sees these plans for the same postcode, usage and period, with your selection and the plans you compare. It holds no personal details.';
/** The read-only field holding the link. */
export const SHARE_LINK_LABEL = 'Link to this comparison';
/** The copy button. */
export const COPY_LINK_TEXT = 'Copy link';
/** Announced once the link is on the clipboard. */
export const LINK_COPIED_TEXT = 'Link copied';
/** Announced when the browser would not copy: the link is selected for the visitor to copy. */
export const COPY_FAILED_TEXT = 'Your browser did not copy the link. It is selected: copy it from the field.';
/** The system share sheet's button (only where the browser has one). */
export const SHARE_SHEET_TEXT = 'Share…';
/** The system share sheet's title for the link. */
export const SHARE_SHEET_TITLE = 'Energy plans comparison';
/** When the page's address cannot be shared (not a web address). */
export const SHARE_UNAVAILABLE_TEXT = 'This page cannot be shared from here.';
/** The close button of the note about plans a shared link named that are no longer offered. */
export const SHARED_NOTE_CLOSE_TEXT = 'Close note';

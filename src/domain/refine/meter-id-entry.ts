/**
 * An NMI or MIRN typed in the usage filters (spec 2 §5). Its own module, imported by the usage filters
 * alone, so it stays in that lazily loaded chunk rather than in the plans page's start-up chunk.
 */
/** The entry is used after this long a pause in typing. */
export const NMI_MIRN_DEBOUNCE_MS = 500;

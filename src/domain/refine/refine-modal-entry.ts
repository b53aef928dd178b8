import type { RefineModal } from './refine-modals';

/**
 * The modals a visitor opens from the refine bar (the refine modal, and the reset modal before it: the call to action,
 * the summary's Change, `ea:open-refine`) have a history entry of their own, so Back (a phone's back gesture) closes
 * them as it closes the cart (src/services/page/history-entry.ts). Not the meter-detected modal, which is not
 * closable, nor "Plan Unavailable", which a reload opens and whose 'Select new plan' may go back itself.
 */
export const modalHasHistoryEntry = (modal: RefineModal | null): boolean => modal === 'refine' || modal === 'reset';

/** The refine bar's modal entry's mark in `history.state`, beside the host page's own state. */
export const REFINE_MODAL_ENTRY_MARK = 'eaRefineOpen';

import type { RefineModal } from './refine-modals';
import type { RefineModalStep } from '../shared/enums';

/**
 * The modals a visitor opens from the refine bar (the refine modal, and the reset modal before it: the call to action,
 * the summary's Change, `ea:open-refine`) have a history entry of their own, so Back (a phone's back gesture) closes
 * them as it closes the cart (src/services/page/history-entry.ts). Not the meter-detected modal, which is not
 * closable, nor "Plan Unavailable", which a reload opens and whose 'Select new plan' may go back itself.
 */
export const modalHasHistoryEntry = (modal: RefineModal | null): boolean => modal === 'refine' || modal === 'reset';

/** The refine bar's modal entry's mark in `history.state`, beside the host page's own state. */
export const REFINE_MODAL_ENTRY_MARK = 'eaRefineOpen';

/**
 * The refine modal's "Enter usage" step has a history entry of its own above the modal's (docs/decisions/refine-bar.md,
 * "The browser's Back on 'Enter usage'"): the browser's Back (a phone's back gesture) there goes back to the options,
 * as the step's own Back does, with what was typed kept; Forward goes to "Enter usage" again. The account steps have
 * none: one Back closes the modal from them, as before.
 */
export const stepHasHistoryEntry = (modal: RefineModal | null, step: RefineModalStep): boolean =>
  modal === 'refine' && step === 'ENTER_USAGE';

/**
 * The step the refine modal shows on landing on one of its entries by Back or Forward: "Enter usage" on the step's
 * entry; the options on the modal's own entry when it was on "Enter usage" (any other step stays as it is).
 */
export const stepOnEntry = (onStepEntry: boolean, step: RefineModalStep): RefineModalStep =>
  onStepEntry ? 'ENTER_USAGE' : step === 'ENTER_USAGE' ? 'REFINE_OPTIONS' : step;

/** The "Enter usage" step's entry's mark in `history.state`, beside the modal's own (which the step's entry keeps). */
export const REFINE_STEP_ENTRY_MARK = 'eaRefineEnterUsage';

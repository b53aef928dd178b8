import { closesOnHistoryMove } from '../../domain/page/overlay-entry';
import {
  modalHasHistoryEntry,
  REFINE_MODAL_ENTRY_MARK as MARK,
  REFINE_STEP_ENTRY_MARK as STEP,
  stepHasHistoryEntry,
  stepOnEntry,
} from '../../domain/refine/refine-modal-entry';
import { store } from '../../store';
import { enterMarkedEntry, leaveMarkedEntry, onMarkedEntry } from '../page';
import { popstateChangedRoute } from '../page/route-moves';
import { openRefineOrReset } from './actions';
import { closeModal, goToStep } from './modal-actions';

let following = false;

/**
 * The refine and reset modals' history entry (the rule: src/domain/refine/refine-modal-entry.ts). Opening one adds
 * the entry; Back closes the modal as its Close does; closed by its own controls (Close, Escape, Apply, Show
 * estimates) or replaced by a modal without an entry, the page goes back off the entry, so the next Back leaves the
 * page as it would have; Forward onto the entry opens it again (reset or refine, as the call to action would). A move
 * that changes the route (a host's `location.hash = '#/qualifier'`) closes nothing: the modal sleeps on its step with
 * what was typed, and Back brings it back there (src/domain/page/overlay-entry.ts). Started
 * by the first of those modals to show (their chunks load with them), it follows the store and the page's history
 * from then on, once per page.
 *
 * "Enter usage" has an entry of its own above the modal's (`stepHasHistoryEntry`): Back off it goes to the options,
 * as the step's Back does, and Forward onto it to "Enter usage" again; the step's own Back goes back off it, and the
 * modal closed from the step goes back off both entries (one Back, then the next once it has landed).
 */
export function followRefineModalEntry(): void {
  if (following) return;
  following = true;
  /** Back off an entry was asked for and has not landed yet: what is open then is looked at again once it has. */
  let leaving = false;
  const leave = (mark: string): void => {
    // Set first: a browser may land the Back before `back()` returns.
    leaving = true;
    leaveMarkedEntry(mark);
  };
  const follow = (): void => {
    if (leaving) return;
    const { modal, modalStep } = store.getState().refine;
    if (modalHasHistoryEntry(modal)) {
      enterMarkedEntry(MARK);
      if (stepHasHistoryEntry(modal, modalStep)) enterMarkedEntry(STEP);
      else if (onMarkedEntry(STEP)) leave(STEP);
    } else if (onMarkedEntry(MARK)) leave(MARK);
  };
  // Once the task's store writes are done: a modal closed and opened again in one go (Reset → Confirm, a reset of the
  // refine data that keeps the open modal) keeps its entry.
  store.subscribe((s, before) => {
    if (s.refine.modal !== before.refine.modal || s.refine.modalStep !== before.refine.modalStep) queueMicrotask(follow);
  });
  addEventListener('popstate', () => {
    if (leaving) {
      leaving = false;
      return follow();
    }
    const { modal } = store.getState().refine;
    if (onMarkedEntry(MARK)) {
      if (modal === null) openRefineOrReset();
      // Not when the route moved under a sleeping modal: it comes back on the step it was left on.
      if (popstateChangedRoute()) return;
      const { modal: shown, modalStep } = store.getState().refine;
      const step = stepOnEntry(onMarkedEntry(STEP), modalStep);
      if (shown === 'refine' && step !== modalStep) goToStep(step);
    } else if (modalHasHistoryEntry(modal) && closesOnHistoryMove(false, popstateChangedRoute())) closeModal();
  });
  follow();
}

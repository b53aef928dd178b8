import { modalHasHistoryEntry, REFINE_MODAL_ENTRY_MARK as MARK } from '../../domain/refine/refine-modal-entry';
import type { RefineModal } from '../../domain/refine';
import { store } from '../../store';
import { enterMarkedEntry, leaveMarkedEntry, onMarkedEntry } from '../page';
import { openRefineOrReset } from './actions';
import { closeModal } from './modal-actions';

let following = false;

/**
 * The refine and reset modals' history entry (the rule: src/domain/refine/refine-modal-entry.ts). Opening one adds
 * the entry; Back closes the modal as its Close does; closed by its own controls (Close, Escape, Apply, Show
 * estimates) or replaced by a modal without an entry, the page goes back off the entry, so the next Back leaves the
 * page as it would have; Forward onto the entry opens it again (reset or refine, as the call to action would). Started
 * by the first of those modals to show (their chunks load with them), it follows the store and the page's history
 * from then on, once per page.
 */
export function followRefineModalEntry(): void {
  if (following) return;
  following = true;
  const follow = (modal: RefineModal | null): void => {
    if (modalHasHistoryEntry(modal)) enterMarkedEntry(MARK);
    else leaveMarkedEntry(MARK);
  };
  store.subscribe((s, before) => {
    if (s.refine.modal !== before.refine.modal) follow(s.refine.modal);
  });
  addEventListener('popstate', () => {
    const { modal } = store.getState().refine;
    if (onMarkedEntry(MARK)) {
      if (modal === null) openRefineOrReset();
    } else if (modalHasHistoryEntry(modal)) closeModal();
  });
  follow(store.getState().refine.modal);
}

/** The postcode box's store write. Lazy-only: only that box (loaded when postcode mode is first shown) calls it. */
import { announceLocation } from '../../bus';
import { isValidPostcode, stateFromPostcode } from '../../domain/shared';
import { store } from '../../store';

/** A postcode the visitor chose: stored (address dropped) and announced to the host. */
export function changePostcode(postcode: string): void {
  if (!isValidPostcode(postcode)) return;
  const s = store.getState();
  if (s.app.postcode === postcode && !s.address.postcode) return;
  s.setPostcode(postcode);
  announceLocation(postcode, stateFromPostcode(postcode));
}

import { rememberLocation, type EaEventMap } from '../../bus';
import { store } from '../../store';

/** `ea:plan-load` (spec 2 §4): an address, else a postcode; then NMI and MIRN. The store change triggers the lookup. */
export function handlePlanLoad(detail: EaEventMap['ea:plan-load']): void {
  const s = store.getState();
  if (detail.address) {
    const { fromUserAccount, ...address } = detail.address;
    s.setAddress({
      ...address,
      ...(fromUserAccount !== undefined ? { fromUserAccount } : {}),
      ...(detail.state && !address.state ? { state: detail.state } : {}),
    });
    s.patch('refine', { selectedLocationType: 'address' });
  } else if (detail.postcode) {
    s.setPostcode(detail.postcode);
    s.patch('refine', { selectedLocationType: 'postcode' });
  }
  // The host's place, by address or postcode: its own location update back to the one before is not a repeat.
  if (detail.address || detail.postcode) rememberLocation(store.getState().app.postcode);
  if (detail.nmi !== undefined) s.patch('connection', { nmi: detail.nmi });
  if (detail.mirn !== undefined) s.patch('connection', { mirn: detail.mirn });
}

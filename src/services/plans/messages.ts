import type { LookupMessage } from '../../store';
import { store } from '../../store';
import { restoreLastSuccessfulPostcode } from './service';

/** Closes a plans message; closing a postcode-not-serviced message restores the last successful postcode and reloads. */
export function closePlanMessage(message: Pick<LookupMessage, 'code' | 'fuel'>): void {
  store.getState().closeMessage(message.code, message.fuel);
  if (message.code === 'POSTCODE_NOT_SERVICED') restoreLastSuccessfulPostcode();
}

import type { LookupMessage } from '../../store';
import { store } from '../../store';
import { reloadPlans, restoreLastSuccessfulPostcode } from './service';

/** Closes a plans message; closing a postcode-not-serviced message restores the last successful postcode and reloads. */
export function closePlanMessage(message: Pick<LookupMessage, 'code' | 'fuel'>): void {
  store.getState().closeMessage(message.code, message.fuel);
  if (message.code === 'POSTCODE_NOT_SERVICED') restoreLastSuccessfulPostcode();
}

/**
 * 'Try again' under a failed lookup: the same lookup once more (and then its estimates). A press
 * while a lookup runs does nothing, so each press is at most one request; false when ignored.
 */
export async function retryLookup(): Promise<boolean> {
  if (store.getState().plans.loading) return false;
  await reloadPlans();
  return true;
}

/** What of a quote's expiry state keeps (spec 3 §4.7, §8): apart, so the store's persistence can use it at start-up. */
import type { CheckoutStage } from '../shared/enums';

/**
 * A quote the server has just saved, or handed back on a load, is live (spec 3 §4.7): the expired flag
 * and stage an earlier 410 left in state do not belong to it. What state keeps of them: not expired, and
 * its stage unless that is `expired`, which goes back to the first, 'plans' (the default). The saved
 * state is the live one too: a 410's flag and stage are shown on the page where it answered, and never
 * follow the visitor to the next page (its reference is not kept either: `referenceAfterFailedLoad`).
 */
export function liveQuote(checkoutStage: CheckoutStage): { quoteExpired: false; checkoutStage: CheckoutStage } {
  return { quoteExpired: false, checkoutStage: checkoutStage === 'expired' ? 'plans' : checkoutStage };
}

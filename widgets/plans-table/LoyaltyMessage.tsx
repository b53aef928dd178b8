import { LOYALTY_MESSAGE } from '../../src/domain/plans/plan-loyalty';
import { Message } from '../../src/ui';

/**
 * The loyalty message (spec 2 §1), loaded lazily: only a qualified customer with the toggle on sees
 * it, so the message component and its CSS (shared with the modals and lookup messages) stay out of
 * the page's start-up script.
 */
export default function LoyaltyMessage() {
  return <Message level="info">{LOYALTY_MESSAGE}</Message>;
}

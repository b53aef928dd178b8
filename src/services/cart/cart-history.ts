/**
 * The open cart's history entry (ours; spec 2 §4 gives Close, not the browser's Back). The cart is a full screen over
 * the plans, so a visitor takes Back (a phone's back gesture) to close it; without an entry of its own, Back left
 * the plans page with the cart open. Opening adds an entry at the same address, marked in `history.state` (the host
 * page's own state kept beside the mark); Back closes the cart, Forward opens it again, and Close goes back.
 */
import { CART_ENTRY_MARK as MARK } from '../page/routes';

const stateObject = (): Record<string, unknown> => {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/** This history entry is the open cart's. */
export const onCartEntry = (): boolean => stateObject()[MARK] === true;

/** The cart opens: its entry goes on top, unless this is already it. */
export function enterCartEntry(): void {
  if (onCartEntry()) return;
  try {
    history.pushState({ ...stateObject(), [MARK]: true }, '', location.href);
  } catch {
    // A state the browser cannot clone (the host page's own): the cart opens without an entry, as before.
  }
}

/** The cart closes by its own controls: back off its entry (the page's `popstate` then closes it). True when it went back. */
export function leaveCartEntry(): boolean {
  if (!onCartEntry()) return false;
  history.back();
  return true;
}

/**
 * Whether a move in the page's history (a `popstate`) closes an open overlay that has a history entry of its own
 * (src/services/page/history-entry.ts: the cart, the refine modal, compare, share, the reference price). Back off its
 * entry lands on the entry it was added over, at the same address and so on the same route: it closes, as its Close
 * does. A move that changes the route is the page going elsewhere under the overlay, not the visitor leaving it: a
 * host's `location.hash = '#/qualifier'` adds an entry and fires `popstate` as well as `hashchange`, where a
 * `history.pushState` fires none. Both keep the overlay open, asleep while its widget is hidden ("Get started"), with
 * its entry behind for Back to bring it back as it was (docs/decisions/refine-bar.md).
 */
export const closesOnHistoryMove = (onOwnEntry: boolean, routeChanged: boolean): boolean => !onOwnEntry && !routeChanged;

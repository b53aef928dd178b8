import { useState } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';

/** Hash routes of the journey (ARCHITECTURE.md "Routing"): '' and 'qualifier'; anything else means ''. */
export const ROUTES = { root: '/', qualifier: '/qualifier' } as const;
export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** The current hash route, unknown paths read as the root. */
export function currentRoute(hash: string | undefined = location.hash): Route {
  const path = '/' + (hash ?? '').replace(/^#?\/?/, '').split('?')[0];
  return path === ROUTES.qualifier ? ROUTES.qualifier : ROUTES.root;
}

/** The open cart's mark in `history.state` (./history-entry.ts), beside the host page's own state. */
export const CART_ENTRY_MARK = 'eaCartOpen';

/**
 * The current entry's `history.state` as the host page left it, our mark taken out. An entry a route writes in place
 * keeps it: wouter's `navigate` writes null by default, which wiped a host router's state (its page key, scroll
 * position) from the entry a route replaced. An entry a route adds has none, as one a hash link adds (a host
 * router copes with those already; a copy of another entry's key could make it restore the wrong one).
 */
function hostState(): unknown {
  const state: unknown = history.state;
  if (typeof state !== 'object' || state === null || !(CART_ENTRY_MARK in state)) return state;
  const { [CART_ENTRY_MARK]: _mark, ...own } = state as Record<string, unknown>;
  return own;
}

/**
 * Goes to a hash route; the page's query parameters are kept, and the host page's history state where a route is
 * written in place. `replace`: instead of the current history entry (a
 * guard's redirect). The root route from a page without a hash (the cart closed on the page it opened on) writes
 * '#/' in place: the same route, so no history entry a press of Back would only take away again.
 */
export function goTo(route: Route, options: { replace?: boolean } = {}): void {
  if (currentRoute() === route && (route !== ROUTES.root || location.hash !== '')) return;
  const replace = options.replace === true || currentRoute() === route;
  navigate(route, { replace, state: replace ? hostState() : null });
}

/** The current hash route as React state. */
export function useRoute(): Route {
  const [path] = useHashLocation();
  return path === ROUTES.qualifier ? ROUTES.qualifier : ROUTES.root;
}

/** The plans-page widgets show on the root route only (ARCHITECTURE.md "Routing"). */
export const onPlansRoute = (): boolean => currentRoute() === ROUTES.root;

/** `onPlansRoute` as React state: a plans-page widget's views read whether it is shown. */
export const useOnPlansRoute = (): boolean => useRoute() === ROUTES.root;

/**
 * `value`, held as it was while the plans page was last shown. On "Get started" the plans-page widgets
 * are hidden, and the visitor's answers (new or existing, moving, the address and its lookup) change what
 * they show: each would redraw behind the page, in the task of each click (issue 21). They redraw once,
 * when shown again.
 */
export function useHeldWhileHidden<T>(value: T): T {
  const shown = useOnPlansRoute();
  const [held, setHeld] = useState(value);
  if (shown && !Object.is(held, value)) setHeld(value);
  return shown ? value : held;
}

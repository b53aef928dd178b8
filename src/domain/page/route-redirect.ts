/**
 * How a route guard's redirect to the journey's home ('', spec 3 §2.1) is made in the browser's history (lazy-only:
 * the qualifier's guard, which loads with "Get started"). Pure: the service reads the entry behind from the browser.
 */

/** Back off the guarded entry, or write the home in its place. */
export type RedirectWay = 'back' | 'replace';

/** The page's address without its hash: the part a hash route leaves as it is. */
const pageOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.origin + u.pathname + u.search;
  } catch {
    return null;
  }
};

/**
 * Back when the history entry behind the guarded one is the journey's home on this very page (the same address but
 * for the hash, on the root route): the entry the visitor came from with 'Let's get moving', the cart's Continue, or
 * Forward. Written in place there, the page would have two identical home entries, and the visitor's next Back would
 * seem to do nothing. Going back also leaves the guarded entry ahead, where Forward meets the guard again (it goes
 * back the same way) rather than a copy of the home. Otherwise (a page loaded on the guarded route, the browser not
 * saying what is behind, another page or route behind): in place, so Back never goes to the guarded route.
 *
 * @param current the address now, on the guarded route
 * @param behind the address of the entry behind it, `null` when there is none or the browser does not say
 * @param behindOnHome whether `behind`'s hash route is the journey's home ('')
 */
export function redirectWay(current: string, behind: string | null, behindOnHome: boolean): RedirectWay {
  if (behind === null || !behindOnHome) return 'replace';
  const page = pageOf(current);
  return page !== null && page === pageOf(behind) ? 'back' : 'replace';
}

/**
 * Which address named by a host attribute a widget follows: the one rule for the cart's
 * `continue-href` and the qualifier's `checkout-url` (issue 23; they were two rules).
 */

/**
 * How far a link may lead. The two attributes genuinely differ here: the qualifier's checkout may live
 * on another host (a retailer's checkout site), so `checkout-url` also takes an http(s) address of another
 * origin; the cart's Continue goes to a page of the same site (documented for `continue-href`), so an
 * address on another origin is not followed.
 */
export interface LinkPolicy {
  otherOrigins: boolean;
}

/** Characters a browser drops or rewrites inside a URL (tabs, newlines: '/\t/evil' becomes '//evil'), spaces and backslashes. */
// eslint-disable-next-line no-control-regex -- control characters are what this test rejects (see above)
const REWRITTEN = /[\u0000-\u0020\u007f\\]/;

/**
 * The address to follow for `value` (an attribute) on the page at `page`, or null when there is none
 * to follow (absent, blank, unusable, another scheme than http(s), or an origin the policy refuses).
 *
 * Same origin only: any form the browser resolves onto the page's own origin is followed (a path, a
 * relative path, the page's full address); the origin check is what guards it.
 *
 * Other origins allowed: the origin no longer guards, so only what plainly names its target is taken:
 * a path from the site's root ('/checkout', not '//host') or a full http(s) address, with no control
 * character, whitespace or backslash (so a value written as a path never leads to another host), and
 * nothing relative ('checkout' is refused, not resolved against the page).
 */
export function siteLink(value: string | undefined, page: string, policy: LinkPolicy): URL | null {
  const text = value?.trim();
  if (!text) return null;
  const rootPath = text.startsWith('/');
  if (policy.otherOrigins && (REWRITTEN.test(text) || (rootPath ? text.startsWith('//') : !/^[a-z][a-z\d+.-]*:/i.test(text)))) return null;
  let url: URL;
  try {
    url = policy.otherOrigins && !rootPath ? new URL(text) : new URL(text, page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return policy.otherOrigins || url.origin === new URL(page).origin ? url : null;
}

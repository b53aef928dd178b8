import { getTrimmedQueryParam } from '../../domain/page';
import { isValidPostcode } from '../../domain/shared';
import type { EaStore } from '../../store';
import { logWarning } from '../../log';

/**
 * The URL parameters that need no rules: the postcode, and other sites' campaign tracking. Any other
 * parameter loads the rules of them all (./url-params.ts), which ignore names they do not know. A plans
 * page reached by postcode alone, the usual way in, never fetches them.
 */
const NO_RULES_NEEDED = /^(postcode$|utm_|gclid$|fbclid$|msclkid$)/i;

/**
 * Applies the URL parameters of spec 1 §2 and spec 3 §2.1 to the store. Names match in any case;
 * invalid values are ignored with a warning and change nothing. A URL with only a postcode is
 * applied here; any other parameter loads the rules of them all (./url-params.ts). Should those not
 * load (the network is gone), the postcode still applies and the rest is logged as ignored.
 */
export async function applyUrl(store: EaStore, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((name) => !NO_RULES_NEEDED.test(name))) {
    let rules: typeof import('./url-params') | undefined;
    try {
      rules = await import('./url-params');
    } catch (error) {
      logWarning(
        `ignored the URL's parameters other than postcode: their rules did not load (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (rules) return rules.applyUrlParams(store, params);
  }
  const postcode = getTrimmedQueryParam(params, 'postcode');
  if (postcode === undefined) return;
  if (isValidPostcode(postcode)) store.getState().setPostcode(postcode);
  else logWarning(`ignored postcode=${postcode}`);
}

import type { EaStore } from '../../store';
import { logWarning } from '../../log';
import { applyPostcodeAndFuel } from './url-postcode-fuel';

/**
 * The URL parameters that need no rules: the postcode and the fuel, and other sites' campaign tracking. Any other
 * parameter loads the rules of them all (./url-params.ts), which ignore names they do not know. A plans
 * page reached by postcode (and fuel) alone, the usual way in, never fetches them: its widgets draw the
 * place and fuel at once, and the lookup does not wait for a download.
 */
const NO_RULES_NEEDED = /^(postcode$|fuel$|utm_|gclid$|fbclid$|msclkid$)/i;

/**
 * Applies the URL parameters of spec 1 §2 and spec 3 §2.1 to the store. Names match in any case;
 * invalid values are ignored with a warning and change nothing. A URL with only a postcode and a fuel is
 * applied here; any other parameter loads the rules of them all (./url-params.ts). Should those not
 * load (the network is gone), the postcode and fuel still apply and the rest is logged as ignored.
 */
export async function applyUrl(store: EaStore, search: string): Promise<void> {
  const params = new URLSearchParams(search);
  // A fuel also sets the journey of a visitor from the account portal (their saved source system): that rule is the
  // others' (spec 3 §1), so it loads them.
  const portal = store.getState().app.sourceSystem == 'MA';
  if ([...params.keys()].some((name) => !NO_RULES_NEEDED.test(name) || (portal && /^fuel$/i.test(name)))) {
    let rules: typeof import('./url-params') | undefined;
    try {
      rules = await import('./url-params');
    } catch (error) {
      logWarning(
        `ignored the URL's parameters other than postcode and fuel: their rules did not load (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    if (rules) return rules.applyUrlParams(store, params);
  }
  applyPostcodeAndFuel(store, params);
}

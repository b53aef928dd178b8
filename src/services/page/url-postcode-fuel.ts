import { getTrimmedQueryParam, parseQueryFuel } from '../../domain/page';
import { isValidPostcode, type Fuel } from '../../domain/shared';
import type { EaStore } from '../../store';
import { logWarning } from '../../log';
import { chooseFuel } from '../refine/actions';

/**
 * The URL's `postcode` and `fuel` (spec 1 §2), each ignored with a warning when invalid. Tells the fuel applied, if any.
 * Applied by `applyUrl` (./url-state.ts) for a URL with nothing else, and by the rules of them all (./url-params.ts) in
 * their order.
 */
export function applyPostcodeAndFuel(store: EaStore, params: URLSearchParams): Fuel | undefined {
  const s = store.getState();
  const postcode = getTrimmedQueryParam(params, 'postcode');
  if (postcode !== undefined) {
    if (isValidPostcode(postcode)) s.setPostcode(postcode);
    else logWarning(`ignored postcode=${postcode}`);
  }
  const fuelRaw = getTrimmedQueryParam(params, 'fuel');
  const fuel = parseQueryFuel(fuelRaw);
  if (fuelRaw !== undefined && !fuel) logWarning(`ignored fuel=${fuelRaw}`);
  if (fuel) chooseFuel(s, fuel);
  return fuel;
}

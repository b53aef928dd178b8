/**
 * The optional auth of the plan lookup and the estimate call (spec 2 §6, §7). Only the rule is
 * loaded with the page: the token code (./access-token-exchange.ts) loads for a visitor it covers.
 */
import type { PlanCallAuth } from '../../api/plans';
import { planCallsUseAuth } from '../../domain/auth';
import type { StoreState } from '../../store';

/** The auth to send with a plan call for the store's situation; none for an anonymous visitor. Never rejects. */
export function planCallAuth(s: StoreState): Promise<PlanCallAuth> {
  if (!planCallsUseAuth({ sourceSystem: s.app.sourceSystem, accountVerified: s.account.accountVerified })) return Promise.resolve({});
  return import('./access-token-exchange').then(
    (m) => m.accessTokenAuth(s),
    () => ({}),
  );
}

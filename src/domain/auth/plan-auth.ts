/**
 * The optional auth header of the plan lookup and the estimate call (spec 2 §6, §7): it depends on
 * the source system and whether the account is verified. The token is the identity provider's
 * access token (spec 3 §6, §7), sent as `Authorization: Bearer <token>`.
 */
import type { SourceSystem } from '../shared/enums';

/** An access token and when it stops being accepted (epoch ms). */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

export interface PlanAuthRuleInput {
  sourceSystem: SourceSystem;
  accountVerified: boolean;
}

/**
 * The plan calls carry the visitor's token for an account-portal visitor (signed in there, spec 3 §6)
 * and for a verified account; anyone else looks plans up anonymously.
 */
export const planCallsUseAuth = (input: PlanAuthRuleInput): boolean => input.sourceSystem === 'MA' || input.accountVerified;

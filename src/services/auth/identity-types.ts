/**
 * The account check that opens identity verification (spec 1 §7, spec 2 §2–§3, spec 3 §4.1): the
 * account numbers are verified and the identity types the visitor may use come back. One flow for
 * the qualifier's sign-in step, the refine modal's account step and the plans table's
 * verification modal; each words the refusal its own way. Only lazily loaded code imports this
 * module: nothing here joins the plans page's start-up code.
 */
import { verifyAccount, VerificationError } from '../../api/account';
import { usableIdentityTypes, type IdentityType, type VerifyAccountRequest } from '../../domain/refine/refine-account';
import { type CustomerType } from '../../domain/shared';

/** What the account check answered: the usable identity types, or why there are none. */
export type IdentityTypesAnswer =
  | { kind: 'types'; types: IdentityType[] }
  /**
   * The server refused the account (its error code and fuel context), the call failed
   * (INTERNAL_ERROR, the failure as the error's cause), or the account has no identity type this
   * customer type may use (NO_IDTYPES_FOUND, as if the server had found none).
   */
  | { kind: 'refused'; code: string; context: unknown; error: VerificationError };

/**
 * Verifies the account and keeps the identity types this customer type may use (PIN not for
 * residential, OTHER not for business). Resolves with the types or the refusal; rejects only with
 * what is not an answer: the caller's cancellation (`ApiAbortError`) or an unexpected error.
 */
export async function accountIdentityTypes(
  request: VerifyAccountRequest,
  customerType: CustomerType,
  options: { signal?: AbortSignal | undefined } = {},
): Promise<IdentityTypesAnswer> {
  try {
    const usable = usableIdentityTypes(await verifyAccount(request, options.signal ? { signal: options.signal } : {}), customerType);
    if ('types' in usable) return { kind: 'types', types: usable.types };
    const error = new VerificationError(usable.failure);
    return { kind: 'refused', code: error.code, context: error.context, error };
  } catch (error) {
    if (error instanceof VerificationError) return { kind: 'refused', code: error.code, context: error.context, error };
    throw error;
  }
}

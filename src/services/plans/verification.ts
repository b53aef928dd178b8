/**
 * The plans table's verification (spec 2 §2, §4): a verified account whose sign-in has expired
 * verifies the account holder again before the plans show: the account check for its identity
 * types, the sign-in with the identity, or leaving for the plans page. Loaded with the
 * verification modal only (not re-exported by this folder's index).
 */
import { IdentityTokenError } from '../../api/idp';
import { plansPagePath } from '../../domain/auth/plan-verification-modal';
import { REDIRECT_DELAY_MS, type CustomerType } from '../../domain/shared';
import { verifyIdentityRequest, type IdentityType, type VerifyAccountRequest } from '../../domain/refine/refine-account';
import { store } from '../../store';
import { signIn } from '../auth/access-token-exchange';
import { accountIdentityTypes } from '../auth/identity-types';
import { reloadPlans } from './service';

/** The account request of the table variant: account numbers, postcode or ABN/ACN, and `accno`. */
export function verificationAccountRequest(): VerifyAccountRequest {
  const s = store.getState();
  const business = s.app.customerType === 'BUSINESS';
  const abnacn = s.business.abn || s.business.acn;
  const accno = s.account.legacyAccountNumber || s.account.electricityAccountNumber || s.account.gasAccountNumber;
  const request = {
    customerType: s.app.customerType,
    ...(business ? { abnacn, abnOrAcn: abnacn.length === 9 ? ('ACN' as const) : ('ABN' as const) } : { postcode: s.app.postcode }),
    ...(s.account.electricityAccountNumber ? { electricityAccount: s.account.electricityAccountNumber } : {}),
    ...(s.account.gasAccountNumber ? { gasAccount: s.account.gasAccountNumber } : {}),
    ...(accno ? { accno } : {}),
  };
  return request;
}

/** What the account check gave the modal: identity types to choose from, or why there are none (its code and context, worded by the modal). */
export type VerificationAccountCheck =
  { kind: 'types'; types: IdentityType[] } | { kind: 'refused'; code: string | undefined; context: unknown } | { kind: 'aborted' };

/**
 * The account check of the verification modal: the identity types of the store's account this
 * customer type may use. A refusal or a failed call is the refusal (a failure that is not the
 * server's has no code); once `signal` aborts (the table is gone) it is 'aborted'. Never rejects.
 */
export async function checkVerificationAccount(customerType: CustomerType, signal: AbortSignal): Promise<VerificationAccountCheck> {
  try {
    const answer = await accountIdentityTypes(verificationAccountRequest(), customerType, { signal });
    if (answer.kind === 'types') return answer;
    return signal.aborted ? { kind: 'aborted' } : { kind: 'refused', code: answer.code, context: answer.context };
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'refused', code: undefined, context: undefined };
  }
}

/** How Verify ended: verified, or the identity provider's error code (null for a failure with none). */
export type VerificationOutcome = { kind: 'verified' } | { kind: 'failed'; code: string | null } | { kind: 'aborted' };

/**
 * Verify (spec 3 §7, §9): the identity provider checks the identity and signs the visitor in; the
 * account is verified, `verified` is called (the modal goes), then the plans and estimates come
 * again, now with the visitor's token. Never rejects.
 */
export async function verifyAccountHolder(
  idType: string,
  idValue: string,
  options: { signal: AbortSignal; verified: () => void },
): Promise<VerificationOutcome> {
  const { signal } = options;
  try {
    await signIn(verifyIdentityRequest(verificationAccountRequest(), idType, idValue), { signal });
  } catch (error) {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'failed', code: error instanceof IdentityTokenError ? error.code : null };
  }
  store.getState().accountVerified();
  options.verified();
  void reloadPlans();
  return { kind: 'verified' };
}

/**
 * Leaving unverified: loading reset, then the plans page for the customer type (spec 2 §4) after
 * the redirect delay. The account's earlier verification is forgotten (its token is gone), so that
 * page shows the plans without asking again; the visitor can verify later through the refine bar.
 * Cancel Quote (`cancelQuote`) resets everything, storage too.
 */
export function leaveUnverified(cancelQuote: boolean, go: (path: string) => void = (path) => location.assign(path)): void {
  const s = store.getState();
  s.patch('plans', { loading: false });
  if (cancelQuote) s.reset({ clearStorage: true });
  else s.patch('account', { accountVerified: false });
  const path = plansPagePath(s.app.customerType);
  setTimeout(() => go(path), REDIRECT_DELAY_MS);
}

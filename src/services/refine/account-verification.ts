/**
 * The refine modal's existing-customer steps (spec 2 §2, §3, §8): the account numbers are checked
 * for identity types, then the identity is verified for the customer's details. Loaded with the
 * refine modal only, not with the bar.
 */
import { verifyIdentity, VerificationError, type CustomerDetails } from '../../api/account';
import {
  accountErrorOutcome,
  identityErrorOutcome,
  verifyAccountRequest,
  verifyIdentityRequest,
  type AccountErrorOutcome,
  type AccountForm,
  type IdentityErrorOutcome,
  type IdentityType,
  type VerifyAccountRequest,
} from '../../domain/refine/refine-account';
import { type CustomerType, type SingleFuel } from '../../domain/shared';
import { store } from '../../store';
import { accountIdentityTypes } from '../auth/identity-types';

export type { CustomerDetails };

/** An account the check accepted: what was asked (the identity step asks with it) and the identity types to choose from. */
export interface VerifiedAccount {
  request: VerifyAccountRequest;
  identityTypes: IdentityType[];
}

/** How the account step ended: verified, or the error to show (the meter-detected modal is then open). */
export type RefineAccountOutcome = { kind: 'verified'; account: VerifiedAccount } | AccountErrorOutcome | { kind: 'cancelled' };

/**
 * Validate account → Next (spec 2 §2): the account numbers of the selected fuels with the postcode
 * (or ABN/ACN) are checked. An account with usable identity types is verified; one with none reads
 * as the server's NO_IDTYPES_FOUND; an account of the other customer type opens the meter-detected
 * modal; any other refusal or failure is its message (on the fuel's field when it names one).
 * Cancelled by `signal` (the visitor closed the modal or went back), the request stops and nothing
 * follows: 'cancelled'. Never rejects.
 */
export async function verifyRefineAccount(
  form: AccountForm,
  fuels: readonly SingleFuel[],
  customerType: CustomerType,
  signal?: AbortSignal,
): Promise<RefineAccountOutcome> {
  const request = verifyAccountRequest(form, fuels, customerType);
  let outcome: AccountErrorOutcome;
  try {
    const answer = await accountIdentityTypes(request, customerType, { signal });
    if (signal?.aborted) return { kind: 'cancelled' };
    if (answer.kind === 'types') return { kind: 'verified', account: { request, identityTypes: answer.types } };
    outcome = accountErrorOutcome(answer.code, answer.context);
  } catch {
    if (signal?.aborted) return { kind: 'cancelled' };
    outcome = accountErrorOutcome('INTERNAL_ERROR', null);
  }
  if (outcome.kind === 'meter-detected') store.getState().patch('refine', { modal: 'meterDetected', modalStep: 'REFINE_OPTIONS' });
  return outcome;
}

/** How the identity step ended: the customer's details, or the failure to show. */
export type RefineIdentityOutcome =
  { kind: 'verified'; details: CustomerDetails } | { kind: 'failed'; failure: IdentityErrorOutcome } | { kind: 'cancelled' };

/**
 * Verify identity → Next (spec 2 §2, §8): the account's identity is verified with the type chosen
 * (`typeText` names it in the wrong-value message) and the value typed; resolves with the
 * customer's details or the failure (a wrong value, the contact message, or the generic error);
 * 'cancelled' when `signal` ended it. Never rejects.
 */
export async function verifyRefineIdentity(
  account: VerifiedAccount,
  idType: string,
  idValue: string,
  typeText: string,
  signal?: AbortSignal,
): Promise<RefineIdentityOutcome> {
  try {
    const details = await verifyIdentity(verifyIdentityRequest(account.request, idType, idValue), { signal });
    return signal?.aborted ? { kind: 'cancelled' } : { kind: 'verified', details };
  } catch (error) {
    if (signal?.aborted) return { kind: 'cancelled' };
    return { kind: 'failed', failure: identityErrorOutcome(error instanceof VerificationError ? error.code : 'INTERNAL_ERROR', typeText) };
  }
}

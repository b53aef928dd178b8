/**
 * The checkout's support services (spec 3 §3.6, §7, §8): paper bill fee, OTP generate / validate /
 * resend and ABN lookup. Only lazily loaded code imports this module: nothing here joins the plans
 * page's start-up code.
 *
 * Failure rules (spec 3 §8): a paper bill fee failure is no fee (never rejects); OTP and ABN lookup
 * failures are logged and rethrown to the caller, which shows them. Warnings name the call and the
 * kind of failure only: never an account number, quote id, code or ABN.
 */
import { ApiHttpError, isAbort } from '../api/errors';
import {
  otpGenerate,
  otpResend,
  otpValidate,
  paperBillFee,
  searchByAbn as searchByAbnCall,
  type AbnLookup,
  type OtpSent,
} from '../api/support';
import { businessIdTypeOf, isAccountNumberDefined, paperBillFeeApplies, type PlanPaperBillFee } from '../domain';
import { withBearer } from './identity-session';

export type { AbnLookup, OtpSent } from '../api/support';

const LOG = '[energy plan widgets]';

/** The kind of failure, safe to log: the error's name and, for an HTTP error, its status. */
function failure(error: unknown): string {
  if (error instanceof ApiHttpError) return `${error.name} ${error.status}`;
  return error instanceof Error ? error.name : 'unknown error';
}

/** A paper bill fee: whether it counts (spec 3 §5: only a baseRate above 0), and the fee as answered (null when none or failed). */
export interface PaperBillFeeResult {
  applies: boolean;
  fee: PlanPaperBillFee | null;
}

const NO_FEE: PaperBillFeeResult = { applies: false, fee: null };

/**
 * The paper bill fee of an account (authenticated GET paperBillFee). It counts only when the fee's
 * baseRate is above 0 and it is not marked not applicable. Any failure, and a blank account number
 * (no call), is no fee. Never rejects, except for the caller's own cancellation.
 */
export async function loadPaperBillFee(accountNumber: string, options: { signal?: AbortSignal } = {}): Promise<PaperBillFeeResult> {
  if (!isAccountNumberDefined(accountNumber)) return { ...NO_FEE };
  try {
    const fee = await withBearer((authorization) => paperBillFee(accountNumber.trim(), { ...options, authorization }), options);
    return { applies: paperBillFeeApplies(fee), fee };
  } catch (error) {
    if (isAbort(error) && options.signal?.aborted) throw error;
    console.warn(`${LOG} paper bill fee failed; no fee applies`, failure(error));
    return { ...NO_FEE };
  }
}

/** Runs a support call; a failure is logged (without personal data) and rethrown. */
async function loggedCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAbort(error)) console.warn(`${LOG} ${what} failed`, failure(error));
    throw error;
  }
}

/** Sends a one-time code for the quote. Failures are logged and rethrown (the client's `ApiError`s). */
export function generateOtp(quoteId: string, options: { signal?: AbortSignal } = {}): Promise<OtpSent> {
  return loggedCall('OTP generate', () => otpGenerate(quoteId, options));
}

/** Sends the one-time code again. Failures are logged and rethrown. */
export function resendOtp(quoteId: string, options: { signal?: AbortSignal } = {}): Promise<OtpSent> {
  return loggedCall('OTP resend', () => otpResend(quoteId, options));
}

/**
 * Checks a one-time code: true when accepted, false when the API answers that it is not valid.
 * A refused code (the reference API's 400 OTP_INVALID) and any other failure are logged and
 * rethrown: an `ApiHttpError` whose body carries the API's errorCode.
 */
export function validateOtp(quoteId: string, otp: string, options: { signal?: AbortSignal } = {}): Promise<boolean> {
  return loggedCall('OTP validate', () => otpValidate(quoteId, otp.trim(), options));
}

/** Rejection of an ABN lookup for a value that is not 11 digits (no call made). */
export class InvalidAbnError extends Error {
  constructor() {
    super('ABN must be 11 digits');
    this.name = 'InvalidAbnError';
  }
}

/**
 * The business of an ABN (spaces ignored). A value that is not an ABN (11 digits) rejects with
 * `InvalidAbnError` without a call; API failures (the reference API's 404 for no business) are
 * logged and rethrown.
 */
export function searchByAbn(abn: string, options: { signal?: AbortSignal } = {}): Promise<AbnLookup> {
  const value = abn.replace(/\s+/g, '');
  return loggedCall('ABN lookup', () =>
    businessIdTypeOf(value) === 'ABN' ? searchByAbnCall(value, options) : Promise.reject(new InvalidAbnError()),
  );
}

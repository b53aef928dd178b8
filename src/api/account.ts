import * as v from 'valibot';
import type { VerifyAccountRequest, VerifyIdentityRequest } from '../domain/refine/refine-account';
import { request, type CallOptions } from './client';
import { ApiHttpError } from './errors';

/** Account and identity verification (spec 1 §7, spec 2 §3; the identity path is ours). */
export const ACCOUNT_PATHS = {
  verifyAccount: '/qt2/app/account/verifyAccount',
  verifyIdentity: '/qt2/app/account/verifyIdentity',
  retrieve: '/qt2/app/account/retrieve',
} as const;

export const IdentityTypeSchema = v.object({ value: v.pipe(v.string(), v.minLength(1)), text: v.string() });
export const VerifyAccountResponseSchema = v.object({
  errorCode: v.nullish(v.string()),
  errorContext: v.nullish(v.string()),
  data: v.nullish(v.array(IdentityTypeSchema)),
});
export type IdentityTypeOutput = v.InferOutput<typeof IdentityTypeSchema>;

const Text = v.nullish(v.string());
const Usage = v.nullish(v.pipe(v.number(), v.finite()));

export const CustomerAddressSchema = v.object({
  id: Text,
  label: Text,
  unitNumber: Text,
  streetNumber: Text,
  streetName: Text,
  suburb: Text,
  state: Text,
  postcode: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  fromUserAccount: v.nullish(v.boolean()),
});

/** The verified customer's details: what the refine modal uses of them. */
export const CustomerDetailsSchema = v.object({
  nmi: Text,
  mirn: Text,
  address: v.nullish(CustomerAddressSchema),
  electricityAccountNumber: Text,
  gasAccountNumber: Text,
  annualElectricityUsage: Usage,
  annualGasUsage: Usage,
  electricityUsageAttribution: v.nullish(v.record(v.string(), v.pipe(v.number(), v.finite()))),
  planQualifications: v.nullish(
    v.object({
      loyalty: v.nullish(v.boolean()),
      conditions: v.nullish(v.array(v.object({ code: v.string(), enabled: v.boolean() }))),
    }),
  ),
});
export type CustomerDetails = v.InferOutput<typeof CustomerDetailsSchema>;

const Flag = v.nullish(v.boolean());
const LifeSupportValue = v.nullish(v.string());

/**
 * The account details of a signed-in visitor (spec 3 §3.5) and whether the account's meter is at
 * remote metering risk (`remoteMeteringRisk`, false when not said). Every field may be missing.
 */
export const AccountDetailsSchema = v.object({
  ...CustomerDetailsSchema.entries,
  title: Text,
  firstName: Text,
  lastName: Text,
  emailAddress: Text,
  phone: Text,
  landlineNumber: Text,
  crn: Text,
  dobExists: Flag,
  lifeSupport: v.nullish(
    v.object({
      electricity: LifeSupportValue,
      gas: LifeSupportValue,
      required: LifeSupportValue,
      eleRequired: LifeSupportValue,
      gasRequired: LifeSupportValue,
    }),
  ),
  idExists: Flag,
  concessionExists: Flag,
  idType: Text,
  businessName: Text,
  abnOrAcn: Text,
  abnAcnNumber: Text,
  eleDisconnectAccount: Text,
  gasDisconnectAccount: Text,
  remoteMeteringRisk: v.nullish(v.boolean(), false),
});
export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>;

/** What account retrieve asks for (spec 3 §7): the account(s) of the signed-in visitor. */
export interface RetrieveAccountRequest {
  accountNumber?: string;
  electricityAccount?: string;
  gasAccount?: string;
  checkRemoteMeteringRisk?: boolean;
}

/**
 * POST account retrieve with the visitor's bearer token (spec 3 §7). Rejects with the client's
 * `ApiError`s (an `ApiHttpError` 401 for a token the API does not accept).
 */
export function retrieveAccountDetails(
  body: RetrieveAccountRequest,
  options: Pick<CallOptions, 'signal'> & { authorization?: string | undefined } = {},
): Promise<AccountDetails> {
  const { authorization, ...rest } = options;
  return request(ACCOUNT_PATHS.retrieve, AccountDetailsSchema, {
    ...rest,
    method: 'POST',
    json: body,
    ...(authorization ? { headers: { Authorization: authorization } } : {}),
  });
}

const ErrorBodySchema = v.object({ errorCode: v.nullish(v.string()), errorContext: v.nullish(v.unknown()) });

/** A verification refused by the server (or failed), with the spec's error code and its fuel context. */
export class VerificationError extends Error {
  constructor(
    readonly code: string,
    readonly context: unknown = null,
    /** What made a failed call INTERNAL_ERROR (the network, a timeout, a server error), for callers that tell them apart. */
    cause?: unknown,
  ) {
    super(code, { cause });
    this.name = 'VerificationError';
  }
}

/** Spec 1 §5: the server's error code if present; HTTP failures other than 200 or 400 become INTERNAL_ERROR. */
function toVerificationError(error: unknown): VerificationError | unknown {
  if (error instanceof ApiHttpError && error.status === 400) {
    const body = v.safeParse(ErrorBodySchema, error.body);
    if (body.success && body.output.errorCode) return new VerificationError(body.output.errorCode, body.output.errorContext ?? null);
    return new VerificationError('INTERNAL_ERROR');
  }
  if (error instanceof Error && error.name === 'ApiAbortError') return error;
  return new VerificationError('INTERNAL_ERROR', null, error);
}

/**
 * Verifies account numbers; resolves with the identity types on the account. Rejects with a
 * `VerificationError`: the server's code, NO_IDTYPES_FOUND for an empty list, INTERNAL_ERROR otherwise.
 */
export async function verifyAccount(body: VerifyAccountRequest, options: Pick<CallOptions, 'signal'> = {}): Promise<IdentityTypeOutput[]> {
  let data: v.InferOutput<typeof VerifyAccountResponseSchema>;
  try {
    data = await request(ACCOUNT_PATHS.verifyAccount, VerifyAccountResponseSchema, { ...options, method: 'POST', json: body });
  } catch (error) {
    throw toVerificationError(error);
  }
  if (data.errorCode) throw new VerificationError(data.errorCode, data.errorContext ?? null);
  if (!data.data || data.data.length === 0) throw new VerificationError('NO_IDTYPES_FOUND');
  return data.data;
}

/** Verifies the account holder's identity; resolves with the customer details or rejects with a `VerificationError`. */
export async function verifyIdentity(body: VerifyIdentityRequest, options: Pick<CallOptions, 'signal'> = {}): Promise<CustomerDetails> {
  try {
    return await request(ACCOUNT_PATHS.verifyIdentity, CustomerDetailsSchema, { ...options, method: 'POST', json: body });
  } catch (error) {
    throw toVerificationError(error);
  }
}

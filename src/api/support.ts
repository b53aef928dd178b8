/**
 * The checkout's support calls (spec 3 §3.6, §7): paper bill fee, OTP generate / validate / resend
 * and ABN lookup. Only the lazily loaded support service imports this module: it is not in the
 * `src/api` barrel. Where spec 3 says an answer is "not shown", the schema takes the fields named
 * below (each optional) and ignores the rest.
 */
import * as v from 'valibot';
import type { PlanPaperBillFee } from '../domain/plan-paper-bill';
import { request, type CallOptions } from './client';

const BFF = '/apis/bff/sales/api/v1';

export const SUPPORT_PATHS = {
  paperBillFee: '/qt2/app/account/paperBillFee',
  otpGenerate: `${BFF}/otp/generate`,
  otpValidate: `${BFF}/otp/validate`,
  otpResend: `${BFF}/otp/resend`,
  searchByAbn: (abn: string) => `${BFF}/search-by-abn/${encodeURIComponent(abn)}`,
} as const;

const Text = (max = 200) => v.nullish(v.pipe(v.string(), v.maxLength(max)));

/** GET paperBillFee's answer (spec 3 §3.6): applicable, and fee with baseRate (and its unit). */
export const PaperBillFeeSchema = v.object({
  applicable: v.nullish(v.boolean()),
  fee: v.nullish(
    v.object({
      baseRate: v.nullish(v.pipe(v.number(), v.finite())),
      uom: Text(100),
    }),
  ),
});

/** GET the paper bill fee of an account (authenticated: pass the visitor's `Authorization`). Rejects with the client's `ApiError`s. */
export async function paperBillFee(
  accountNumber: string,
  options: Pick<CallOptions, 'signal'> & { authorization?: string | undefined } = {},
): Promise<PlanPaperBillFee> {
  const { authorization, ...rest } = options;
  const data = await request(SUPPORT_PATHS.paperBillFee, PaperBillFeeSchema, {
    ...rest,
    query: { accountNumber },
    ...(authorization ? { headers: { Authorization: authorization } } : {}),
  });
  return { applicable: data.applicable ?? null, fee: data.fee ? { baseRate: data.fee.baseRate ?? null, uom: data.fee.uom ?? null } : null };
}

/**
 * What OTP generate and resend answer (not shown in spec 3): an optional status and how long the
 * code lasts. An empty body is accepted as a sent code.
 */
export const OtpSentSchema = v.optional(
  v.object({
    status: Text(40),
    expiresInSeconds: v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0))),
  }),
);

export interface OtpSent {
  status?: string;
  expiresInSeconds?: number;
}

/** What OTP validate answers (not shown in spec 3): `valid`, true when absent (a 2xx answer accepts the code). */
export const OtpValidationSchema = v.optional(v.object({ valid: v.nullish(v.boolean()) }));

const sent = (data: v.InferOutput<typeof OtpSentSchema>): OtpSent => ({
  ...(data?.status ? { status: data.status } : {}),
  ...(typeof data?.expiresInSeconds === 'number' ? { expiresInSeconds: data.expiresInSeconds } : {}),
});

/** POST OTP generate for a quote. Rejects with the client's `ApiError`s. */
export async function otpGenerate(quoteId: string, options: Pick<CallOptions, 'signal'> = {}): Promise<OtpSent> {
  return sent(await request(SUPPORT_PATHS.otpGenerate, OtpSentSchema, { ...options, method: 'POST', json: { quoteId } }));
}

/** POST OTP resend for a quote. Rejects with the client's `ApiError`s. */
export async function otpResend(quoteId: string, options: Pick<CallOptions, 'signal'> = {}): Promise<OtpSent> {
  return sent(await request(SUPPORT_PATHS.otpResend, OtpSentSchema, { ...options, method: 'POST', json: { quoteId } }));
}

/** POST OTP validate; resolves with whether the code was accepted. A refused code is an HTTP error (rejects with `ApiHttpError`). */
export async function otpValidate(quoteId: string, otp: string, options: Pick<CallOptions, 'signal'> = {}): Promise<boolean> {
  const data = await request(SUPPORT_PATHS.otpValidate, OtpValidationSchema, { ...options, method: 'POST', json: { quoteId, otp } });
  return data?.valid !== false;
}

/** What ABN lookup answers (not shown in spec 3): the business's identifiers, names and status, each optional. */
export const AbnLookupSchema = v.object({
  abn: Text(11),
  acn: Text(9),
  abnStatus: Text(40),
  entityName: Text(),
  entityType: Text(),
  businessType: Text(60),
  anzsic: Text(20),
  gstRegistered: v.nullish(v.boolean()),
  state: Text(3),
  postcode: Text(4),
});

export type AbnLookup = v.InferOutput<typeof AbnLookupSchema>;

/** GET the business of an ABN. Rejects with the client's `ApiError`s (the reference API answers 404 for no business). */
export function searchByAbn(abn: string, options: Pick<CallOptions, 'signal'> = {}): Promise<AbnLookup> {
  return request(SUPPORT_PATHS.searchByAbn(abn), AbnLookupSchema, options);
}

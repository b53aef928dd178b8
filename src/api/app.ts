import * as v from 'valibot';
import { request, requestVoid, type CallOptions } from './client';

/** API paths of spec 1 §7 (and the ones we chose where the spec shows none). */
export const PATHS = {
  globalConfig: '/qt2/app/getGlobalConfig',
  config: '/qt2/app/getConfig',
  verifyAccount: '/qt2/app/account/verifyAccount',
  emailValidate: '/qt2/app/quoteservice/qas-email/validate',
  expletives: '/qt2/app/hasExpletives',
  countries: '/qt2/app/countries',
  suburbSearch: '/qt2/app/postcode/suburbs',
  clientError: '/qt2/app/clientError',
} as const;

const BoolLike = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', 'TRUE', 'FALSE', 'ENABLED', 'DISABLED', 'enabled', 'disabled'])]),
  v.transform((x) => x === true || x === 'true' || x === 'TRUE' || x === 'ENABLED' || x === 'enabled'),
);

/** Global configuration answer (spec 1 §3, §7). Unknown toggles are kept out; known ones accept booleans or ENABLED/true strings. */
export const GlobalConfigSchema = v.object({
  featureToggles: v.optional(v.record(v.string(), v.union([BoolLike, v.unknown()])), {}),
  bpointSrcV5: v.optional(v.string()),
  CallUs_TimeZone: v.optional(v.string()),
  Choose_Price_Change_ACT: v.optional(v.string()),
  Choose_Price_Change_NSW: v.optional(v.string()),
  Choose_Price_Change_QLD: v.optional(v.string()),
  Choose_Price_Change_SA: v.optional(v.string()),
  Choose_Price_Change_VIC: v.optional(v.string()),
  msalAuth: v.optional(v.unknown()),
});
export type GlobalConfig = v.InferOutput<typeof GlobalConfigSchema>;

/** GET global configuration (read once per page by the start-up service). */
export function fetchGlobalConfig(options: Pick<CallOptions, 'signal'> = {}): Promise<GlobalConfig> {
  return request(PATHS.globalConfig, GlobalConfigSchema, options);
}

export const PageConfigSchema = v.object({ Options: v.optional(v.string()) });

/** GET a page configuration key; green-energy keys answer an `Options` string of comma-separated integers. */
export async function fetchGreenOptions(pageKey: string, options: Pick<CallOptions, 'signal'> = {}): Promise<number[]> {
  const data = await request(PATHS.config, PageConfigSchema, { ...options, query: { pageKey } });
  return (data.Options ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

export const EmailValidationSchema = v.object({ verified: v.number() });

/** Email validation: invalid only when the server's `verified` is negative; a failed call counts as valid (spec 1 §5). */
export async function isEmailValid(emailAddress: string, options: Pick<CallOptions, 'signal'> = {}): Promise<boolean> {
  try {
    const data = await request(PATHS.emailValidate, EmailValidationSchema, { ...options, query: { emailAddress } });
    return data.verified >= 0;
  } catch {
    return true;
  }
}

/** Expletive check: truthy answer means expletives; a failed call counts as clean (spec 1 §5). */
export async function hasExpletives(value: string, options: Pick<CallOptions, 'signal'> = {}): Promise<boolean> {
  try {
    const data = await request(PATHS.expletives, v.unknown(), { ...options, query: { value } });
    if (data !== null && typeof data === 'object' && 'hasExpletives' in data)
      return Boolean((data as { hasExpletives: unknown }).hasExpletives);
    return Boolean(data);
  } catch {
    return false;
  }
}

export const CountrySchema = v.object({ name: v.pipe(v.string(), v.minLength(1)), alpha3Code: v.pipe(v.string(), v.length(3)) });
export const CountriesSchema = v.array(CountrySchema);
export type Country = v.InferOutput<typeof CountrySchema>;

/** GET the countries list. */
export function fetchCountries(options: Pick<CallOptions, 'signal'> = {}): Promise<Country[]> {
  return request(PATHS.countries, CountriesSchema, options);
}

/** Sends an unexpected client error to the error-reporting service, prefixed `HANDSHAKE:`. Never throws. */
export async function reportClientError(message: string): Promise<void> {
  try {
    await requestVoid(PATHS.clientError, { method: 'POST', json: { message: `HANDSHAKE: ${message}`.slice(0, 2000) } });
  } catch {
    /* reporting is best effort */
  }
}

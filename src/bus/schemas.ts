import * as v from 'valibot';

const POSTCODE = /^\d{4}$/;
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** A four-digit postcode. */
export const PostcodeSchema = v.pipe(v.string(), v.trim(), v.regex(POSTCODE, 'postcode must be 4 digits'));
/** An Australian state or territory code, any case. */
export const StateSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(STATES));

/** `ea:location-update` detail. */
export const LocationUpdateSchema = v.object({
  postcode: PostcodeSchema,
  state: v.optional(StateSchema),
  source: trimmed(60),
});

/** Events without a payload accept any object (including none). */
export const EmptySchema = v.optional(v.object({}), {});

/** Outbound: `ea:lookup-completed` detail. */
export const LookupCompletedSchema = v.object({
  blocked: v.boolean(),
  electricityStatus: v.string(),
  gasStatus: v.string(),
});

/** Outbound: `ea:plan-load-failed` detail. */
export const PlanLoadFailedSchema = v.object({
  status: v.string(),
  params: v.pipe(
    v.custom<Record<string, unknown>>((x) => x !== null && typeof x === 'object' && !Array.isArray(x), 'params must be an object'),
    v.record(v.string(), v.unknown()),
  ),
  fuel: v.picklist(['electricity', 'gas']),
});

/**
 * The schemas of the host's events that carry more than a postcode (`ea:plan-load`, `ea:refine`,
 * `ea:address-update`; EMBEDDING.md). They load with the first such event (./bus.ts), not with
 * every page: a plans page reached by its URL never receives one.
 */
import * as v from 'valibot';
import { PostcodeSchema, StateSchema, trimmed } from './schemas';

/** An address as a host page or a lookup delivers it (spec 2 §3: unitNumber, postcode, fromUserAccount; spec 1 §3 address slice). */
export const AddressSchema = v.object({
  postcode: PostcodeSchema,
  providerDescription: v.optional(trimmed(300)),
  label: v.optional(trimmed(300)),
  unitNumber: v.optional(trimmed(20)),
  streetNumber: v.optional(trimmed(20)),
  streetName: v.optional(trimmed(120)),
  suburb: v.optional(trimmed(120)),
  state: v.optional(StateSchema),
  fromUserAccount: v.optional(v.boolean()),
  found: v.optional(v.boolean()),
  id: v.optional(trimmed(120)),
});

/** Meter identifiers: 10 or 11 characters (spec 2 §5), digits and letters. */
const MeterIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z]{10,11}$/, 'must be 10 or 11 letters or digits'));

/** `ea:plan-load` detail. */
export const PlanLoadSchema = v.object({
  postcode: v.optional(PostcodeSchema),
  nmi: v.optional(MeterIdSchema),
  mirn: v.optional(MeterIdSchema),
  state: v.optional(StateSchema),
  address: v.optional(AddressSchema),
});

const FuelSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => s.toLowerCase()),
  v.picklist(['electricity', 'gas', 'both', 'ele']),
  v.transform((f) => (f === 'ele' ? 'electricity' : f) as 'electricity' | 'gas' | 'both'),
);
const PeriodSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'ANNUAL']));
/** A usage type; 'average' is the benchmark's other name (spec 2 §3 'benchmark/average'). */
const UsageTypeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => s.toLowerCase()),
  v.transform((t) => (t === 'average' ? 'benchmark' : t)),
  v.picklist(['benchmark', 'low', 'medium', 'high', 'custom', 'customer']),
);
const NumberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, 'must be numeric'), v.transform(Number))]),
  v.number(),
  v.finite(),
  v.minValue(0),
);
const UsageSchema = v.pipe(
  v.object({ type: UsageTypeSchema, value: v.optional(NumberLike) }),
  v.check((u) => u.type !== 'custom' || (u.value !== undefined && u.value > 0), 'custom usage needs a numeric value above 0'),
);

/** `ea:refine` detail (spec 2 §4 external refine action; invalid values make the whole event ignored). */
export const RefineSchema = v.object({
  fuel: v.optional(FuelSchema),
  postcode: v.optional(PostcodeSchema),
  period: v.optional(PeriodSchema),
  greenOption: v.optional(v.pipe(NumberLike, v.integer())),
  nmi: v.optional(MeterIdSchema),
  mirn: v.optional(MeterIdSchema),
  electricityUsage: v.optional(UsageSchema),
  gasUsage: v.optional(UsageSchema),
});

/**
 * A host's address with null parts read as absent: address services answer `unitNumber: null` for an
 * address without a unit (the demo's address search does), and the address is no less valid for it.
 */
const HostAddressSchema = v.pipe(
  v.unknown(),
  v.transform((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, part]) => part !== null))
      : value,
  ),
  AddressSchema,
);

/** `ea:address-update` detail. */
export const AddressUpdateSchema = v.object({ address: HostAddressSchema });

/** The lazily validated inbound events and their schemas. */
export const HOST_SCHEMAS = {
  'ea:plan-load': PlanLoadSchema,
  'ea:refine': RefineSchema,
  'ea:address-update': AddressUpdateSchema,
} as const;

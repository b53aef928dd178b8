import * as v from 'valibot';
import raw from './energyaustralia-plans.json' with { type: 'json' };

/** Schema of one record of energyaustralia-plans.json (see SOURCE.md). Money in dollars incl. GST. */
const BlockSchema = v.object({ perKwh: v.number(), upToKwhPerDay: v.optional(v.number()) });
const WindowSchema = v.object({
  dayTypes: v.array(v.picklist(['WEEKDAY', 'WEEKEND'])),
  fromHour: v.number(),
  toHour: v.number(),
});

export const SourcePlanSchema = v.object({
  id: v.string(),
  planName: v.string(),
  planType: v.picklist(['MARKET', 'STANDING']),
  fuelType: v.literal('ELECTRICITY'),
  distributors: v.array(v.string()),
  supplyPerDay: v.number(),
  pricingModel: v.picklist(['SINGLE_RATE', 'TIME_OF_USE']),
  singleRate: v.optional(v.object({ blocks: v.array(BlockSchema) })),
  touRates: v.optional(
    v.array(v.object({ label: v.picklist(['PEAK', 'SHOULDER', 'OFFPEAK']), blocks: v.array(BlockSchema), windows: v.array(WindowSchema) })),
  ),
  controlledLoad: v.optional(v.object({ perKwh: v.number() })),
  solarFeedIn: v.optional(v.array(v.object({ perKwh: v.number(), batteryOnly: v.boolean() }))),
  freeWindows: v.optional(v.array(WindowSchema)),
  restrictions: v.optional(
    v.object({
      newCustomerOnly: v.boolean(),
      thirdPartyOnly: v.boolean(),
      solarRequired: v.boolean(),
      batteryRequired: v.boolean(),
      evRequired: v.boolean(),
      seniorCard: v.boolean(),
    }),
  ),
  eligibilityNotes: v.optional(v.array(v.string())),
  greenPower: v.optional(v.boolean()),
  lockIn: v.optional(v.boolean()),
});

export type SourcePlan = v.InferOutput<typeof SourcePlanSchema>;

let cache: SourcePlan[] | undefined;

/** The retailer's published electricity plans, validated once. */
export function sourcePlans(): SourcePlan[] {
  cache ??= v.parse(v.array(SourcePlanSchema), raw);
  return cache;
}

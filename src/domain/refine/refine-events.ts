/** Host events of the refine bar (spec 2 §4 "External browser events", §5). Pure: what to change, not how. */
import type { EstimatePeriod, Fuel, SingleFuel, UsageEstimateType } from '../shared/enums';
import { acceptUsageSelection } from './refine-custom-usage';

/** A validated `ea:refine` detail (the bus schema has already checked kinds and known values). */
export interface RefineEventDetail {
  fuel?: Fuel;
  postcode?: string;
  period?: EstimatePeriod;
  greenOption?: number;
  nmi?: string;
  mirn?: string;
  electricityUsage?: { type: UsageEstimateType; value?: number };
  gasUsage?: { type: UsageEstimateType; value?: number };
}

/** What an `ea:refine` event changes, after clearing the cookie and resetting refine data. */
export interface RefineChanges {
  fuelSelection?: Fuel;
  postcode?: string;
  estimatePeriod?: EstimatePeriod;
  greenOption?: number;
  nmi?: string;
  mirn?: string;
  usage: Partial<Record<SingleFuel, { type: UsageEstimateType; value?: number }>>;
  /** Values ignored, with the reason, for the console warning. */
  ignored: string[];
}

/** Largest green option (a percentage). */
export const MAX_GREEN_OPTION = 100;

/** A green option is a whole percentage, 0 to 100 (spec 2 §3). */
export const isGreenOption = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_GREEN_OPTION;

/**
 * The changes of an `ea:refine` event: custom usage clamped to the fuel's range (and ignored unless
 * above 0), customer usage needs a value above 0, the green option must be one of the offered
 * options when they are known (else 0…100).
 */
export function refineChanges(detail: RefineEventDetail, greenOptions: readonly number[] = []): RefineChanges {
  const out: RefineChanges = { usage: {}, ignored: [] };
  if (detail.fuel !== undefined) out.fuelSelection = detail.fuel;
  if (detail.postcode !== undefined) out.postcode = detail.postcode;
  if (detail.period !== undefined) out.estimatePeriod = detail.period;
  if (detail.greenOption !== undefined) {
    const ok = greenOptions.length > 0 ? greenOptions.includes(detail.greenOption) : detail.greenOption <= MAX_GREEN_OPTION;
    if (ok) out.greenOption = detail.greenOption;
    else out.ignored.push(`greenOption ${detail.greenOption} is not an offered option`);
  }
  if (detail.nmi !== undefined) out.nmi = detail.nmi;
  if (detail.mirn !== undefined) out.mirn = detail.mirn;
  for (const [fuel, usage] of [
    ['electricity', detail.electricityUsage],
    ['gas', detail.gasUsage],
  ] as const) {
    if (!usage) continue;
    const accepted = acceptUsageSelection(fuel, usage);
    if (accepted) out.usage[fuel] = accepted;
    else out.ignored.push(`${fuel}Usage ${usage.type} needs a value above 0`);
  }
  return out;
}

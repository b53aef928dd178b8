/**
 * Custom usage: its maximum, the clamping of what is typed and the one rule every usage selection passes on
 * its way into the store (spec 2 §5). Lazy-only: every way a selection comes in (the URL's rules, saved state,
 * `ea:refine`, the usage modal and field, a shared link) is lazily loaded code, so the start-up chunk carries none of it.
 */
import { USAGE_DECIMALS } from '../shared/constants';
import type { SingleFuel, UsageEstimateType } from '../shared/enums';
import { roundTo } from '../shared/numbers';
import type { UsageChoice } from '../plans/plan-estimates';

// Usage limits (spec 2 §5), here beside their one user rather than in ../shared/constants.ts (exported from the start-up chunk).
export const MAX_CUSTOM_DAILY_USAGE_ELECTRICITY = 499.99;
export const MAX_CUSTOM_DAILY_USAGE_GAS = 27398;
export const MIN_CUSTOM_DAILY_USAGE = 0;

/** Maximum custom daily usage: 499.99 electricity, 27398 gas. */
export function maxCustomDailyUsage(fuel: SingleFuel): number {
  return fuel === 'electricity' ? MAX_CUSTOM_DAILY_USAGE_ELECTRICITY : MAX_CUSTOM_DAILY_USAGE_GAS;
}

/** A custom daily usage is valid when finite and within 0 … the fuel's maximum. */
export function isValidCustomDailyUsage(fuel: SingleFuel, value: number): boolean {
  return Number.isFinite(value) && value >= MIN_CUSTOM_DAILY_USAGE && value <= maxCustomDailyUsage(fuel);
}

/**
 * A custom usage input as typed: above the maximum is clamped to it, negative to 0, anything that
 * is not a number clears the field (`undefined`). Values keep at most 2 decimals.
 */
export function clampCustomUsage(fuel: SingleFuel, raw: string | number | null | undefined): number | undefined {
  let value: number;
  if (typeof raw === 'number') {
    // A number is taken as it is: 1e308 is far above the maximum, not "not a number" (its text has an exponent).
    value = raw;
  } else {
    const text = (raw ?? '').trim();
    if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
    value = Number(text);
  }
  if (!Number.isFinite(value)) return undefined;
  return roundTo(Math.min(Math.max(value, MIN_CUSTOM_DAILY_USAGE), maxCustomDailyUsage(fuel)), USAGE_DECIMALS);
}

/**
 * The one rule every usage selection passes on its way into the store, whichever way it comes (the
 * URL, `exdat`, saved state, `ea:refine`, the usage selection modal, the usage field; spec 2 §5): a
 * custom value is clamped to 0 … the fuel's maximum (499.99 kWh, 27398 MJ a day) with 2 decimals,
 * and custom or customer usage needs a value above 0 (`undefined`: not a selection). Customer
 * usage is the account's own figure and is not clamped; the bands carry no value.
 */
export function acceptUsageSelection(
  fuel: SingleFuel,
  selection: { type: UsageEstimateType; value?: string | number | null | undefined },
): UsageChoice | undefined {
  const { type } = selection;
  if (type === 'custom') {
    const value = clampCustomUsage(fuel, selection.value);
    return value !== undefined && value > 0 ? { type, value } : undefined;
  }
  if (type === 'customer') {
    const { value } = selection;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? { type, value } : undefined;
  }
  return { type };
}

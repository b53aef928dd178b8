/**
 * The rules of the usage inputs in the refine modal, the usage selection modal and the usage filters
 * (spec 2 §2, §5): apart from ./refine-usage.ts (what the refine bar shows at start), so they load with
 * those lazily loaded parts, not with every page.
 */
import { FUEL_UNITS, type Journey, type SingleFuel, type UsageEstimateType } from '../shared/enums';
import { clampCustomUsage, maxCustomDailyUsage } from './refine-custom-usage';
import { formatUsage } from './refine-usage';

/** True when the raw input is above the fuel's maximum (the modal then shows the maximum text). */
export function exceedsMaxUsage(fuel: SingleFuel, raw: string): boolean {
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(value) && value > maxCustomDailyUsage(fuel);
}

/** How long a custom usage field waits after the last keystroke before its value is checked (spec 2 §5). */
export const CUSTOM_USAGE_DEBOUNCE_MS = 500;

/**
 * What a custom usage field holds once typing pauses (spec 2 §5): a number above the maximum becomes
 * the maximum (`capped`: the maximum text shows), a negative one 0, anything that is not a number
 * clears the field; a number within the range stays as typed (Apply rounds it to 2 decimals).
 * `refused`: something was typed but what it settles to cannot apply (0, a negative number, not a
 * number, or under 0.005, which rounds to 0), so the field says why (ours: the spec gives no text).
 */
export function settleCustomUsageInput(fuel: SingleFuel, raw: string): { text: string; capped: boolean; refused: boolean } {
  const value = clampCustomUsage(fuel, raw);
  const refused = raw.trim() !== '' && !canApplyCustomUsage(value);
  if (value === undefined) return { text: '', capped: false, refused };
  if (exceedsMaxUsage(fuel, raw)) return { text: String(value), capped: true, refused };
  if (raw.trim().startsWith('-')) return { text: String(value), capped: false, refused };
  return { text: raw, capped: false, refused };
}

/** Enter-usage fields: a plain decimal number (digits, one optional point). */
export const USAGE_INPUT_PATTERN = /^(\d+\.?\d*|\.\d+)$/;

/** True when an enter-usage field matches the numeric pattern (empty counts as not filled, not invalid). */
export function isUsageInput(raw: string): boolean {
  return USAGE_INPUT_PATTERN.test(raw.trim());
}

/** A custom value must be above 0 to apply. */
export function canApplyCustomUsage(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The usage options offered: the plan-switch journey offers only average and customer data. The
 * type in use (`inUse`) is offered too when it came from elsewhere (a host's ea:refine, Enter usage
 * in the refine modal), so the dropdown names what the estimate is based on instead of 'Average'.
 */
export function usageOptions(journey: Journey | null, hasCustomerData: boolean, inUse?: UsageEstimateType): UsageEstimateType[] {
  const out: UsageEstimateType[] = journey === 'PLAN_SWITCH' ? ['benchmark'] : ['low', 'medium', 'high', 'custom', 'benchmark'];
  if (hasCustomerData) out.push('customer');
  if (inUse !== undefined && !out.includes(inUse)) out.push(inUse);
  return out;
}

/** 'X per year | Y a day' with units, e.g. '4,562.50 kWh per year | 12.50 kWh a day'. */
export function annualDailyText(fuel: SingleFuel, annual: number, daily: number): string {
  const unit = FUEL_UNITS[fuel];
  return `${formatUsage(annual)} ${unit} per year | ${formatUsage(daily)} ${unit} a day`;
}

/** Bedrooms, people and washing / cooking per band (spec 2 §2; the frequency wording is ours). */
export const USAGE_PROFILES = {
  low: { bedrooms: '1-2', people: '1-2', washing: '1-2 loads a week', cooking: 'A few times a week' },
  medium: { bedrooms: '3-4', people: '3-4', washing: '3-5 loads a week', cooking: 'Most days' },
  high: { bedrooms: '4+', people: '5', washing: '6 or more loads a week', cooking: 'Every day' },
} as const;

/** Remember-custom-usage: re-selecting custom restores the last custom value, if any. */
export function selectUsageType(
  type: UsageEstimateType,
  remembered: number | null | undefined,
  customerDaily: number | null | undefined,
): { type: UsageEstimateType; value?: number } {
  if (type === 'custom') return remembered != null && remembered > 0 ? { type, value: remembered } : { type };
  if (type === 'customer') return customerDaily != null ? { type, value: customerDaily } : { type };
  return { type };
}

/**
 * The daily figure of 'Customer data': the verified account's, else the one in use (a host's
 * `ea:refine` customer usage), so choosing the usage in use keeps its value.
 */
export function customerDailyUsage(
  customerDaily: number | null | undefined,
  inUse: { type: UsageEstimateType; value?: number | undefined },
): number | undefined {
  if (customerDaily != null) return customerDaily;
  return inUse.type === 'customer' ? inUse.value : undefined;
}

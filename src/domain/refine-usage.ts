/** Usage refinement rules (spec 2 §2 usage selection modal, §4 usage selection, §5 custom usage, §6). */
import { MIN_CUSTOM_DAILY_USAGE, USAGE_DECIMALS } from './constants';
import { FUEL_UNITS, type EstimatePeriod, type Journey, type SingleFuel, type SourceSystem, type UsageEstimateType } from './enums';
import { roundTo } from './numbers';
import { ESTIMATE_BASED_ON, PERIOD_WORDS, fuelTitle } from './refine-texts';
import type { UsageChoice } from './plan-estimates';
import { maxCustomDailyUsage } from './usage';

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
 */
export function settleCustomUsageInput(fuel: SingleFuel, raw: string): { text: string; capped: boolean } {
  const value = clampCustomUsage(fuel, raw);
  if (value === undefined) return { text: '', capped: false };
  if (exceedsMaxUsage(fuel, raw)) return { text: String(value), capped: true };
  if (raw.trim().startsWith('-')) return { text: String(value), capped: false };
  return { text: raw, capped: false };
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

/** Usage filters show only for My Account in the plan-switch journey, or the quote tool. */
export function usageFiltersVisible(sourceSystem: SourceSystem, journey: Journey | null): boolean {
  return sourceSystem === 'EQ' || (sourceSystem === 'MA' && journey === 'PLAN_SWITCH');
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

export const USAGE_TYPE_LABELS: Readonly<Record<UsageEstimateType, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  custom: 'Custom',
  benchmark: 'Average',
  customer: 'Customer data',
};

/** A usage figure with 2 decimals and thousands separators: 4562.5 → '4,562.50'. */
export function formatUsage(value: number): string {
  if (!Number.isFinite(value)) return '';
  return roundTo(value, USAGE_DECIMALS).toLocaleString('en-AU', { minimumFractionDigits: USAGE_DECIMALS, maximumFractionDigits: USAGE_DECIMALS });
}

/** 'X per year | Y a day' with units, e.g. '4,562.50 kWh per year | 12.50 kWh a day'. */
export function annualDailyText(fuel: SingleFuel, annual: number, daily: number): string {
  const unit = FUEL_UNITS[fuel];
  return `${formatUsage(annual)} ${unit} per year | ${formatUsage(daily)} ${unit} a day`;
}

/** The daily figure of a selection: its own value (custom, customer), else the band's daily value. */
export function dailyUsageOf(selection: { type: UsageEstimateType; value?: number | undefined }, bands: Readonly<Record<string, number>>): number | undefined {
  if (selection.type === 'custom' || selection.type === 'customer') return selection.value;
  const band = bands[selection.type];
  return typeof band === 'number' && Number.isFinite(band) ? band : undefined;
}

/** 'Average (16.44 kWh a day)', or the label alone when no daily figure is known. */
export function usageSummaryValue(fuel: SingleFuel, selection: { type: UsageEstimateType; value?: number | undefined }, bands: Readonly<Record<string, number>>): string {
  const label = USAGE_TYPE_LABELS[selection.type];
  const daily = dailyUsageOf(selection, bands);
  return daily === undefined ? label : `${label} (${formatUsage(daily)} ${FUEL_UNITS[fuel]} a day)`;
}

/**
 * The refine summary (spec 2 §2): 'Estimate based on: Electricity usage - X, Gas usage - Y at a
 * annual cost.' for the selected fuels; 'Change' is a separate link.
 */
export function refineSummaryText(parts: readonly { fuel: SingleFuel; value: string }[], period: EstimatePeriod): string {
  const usages = parts.map((p) => `${fuelTitle(p.fuel)} usage - ${p.value}`).join(', ');
  return `${ESTIMATE_BASED_ON} ${usages} at a ${PERIOD_WORDS[period]} cost.`;
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

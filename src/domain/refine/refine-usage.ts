/** Usage refinement rules (spec 2 §2 usage selection modal, §4 usage selection, §5 custom usage, §6). */
import { USAGE_DECIMALS } from '../shared/constants';
import { FUEL_UNITS, type EstimatePeriod, type Journey, type SingleFuel, type SourceSystem, type UsageEstimateType } from '../shared/enums';
import { groupDigits2, roundTo } from '../shared/numbers';
import { fuelTitle } from '../shared/fuel-texts';
import { ESTIMATE_BASED_ON, PERIOD_WORDS } from './refine-texts';

/** Usage filters show only for My Account in the plan-switch journey, or the quote tool. */
export function usageFiltersVisible(sourceSystem: SourceSystem, journey: Journey | null): boolean {
  return sourceSystem === 'EQ' || (sourceSystem === 'MA' && journey === 'PLAN_SWITCH');
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
  return groupDigits2(roundTo(value, USAGE_DECIMALS));
}

/** The daily figure of a selection: its own value (custom, customer), else the band's daily value. */
export function dailyUsageOf(
  selection: { type: UsageEstimateType; value?: number | undefined },
  bands: Readonly<Record<string, number>>,
): number | undefined {
  if (selection.type === 'custom' || selection.type === 'customer') return selection.value;
  const band = bands[selection.type];
  return typeof band === 'number' && Number.isFinite(band) ? band : undefined;
}

/**
 * 'Average (16.44 kWh a day)', or the label alone when no daily figure is known (with `standIn`, that
 * figure instead: a text as long as the final one, to hold its space).
 */
export function usageSummaryValue(
  fuel: SingleFuel,
  selection: { type: UsageEstimateType; value?: number | undefined },
  bands: Readonly<Record<string, number>>,
  standIn?: number,
): string {
  const label = USAGE_TYPE_LABELS[selection.type];
  const daily = dailyUsageOf(selection, bands) ?? standIn;
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

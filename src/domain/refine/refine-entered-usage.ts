/** The refine modal's Enter usage step (spec 2 §4, §5): daily values per selected fuel. */
import type { SingleFuel, UsageEstimateType } from '../shared/enums';
import { INVALID_USAGE_TEXT } from './refine-modal-texts';
import { clampCustomUsage } from './refine-custom-usage';
import { isUsageInput } from './refine-usage-inputs';

export interface EnteredUsage {
  /** Clamped daily usage for each field that holds a value above 0. */
  usage: Partial<Record<SingleFuel, number>>;
  /** An error under each field that holds something else; under the first field when nothing was entered. */
  errors: Partial<Record<SingleFuel, string>>;
}

/** Reads the fields: a custom value must be a number above 0 to apply; an empty field is left alone. */
export function readEnteredUsage(values: Readonly<Record<SingleFuel, string>>, fuels: readonly SingleFuel[]): EnteredUsage {
  const usage: EnteredUsage['usage'] = {};
  const errors: EnteredUsage['errors'] = {};
  for (const fuel of fuels) {
    const raw = values[fuel].trim();
    if (raw === '') continue;
    const value = isUsageInput(raw) ? (clampCustomUsage(fuel, raw) ?? 0) : 0;
    if (value > 0) usage[fuel] = value;
    else errors[fuel] = INVALID_USAGE_TEXT;
  }
  const [first] = fuels;
  if (first !== undefined && Object.keys(usage).length === 0 && Object.keys(errors).length === 0) errors[first] = INVALID_USAGE_TEXT;
  return { usage, errors };
}

/**
 * What the Enter usage fields start with when the modal opens: the daily usage in effect when it is a figure of the
 * visitor's own (custom usage, or customer data from their account), so they can adjust it; empty for a band (Low,
 * Medium, High, Average), which is our assumption, not a figure from their bill.
 */
export function enteredUsageStart(
  selection: Readonly<Record<SingleFuel, { type: UsageEstimateType; value?: number | undefined }>>,
): Record<SingleFuel, string> {
  const start = (fuel: SingleFuel): string => {
    const { type, value } = selection[fuel];
    return (type === 'custom' || type === 'customer') && value !== undefined && Number.isFinite(value) && value > 0 ? String(value) : '';
  };
  return { electricity: start('electricity'), gas: start('gas') };
}

/**
 * The Enter usage fields when the usage in effect changes while the modal is open (a host's `ea:refine`): a field
 * still showing the figure it was last filled with (`before`: `enteredUsageStart` of the usage before) follows the new
 * usage (`after`), so Apply does not write a stale figure back over the host's; a field the visitor has typed in since
 * keeps what they typed (docs/decisions/refine-bar.md, "The host's `ea:refine` while 'Enter usage' is open").
 */
export function followEnteredUsage(
  values: Readonly<Record<SingleFuel, string>>,
  before: Readonly<Record<SingleFuel, string>>,
  after: Readonly<Record<SingleFuel, string>>,
): Record<SingleFuel, string> {
  const follow = (fuel: SingleFuel): string => (values[fuel] === before[fuel] ? after[fuel] : values[fuel]);
  return { electricity: follow('electricity'), gas: follow('gas') };
}

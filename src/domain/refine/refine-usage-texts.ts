/**
 * Visible texts of the usage inputs in the refine modals and the usage filters (spec 2 §2, §5), apart
 * from ./refine-texts.ts (the bar's texts at start) so they load with those lazily loaded parts.
 * Texts the spec does not give are marked "ours".
 */
import type { SingleFuel } from '../shared/enums';
import { FUEL_TITLE, FUEL_WORD } from '../shared/fuel-texts';

export const APPLY_TEXT = 'Apply';
/** Ours: tooltips of the NMI and MIRN inputs. */
export const NMI_TOOLTIP = 'Your NMI (National Metering Identifier) is the 10 or 11 character number on your electricity bill.';
export const MIRN_TOOLTIP = 'Your MIRN (Meter Installation Registration Number) is the 10 or 11 digit number on your gas bill.';

/** Ours: label of a fuel's usage dropdown. */
export const usageSelectLabel = (fuel: SingleFuel): string => `${FUEL_TITLE[fuel]} usage`;
/** Ours: label of a fuel's custom daily usage input. */
export const customUsageLabel = (fuel: SingleFuel, unit: string): string => `${FUEL_TITLE[fuel]} daily usage (${unit})`;
/** Ours: the help button next to the usage dropdown. */
export const usageHelpLabel = (fuel: SingleFuel): string => `Help me choose my ${FUEL_WORD[fuel]} usage`;

/**
 * Visible texts of the refine bar and its modals (spec 2 §2, §5, §8), verbatim. Texts the spec
 * does not give are marked "ours" (see docs/decisions/refine-bar.md).
 */
import type { EstimatePeriod, SingleFuel } from '../shared/enums';
import { FUEL_TITLE } from '../shared/fuel-texts';

// The bar
export const FUEL_SELECTOR_LABEL = "I'm looking for";
export const FUEL_OPTION_TEXTS = { both: 'electricity and gas', electricity: 'electricity only', gas: 'gas only' } as const;
/** '{Fuel} plans' when only one fuel is offered. */
export const singleFuelHeading = (fuel: SingleFuel): string => `${FUEL_TITLE[fuel]} plans`;
export const LOCATION_TYPE_TEXTS = { address: 'Address', postcode: 'Postcode' } as const;
/** 'Your electricity distributor is {name}'. */
export const distributorText = (name: string): string => `Your electricity distributor is ${name}`;
export const SOLAR_TOOLTIP_TEXT = 'We have detected solar at this address.';
export const GREEN_ENERGY_LABEL = 'Green energy';
export const ESTIMATE_PERIOD_LABEL = 'Estimate costs';
export const CHANGE_TEXT = 'Change';
/**
 * What each 'Change' changes, read after it (ours: two buttons named 'Change' sit in the bar once an address or an
 * account is known, and do different things; WCAG 2.4.6). Visually hidden; the names start with the visible word.
 */
export const CHANGE_ESTIMATE_CONTEXT = 'estimate';
export const CHANGE_ADDRESS_CONTEXT = 'service address';
export const SERVICE_ADDRESS_LABEL = 'Service address:';
export const PLAN_FEATURES_TEXTS = { all: 'All features', key: 'Key features' } as const;
export const NMI_LABEL = 'NMI';
export const MIRN_LABEL = 'MIRN';
/** Ours: the call to action that opens the refine modal. */
export const REFINE_CTA_TEXT = 'Refine your estimate';
/** Ours: the mobile summary toggle. */
export const MOBILE_SUMMARY_OPEN_TEXT = 'Edit';
export const MOBILE_SUMMARY_CLOSE_TEXT = 'Done';

// Location (spec 1 §5, spec 2 §5)
export const POSTCODE_OR_SUBURB_LABEL = 'Postcode or suburb';
export const ADDRESS_INVALID_TEXT = 'Please provide a valid address';
export const ADDRESS_NOT_FOUND_TEXT = "Couldn't find your address - please try postcode";
/** Ours: the address search field's label. */
export const ADDRESS_LABEL = 'Service address';

// The usage inputs' texts (the modals and the usage filters, loaded later) are in ./refine-usage-texts.ts.

/** The summary's period word: 'annual', 'monthly', 'bi-monthly', 'quarterly'. */
export const PERIOD_WORDS: Readonly<Record<EstimatePeriod, string>> = {
  ANNUAL: 'annual',
  MONTHLY: 'monthly',
  BIMONTHLY: 'bi-monthly',
  QUARTERLY: 'quarterly',
};
export const ESTIMATE_BASED_ON = 'Estimate based on:';

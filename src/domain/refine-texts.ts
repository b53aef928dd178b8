/**
 * Visible texts of the refine bar and its modals (spec 2 §2, §5, §8), verbatim. Texts the spec
 * does not give are marked "ours" (see the README's decisions).
 */
import type { EstimatePeriod, SingleFuel } from './enums';

const FUEL_WORD: Readonly<Record<SingleFuel, string>> = { electricity: 'electricity', gas: 'gas' };
const FUEL_TITLE: Readonly<Record<SingleFuel, string>> = { electricity: 'Electricity', gas: 'Gas' };

/** 'Electricity' / 'Gas'. */
export const fuelTitle = (fuel: SingleFuel): string => FUEL_TITLE[fuel];

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
export const APPLY_TEXT = 'Apply';
export const CHANGE_TEXT = 'Change';
export const SERVICE_ADDRESS_LABEL = 'Service address:';
export const PLAN_FEATURES_TEXTS = { all: 'All features', key: 'Key features' } as const;
export const NMI_LABEL = 'NMI';
export const MIRN_LABEL = 'MIRN';
/** Ours: tooltips of the NMI and MIRN inputs. */
export const NMI_TOOLTIP = 'Your NMI (National Metering Identifier) is the 10 or 11 character number on your electricity bill.';
export const MIRN_TOOLTIP = 'Your MIRN (Meter Installation Registration Number) is the 10 or 11 digit number on your gas bill.';
/** Ours: the call to action that opens the refine modal. */
export const REFINE_CTA_TEXT = 'Refine your estimate';
/** Ours: the mobile summary toggle. */
export const MOBILE_SUMMARY_OPEN_TEXT = 'Edit';
export const MOBILE_SUMMARY_CLOSE_TEXT = 'Done';

// Location (spec 1 §5, spec 2 §5)
export const POSTCODE_OR_SUBURB_LABEL = 'Postcode or suburb';
export const POSTCODE_REQUIRED_TEXT = 'Please enter a postcode or suburb';
export const POSTCODE_PATTERN_TEXT = 'Please enter a valid postcode or suburb';
export const ADDRESS_INVALID_TEXT = 'Please provide a valid address';
export const ADDRESS_NOT_FOUND_TEXT = "Couldn't find your address - please try postcode";
/** Ours: the address search field's label. */
export const ADDRESS_LABEL = 'Service address';

// Usage
/** 'This is not an official quote. {Fuel} daily usage must not exceed {max} {unit}.' */
export const maxUsageText = (fuel: SingleFuel, max: number, unit: string): string =>
  `This is not an official quote. ${FUEL_TITLE[fuel]} daily usage must not exceed ${max} ${unit}.`;
/** 'Update your {fuel} estimate* by selecting a matching usage.' */
export const usageModalTitle = (fuel: SingleFuel): string => `Update your ${FUEL_WORD[fuel]} estimate* by selecting a matching usage.`;
/** Ours: label of a fuel's usage dropdown. */
export const usageSelectLabel = (fuel: SingleFuel): string => `${FUEL_TITLE[fuel]} usage`;
/** Ours: label of a fuel's custom daily usage input. */
export const customUsageLabel = (fuel: SingleFuel, unit: string): string => `${FUEL_TITLE[fuel]} daily usage (${unit})`;
/** Ours: the help button next to the usage dropdown. */
export const usageHelpLabel = (fuel: SingleFuel): string => `Help me choose my ${FUEL_WORD[fuel]} usage`;

/** The summary's period word: 'annual', 'monthly', 'bi-monthly', 'quarterly'. */
export const PERIOD_WORDS: Readonly<Record<EstimatePeriod, string>> = {
  ANNUAL: 'annual',
  MONTHLY: 'monthly',
  BIMONTHLY: 'bi-monthly',
  QUARTERLY: 'quarterly',
};
export const ESTIMATE_BASED_ON = 'Estimate based on:';

// Refine modal (spec 2 §2)
/** Ours: the refine modal's title on each step. */
export const REFINE_MODAL_TITLES = {
  REFINE_OPTIONS: 'Refine your estimate',
  ENTER_USAGE: 'Enter usage',
  VALIDATE_ACCOUNT: 'Verify account',
  VERIFY_IDENTITY: 'Verify your identity',
  USAGE_DATA: 'Your usage',
} as const;
export const NEW_OR_EXISTING_TITLE = 'New or existing customers';
export const NEW_OR_EXISTING_TEXT = 'Use the usage from your previous bills.';
export const ENTER_USAGE_TEXT = 'Enter usage';
export const EXISTING_TITLE = 'Existing customers';
export const EXISTING_TEXT = 'We will retrieve your usage for the last 12 months.';
export const VERIFY_ACCOUNT_BUTTON = 'Verify account';
export const ENTER_USAGE_HEADING = 'Enter your usage from a previous bill';
export const BACK_TEXT = 'Back';
export const NEXT_TEXT = 'Next';
export const SHOW_ESTIMATES_TEXT = 'Show estimates';
/** 'Validate your {brand} accounts.' */
export const validateAccountsHeading = (brand: string): string => `Validate your ${brand} accounts.`;
/** Ours (the spec says only that the account number is on the bill). */
export const ACCOUNT_ON_BILL_TEXT = 'You can find your account number on your bill.';
export const accountNumberLabel = (fuel: SingleFuel): string => `${FUEL_TITLE[fuel]} account number`;
export const POSTCODE_LABEL = 'Postcode';
export const ABN_ACN_LABEL = 'ABN / ACN';
export const VERIFY_IDENTITY_TEXT = 'Provide one of the forms of identification when you originally signed up.';
export const IDENTITY_TYPE_LABEL = 'Identity type';
export const DATE_OF_BIRTH_FIELD_LABEL = 'Date of birth';
export const DATE_OF_BIRTH_PLACEHOLDER = 'DD / MM / YYYY';
export const USAGE_DATA_TEXT =
  'Your estimates will be based on the following accounts. Your 12 months usage has been converted to a daily average which will be used to create your estimates.';
/** 'No usage data is retrieved for ELECTRICITY account. Please select a daily usage to base your estimates on.' */
export const noUsageDataText = (fuel: SingleFuel): string =>
  `No usage data is retrieved for ${fuel === 'electricity' ? 'ELECTRICITY' : 'GAS'} account. Please select a daily usage to base your estimates on.`;

// Validation (spec 2 §5)
export const INVALID_ACCOUNT_NUMBER_TEXT = 'Please enter a valid account number.';
export const INVALID_POSTCODE_TEXT = 'Please enter a valid postcode.';
export const INVALID_ABN_ACN_TEXT = 'Please enter a valid ABN / ACN.';
export const INVALID_VALUE_TEXT = 'Please enter a valid value.';
export const INVALID_DATE_TEXT = 'Please enter a valid date.';
/** Ours: an enter-usage field that is not a number. */
export const INVALID_USAGE_TEXT = 'Please enter a number, for example 12.5.';

// Errors (spec 2 §8)
export const GENERIC_ERROR_TEXT =
  'Sorry, there was a problem processing your request. Please try again or contact us if you need help.';
export const C1_UNKNOWN_ERROR_TEXT_BEFORE = 'We are currently unable to retrieve your information. Please ';
export const C1_UNKNOWN_ERROR_LINK_TEXT = 'contact us';
export const C1_UNKNOWN_ERROR_TEXT_AFTER = ' to complete your cost estimate.';

// Reset modal
export const RESET_MODAL_TITLE = 'Reset cost estimates';
export const RESET_MODAL_TEXT = 'Confirm to reset all current cost estimates.';
export const CONFIRM_TEXT = 'Confirm';
export const CANCEL_TEXT = 'Cancel';

// Meter detected
export const METER_DETECTED_TITLE = 'Meter detected';
/** 'View {type} plans'. */
export const viewPlansText = (type: 'residential' | 'business'): string => `View ${type} plans`;

// Plan change
export const PLAN_UNAVAILABLE_TITLE = 'Plan Unavailable';
/** 'Gas Unavailable' / 'Electricity Unavailable'. */
export const fuelUnavailableTitle = (fuel: SingleFuel): string => `${FUEL_TITLE[fuel]} Unavailable`;
export const SELECT_NEW_PLAN_TEXT = 'Select new plan';
export const CONTINUE_PLAN_TEXT = 'Continue';
/** 'We are unable to provide {fuel} for the address you have specified. If you would like to connect {other fuel}, please select a new plan.' */
export const fuelUnavailableText = (fuel: SingleFuel): string =>
  `We are unable to provide ${FUEL_WORD[fuel]} for the address you have specified. If you would like to connect ${FUEL_WORD[fuel === 'electricity' ? 'gas' : 'electricity']}, please select a new plan.`;
/** Ours, from the spec's description: the plan or plans are not available here, or better plans may exist. */
export const planUnavailableText = (count: number): string =>
  count > 1
    ? "The plans you selected aren't available for the address or postcode you entered, or there may be better plans for you. Please select a new plan."
    : "The plan you selected isn't available for the address or postcode you entered, or there may be better plans for you. Please select a new plan.";

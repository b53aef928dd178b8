/**
 * Visible texts of the refine bar's modals (spec 2 §2, §5, §8), verbatim; texts the spec does not
 * give are marked "ours". Lazy-only: the lazily loaded modals show them (local/concern-boundaries).
 */
import type { SingleFuel } from '../shared/enums';
import type { PlanChange } from './refine-plan-change';
import { DEFAULT_ERROR_TEXT } from '../shared/messages';
import { fuelTitle } from '../shared/fuel-texts';

const word = (fuel: SingleFuel): string => (fuel === 'electricity' ? 'electricity' : 'gas');

/** 'This is not an official quote. {Fuel} daily usage must not exceed {max} {unit}.' */
export const maxUsageText = (fuel: SingleFuel, max: number, unit: string): string =>
  `This is not an official quote. ${fuelTitle(fuel)} daily usage must not exceed ${max} ${unit}.`;
/** 'Update your {fuel} estimate* by selecting a matching usage.' */
export const usageModalTitle = (fuel: SingleFuel): string => `Update your ${word(fuel)} estimate* by selecting a matching usage.`;
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
export const accountNumberLabel = (fuel: SingleFuel): string => `${fuelTitle(fuel)} account number`;
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
/** Ours: an enter-usage field that is not a number above 0 (spec 2 §5: a custom value must be above 0 to apply). */
export const INVALID_USAGE_TEXT = 'Please enter a number above 0, for example 12.5.';

// Errors (spec 2 §8)
/** The generic error text (spec 2 §8), the same as the page's default error text. */
export const GENERIC_ERROR_TEXT = DEFAULT_ERROR_TEXT;
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
export const fuelUnavailableTitle = (fuel: SingleFuel): string => `${fuelTitle(fuel)} Unavailable`;
export const SELECT_NEW_PLAN_TEXT = 'Select new plan';
export const CONTINUE_PLAN_TEXT = 'Continue';
/** 'We are unable to provide {fuel} for the address you have specified. If you would like to connect {other fuel}, please select a new plan.' */
export const fuelUnavailableText = (fuel: SingleFuel): string =>
  `We are unable to provide ${word(fuel)} for the address you have specified. If you would like to connect ${word(fuel === 'electricity' ? 'gas' : 'electricity')}, please select a new plan.`;
/** Ours, from the spec's description: the plan or plans are not available here, or better plans may exist. */
export const planUnavailableText = (count: number): string =>
  count > 1
    ? "The plans you selected aren't available for the address or postcode you entered, or there may be better plans for you. Please select a new plan."
    : "The plan you selected isn't available for the address or postcode you entered, or there may be better plans for you. Please select a new plan.";

/** Title: '{Fuel} Unavailable' when switching to the other fuel, else 'Plan Unavailable'. */
export function planChangeTitle(change: PlanChange): string {
  return change.unavailableFuel ? fuelUnavailableTitle(change.unavailableFuel) : PLAN_UNAVAILABLE_TITLE;
}

/** The modal's message. */
export function planChangeText(change: PlanChange): string {
  return change.unavailableFuel ? fuelUnavailableText(change.unavailableFuel) : planUnavailableText(change.removed.length);
}

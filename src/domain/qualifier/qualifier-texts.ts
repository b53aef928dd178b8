/**
 * Qualifier texts the spec does not show (spec 3 §2.2, §3.1, §5: "their custom messages are not
 * shown"), worded by us; docs/decisions/qualifier.md.
 */
import type { MovingOption } from './moving-answer';

export const CHOOSE_OPTION_TEXT = 'Please select an option.';
export const CHOOSE_ID_TYPE_TEXT = 'Please select an identity type.';
export const CHOOSE_ADDRESS_TEXT = 'Please choose your address from the list.';
export const CHOOSE_CONNECTION_DATE_TEXT = 'Please choose an available date.';
/** Under the connection address when its search finds no address. */
export const ADDRESS_NO_MATCH_TEXT =
  "We couldn't find a matching address. Check the street number, street name and suburb, then try again.";
/** There when the search itself failed (a server or network error): the address may well exist. */
export const ADDRESS_SEARCH_FAILED_TEXT = "We couldn't search for addresses just now. Please try again in a moment.";
export const ACCOUNT_NUMBER_LABEL = 'Account number';
export const ACCOUNT_NUMBER_TOOLTIP =
  'Your account number identifies your gas or electricity account. You can find it on the front page of your bill.';
export const NEW_CUSTOMER_TEXT = "Yes, I'm new";
export const EXISTING_CUSTOMER_TEXT = "No, I'm an existing customer";
export const YES_TEXT = 'Yes';
export const NO_TEXT = 'No';
export const NOT_SURE_TEXT = 'Not sure';
export const OWNER_TEXT = 'Own';
export const RENTER_TEXT = 'Rent';
export const MOVING_CONTACT_TEXT = 'Moving house?';
export const CONNECTION_TIME_TEXT = (window: string): string => `Connection happens between ${window} on the day you choose.`;
export const NO_ACCOUNT_NUMBER_HELP =
  "No problem. Choose 'I don't have my details handy' below to go on without signing in, or continue as a new customer.";

/** Variant B option texts (spec 3 §3.1 names the options, not their words). */
export const MOVING_OPTION_TEXTS: Readonly<Record<MovingOption, string>> = {
  MOVED_TO_NEW_ADDRESS: "I've moved, or I'm moving, to a new address",
  LETTER_TO_OPEN_ACCOUNT: 'I received a letter asking me to open an account',
  CONNECT_PROPERTY_MOVING_INTO: "I'm moving into a property and need it connected",
  CONNECT_ANOTHER_PROPERTY: 'I want to connect another property',
  SWITCHING_FROM_RETAILER: "I'm switching from another retailer",
  SWITCH_TO_NEW_PLAN: 'I want to switch to a new plan',
  ADD_ANOTHER_ENERGY_TYPE: 'I want to add another energy type',
};

/** Meter-detected (customer-type change) modal rules (spec 2 §2, §4). */
import type { CustomerType } from '../shared/enums';
import { viewPlansText } from './refine-modal-texts';

const METER_DETECTED_CONTACT_HOURS = 'Monday to Friday 8am to 6.30pm';

/** The customer type whose plans fit the detected meter: the other one. */
export const otherCustomerType = (type: CustomerType): CustomerType => (type === 'BUSINESS' ? 'RESIDENTIAL' : 'BUSINESS');

/** The plans page of a customer type (spec 1 §2). */
export function plansPathForCustomerType(type: CustomerType): string {
  return type === 'BUSINESS' ? '/business/electricity-and-gas/small-business/plans' : '/home/electricity-and-gas/plans';
}

const word = (type: CustomerType): 'residential' | 'business' => (type === 'BUSINESS' ? 'business' : 'residential');

/** Content overrides (keys 'quote.validation.custype.text', '.button' and a hide-button flag). */
export interface MeterDetectedContent {
  text?: string | undefined;
  button?: string | undefined;
  hideButton?: boolean | undefined;
}

/**
 * The modal's text and button for a visitor of `current` type: the meter belongs to the other
 * type, compatible only with its plans, with the phone number and hours 8am to 6.30pm (the
 * wording is ours; the spec gives its parts). Overrides replace text and button.
 */
export function meterDetectedContent(
  current: CustomerType,
  phone: string,
  timeZone: string,
  overrides: MeterDetectedContent = {},
): { text: string; button: string | null } {
  const other = word(otherCustomerType(current));
  const zone = timeZone.trim() ? ` ${timeZone.trim()}` : '';
  const text =
    overrides.text?.trim() ||
    `We have detected a ${other} meter at this address. It is compatible only with ${other} plans. To talk about your options, call us on ${phone}, ${METER_DETECTED_CONTACT_HOURS}${zone}.`;
  const button = overrides.hideButton ? null : overrides.button?.trim() || viewPlansText(other);
  return { text, button };
}

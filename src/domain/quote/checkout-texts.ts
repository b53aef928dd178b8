/** Texts of the checkout stand-in `<ea-checkout-summary>` (ours: the spec shows the checkout page's header only, spec 3 §2.3). */
import type { CheckoutStage, CustomerType } from '../shared/enums';

export const CHECKOUT_SUMMARY_HEADING = 'Your quote';
export const CHECKOUT_SUMMARY_LOADING_TEXT = 'Loading your quote…';
export const CHECKOUT_SUMMARY_LOADED_TEXT = 'Here is what you chose.';
export const CHECKOUT_SUMMARY_LABELS = {
  reference: 'Quote reference',
  stage: 'Stage',
  electricityPlan: 'Electricity plan',
  gasPlan: 'Gas plan',
  customerType: 'Customer type',
  address: 'Connection address',
} as const;
/** A fuel without a selected plan. */
export const CHECKOUT_SUMMARY_NO_PLAN = 'None';

/** How each checkout stage (spec 3 §2.6) reads on the summary. */
export const CHECKOUT_STAGE_LABELS: Readonly<Record<CheckoutStage, string>> = {
  landing: 'Moving date',
  plans: 'Choosing plans',
  qualifier: 'Getting started',
  details: 'Your details',
  verify: 'Verifying your identity',
  review: 'Review',
  complete: 'Complete',
  expired: 'Expired',
  'rtca-declined': 'Declined',
};

export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = {
  RESIDENTIAL: 'Residential',
  BUSINESS: 'Business',
};

/**
 * Texts of the compare view, the estimate breakdown and the share link (issue 17; the spec has
 * none for these). Loaded only with the compare view.
 */

/** Names of the parts of an estimate, by the API's part key. */
export const BREAKDOWN_PART_LABELS: Readonly<Record<string, string>> = {
  supply: 'Supply',
  peak: 'Peak usage',
  shoulder: 'Shoulder usage',
  shoulder2: 'Second shoulder usage',
  offPeak: 'Off-peak usage',
  usage: 'Usage',
  controlledLoad: 'Controlled load',
  demand: 'Demand',
  greenPower: 'GreenPower',
  discounts: 'Discounts',
  payOnTimeDiscounts: 'Pay on time discounts',
};

/** The name of a part the texts do not know (a part the API added later). */
export const OTHER_PART_LABEL = 'Other charges';

/** The label of a part of an estimate. */
export const breakdownPartLabel = (part: string): string =>
  Object.hasOwn(BREAKDOWN_PART_LABELS, part) ? (BREAKDOWN_PART_LABELS[part] ?? OTHER_PART_LABEL) : OTHER_PART_LABEL;

/** Row labels of the compare view. */
export const COMPARE_ROW_LABELS = {
  estimate: 'Estimate',
  /** With the Inc GST switch off: the estimate row follows it, as the breakdown does, and says so (the panels' own estimates include GST, spec 2 §9). */
  exGst: '(exc GST)',
  supply: 'Supply charge',
  demand: 'Demand charge',
  discounts: 'Discounts',
  contract: 'Contract term',
  exitFees: 'Exit fees',
  latePaymentFee: 'Late payment fee',
  connectionFee: 'Connection fee',
  green: 'GreenPower option',
  referencePrice: 'Compared with the reference price',
} as const;

/** A compare cell with nothing to show. */
export const NO_VALUE = '—';
/** What a fourth Compare asks. */
export const COMPARE_FULL_TEXT = 'You can compare up to 3 plans. Remove one to add this plan.';
/** The note when a shared link named plans that are no longer offered here. */
export const SHARED_PLANS_DROPPED_TEXT = 'Some plans in the link you opened are no longer available, so they are not shown.';

/**
 * The reference price explainer's visual (issue 17): this offer and the reference price a year at
 * the usage shown, as two bars. Loaded only with the explainer.
 */
import type { ReferencePriceDollars } from './compare';

/** Two bars: whole dollars a year, and each bar's length as a fraction of the longer. */
export interface ReferencePriceBars {
  plan: number;
  reference: number;
  planSize: number;
  referenceSize: number;
}

/**
 * The offer's annual estimate and the reference price at the same usage, in whole dollars: the
 * reference price is the offer's estimate plus the dollars less (or minus the dollars more), as
 * in the explainer's words, so the bars and the words never disagree. Null without an estimate.
 */
export function referencePriceBars(r: ReferencePriceDollars, annualEstimate: number): ReferencePriceBars | null {
  const plan = Math.round(annualEstimate);
  if (!(plan > 0)) return null;
  const reference = r.direction === 'less' ? plan + r.dollarsPerYear : r.direction === 'more' ? plan - r.dollarsPerYear : plan;
  if (!(reference > 0)) return null;
  const longest = Math.max(plan, reference);
  return { plan, reference, planSize: plan / longest, referenceSize: reference / longest };
}

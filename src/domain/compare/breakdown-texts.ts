/**
 * Texts of the estimate breakdown ('Where the money goes') and the reference price explainer
 * (issue 17; the spec has none for these). Lazy-only: loaded with those lazy views
 * (not in ./index.ts; local/concern-boundaries keeps start-up code from importing it).
 */
import type { EstimatePeriod, SingleFuel } from '../shared/enums';
import { formatMoney, PERIOD_SUFFIX } from '../plans/plan-estimates';
import { benchmarkName } from '../shared/region';

/** Victoria's yardstick is the Victorian Default Offer (the rule is benchmarkName's). */
const isVic = (state: string | null | undefined): boolean => benchmarkName(state) === 'Victorian Default Offer';

/** The breakdown's heading. */
export const BREAKDOWN_TITLE = 'Where the money goes';
/** Column headers of the breakdown table. */
export const BREAKDOWN_COLUMNS = { part: 'Part', amount: 'Amount' } as const;
/** The total row of the breakdown table. */
export const BREAKDOWN_TOTAL_LABEL = 'Estimate';
/** Shown instead of the breakdown when the answer gave none that adds up to the estimate. */
export const NO_BREAKDOWN_TEXT = 'A breakdown of this estimate is not available.';

/** The breakdown table's caption: 'Where the money goes: electricity estimate per year (inc GST)'. */
export function breakdownCaption(fuel: SingleFuel | null | undefined, period: EstimatePeriod, incGst: boolean): string {
  const what = fuel ? `${fuel} estimate` : 'estimate';
  return `${BREAKDOWN_TITLE}: ${what} ${PERIOD_SUFFIX[period]} (${incGst ? 'inc' : 'exc'} GST)`;
}

/** The explainer's title. */
export const explainerTitle = (state: string | null | undefined): string =>
  isVic(state) ? 'About the Victorian Default Offer' : 'About the reference price';

/** What the reference price is, for the state. */
export function referencePriceWhat(state: string | null | undefined): string {
  return isVic(state)
    ? 'The Victorian Default Offer is a yardstick set each year by the energy regulator in Victoria (the Essential Services Commission) for your distribution area. Every retailer must say how its offers compare with it, so you can compare offers from any retailer on the same footing.'
    : 'The reference price is the Default Market Offer: a yardstick set each year by the energy regulator (the Australian Energy Regulator) for your distribution area. Every retailer must say how its offers compare with it, so you can compare offers from any retailer on the same footing.';
}

/** That the visitor's own cost depends on their usage. */
export const YOUR_USAGE_TEXT =
  'What you pay depends on how much energy you use and when. The dollars here are for the usage shown; if you use more or less, your own bills and savings will be different.';

/** When no estimate is there to put the percentage into dollars. */
export const NO_DOLLARS_TEXT = 'Once your estimate is ready, this shows what the comparison means in dollars a year.';

/** The visual's heading and bar labels. */
export const explainerVisualTitle = (state: string | null | undefined): string =>
  `This offer and the ${isVic(state) ? 'Victorian Default Offer' : 'reference price'}, a year at the usage shown`;
export const explainerBarLabels = (state: string | null | undefined) =>
  ({ plan: 'This offer', reference: isVic(state) ? 'Victorian Default Offer' : 'Reference price' }) as const;

/** An amount in the breakdown: '$606.73', a discount '−$45.20' (a minus sign, read as 'minus'). */
export const formatPartAmount = (amount: number): string => (amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount));

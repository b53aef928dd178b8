/**
 * The plans table's panels: the plans its `offer-filter` keeps, as panels for the fuel selection, in its
 * `offer-order`. Written once as steps: taken at once for a usual answer, and each in a task of its own for an answer
 * of thousands of plans (issue 21: 10,000 plans were one 100 ms task at 4× CPU here).
 */
import { displayPlans, isPlan, type DisplayPlan, type DisplayStrategy, type Plan } from '../../src/domain/plans';
import { filterByOfferCodes, parseOfferCodes, sortByOfferOrder } from '../../src/domain/cart';
import type { Fuel } from '../../src/domain/shared';
import type { PlanRecord } from '../../src/store';
import type { Steps } from '../../src/ui/steps';

/**
 * What the panels are made from: the fuel selection, the electricity and gas plans, the display strategy, and the
 * widget's `offer-order` and `offer-filter` (a list rather than an object: the table keeps it as its memo's inputs).
 */
export type PanelInputs = readonly [
  fuel: Fuel,
  electricity: readonly PlanRecord[],
  gas: readonly PlanRecord[],
  strategy: DisplayStrategy,
  order: string | undefined,
  filter: string | undefined,
];

/** Plans (both fuels) from which the panels are made in slices: below, all the steps take a few milliseconds. */
export const PANELS_IN_SLICES_FROM = 1000;

export function* panelSteps([fuel, electricity, gas, strategy, order, filter]: PanelInputs): Steps<DisplayPlan[]> {
  const keep = (list: readonly PlanRecord[]): Plan[] => filterByOfferCodes(list.filter(isPlan), parseOfferCodes(filter));
  const ele = keep(electricity);
  yield;
  const kept = keep(gas);
  yield;
  const shown = displayPlans(fuel, ele, kept, strategy);
  yield;
  // Sorted as panels: a plan of one fuel listed before a dual-fuel pair shows before it. Without an order, as they
  // are (the sort would keep them so, at a cost with thousands).
  return order ? sortByOfferOrder(shown, parseOfferCodes(order), (panel) => (panel.electricity ?? panel.gas) as Plan) : shown;
}

/**
 * Texts of the compare tray, the 'drop one' prompt and the compare view (issue 17; the spec has
 * none). Loaded only with the compare tray and view, never at start-up.
 */

/** The tray's region name. */
export const COMPARE_TRAY_LABEL = 'Plans to compare';
/** The tray's button that opens the view: 'Compare 2 plans'. */
export const compareButtonText = (count: number): string => `Compare ${count} ${count === 1 ? 'plan' : 'plans'}`;
/** The tray's button that empties the comparison. */
export const CLEAR_COMPARED_TEXT = 'Clear';
/** The clear button's accessible name. */
export const CLEAR_COMPARED_LABEL = 'Clear the plans to compare';
/** The tray's note when compared panels are no longer shown (a new lookup, another fuel). */
export const comparedDroppedText = (count: number): string =>
  count === 1
    ? 'A plan you chose to compare is no longer shown, so it was taken out.'
    : `${count} plans you chose to compare are no longer shown, so they were taken out.`;

/** The 'drop one' prompt's title. */
export const COMPARE_FULL_TITLE = 'Compare up to 3 plans';
/** The prompt's cancel button. */
export const KEEP_COMPARED_TEXT = 'Keep these 3';

/** The compare view's title. */
export const COMPARE_VIEW_TITLE = 'Compare plans';
/** The table's caption (for assistive technology). */
export const COMPARE_TABLE_CAPTION = 'The plans side by side. Rows where the plans differ are marked.';
/** The first column's header. */
export const COMPARE_CORNER_LABEL = 'Plan';
/** Said after a row label whose plans differ (its visible mark is hidden from screen readers). */
export const DIFFERS_TEXT = '(differs)';
/** The legend of the mark. */
export const DIFFERS_LEGEND = 'Marked rows differ between the plans.';
/** The row of each column's buttons. */
export const COMPARE_ACTIONS_LABEL = 'Choose';
/** A plan's remove button (in the prompt and the view; followed by the plan's name for assistive technology). */
export const REMOVE_TEXT = 'Remove';
/** The estimate's period note, as on the panels. */
export const ESTIMATE_NOTE = 'Estimates are for the period and GST setting chosen on the page.';

/** What names a compared panel: its plan name(s) and, when it has one, its tariff ('Flexi Plan, Time of use'). */
export interface ComparePanelName {
  electricity?: { name: string; rates: { tariffDescription?: string | null } } | null;
  gas?: { name: string; rates: { tariffDescription?: string | null } } | null;
}

/** A compared panel's plan name(s), each once: 'Flexi Plan', 'Total Plan & Basic Gas'. */
const planNames = (p: ComparePanelName): string =>
  [...new Set([p.electricity, p.gas].map((x) => x?.name.trim() ?? '').filter(Boolean))].join(' & ');

/**
 * The labels of compared panels, in order: plan name(s), then the tariff (many variants of a plan
 * share its name); a label that would repeat an earlier one gets its place among them, '(2)'.
 */
export function compareLabels(panels: readonly ComparePanelName[]): string[] {
  const seen = new Map<string, number>();
  return panels.map((p) => {
    const plans = [p.electricity, p.gas].filter((x): x is NonNullable<typeof x> => !!x);
    const names = planNames(p);
    const tariffs = [...new Set(plans.map((x) => x.rates.tariffDescription?.trim() ?? '').filter(Boolean))].join(' & ');
    const label = tariffs ? `${names}, ${tariffs}` : names;
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n > 1 ? `${label} (${n})` : label;
  });
}
/**
 * The tray's shorter labels, where a phone gives each a third of a line: the plan name(s) alone, which is what
 * tells most compared plans apart; a name that more than one compared panel has keeps the full label (the tariff,
 * and its place among them when that repeats too).
 */
export function trayLabels(panels: readonly ComparePanelName[]): string[] {
  const full = compareLabels(panels);
  const names = panels.map(planNames);
  return names.map((name, i) => (name && names.indexOf(name) === names.lastIndexOf(name) ? name : (full[i] ?? name)));
}
/** The compare view's section with each plan's estimate split into its parts (issue 17). */
export const BREAKDOWN_ROW_LABEL = 'Where the money goes';
/** A compare column's breakdown caption: the plan and, for a dual-fuel plan, the fuel. */
export const breakdownCaptionFor = (plan: string, fuel: 'electricity' | 'gas', dual: boolean): string =>
  dual ? `${plan}: ${fuel} estimate by part` : `${plan}: estimate by part`;

/*
 * The estimate rows when the compared plans have both fuels between them (a dual-fuel plan beside an electricity plan):
 * a row per fuel, then the total only where a plan has both, so no plan reads cheaper for lacking a fuel.
 */
/** A per-fuel estimate row's name, before its period: 'Electricity estimate' (as the key-features table's rows). */
export const estimateFuelLabel = (fuel: 'electricity' | 'gas'): string =>
  fuel === 'electricity' ? 'Electricity estimate' : 'Gas estimate';
/** The total's row name, before its period. */
export const TOTAL_ESTIMATE_LABEL = 'Total estimate';
/** A per-fuel estimate cell of a plan without that fuel. */
export const noFuelText = (fuel: 'electricity' | 'gas'): string => (fuel === 'electricity' ? 'No electricity' : 'No gas');
/** The total's cell of a plan with one fuel only: 'Electricity only' (its total is not compared with the others'). */
export const fuelOnlyText = (fuel: 'electricity' | 'gas'): string => (fuel === 'electricity' ? 'Electricity only' : 'Gas only');
/** The cheapest estimate's mark (the total's, or the one estimate row's when the compared plans have one fuel). */
export const CHEAPEST_LABEL = 'Cheapest estimate';
/** The cheapest mark of an estimate row: 'Cheapest electricity estimate' on a fuel's row, else {@link CHEAPEST_LABEL}. */
export const cheapestText = (fuel: 'electricity' | 'gas' | null): string => (fuel ? `Cheapest ${fuel} estimate` : CHEAPEST_LABEL);
/** The note above the table for a plan with one fuel beside plans with both: it is compared on that fuel's row alone. */
export const partialFuelNote = (plan: string, fuel: 'electricity' | 'gas'): string =>
  `${plan} is ${fuel} only, so it is compared on the ${fuel} estimate alone.`;

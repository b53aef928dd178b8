/**
 * The button beside a reference-price line on a plan panel (issue 17). Start-up code: only these
 * few words and the rule for which lines get one; the explainer itself loads when opened.
 */
import type { SingleFuel } from '../shared/enums';
import { benchmarkPercent, showsBenchmark } from '../plans/plan-rates';
import type { Benchmark } from '../plans/plan-types';
import { benchmarkName } from '../shared/region';

/** The button's visible words. */
export const EXPLAINER_BUTTON = 'What does this mean?';

/** What the button adds for assistive technology: which line it explains. */
export const explainerButtonFuel = (fuel: SingleFuel, state: string | null | undefined): string =>
  `About the ${fuel} ${benchmarkName(state)} comparison`;

/** A line compares the offer with the reference price (electricity with a percentage), so it gets an explainer. */
export const hasReferenceExplainer = (fuel: SingleFuel, b: Benchmark | null | undefined): b is Benchmark =>
  fuel === 'electricity' && !!b && showsBenchmark(fuel, b) && benchmarkPercent(b) !== null;

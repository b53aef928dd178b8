/** State-dependent texts (spec 1 §9, spec 2 §9, spec 3 §9). */
import type { AustralianState } from './enums';

function normaliseState(state: string | null | undefined): string {
  return (state ?? '').trim().toUpperCase();
}

/** Benchmark name: 'Victorian Default Offer' in VIC, else 'reference price'. */
export function benchmarkName(state: AustralianState | string | null | undefined): string {
  return normaliseState(state) === 'VIC' ? 'Victorian Default Offer' : 'reference price';
}

/** Month in which rates are reviewed: January in VIC, July elsewhere. */
export function rateReviewMonth(state: AustralianState | string | null | undefined): 'January' | 'July' {
  return normaliseState(state) === 'VIC' ? 'January' : 'July';
}

/** Connection time text: '7am-11:59pm' in SA, else '7am-9pm'. */
export function connectionTimeText(state: AustralianState | string | null | undefined): string {
  return normaliseState(state) === 'SA' ? '7am-11:59pm' : '7am-9pm';
}

/** The government scheme note applies except in NSW and VIC. */
export function governmentSchemeNoteApplies(state: AustralianState | string | null | undefined): boolean {
  const s = normaliseState(state);
  return s !== 'NSW' && s !== 'VIC';
}

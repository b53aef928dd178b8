import type { StateCode } from '../plans/types';
import { distributorByZone, type Distributor } from './distributors';

/**
 * Postcode → state, electricity distributor and gas availability. Ranges follow Australia
 * Post's state allocation; distributor areas are approximated by postcode ranges (a real
 * retailer uses a postcode–distributor table from MSATS).
 */
export interface Region {
  postcode: string;
  state: StateCode;
  distributor: Distributor | null;
  /** Gas network zone (a state code) when the retailer sells gas there. */
  gasZone: StateCode | null;
}

type Range = readonly [number, number, string];

const STATE_RANGES: readonly (readonly [number, number, StateCode])[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

/** First match wins. */
const ZONE_RANGES: readonly Range[] = [
  [1000, 2139, 'AUSGRID'],
  [2140, 2199, 'ENDEAVOUR'],
  [2200, 2249, 'AUSGRID'],
  [2250, 2263, 'AUSGRID'],
  [2264, 2277, 'AUSGRID'],
  [2278, 2335, 'AUSGRID'],
  [2500, 2535, 'ENDEAVOUR'],
  [2555, 2574, 'ENDEAVOUR'],
  [2745, 2786, 'ENDEAVOUR'],
  [2600, 2618, 'EVOENERGY'],
  [2900, 2920, 'EVOENERGY'],
  [2336, 2999, 'ESSENTIAL'],
  [200, 299, 'EVOENERGY'],
  [3000, 3010, 'CITIPOWER'],
  [3050, 3054, 'CITIPOWER'],
  [3065, 3068, 'CITIPOWER'],
  [3121, 3124, 'CITIPOWER'],
  [3141, 3146, 'CITIPOWER'],
  [3181, 3184, 'CITIPOWER'],
  [3205, 3207, 'CITIPOWER'],
  [3011, 3018, 'JEMENA'],
  [3031, 3049, 'JEMENA'],
  [3055, 3064, 'JEMENA'],
  [3070, 3085, 'JEMENA'],
  [3019, 3030, 'POWERCOR'],
  [3211, 3699, 'POWERCOR'],
  [3101, 3120, 'UNITED'],
  [3125, 3129, 'UNITED'],
  [3147, 3180, 'UNITED'],
  [3185, 3204, 'UNITED'],
  [3910, 3944, 'UNITED'],
  [3086, 3100, 'AUSNET'],
  [3130, 3140, 'AUSNET'],
  [3700, 3999, 'AUSNET'],
  [8000, 8999, 'CITIPOWER'],
  [4000, 4306, 'ENERGEX'],
  [4500, 4575, 'ENERGEX'],
  [9000, 9299, 'ENERGEX'],
  [4307, 4499, 'ERGON'],
  [4576, 4999, 'ERGON'],
  [5000, 5999, 'SAPN'],
];

/** Gas is sold in the Sydney/Newcastle/Illawarra networks, ACT, all of VIC and Adelaide. */
const GAS_RANGES: readonly (readonly [number, number, StateCode])[] = [
  [1000, 2335, 'NSW'],
  [2500, 2574, 'NSW'],
  [2745, 2786, 'NSW'],
  [200, 299, 'ACT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [3000, 3999, 'VIC'],
  [5000, 5199, 'SA'],
];

/** Postcodes the catalogue pins to an outcome regardless of the ranges above. */
const NOT_SERVICED_POSTCODES = new Set(['2880']);

function inRange<T>(n: number, ranges: readonly (readonly [number, number, T])[]): T | undefined {
  return ranges.find(([lo, hi]) => n >= lo && n <= hi)?.[2];
}

/** The region of a 4-digit postcode, or undefined when the postcode does not exist. */
export function regionOf(postcode: string): Region | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const n = Number(postcode);
  const state = inRange(n, STATE_RANGES);
  if (!state) return undefined;
  if (NOT_SERVICED_POSTCODES.has(postcode)) return { postcode, state, distributor: null, gasZone: null };
  const zone = inRange(n, ZONE_RANGES);
  const distributor = zone ? (distributorByZone(zone) ?? null) : null;
  return { postcode, state, distributor, gasZone: inRange(n, GAS_RANGES) ?? null };
}

export const SERVED_STATES: readonly StateCode[] = ['NSW', 'ACT', 'VIC', 'QLD', 'SA'];

export function isServedState(state: StateCode): boolean {
  return SERVED_STATES.includes(state);
}

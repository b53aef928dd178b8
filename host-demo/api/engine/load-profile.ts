/**
 * Typical residential load profile: the share of a day's electricity used in each hour
 * (index 0 = 00:00–00:59), in thousandths, summing to 1000.
 *
 * Source: a rounded approximation of the average residential day in Ausgrid's "Solar home
 * electricity data" (300 Sydney homes, general consumption, 2012–13, half-hourly averages
 * folded to hours) and the shape of AEMO's NSW Net System Load Profile: low overnight,
 * a morning rise at 7–9, a flat middle of the day and an evening peak at 17–21. The same
 * day is used for weekdays and weekends. It is a demonstration profile, not a copy of
 * either dataset; the estimate engine only needs a plausible split of a day across
 * time-of-use windows when the request carries no usage attribution.
 */
export const HOURLY_PROFILE_PERMILLE: readonly number[] = [
  32, 28, 24, 23, 23, 26, 36, 47, 48, 42, 38, 36, 37, 36, 36, 39, 48, 61, 70, 70, 64, 55, 45, 36,
];

/** Share (0–1) of a day's usage in hour h. */
export function hourShare(hour: number): number {
  return (HOURLY_PROFILE_PERMILLE[hour] ?? 0) / 1000;
}

/** Weight of each day type in a year of 7-day weeks. */
export const DAY_TYPE_WEIGHTS = { WEEKDAY: 5 / 7, WEEKEND: 2 / 7 } as const;

/** Default share of usage on a controlled-load circuit when the plan has one and the request says nothing. */
export const DEFAULT_CONTROLLED_LOAD_SHARE = 0.3;

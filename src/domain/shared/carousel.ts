/** Carousel swipe decision (spec 1 §4, §9). */

const SWIPE_THRESHOLD_PX = 60;
const SWIPE_MAX_ANGLE_DEG = 20;

/** A finished swipe gesture on a carousel. */
export interface SwipeInput {
  /** Horizontal travel in px (end − start); positive is a right swipe. */
  dx: number;
  /** Vertical travel in px. */
  dy: number;
  /** Index of the current slide. */
  index: number;
  /** Number of slides. */
  count: number;
}

/**
 * New slide index after a swipe, or null: the swipe must travel more than 60 px horizontally at
 * an angle within 20° of horizontal; a right swipe goes back, a left swipe forward; a target
 * outside 0 … count−1 (or a bad current index, count or NaN input) is ignored.
 */
export function swipeTarget({ dx, dy, index, count }: SwipeInput): number | null {
  if (![dx, dy].every(Number.isFinite)) return null;
  if (!Number.isInteger(index) || !Number.isInteger(count) || index < 0 || index >= count) return null;
  const ax = Math.abs(dx);
  if (ax <= SWIPE_THRESHOLD_PX) return null;
  const angle = (Math.atan2(Math.abs(dy), ax) * 180) / Math.PI;
  if (angle > SWIPE_MAX_ANGLE_DEG) return null;
  const target = dx > 0 ? index - 1 : index + 1;
  return target >= 0 && target < count ? target : null;
}

/**
 * Where a carousel that shows `fits` items at a time starts: at `offset`, pulled back so that its last page is
 * full when it widens (a phone turned on the last plan shows the last full page, not one stretched column).
 */
export function carouselStart(offset: number, count: number, fits: number): number {
  return Math.max(0, Math.min(offset, count - fits));
}

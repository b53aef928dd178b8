/** Device classes by width (spec 1 §9). */
import { EXTRA_WIDE_MIN_WIDTH, MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH, WIDE_DESKTOP_MIN_WIDTH } from './constants';
import type { DeviceClass } from './enums';

/**
 * Device class of a width in CSS px: mobile ≤ 767, tablet ≤ 959, desktop, wide ≥ 1200,
 * extra-wide ≥ 1700. NaN (unmeasured) counts as desktop; negatives as mobile.
 */
export function deviceClassFromWidth(width: number): DeviceClass {
  if (Number.isNaN(width)) return 'desktop';
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  if (width >= EXTRA_WIDE_MIN_WIDTH) return 'extra-wide';
  if (width >= WIDE_DESKTOP_MIN_WIDTH) return 'wide';
  return 'desktop';
}

/** True at mobile widths (≤ 767 px). */
export function isMobileWidth(width: number): boolean {
  return deviceClassFromWidth(width) === 'mobile';
}

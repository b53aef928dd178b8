import { describe, it, expect } from 'vitest';
import { deviceClassFromWidth, isMobileWidth } from '../../../../src/domain/shared';

describe('deviceClassFromWidth', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [767.5, 'tablet'],
    [768, 'tablet'],
    [959, 'tablet'],
    [960, 'desktop'],
    [1199, 'desktop'],
    [1200, 'wide'],
    [1699, 'wide'],
    [1700, 'extra-wide'],
    [5000, 'extra-wide'],
  ] as const)('%d → %s', (w, c) => {
    expect(deviceClassFromWidth(w)).toBe(c);
  });
  it('handles hostile widths', () => {
    expect(deviceClassFromWidth(-1)).toBe('mobile');
    expect(deviceClassFromWidth(Number.NaN)).toBe('desktop');
    expect(deviceClassFromWidth(Number.POSITIVE_INFINITY)).toBe('extra-wide');
    expect(deviceClassFromWidth(Number.NEGATIVE_INFINITY)).toBe('mobile');
  });
  it('isMobileWidth', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});

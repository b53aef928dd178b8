import { describe, it, expect } from 'vitest';
import { carouselStart, swipeTarget } from '../../../../src/domain/shared/carousel';

describe('swipeTarget', () => {
  it('left swipe goes forward, right swipe back', () => {
    expect(swipeTarget({ dx: -100, dy: 0, index: 0, count: 3 })).toBe(1);
    expect(swipeTarget({ dx: 100, dy: 0, index: 2, count: 3 })).toBe(1);
  });
  it('needs more than 60 px', () => {
    expect(swipeTarget({ dx: -60, dy: 0, index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -60.5, dy: 0, index: 0, count: 3 })).toBe(1);
    expect(swipeTarget({ dx: 0, dy: 0, index: 0, count: 3 })).toBeNull();
  });
  it('needs an angle within 20° of horizontal', () => {
    const at = (deg: number) => Math.tan((deg * Math.PI) / 180) * 100;
    expect(swipeTarget({ dx: -100, dy: at(19.9), index: 0, count: 3 })).toBe(1);
    expect(swipeTarget({ dx: -100, dy: -at(19.9), index: 0, count: 3 })).toBe(1);
    expect(swipeTarget({ dx: -100, dy: at(20.1), index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: 70, dy: 300, index: 1, count: 3 })).toBeNull();
  });
  it('ignores targets outside the slides', () => {
    expect(swipeTarget({ dx: 100, dy: 0, index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 2, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 0, count: 1 })).toBeNull();
  });
  it('rejects hostile input', () => {
    expect(swipeTarget({ dx: Number.NaN, dy: 0, index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: Number.NaN, index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: Number.NEGATIVE_INFINITY, dy: 0, index: 0, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 5, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: -1, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 0.5, count: 3 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 0, count: 0 })).toBeNull();
    expect(swipeTarget({ dx: -100, dy: 0, index: 0, count: Number.NaN })).toBeNull();
  });
});

describe('carouselStart', () => {
  it('keeps the chosen offset while a full page follows it', () => {
    expect(carouselStart(3, 8, 1)).toBe(3);
    expect(carouselStart(4, 8, 4)).toBe(4);
  });
  it('pulls back to the last full page when more fit (8 plans, on the last, 4 now fit → plans 5–8)', () => {
    expect(carouselStart(7, 8, 4)).toBe(4);
  });
  it('starts at 0 when everything fits, or for a negative offset', () => {
    expect(carouselStart(7, 3, 4)).toBe(0);
    expect(carouselStart(-2, 8, 1)).toBe(0);
  });
});

import { describe, it, expect } from 'vitest';
import { swipeTarget } from '../../../../src/domain/shared/carousel';

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

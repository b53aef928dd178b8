import { describe, expect, it } from 'vitest';
import { closesOnHistoryMove } from '../../../../src/domain/page/overlay-entry';

describe('closesOnHistoryMove', () => {
  it('closes an overlay on Back off its entry (same route)', () => {
    expect(closesOnHistoryMove(false, false)).toBe(true);
  });
  it('keeps it on a move that changes the route (a host setting location.hash to "Get started")', () => {
    expect(closesOnHistoryMove(false, true)).toBe(false);
  });
  it('keeps it on its own entry', () => {
    expect(closesOnHistoryMove(true, false)).toBe(false);
    expect(closesOnHistoryMove(true, true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { openRefineTarget } from '../../../../src/domain/refine';

describe('ea:open-refine (spec 2 §4)', () => {
  it('opens reset when customer usage data exists, else refine', () => {
    expect(openRefineTarget(true)).toBe('reset');
    expect(openRefineTarget(false)).toBe('refine');
  });
});

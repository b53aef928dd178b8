import { describe, expect, it } from 'vitest';
import { singleFuelHeading } from '../../../src/domain';

describe('refine bar texts (spec 2 §2)', () => {
  it('names the single fuel heading', () => {
    expect(singleFuelHeading('electricity')).toBe('Electricity plans');
    expect(singleFuelHeading('gas')).toBe('Gas plans');
  });
});

import { describe, expect, it } from 'vitest';
import { distributorText, singleFuelHeading } from '../../../../src/domain/refine';
import { fuelTitle } from '../../../../src/domain/shared';

describe('refine bar texts (spec 2 §2)', () => {
  it('names the single fuel heading', () => {
    expect(singleFuelHeading('electricity')).toBe('Electricity plans');
    expect(singleFuelHeading('gas')).toBe('Gas plans');
  });
});

describe('texts with placeholders', () => {
  it('names the distributor', () => {
    expect(distributorText('Ausgrid')).toBe('Your electricity distributor is Ausgrid');
  });
  it('titles a fuel', () => {
    expect(fuelTitle('electricity')).toBe('Electricity');
    expect(fuelTitle('gas')).toBe('Gas');
  });
});

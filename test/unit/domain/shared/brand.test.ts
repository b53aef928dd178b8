import { describe, expect, it } from 'vitest';
import { brandName } from '../../../../src/domain/shared/brand';

describe('brandName', () => {
  it.each([
    [undefined, 'EnergyAustralia'],
    ['', 'EnergyAustralia'],
    ['   ', 'EnergyAustralia'],
    [' Acme Energy ', 'Acme Energy'],
  ])('the brand attribute %j names %j', (attribute, name) => {
    expect(brandName(attribute)).toBe(name);
  });
});

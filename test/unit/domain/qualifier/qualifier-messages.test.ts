import { describe, expect, it } from 'vitest';
import { newToBrandText } from '../../../../src/domain/qualifier/qualifier-messages';

describe('qualifier texts with placeholders (spec 3 §2.2)', () => {
  it('asks whether the visitor is new to the brand', () => {
    expect(newToBrandText('EnergyAustralia')).toBe('Are you new to EnergyAustralia?');
  });
});

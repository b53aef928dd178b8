import { describe, expect, it } from 'vitest';
import { BREAKDOWN_PART_LABELS, breakdownPartLabel, OTHER_PART_LABEL } from '../../../../src/domain/compare/compare-texts';

describe('the names of the parts of an estimate (issue 17)', () => {
  it('names each part the API gives', () => {
    expect(breakdownPartLabel('supply')).toBe('Supply');
    expect(breakdownPartLabel('offPeak')).toBe('Off-peak usage');
    expect(breakdownPartLabel('payOnTimeDiscounts')).toBe('Pay on time discounts');
    for (const part of Object.keys(BREAKDOWN_PART_LABELS)) expect(breakdownPartLabel(part)).not.toBe(OTHER_PART_LABEL);
  });

  it('calls a part it does not know, or a name an object carries by inheritance, other charges', () => {
    expect(breakdownPartLabel('batteryCredit')).toBe('Other charges');
    expect(breakdownPartLabel('toString')).toBe(OTHER_PART_LABEL);
    expect(breakdownPartLabel('__proto__')).toBe(OTHER_PART_LABEL);
  });
});

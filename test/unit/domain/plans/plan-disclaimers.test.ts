import { describe, expect, it } from 'vitest';
import { generalDisclaimerText } from '../../../../src/domain/plans/plan-disclaimers';

const general = {
  value: 'Estimates use the benchmark usage set by the Australian Energy Regulator.',
  states: { VIC: 'Estimates use the benchmark usage set by the Essential Services Commission.', QLD: '  ' },
};

describe('generalDisclaimerText (spec 2 §3: a general section with a per-state variant)', () => {
  it("is the state's variant when it has one", () => {
    expect(generalDisclaimerText(general, 'VIC')).toBe(general.states.VIC);
    expect(generalDisclaimerText(general, ' vic ')).toBe(general.states.VIC);
  });
  it('is the general value for another state, a blank variant, or no state', () => {
    expect(generalDisclaimerText(general, 'NSW')).toBe(general.value);
    expect(generalDisclaimerText(general, 'QLD')).toBe(general.value);
    expect(generalDisclaimerText(general, null)).toBe(general.value);
    expect(generalDisclaimerText(general, undefined)).toBe(general.value);
    expect(generalDisclaimerText(general, '')).toBe(general.value);
  });
  it('ignores inherited keys', () => {
    expect(generalDisclaimerText(general, 'constructor')).toBe(general.value);
    expect(generalDisclaimerText(general, '__PROTO__')).toBe(general.value);
  });
  it("is '' without a general section or text", () => {
    expect(generalDisclaimerText(null, 'VIC')).toBe('');
    expect(generalDisclaimerText({ value: ' ', states: {} }, 'VIC')).toBe('');
  });
});

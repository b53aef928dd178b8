import { describe, expect, it } from 'vitest';
import { generalDisclaimerText, priceChangeDisclaimer } from '../../../../src/domain/plans/plan-disclaimers';

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

describe("priceChangeDisclaimer (spec 2 §9: 'Choose_Price_Change_' + the state of the plans shown)", () => {
  const config = {
    featureToggles: {},
    Choose_Price_Change_NSW: 'Prices for NSW customers changed on 1 July.',
    Choose_Price_Change_VIC: 'Prices for Victorian customers changed on 1 January.',
    Choose_Price_Change_SA: 7,
  };
  it("is the configuration's text for the state", () => {
    expect(priceChangeDisclaimer(config, 'NSW')).toBe(config.Choose_Price_Change_NSW);
    expect(priceChangeDisclaimer(config, ' vic ')).toBe(config.Choose_Price_Change_VIC);
  });
  it("is '' for a state the configuration has no text for, never another state's", () => {
    expect(priceChangeDisclaimer(config, 'QLD')).toBe('');
    expect(priceChangeDisclaimer(config, 'TAS')).toBe('');
    expect(priceChangeDisclaimer(config, 'SA')).toBe('');
  });
  it("is '' without a state or a configuration", () => {
    expect(priceChangeDisclaimer(config, null)).toBe('');
    expect(priceChangeDisclaimer(config, undefined)).toBe('');
    expect(priceChangeDisclaimer(config, '')).toBe('');
    expect(priceChangeDisclaimer(null, 'NSW')).toBe('');
  });
  it('ignores inherited keys', () => {
    expect(priceChangeDisclaimer(config, 'constructor')).toBe('');
    expect(priceChangeDisclaimer(Object.create({ Choose_Price_Change_QLD: 'inherited' }) as Record<string, unknown>, 'QLD')).toBe('');
  });
});

import { describe, it, expect } from 'vitest';
import {
  CUSTOMER_TYPES,
  FUELS,
  PAYLOAD_FUELS,
  FUEL_TO_PAYLOAD,
  PAYLOAD_TO_FUEL,
  JOURNEY_STEPS,
  CHECKOUT_STAGES,
  JOURNEY_STEP_TO_STAGE,
  MESSAGE_LEVELS,
  QUOTE_STATUSES,
  ANALYTICS_QUOTE_STATUSES,
  FEATURE_TOGGLES,
  DEFAULT_FEATURE_TOGGLES,
  isOneOf,
  isCustomerType,
  isFuel,
  isSourceSystem,
  SOURCE_SYSTEM_TO_NAME,
  DEFAULT_POSTCODE,
  COOKIE_LIFETIME_MS,
  DEFAULT_CONTACT_NUMBER,
  DEFAULT_ERROR_TEXT,
} from '../../../src/domain';

describe('enumerations', () => {
  it('holds the spec values', () => {
    expect(CUSTOMER_TYPES).toEqual(['RESIDENTIAL', 'BUSINESS']);
    expect(FUELS).toEqual(['electricity', 'gas', 'both']);
    expect(PAYLOAD_FUELS).toEqual(['ELE', 'GAS', 'BOTH']);
    expect(JOURNEY_STEPS).toHaveLength(9);
    expect(CHECKOUT_STAGES[0]).toBe('landing');
    expect(CHECKOUT_STAGES).toContain('rtca-declined');
    expect(MESSAGE_LEVELS).toEqual(['error', 'warning', 'info', 'success']);
  });

  it('maps every journey step to a checkout stage', () => {
    const stages = JOURNEY_STEPS.map((s) => JOURNEY_STEP_TO_STAGE[s]);
    expect(new Set(stages).size).toBe(JOURNEY_STEPS.length);
    for (const s of stages) expect(CHECKOUT_STAGES).toContain(s);
  });

  it('round-trips fuel codes', () => {
    for (const f of FUELS) expect(PAYLOAD_TO_FUEL[FUEL_TO_PAYLOAD[f]]).toBe(f);
  });

  it('only reports known quote statuses to analytics', () => {
    for (const s of ANALYTICS_QUOTE_STATUSES) expect(QUOTE_STATUSES).toContain(s);
  });

  it('guards values strictly', () => {
    expect(isCustomerType('RESIDENTIAL')).toBe(true);
    expect(isCustomerType('residential')).toBe(false);
    expect(isCustomerType(undefined)).toBe(false);
    expect(isCustomerType({})).toBe(false);
    expect(isFuel('both')).toBe(true);
    expect(isFuel('BOTH')).toBe(false);
    expect(isOneOf(FUELS, 'toString')).toBe(false);
    expect(isOneOf(FUELS, '__proto__')).toBe(false);
    expect(isSourceSystem('EQ')).toBe(true);
    expect(isSourceSystem('eq')).toBe(false);
    expect(SOURCE_SYSTEM_TO_NAME.EQ).toBe('QUOTE_TOOL');
    expect(SOURCE_SYSTEM_TO_NAME.MA).toBe('ACCOUNT_PORTAL');
  });
});

describe('constants', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_POSTCODE).toBe('2000');
    expect(COOKIE_LIFETIME_MS).toBe(86_400_000);
    expect(DEFAULT_CONTACT_NUMBER).toBe('133 466');
    expect(DEFAULT_ERROR_TEXT).toBe('Sorry, there was a problem processing your request. Please try again or contact us if you need help.');
  });

  it('defaults every feature toggle to false except legacy analytics', () => {
    expect(Object.keys(DEFAULT_FEATURE_TOGGLES).sort()).toEqual([...FEATURE_TOGGLES].sort());
    for (const t of FEATURE_TOGGLES) {
      expect(DEFAULT_FEATURE_TOGGLES[t]).toBe(t === 'supportLegacyAnalytics');
    }
    expect(Object.isFrozen(DEFAULT_FEATURE_TOGGLES)).toBe(true);
  });
});

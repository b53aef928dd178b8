import { describe, it, expect } from 'vitest';
import {
  CUSTOMER_TYPES,
  FUELS,
  CHECKOUT_STAGES,
  MESSAGE_LEVELS,
  ANALYTICS_QUOTE_STATUSES,
  FEATURE_TOGGLES,
  DEFAULT_FEATURE_TOGGLES,
  isOneOf,
  DEFAULT_POSTCODE,
  COOKIE_LIFETIME_MS,
  DEFAULT_CONTACT_NUMBER,
  DEFAULT_ERROR_TEXT,
} from '../../../../src/domain/shared';

describe('enumerations', () => {
  it('holds the spec values', () => {
    expect(CUSTOMER_TYPES).toEqual(['RESIDENTIAL', 'BUSINESS']);
    expect(FUELS).toEqual(['electricity', 'gas', 'both']);
    expect(CHECKOUT_STAGES[0]).toBe('landing');
    expect(CHECKOUT_STAGES).toContain('rtca-declined');
    expect(MESSAGE_LEVELS).toEqual(['error', 'warning', 'info', 'success']);
  });

  it('reports the quote statuses of spec 3 §4.9 to analytics', () => {
    expect(ANALYTICS_QUOTE_STATUSES).toHaveLength(10);
    expect(new Set(ANALYTICS_QUOTE_STATUSES).size).toBe(ANALYTICS_QUOTE_STATUSES.length);
  });

  it('guards values strictly', () => {
    expect(isOneOf(CUSTOMER_TYPES, 'RESIDENTIAL')).toBe(true);
    expect(isOneOf(CUSTOMER_TYPES, 'residential')).toBe(false);
    expect(isOneOf(CUSTOMER_TYPES, undefined)).toBe(false);
    expect(isOneOf(CUSTOMER_TYPES, {})).toBe(false);
    expect(isOneOf(FUELS, 'both')).toBe(true);
    expect(isOneOf(FUELS, 'BOTH')).toBe(false);
    expect(isOneOf(FUELS, 'toString')).toBe(false);
    expect(isOneOf(FUELS, '__proto__')).toBe(false);
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

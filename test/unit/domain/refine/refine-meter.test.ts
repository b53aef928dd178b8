import { describe, expect, it } from 'vitest';
import { meterDetectedContent, otherCustomerType, plansPathForCustomerType } from '../../../../src/domain/refine/refine-meter';

describe('meter-detected modal (spec 2 §2)', () => {
  it('points at the other customer type and its plans page', () => {
    expect(otherCustomerType('RESIDENTIAL')).toBe('BUSINESS');
    expect(plansPathForCustomerType('BUSINESS')).toBe('/business/electricity-and-gas/small-business/plans');
    expect(plansPathForCustomerType('RESIDENTIAL')).toBe('/home/electricity-and-gas/plans');
  });
  it('gives hours 8am to 6.30pm and the View {type} plans button', () => {
    const c = meterDetectedContent('RESIDENTIAL', '133 466', 'AEST');
    expect(c.text).toContain('business meter');
    expect(c.text).toContain('133 466, Monday to Friday 8am to 6.30pm AEST.');
    expect(c.button).toBe('View business plans');
    expect(meterDetectedContent('BUSINESS', '133 466', '').button).toBe('View residential plans');
  });
  it('takes content overrides and the hide-button flag', () => {
    expect(meterDetectedContent('RESIDENTIAL', '1', '', { text: 'Custom', button: 'Go' })).toEqual({ text: 'Custom', button: 'Go' });
    expect(meterDetectedContent('RESIDENTIAL', '1', '', { hideButton: true }).button).toBeNull();
  });
});

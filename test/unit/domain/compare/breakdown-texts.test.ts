import { describe, expect, it } from 'vitest';
import {
  breakdownCaption,
  explainerBarLabels,
  explainerTitle,
  explainerVisualTitle,
  formatPartAmount,
  referencePriceWhat,
} from '../../../../src/domain/compare/breakdown-texts';

describe('the breakdown table (issue 17)', () => {
  it('captions the table with the fuel, the period and whether GST is in', () => {
    expect(breakdownCaption('electricity', 'ANNUAL', true)).toBe('Where the money goes: electricity estimate per year (inc GST)');
    expect(breakdownCaption('gas', 'QUARTERLY', false)).toBe('Where the money goes: gas estimate per quarter (exc GST)');
    expect(breakdownCaption(null, 'MONTHLY', true)).toBe('Where the money goes: estimate per month (inc GST)');
  });

  it('writes a discount with a minus sign before the dollars', () => {
    expect(formatPartAmount(606.73)).toBe('$606.73');
    expect(formatPartAmount(-45.2)).toBe('−$45.20');
    expect(formatPartAmount(0)).toBe('$0.00');
  });
});

describe('the reference price explainer by state (issue 17)', () => {
  it('names the Victorian Default Offer in Victoria', () => {
    expect(explainerTitle('VIC')).toBe('About the Victorian Default Offer');
    expect(explainerVisualTitle('VIC')).toBe('This offer and the Victorian Default Offer, a year at the usage shown');
    expect(explainerVisualTitle('NSW')).toBe('This offer and the reference price, a year at the usage shown');
    expect(referencePriceWhat('VIC')).toMatch(/^The Victorian Default Offer is a yardstick .*Essential Services Commission/);
    expect(explainerBarLabels('VIC')).toEqual({ plan: 'This offer', reference: 'Victorian Default Offer' });
  });

  it('names the Default Market Offer elsewhere, and where the state is not known', () => {
    for (const state of ['NSW', 'QLD', null, undefined]) {
      expect(explainerTitle(state)).toBe('About the reference price');
      expect(referencePriceWhat(state)).toMatch(/Default Market Offer.*Australian Energy Regulator/);
      expect(explainerBarLabels(state).reference).toBe('Reference price');
    }
  });
});

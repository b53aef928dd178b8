import { describe, expect, it } from 'vitest';
import { filterByOfferCodes, offerCodeOf, parseOfferCodes, sortByOfferOrder, UNLISTED_OFFER_ORDER } from '../../../../src/domain/cart/cart';

const plan = (code: string, name = code, offerCode?: string) => ({ code, name, ...(offerCode ? { offerCode } : {}) });

describe('offer codes in the cart (spec 2 §4 "Cart")', () => {
  it('reads the offer code from the plan or from its code before the first hyphen', () => {
    expect(offerCodeOf(plan('tot-AUSGRID-12'))).toBe('TOT');
    expect(offerCodeOf(plan('x', 'x', 'Sen'))).toBe('SEN');
  });

  it('parses an offer-code list and drops junk', () => {
    expect(parseOfferCodes(' tot, SEN ,,<script>, bal ')).toEqual(['TOT', 'SEN', 'BAL']);
    expect(parseOfferCodes(undefined)).toEqual([]);
  });

  it('sorts by offer-code order with unlisted plans at index 99, keeping their order', () => {
    const plans = [plan('A-1'), plan('SEN-1'), plan('B-1'), plan('TOT-1')];
    expect(sortByOfferOrder(plans, ['TOT', 'SEN']).map((p) => p.code)).toEqual(['TOT-1', 'SEN-1', 'A-1', 'B-1']);
    expect(sortByOfferOrder(plans, []).map((p) => p.code)).toEqual(['A-1', 'SEN-1', 'B-1', 'TOT-1']);
  });

  it("sorts what holds a plan (a plans-table panel) by that plan's offer code", () => {
    const panels = [{ plan: plan('A-1') }, { plan: plan('SEN-1') }, { plan: plan('TOT-1') }];
    expect(sortByOfferOrder(panels, ['TOT', 'SEN'], (p) => p.plan).map((p) => p.plan.code)).toEqual(['TOT-1', 'SEN-1', 'A-1']);
  });

  it('filters by offer code; an empty filter keeps all', () => {
    const plans = [plan('A-1'), plan('SEN-1'), plan('TOT-2')];
    expect(filterByOfferCodes(plans, ['TOT', 'SEN']).map((p) => p.code)).toEqual(['SEN-1', 'TOT-2']);
    expect(filterByOfferCodes(plans, [])).toHaveLength(3);
  });

  it('reads a code without a hyphen whole, and trims the offer code', () => {
    expect(offerCodeOf(plan('basic'))).toBe('BASIC');
    expect(offerCodeOf(plan('x-1', 'x', ' bal '))).toBe('BAL');
  });

  it('drops codes longer than 20 characters or with other characters than letters, digits and _', () => {
    expect(parseOfferCodes('A_1,ABCDEFGHIJKLMNOPQRSTU,A-B,ok')).toEqual(['A_1', 'OK']);
  });

  it('puts an unlisted plan after a listed one at index 98 but not one at 99', () => {
    const order = Array.from({ length: UNLISTED_OFFER_ORDER + 1 }, (_, i) => `C${i}`);
    expect(sortByOfferOrder([plan('X-1'), plan('C98-1')], order).map((p) => p.code)).toEqual(['C98-1', 'X-1']);
    expect(sortByOfferOrder([plan('X-1'), plan('C99-1')], order).map((p) => p.code)).toEqual(['X-1', 'C99-1']);
  });
});

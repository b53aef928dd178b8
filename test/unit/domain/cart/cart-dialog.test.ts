import { describe, expect, it } from 'vitest';
import {
  carouselEnabled,
  cartCardLabel,
  cartColumnsPerView,
  cartColumnWidth,
  cartToggleText,
  cartViews,
  cartFuelOrder,
  cartOffersFuel,
  offersDifferentPlan,
  panelsOffering,
  suggestedPlan,
} from '../../../../src/domain/cart/cart-dialog';

const plan = (code: string, name = code, offerCode?: string) => ({ code, name, ...(offerCode ? { offerCode } : {}) });

describe('cart rules', () => {
  it('says what Add or Remove did to which plan of which fuel', () => {
    expect(cartToggleText(true, 'Flexi Plan', 'gas')).toBe('Flexi Plan (gas) added to your cart.');
    expect(cartToggleText(false, 'Flexi Plan', 'electricity')).toBe('Flexi Plan (electricity) removed from your cart.');
  });

  it("names a card by its fuel, a current plan's fuel too, then its plan", () => {
    expect(cartCardLabel({ fuel: 'electricity', current: false }, 'Flexi Plan')).toBe('Electricity: Flexi Plan');
    expect(cartCardLabel({ fuel: 'electricity', current: true }, 'Standing Offer')).toBe('Electricity, current plan: Standing Offer');
    expect(cartCardLabel({ fuel: 'gas', current: true }, 'Basic Home Gas')).toBe('Gas, current plan: Basic Home Gas');
  });

  it('suggests the selected plan, else the same name as the other fuel, else the first', () => {
    const gas = [plan('G1', 'Basic'), plan('G2', 'Total Plan'), plan('G3', 'Seniors')];
    expect(suggestedPlan(gas, 'G3', 'Total Plan')?.code).toBe('G3');
    expect(suggestedPlan(gas, null, 'Total Plan')?.code).toBe('G2');
    expect(suggestedPlan(gas, 'missing', 'Nope')?.code).toBe('G1');
    expect(suggestedPlan([], null, null)).toBeNull();
  });

  it("suggests the selected plan though the host's offer filter leaves it out: the filter narrows suggestions, not the choice", () => {
    const every = [plan('G1', 'Basic'), plan('G2', 'Total Plan'), plan('G3', 'Seniors')];
    const listed = every.slice(0, 2);
    expect(suggestedPlan(listed, 'G3', null, every)?.code).toBe('G3');
    // Nothing selected (or a code no plan has): only the listed plans are suggested.
    expect(suggestedPlan(listed, null, 'Seniors', every)?.code).toBe('G1');
    expect(suggestedPlan(listed, 'missing', null, every)?.code).toBe('G1');
  });

  it('puts electricity first only when it is selected', () => {
    expect(cartFuelOrder(true)).toEqual(['electricity', 'gas']);
    expect(cartFuelOrder(false)).toEqual(['gas', 'electricity']);
  });

  it('offers a fuel the visitor is looking for, or one with a plan in the cart', () => {
    expect(cartOffersFuel('electricity', 'both', false)).toBe(true);
    expect(cartOffersFuel('electricity', 'gas', false)).toBe(false);
    expect(cartOffersFuel('electricity', 'gas', true)).toBe(true);
    expect(cartOffersFuel('gas', 'gas', false)).toBe(true);
    expect(cartOffersFuel('gas', 'electricity', false)).toBe(false);
  });

  it("offers 'Add a different plan' on a suggested plan not in the cart, never on the campaign journey (spec 2 §6)", () => {
    const card = { current: false, selected: false };
    expect(offersDifferentPlan(card, 'PLANS')).toBe(true);
    expect(offersDifferentPlan(card, 'MOVING')).toBe(true);
    expect(offersDifferentPlan(card, null)).toBe(true);
    expect(offersDifferentPlan(card, 'CAMPAIGN')).toBe(false);
    expect(offersDifferentPlan({ ...card, selected: true }, 'PLANS')).toBe(false);
    expect(offersDifferentPlan({ ...card, current: true }, 'PLANS')).toBe(false);
  });

  it("finds a fuel's plans in the table on its own panels and on dual-fuel ones", () => {
    expect(panelsOffering('electricity')).toEqual(['ELE', 'BOTH']);
    expect(panelsOffering('gas')).toEqual(['GAS', 'BOTH']);
  });

  it('sizes columns as spec 2 §9 says', () => {
    expect(cartColumnWidth({ mobile: true, planCount: 2, hasCurrentPlan: false, windowWidth: 375 })).toBe(300);
    expect(cartColumnWidth({ mobile: true, planCount: 2, hasCurrentPlan: true, windowWidth: 375 })).toBe(172.5);
    expect(cartColumnWidth({ mobile: false, planCount: 4, hasCurrentPlan: false, windowWidth: 1280 })).toBe(300);
    expect(cartColumnWidth({ mobile: false, planCount: 5, hasCurrentPlan: false, windowWidth: 1280 })).toBe(285);
    expect(cartColumnWidth({ mobile: false, planCount: 2, hasCurrentPlan: false, windowWidth: 1280 })).toBe(380);
  });

  it('turns the carousel on when columns exceed the smaller of 1200 and the window', () => {
    expect(carouselEnabled(1140, 1280)).toBe(false);
    expect(carouselEnabled(1201, 1600)).toBe(true);
    expect(carouselEnabled(600, 375)).toBe(true);
    expect(carouselEnabled(300, 375)).toBe(false);
    // Four columns of 300 fill the 1200 px row exactly: one row at 1280, not a carousel.
    expect(carouselEnabled(4 * 300, 1280)).toBe(false);
  });

  it("shows as many columns to a carousel view as the carousel rule's width holds: two half-width cards on a phone", () => {
    expect(cartColumnsPerView((390 - 30) / 2, 390)).toBe(2);
    expect(cartColumnsPerView((320 - 30) / 2, 320)).toBe(2);
    expect(cartColumnsPerView(300, 390)).toBe(1);
    expect(cartColumnsPerView(300, 1024)).toBe(3);
    expect(cartColumnsPerView(300, 1600)).toBe(4);
    expect(cartColumnsPerView(300, 200)).toBe(1);
    expect(cartColumnsPerView(0, 390)).toBe(1);
    expect(cartColumnsPerView(Number.NaN, 390)).toBe(1);
  });

  const E = { fuel: 'electricity', current: false } as const;
  const G = { fuel: 'gas', current: false } as const;
  const EC = { fuel: 'electricity', current: true } as const;
  const GC = { fuel: 'gas', current: true } as const;

  it("puts each fuel's current plan beside its new plan in a carousel view, never splitting the pair", () => {
    // The cart's order: new plans (electricity first when selected), then current plans.
    expect(cartViews([E, G, EC, GC], 2)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(cartViews([G, E, EC, GC], 2)).toEqual([
      [0, 3],
      [1, 2],
    ]);
    expect(cartViews([E, G, EC, GC], 3)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(cartViews([E, G, GC], 2)).toEqual([[0], [1, 2]]);
    // A current plan of a fuel the cart offers no plan of follows on its own.
    expect(cartViews([E, EC, GC], 2)).toEqual([[0, 1], [2]]);
  });

  it('one card to a view when only one fits; without current plans, the cards in order', () => {
    expect(cartViews([E, G, EC, GC], 1)).toEqual([[0], [1], [2], [3]]);
    expect(cartViews([E, G], 1)).toEqual([[0], [1]]);
    expect(cartViews([E, G], 2)).toEqual([[0, 1]]);
    expect(cartViews([E, G, EC, GC], 0)).toEqual([[0], [1], [2], [3]]);
    expect(cartViews([], 2)).toEqual([]);
  });
});

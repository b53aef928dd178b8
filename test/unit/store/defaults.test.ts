import { describe, expect, it } from 'vitest';
import { createEaStore, defaultData, store } from '../../../src/store';

describe('defaults of spec 1 §3 / §9', () => {
  const d = store.getState();

  it('app postcode 2000, residential customer', () => {
    expect(d.app.postcode).toBe('2000');
    expect(d.app.customerType).toBe('RESIDENTIAL');
    expect(d.account.customerType).toBe('RESIDENTIAL');
    expect(d.app.ready).toBe(false);
  });

  it('green option 0, opt-in off', () => {
    expect(d.quote.greenOption).toBe(0);
    expect(d.quote.isGreenPowerOptIn).toBe(false);
  });

  it('fuel selection both, legacy selected services both', () => {
    expect(d.refine.fuelSelection).toBe('both');
    expect(d.quote.legacySelectedServices).toBe('both');
  });

  it('usage selection benchmark for both fuels, no customer data', () => {
    expect(d.refine.usageSelection).toEqual({ electricity: { type: 'benchmark' }, gas: { type: 'benchmark' } });
    expect(d.refine.customerData).toEqual({ electricity: null, gas: null });
  });

  it('plan features toggle all, location type address', () => {
    expect(d.refine.planFeaturesToggle).toBe('all');
    expect(d.refine.selectedLocationType).toBe('address');
  });

  it('billing delivery method email for every disconnection', () => {
    expect(d.disconnection.electricity.billingDeliveryMethod).toBe('EMAIL');
    expect(d.disconnection.gas.billingDeliveryMethod).toBe('EMAIL');
  });

  it('direct debit type none; authentication unauthenticated', () => {
    expect(d.directDebit.debitType).toBe('none');
    expect(d.qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it('feature toggles all false except supportLegacyAnalytics', () => {
    const toggles = d.app.featureToggles;
    const named = [
      'googleReviews',
      'productReview',
      'rpoOptIn',
      'trustpilot',
      'supportLegacyAnalytics',
      'usageDataLoyaltyMessage',
      'reactPlansApp',
      'oktaAuthentication',
      'nmiMirnEncryption',
      'otpVerification',
      'bpoint',
      'keyFeaturesToggle',
    ];
    for (const name of named) expect(toggles[name], name).toBe(name === 'supportLegacyAnalytics');
    expect(Object.keys(toggles).sort()).toEqual([...named].sort());
  });

  it('no plan selected, no messages, no disclaimers; quote neither completed nor expired nor loaded', () => {
    expect(d.plans.selectedElectricityPlanCode).toBeNull();
    expect(d.plans.selectedGasPlanCode).toBeNull();
    expect(d.plans.messages).toEqual([]);
    expect(d.plans.disclaimers).toEqual({});
    expect(d.quote.quoteCompleted).toBe(false);
    expect(d.quote.quoteExpired).toBe(false);
    expect(d.quote.userDataLoaded).toBe(false);
  });

  it('each call gives an independent copy (changing one store does not change another or the defaults)', () => {
    const a = createEaStore();
    const b = createEaStore();
    a.getState().setPostcode('3000');
    a.getState().addDisclaimer({ key: 'k', text: 't' });
    expect(b.getState().app.postcode).toBe('2000');
    expect(b.getState().plans.disclaimers).toEqual({});
    expect(defaultData().app.postcode).toBe('2000');
    expect(defaultData().plans.disclaimers).toEqual({});
  });
});

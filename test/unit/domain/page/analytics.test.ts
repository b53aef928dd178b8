import { describe, it, expect } from 'vitest';
import {
  analyticsSection,
  pageNameSuffix,
  pageNamePath,
  pageName,
  pageNameFor,
  quoteStatusForAnalytics,
  transactionType,
  looksLikeEmail,
  offerCodeForAnalytics,
  analyticsMayStart,
  quoteStarted,
} from '../../../../src/domain/page';
import { CHECKOUT_STAGES } from '../../../../src/domain/shared';

describe('analyticsSection', () => {
  it('splits product and checkout', () => {
    expect(analyticsSection('landing')).toBe('product');
    expect(analyticsSection('plans')).toBe('product');
    expect(analyticsSection('qualifier')).toBe('product');
    for (const s of ['details', 'verify', 'review', 'complete', 'expired', 'rtca-declined'] as const) {
      expect(analyticsSection(s)).toBe('checkout');
    }
  });
});

describe('page names', () => {
  it('maps stages to suffixes', () => {
    expect(pageNameSuffix('plans')).toBe('select-plans');
    expect(pageNameSuffix('details')).toBe('mydetails');
    expect(pageNameSuffix('verify')).toBe('verify-user');
    expect(pageNameSuffix('review')).toBe('review-order');
    expect(pageNameSuffix('rtca-declined')).toBe('rtca-declined');
    expect(pageNameSuffix('landing')).toBeUndefined();
    expect(pageNameSuffix('qualifier')).toBeUndefined();
  });
  it('recognises paths', () => {
    expect(pageNamePath('/checkout')).toBe('checkout');
    expect(pageNamePath('/Checkout/')).toBe('checkout');
    expect(pageNamePath('/checkouts')).toBeUndefined();
    expect(pageNamePath('/home/electricity-and-gas/plans')).toBe('electricity-and-gas/plans');
    expect(pageNamePath('/business/electricity-and-gas/small-business/plans')).toBe('electricity-and-gas/plans');
    expect(pageNamePath('/home/moving-house/move-home')).toBe('moving-house/move-home');
    expect(pageNamePath('/home/compare/upload-your-electricity-bill')).toBe('upload-your-electricity-bill');
    expect(pageNamePath('/')).toBeUndefined();
    expect(pageNamePath('')).toBeUndefined();
  });
  it('builds ea:{home|business}:{path}:{suffix}', () => {
    expect(pageName('RESIDENTIAL', 'checkout', 'mydetails')).toBe('ea:home:checkout:mydetails');
    expect(pageName('BUSINESS', 'electricity-and-gas/plans', 'select-plans')).toBe('ea:business:electricity-and-gas/plans:select-plans');
    expect(pageNameFor('RESIDENTIAL', '/checkout', 'review')).toBe('ea:home:checkout:review-order');
    expect(pageNameFor('RESIDENTIAL', '/about', 'review')).toBeUndefined();
    expect(pageNameFor('RESIDENTIAL', '/checkout', 'landing')).toBeUndefined();
  });
});

describe('quoteStatusForAnalytics', () => {
  const base = { cancelled: false, hasSelectedPlan: false };
  it('maps each stage', () => {
    expect(quoteStatusForAnalytics({ ...base, stage: 'plans' })).toBe('viewed');
    expect(quoteStatusForAnalytics({ ...base, stage: 'plans', hasSelectedPlan: true })).toBe('in_cart');
    expect(quoteStatusForAnalytics({ ...base, stage: 'landing', hasSelectedPlan: true })).toBe('in_cart');
    expect(quoteStatusForAnalytics({ ...base, stage: 'qualifier' })).toBe('in_qual');
    expect(quoteStatusForAnalytics({ ...base, stage: 'details' })).toBe('in_checkout');
    expect(quoteStatusForAnalytics({ ...base, stage: 'verify' })).toBe('in_verify');
    expect(quoteStatusForAnalytics({ ...base, stage: 'review' })).toBe('in_review');
    expect(quoteStatusForAnalytics({ ...base, stage: 'complete' })).toBe('complete');
    expect(quoteStatusForAnalytics({ ...base, stage: 'expired' })).toBeUndefined();
  });
  it('distinguishes credit and identity-check declines', () => {
    expect(quoteStatusForAnalytics({ ...base, stage: 'rtca-declined', rtcaDecision: 'IDV_DECLINE' })).toBe('declined-idv');
    expect(quoteStatusForAnalytics({ ...base, stage: 'rtca-declined', rtcaDecision: 'DECLINE' })).toBe('declined-credit');
    expect(quoteStatusForAnalytics({ ...base, stage: 'rtca-declined' })).toBe('declined-credit');
  });
  it('reports cancelled whatever the stage', () => {
    for (const stage of CHECKOUT_STAGES) {
      expect(quoteStatusForAnalytics({ cancelled: true, stage, hasSelectedPlan: true })).toBe('cancelled');
    }
  });
});

describe('transactionType', () => {
  it('disconnection journey', () => {
    const t = (e?: boolean, g?: boolean) =>
      transactionType({ journey: 'DISCONNECTION', moving: false, existingCustomer: 'yes', disconnection: { electricity: e, gas: g } });
    expect(t(true, true)).toBe('disconnection');
    expect(t(true, undefined)).toBe('disconnection');
    expect(t(true, false)).toBe('disconnection_partial');
    expect(t(false, true)).toBe('disconnection_partial');
    expect(t(false, false)).toBe('planSwitch');
  });
  it('moving', () => {
    expect(transactionType({ journey: 'MOVING', moving: true, existingCustomer: 'yes', disconnection: { electricity: true } })).toBe(
      'movingHomeDisconnection',
    );
    expect(transactionType({ journey: 'MOVING', moving: true, existingCustomer: 'no' })).toBe('movingHome');
    expect(transactionType({ journey: 'MOVING', moving: true, existingCustomer: 'yes', disconnection: { electricity: false } })).toBe(
      'movingHome',
    );
  });
  it('plan switch and change retailer', () => {
    expect(transactionType({ journey: 'PLAN_SWITCH', moving: false, existingCustomer: 'yes' })).toBe('planSwitch');
    expect(transactionType({ journey: 'UPSELL', moving: false, existingCustomer: 'yes' })).toBe('changeRetailer');
    expect(transactionType({ journey: 'PLANS', moving: false, existingCustomer: 'no' })).toBe('changeRetailer');
    expect(transactionType({ journey: undefined, moving: false, existingCustomer: 'unknown' })).toBe('changeRetailer');
  });
});

describe('offer code e-mail rule', () => {
  it('withholds codes that look like e-mail addresses', () => {
    expect(looksLikeEmail('jo@example.com')).toBe(true);
    expect(looksLikeEmail('jo@localhost')).toBe(true);
    expect(offerCodeForAnalytics('jo.bloggs@example.com.au')).toBeUndefined();
    expect(offerCodeForAnalytics(' a@b ')).toBeUndefined();
  });
  it('passes ordinary codes trimmed', () => {
    expect(offerCodeForAnalytics('SAVE10')).toBe('SAVE10');
    expect(offerCodeForAnalytics('  SAVE10 ')).toBe('SAVE10');
    expect(offerCodeForAnalytics('@home')).toBe('@home');
    expect(offerCodeForAnalytics('home@')).toBe('home@');
  });
  it('gives undefined for blank input', () => {
    expect(offerCodeForAnalytics('')).toBeUndefined();
    expect(offerCodeForAnalytics('   ')).toBeUndefined();
    expect(offerCodeForAnalytics(null)).toBeUndefined();
    expect(offerCodeForAnalytics(undefined)).toBeUndefined();
  });
});

describe('analyticsMayStart (spec 3 §4.9)', () => {
  const none = { hasPlans: false, hasNegativeMessages: false };
  it('waits for the journey to be set', () => {
    expect(analyticsMayStart({ journey: null, hasPlans: true, hasNegativeMessages: true })).toBe(false);
    expect(analyticsMayStart({ journey: undefined, hasPlans: true, hasNegativeMessages: false })).toBe(false);
  });
  it('on the plans and campaign journeys waits for plans or negative messages', () => {
    for (const journey of ['PLANS', 'CAMPAIGN'] as const) {
      expect(analyticsMayStart({ journey, ...none })).toBe(false);
      expect(analyticsMayStart({ journey, hasPlans: true, hasNegativeMessages: false })).toBe(true);
      expect(analyticsMayStart({ journey, hasPlans: false, hasNegativeMessages: true })).toBe(true);
    }
  });
  it('on other journeys starts at once', () => {
    for (const journey of ['MOVING', 'UPSELL', 'PLAN_SWITCH', 'DISCONNECTION', 'NEW_CONNECTION', 'SWITCH'] as const) {
      expect(analyticsMayStart({ journey, ...none })).toBe(true);
    }
  });
});

describe('quoteStarted', () => {
  it('counts a plan in the cart and every later step, not a viewed, cancelled or unreported quote', () => {
    expect(quoteStarted('in_cart')).toBe(true);
    expect(quoteStarted('in_qual')).toBe(true);
    expect(quoteStarted('complete')).toBe(true);
    expect(quoteStarted('declined-idv')).toBe(true);
    expect(quoteStarted('viewed')).toBe(false);
    expect(quoteStarted('cancelled')).toBe(false);
    expect(quoteStarted(undefined)).toBe(false);
  });
});

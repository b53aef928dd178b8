import type { StateCode } from '../plans/types';

/** Global configuration (spec 1 §3): feature toggles and per-state price-change disclaimers. */
export function globalConfig() {
  return {
    featureToggles: {
      googleReviews: false,
      productReview: false,
      rpoOptIn: false,
      trustpilot: false,
      legacyAnalytics: true,
      usageDataLoyaltyMessage: true,
      reactPlansApp: true,
      oktaAuthentication: false,
      nmiMirnEncryption: false,
      otpVerification: true,
      bpoint: false,
      keyFeaturesToggle: true,
    },
    bpointSrcV5: '/widgets/vendor/bpoint-demo.js',
    CallUs_TimeZone: 'AEST',
    Choose_Price_Change_ACT: 'Prices for ACT customers changed on 1 July 2026. <a href="/home/electricity-and-gas/plans/price-changes">See what changed</a>.',
    Choose_Price_Change_NSW: 'Prices for NSW customers changed on 1 July 2026. <a href="/home/electricity-and-gas/plans/price-changes">See what changed</a>.',
    Choose_Price_Change_QLD: 'Prices for Queensland customers changed on 1 July 2026. <a href="/home/electricity-and-gas/plans/price-changes">See what changed</a>.',
    Choose_Price_Change_SA: 'Prices for South Australian customers changed on 1 July 2026. <a href="/home/electricity-and-gas/plans/price-changes">See what changed</a>.',
    Choose_Price_Change_VIC: 'Prices for Victorian customers changed on 1 January 2026. <a href="/home/electricity-and-gas/plans/price-changes">See what changed</a>.',
    msalAuth: { clientId: 'demo-plans-app', authority: '/apis/idp', redirectUri: '/checkout' },
  };
}

/** Green-energy options for getConfig page keys that mention green. */
export const GREEN_OPTIONS = '0,10,25,50,100';

export interface Disclaimer {
  key: string;
  text: string;
  sharedDisclaimerKeys: string[];
  general: { value: string; states: Partial<Record<StateCode, string>> };
}

const DISCLAIMERS: readonly Disclaimer[] = [
  {
    key: 'plans.estimate',
    text: '<p>*Estimates are based on <strong>regulator benchmark usage</strong> and are <em>not an official quote</em>. Your bill depends on how much energy you use. <a href="/conditions-pricing">Pricing conditions</a> apply.</p>',
    sharedDisclaimerKeys: ['plans.gst'],
    general: {
      value: 'Estimates use the benchmark usage set by the Australian Energy Regulator.',
      states: { VIC: 'Estimates use the benchmark usage set by the Essential Services Commission.' },
    },
  },
  {
    key: 'plans.gst',
    text: 'All prices include GST unless stated otherwise. Solar feed-in rates are GST-free.',
    sharedDisclaimerKeys: [],
    general: { value: '', states: {} },
  },
  {
    key: 'plans.electricity.rates',
    text: 'Electricity rates depend on your distribution network and meter. We will confirm your rates when we receive your meter details.',
    sharedDisclaimerKeys: ['plans.gst'],
    general: {
      value: 'You may be eligible for an energy concession or rebate from your state government.',
      states: {
        ACT: 'ACT customers may be eligible for the Utilities Concession.',
        NSW: 'NSW customers may be eligible for the Low Income Household Rebate.',
        QLD: 'Queensland customers may be eligible for the Queensland Electricity Rebate.',
        SA: 'South Australian customers may be eligible for the Energy Bill Concession.',
        VIC: 'Victorian customers may be eligible for the Annual Electricity Concession.',
      },
    },
  },
  {
    key: 'plans.gas.rates',
    text: 'Gas usage is charged in blocks of megajoules (MJ) a day; supply is charged daily.',
    sharedDisclaimerKeys: ['plans.gst'],
    general: { value: 'Gas rates depend on your gas network.', states: { VIC: 'Victorian customers may be eligible for the Winter Gas Concession.' } },
  },
  {
    key: 'plans.benchmark',
    text: 'The reference price is set by the government to help you compare offers. In Victoria the Victorian Default Offer is used.',
    sharedDisclaimerKeys: [],
    general: { value: 'Compared with the reference price.', states: { VIC: 'Compared with the Victorian Default Offer.' } },
  },
];

export function disclaimerByKey(key: string): Disclaimer | undefined {
  return DISCLAIMERS.find((d) => d.key === key);
}

export const LOOKUP_DISCLAIMER_KEYS = ['plans.estimate', 'plans.electricity.rates', 'plans.gas.rates', 'plans.benchmark'];

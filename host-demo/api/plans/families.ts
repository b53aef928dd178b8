import type { Condition, Discount, Feature } from './types';

/** Marketing facts of a plan family: what the retailer's product team writes about it. */
export interface FamilyInfo {
  offerCode: string;
  colourCode: string;
  description: string;
  ribbon: string | null;
  ratesType: 'fixed' | 'variable';
  benefitPeriod: string;
  contractTerm: string;
  discounts: Discount[];
  features: Feature[];
  ebill: boolean;
  /** Years of exit fees in dollars incl. GST, [] for none. */
  exitFees: number[];
}

const cond = (code: string, enabled = true): Condition => ({ code, enabled });

const NO_LOCK_IN: Feature = { title: 'No lock-in contract', text: 'Leave any time without an exit fee.', conditions: [] };
const MOVING_FEATURE: Feature = {
  title: 'Moving made easy',
  text: 'We arrange the connection at your new place; a connection fee applies.',
  conditions: [[cond('MOVING')]],
};
const EXISTING_FEATURE: Feature = {
  title: 'Loyalty reward',
  text: 'Existing customers of six months or more keep their discount for another 12 months.',
  conditions: [[cond('EXISTING'), cond('PLAN_SWITCH')]],
};
const EBILL_FEATURE: Feature = {
  title: 'Paperless billing',
  text: 'Bills and notices by email; no paper bill fee.',
  conditions: [[cond('EBILL')]],
};
const DUAL_FUEL_FEATURE: Feature = {
  title: 'One account for both fuels',
  text: 'Add gas and electricity together and manage both in one place.',
  conditions: [[cond('DUALFUEL')]],
};

const guaranteedUsage = (percent: number): Discount => ({ kind: 'guaranteed', percent, appliesTo: ['usage'] });
const payOnTime = (percent: number): Discount => ({ kind: 'payOnTime', percent, appliesTo: ['usage', 'supply'] });

function balance(offerCode: string, channel: string, ebill: boolean): FamilyInfo {
  return {
    offerCode,
    colourCode: '#E35205',
    description: `Our Balance Plan through ${channel}: a guaranteed discount off usage and no lock-in contract.`,
    ribbon: offerCode.endsWith('MC') ? 'Online exclusive' : null,
    ratesType: 'variable',
    benefitPeriod: '12 months',
    contractTerm: 'No lock-in contract',
    discounts: [guaranteedUsage(5)],
    features: [
      { title: '5% off usage', text: 'A guaranteed 5% discount off usage charges for 12 months.', conditions: [] },
      NO_LOCK_IN,
      ...(ebill ? [EBILL_FEATURE] : []),
      MOVING_FEATURE,
      DUAL_FUEL_FEATURE,
    ],
    ebill,
    exitFees: [],
  };
}

const FAMILIES: Record<string, FamilyInfo> = {
  'Flexi Plan': {
    offerCode: 'FLEXI',
    colourCode: '#00A3AD',
    description: 'Simple variable rates with no lock-in contract and no exit fees.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN, MOVING_FEATURE, EXISTING_FEATURE, DUAL_FUEL_FEATURE],
    ebill: false,
    exitFees: [],
  },
  'Balance Plan - My Connect': balance('BALMC', 'My Connect', true),
  'Balance Plan - Connect Now': balance('BALCN', 'Connect Now', false),
  'Balance Plan - Residential Connections': balance('BALRC', 'Residential Connections', false),
  'Balance Plan - Third Party Offer': balance('BALTP', 'our comparison partners', false),
  'Power 365 - My Connect': {
    ...balance('P365MC', 'My Connect', true),
    description: 'Power 365 through My Connect: 5% off usage all year, no lock-in contract.',
  },
  'Power 365 - Connect Now': {
    ...balance('P365CN', 'Connect Now', false),
    description: 'Power 365 through Connect Now: 5% off usage all year, no lock-in contract.',
  },
  'Power 365 - Residential Connections': {
    ...balance('P365RC', 'Residential Connections', false),
    description: 'Power 365: 5% off usage all year, no lock-in contract.',
  },
  'Power 365 - Third Party Offer': {
    ...balance('P365TP', 'our comparison partners', false),
    description: 'Power 365 through our comparison partners: 5% off usage all year.',
  },
  'Home 365': {
    offerCode: 'HOME365',
    colourCode: '#0072CE',
    description: 'Everyday variable rates for Victorian homes, with no lock-in contract.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN, MOVING_FEATURE, DUAL_FUEL_FEATURE],
    ebill: false,
    exitFees: [],
  },
  'Rate Fix': {
    offerCode: 'RATEFIX',
    colourCode: '#5C2D91',
    description: 'Your rates are fixed for the first 12 months, so they will not go up.',
    ribbon: 'Fixed rates',
    ratesType: 'fixed',
    benefitPeriod: '12 months',
    contractTerm: '12 months',
    discounts: [],
    features: [
      { title: 'Rates fixed for 12 months', text: 'Your rates stay the same for the first 12 months.', conditions: [] },
      EBILL_FEATURE,
      MOVING_FEATURE,
    ],
    ebill: true,
    exitFees: [],
  },
  'Solar Max': {
    offerCode: 'SOLARMAX',
    colourCode: '#FFB81C',
    description: 'A higher solar feed-in rate for homes with solar panels.',
    ribbon: 'For solar homes',
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [
      { title: 'Higher feed-in rate', text: 'Earn more for the solar energy you export to the grid.', conditions: [] },
      NO_LOCK_IN,
    ],
    ebill: false,
    exitFees: [],
  },
  'Seniors Offer': {
    offerCode: 'SENIORS',
    colourCode: '#00843D',
    description: 'For Seniors Card holders: a discount off usage and supply when you pay on time.',
    ribbon: 'Seniors',
    ratesType: 'variable',
    benefitPeriod: '12 months',
    contractTerm: 'No lock-in contract',
    discounts: [payOnTime(4)],
    features: [
      { title: '4% pay-on-time discount', text: '4% off usage and supply charges when you pay your bill by the due date.', conditions: [] },
      NO_LOCK_IN,
    ],
    ebill: false,
    exitFees: [],
  },
  'Standing Offer (Home)': {
    offerCode: 'STANDING',
    colourCode: '#6D6E71',
    description: 'Our standing offer, with terms set by regulation.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN],
    ebill: false,
    exitFees: [],
  },
  'Standing Offer Solar Sharer': {
    offerCode: 'SOLSHARE',
    colourCode: '#F2A900',
    description: 'Standing offer with free or low-cost energy in the middle of the day.',
    ribbon: 'Free midday power',
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [{ title: 'Solar Sharer hours', text: 'Low-cost or free usage in the middle of the day.', conditions: [] }, NO_LOCK_IN],
    ebill: false,
    exitFees: [],
  },
  'Business Balance Plan': {
    offerCode: 'BBAL',
    colourCode: '#E35205',
    description: 'For small businesses: 10% off usage and supply when you pay on time.',
    ribbon: 'Most popular',
    ratesType: 'variable',
    benefitPeriod: '12 months',
    contractTerm: 'No lock-in contract',
    discounts: [payOnTime(10)],
    features: [
      { title: '10% pay-on-time discount', text: 'Off usage and supply charges when you pay by the due date.', conditions: [] },
      NO_LOCK_IN,
      EBILL_FEATURE,
    ],
    ebill: true,
    exitFees: [],
  },
  'Business Flexi Plan': {
    offerCode: 'BFLEXI',
    colourCode: '#00A3AD',
    description: 'Simple business rates with no lock-in contract.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN, MOVING_FEATURE],
    ebill: false,
    exitFees: [],
  },
  'Business Rate Fix': {
    offerCode: 'BRATEFIX',
    colourCode: '#5C2D91',
    description: 'Business rates fixed for 3 years, with exit fees that fall each year.',
    ribbon: 'Fixed rates',
    ratesType: 'fixed',
    benefitPeriod: '36 months',
    contractTerm: '3 years',
    discounts: [guaranteedUsage(3)],
    features: [
      { title: 'Rates fixed for 3 years', text: 'Budget with certainty: your rates stay the same for 3 years.', conditions: [] },
      { title: '3% off usage', text: 'A guaranteed 3% discount off usage charges.', conditions: [] },
    ],
    ebill: true,
    exitFees: [110, 77, 44],
  },
  'Business Standing Offer': {
    offerCode: 'BSTANDING',
    colourCode: '#6D6E71',
    description: 'Our standing offer for small businesses, with terms set by regulation.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN],
    ebill: false,
    exitFees: [],
  },
  'Basic Home Gas': {
    offerCode: 'GSTANDING',
    colourCode: '#6D6E71',
    description: 'Our standing gas offer.',
    ribbon: null,
    ratesType: 'variable',
    benefitPeriod: 'N/A',
    contractTerm: 'No lock-in contract',
    discounts: [],
    features: [NO_LOCK_IN],
    ebill: false,
    exitFees: [],
  },
};

/** Family facts for a family name; unknown families get plain defaults. */
export function familyInfo(family: string): FamilyInfo {
  const key = /Seniors Offer$/.test(family) ? 'Seniors Offer' : family;
  const known = FAMILIES[key];
  if (known) return known;
  return {
    ...FAMILIES['Flexi Plan']!,
    offerCode: family
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 12),
    description: family,
  };
}

/**
 * The family of a source plan name: the name without its meter variant
 * ("- Peak Only", "(7 day TOU Interval)", "- 7 Day TOU + CL 1 & 2" …), with the
 * "Resi Connections" channel spelled as "Residential Connections".
 */
export function familyOf(planName: string): string {
  const withoutParens = planName.replace(/\s*\([^)]*TOU[^)]*\)/gi, '');
  const segments = withoutParens
    .split(/\s*-\s*/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0)
    .filter((s) => !/TOU|\bCL\b|^Peak Only$|^Peak with Controlled Load$|^Time of Use/i.test(s));
  return segments.join(' - ').replace('Resi Connections', 'Residential Connections');
}

/** Plan detail texts (spec 2 §9): fees, review month, GST note, accuracy; loaded with the rate and detail accordions. */
import { DEFAULT_RATE_DISCLAIMER } from '../shared/messages';
import { formatMoney } from './plan-estimates';
import type { SingleFuel } from '../shared/enums';
import type { Fee, Plan } from './plan-types';
import { rateReviewMonth } from '../shared/region';

/**
 * Exit fees by contract year, up to year 3: per account when every year listed charges the same,
 * per year when they differ, otherwise 'No'. A fee's year is its own when it gives one (above 0),
 * else its place in the list; the years run to the last one listed, and a year among them that no
 * fee names charges nothing. So a fee in year 1 followed by years at $0 is not a fee per account.
 */
export function exitFeesText(fees: readonly (Fee & { year?: number })[], incGst = true): string {
  if (!fees.some((f) => f.baseRate > 0)) return 'No';
  const byYear = new Map<number, number>();
  fees.forEach((f, i) => {
    const year = f.year !== undefined && f.year > 0 ? f.year : i + 1;
    if (year <= 3) byYear.set(year, incGst ? f.baseRate : f.beforeTaxRate);
  });
  const last = Math.max(1, ...byYear.keys());
  const years = Array.from({ length: last }, (_, i) => byYear.get(i + 1) ?? 0);
  if (years.every((a) => a === years[0])) return `${formatMoney(years[0] ?? 0)} per account`;
  return years.map((amount, i) => `${formatMoney(amount)} in year ${i + 1}`).join(', ');
}

/** Connection fee text '$x if moving' ('' without a fee). */
export const connectionFeeText = (fee: Fee | null, incGst = true): string =>
  fee && fee.baseRate > 0 ? `${formatMoney(incGst ? fee.baseRate : fee.beforeTaxRate)} if moving` : '';

/** Late payment fee '$x' or 'No'. */
export const latePaymentFeeText = (fee: Fee | null, incGst = true): string =>
  fee && fee.baseRate > 0 ? formatMoney(incGst ? fee.baseRate : fee.beforeTaxRate) : 'No';

/** Credit card merchant fees as percentages. */
export const creditCardFeesText = (fees: { visaMastercard: number; amex: number } | null): string =>
  fees ? `Visa/Mastercard ${fees.visaMastercard}%, Amex ${fees.amex}%` : '';

/** The annual review text: January in VIC, July elsewhere; none for fixed rates. */
export function annualReviewText(ratesType: string, state: string | null | undefined): string | null {
  if (ratesType.toLowerCase() === 'fixed') return null;
  return `Rates are reviewed annually in ${rateReviewMonth(state)}.`;
}

/** The plan's rate disclaimer, or the default one. */
export const rateDisclaimer = (plan: Pick<Plan, 'ratesDisclaimer'>): string => plan.ratesDisclaimer.trim() || DEFAULT_RATE_DISCLAIMER;

/** The GST note under a plan's rates: the solar feed-in sentence under electricity's only (gas has no feed-in). */
export const gstNote = (incGst: boolean, fuel: SingleFuel): string =>
  `Rates shown ${incGst ? 'include' : 'exclude'} GST.${fuel === 'electricity' ? ' Solar feed-in rates are GST-free.' : ''}`;

const ACCURACY_WORDS: Readonly<Record<string, string>> = {
  NMI: 'your NMI',
  MIRN: 'your MIRN',
  ADDRESS: 'your address',
  POSTCODE: 'your postcode',
};

/**
 * The accuracy text (spec 2 §9): per fuel 'These {fuel} rates are based on: …'; one line for
 * both fuels when their accuracy is equal ('These electricity & gas rates are based on: …').
 */
export function accuracyTexts(accuracy: { electricity?: string | null; gas?: string | null }): string[] {
  const words = (a: string): string => ACCURACY_WORDS[a.toUpperCase()] ?? a.toLowerCase();
  const { electricity: e, gas: g } = accuracy;
  if (e && g && e.toUpperCase() === g.toUpperCase()) return [`These electricity & gas rates are based on: ${words(e)}`];
  const out: string[] = [];
  if (e) out.push(`These electricity rates are based on: ${words(e)}`);
  if (g) out.push(`These gas rates are based on: ${words(g)}`);
  return out;
}

/**
 * The accuracy line under one fuel's rates: for a dual-fuel plan whose fuels have the same accuracy
 * the combined line ('These electricity & gas rates are based on: …'), else the fuel's own; null
 * without an accuracy for the fuel.
 */
export function fuelAccuracyText(
  fuel: SingleFuel,
  accuracy: { electricity?: string | null; gas?: string | null },
  dualFuel: boolean,
): string | null {
  const own = accuracy[fuel];
  if (!own) return null;
  const both = dualFuel ? accuracyTexts(accuracy) : [];
  return both.length === 1 && both[0] !== undefined ? both[0] : (accuracyTexts({ [fuel]: own })[0] ?? null);
}

/** Ours (spec 2 §9 names the note, not its words): shown under the rates except in NSW and VIC. */
export const GOVERNMENT_SCHEME_NOTE = 'Our rates include the cost of government energy schemes in your state.';

/** Ours (spec 2 §2 names the plan panel's modals, not their words): the daily supply charge. */
export const SUPPLY_CHARGE_HELP = {
  button: 'What is the daily supply charge?',
  title: 'Daily supply charge',
  text: 'The daily supply charge is a fixed amount for each day your property is connected to the energy network, however much energy you use. It covers the cost of getting energy to you.',
} as const;

/** Ours: the usage rates modal. */
export const USAGE_RATES_HELP = {
  button: 'What are usage rates?',
  title: 'Usage rates',
  text: 'Usage rates are what you pay for each unit of energy you use: cents per kWh for electricity and cents per MJ for gas. Some plans charge different rates at different times of day, or above a set amount of use.',
} as const;

/** Number rounding and rate formatting (spec 1 §9: radix 10, rates with 2 decimals). */
import { NUMBER_RADIX, RATE_DECIMALS } from './constants';

/**
 * Rounds half away from zero to `decimals` places (default 2), exact for decimal inputs such
 * as 1.005 → 1.01; non-finite input is returned unchanged; -0 becomes 0.
 */
export function roundTo(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  const d = Math.max(0, Math.min(15, Math.trunc(decimals)));
  const sign = value < 0 ? -1 : 1;
  const factor = 10 ** d;
  // Beyond 15 significant digits there are no decimals left to round.
  if (Math.abs(value) * factor >= 1e15) return value;
  // toPrecision(15) removes binary noise such as 1.005 * 100 = 100.49999999999999.
  const shifted = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = Math.round(shifted) / factor;
  const result = sign * rounded;
  return result === 0 ? 0 : result;
}

/** Parses an integer with radix 10; `undefined` when the text is not an integer. */
export function parseInteger(value: string | null | undefined): number | undefined {
  const v = value?.trim();
  if (!v || !/^[+-]?\d+$/.test(v)) return undefined;
  return Number.parseInt(v, NUMBER_RADIX);
}

/** Parses a decimal number from text (plain notation only); `undefined` when it is not one. */
export function parseDecimal(value: string | null | undefined): number | undefined {
  const v = value?.trim();
  if (!v || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(v)) return undefined;
  return Number.parseFloat(v);
}

/** Formats a rate with exactly 2 decimals ('12.30'); non-finite input gives ''. */
export function formatRate(value: number): string {
  if (!Number.isFinite(value)) return '';
  return roundTo(value, RATE_DECIMALS).toFixed(RATE_DECIMALS);
}

/** Commas between thousands in a plain decimal text: '-4562.50' → '-4,562.50'. */
const group = (text: string): string => text.replace(/^(-?\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/**
 * Australian number formats written out here, not by `Intl`/`toLocaleString('en-AU')`: the first
 * en-AU formatter of a page loads its locale data, which blocked the plans page for 134 ms at 4× CPU,
 * and every `toLocaleString` call builds a new one.
 */
/** Thousands separators, up to 3 decimals as the value has them (as `toLocaleString('en-AU')`): 1898 → '1,898'. Callers check finiteness. */
export function groupDigits(value: number): string {
  return group(String(roundTo(value, 3)));
}

/** Thousands separators and exactly 2 decimals, rounded half away from zero: 4562.5 → '4,562.50'. */
export function groupDigits2(value: number): string {
  return group(roundTo(value, 2).toFixed(2));
}

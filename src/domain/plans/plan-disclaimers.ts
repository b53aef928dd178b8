/** The general part of a disclaimer (spec 2 §3 "a general section that may have a per-state variant", §7). */

/** A disclaimer's general section: a text for everyone, with variants by state code. */
export interface GeneralDisclaimer {
  value: string;
  states: Readonly<Record<string, string>>;
}

/**
 * The general text for the visitor's state: that state's variant when it has one, else the general
 * value; '' when there is neither.
 */
export function generalDisclaimerText(general: GeneralDisclaimer | null | undefined, state: string | null | undefined): string {
  if (!general) return '';
  const code = state?.trim().toUpperCase();
  const variant = code && Object.hasOwn(general.states, code) ? general.states[code]?.trim() : '';
  return variant || general.value.trim();
}

/**
 * The state price-change disclaimer (spec 2 §9: global configuration's 'Choose_Price_Change_' + state) for the
 * state of the plans shown; '' where the configuration has none for that state, never another state's.
 */
export function priceChangeDisclaimer(config: Readonly<Record<string, unknown>> | null, state: string | null | undefined): string {
  const key = 'Choose_Price_Change_' + state?.trim().toUpperCase();
  const text = state && config && Object.hasOwn(config, key) ? config[key] : '';
  return typeof text == 'string' ? text : '';
}

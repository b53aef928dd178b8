import type { CustomerType, StateCode } from '../plans/types';
import { round2 } from '../engine/estimate';

/** Daily usage per band (kWh for electricity, MJ for gas). */
export interface UsageBands {
  low: number;
  medium: number;
  high: number;
  benchmark: number;
  unit: 'kWh' | 'MJ';
}

/**
 * Annual residential electricity usage by pricing zone, kWh a year, for a 1–2 person
 * (low), 3–4 person (medium) and 5+ person (high) household, and the regulator's
 * benchmark used for reference-price comparisons (AER Default Market Offer benchmark for
 * a flat-rate customer without controlled load in NSW, QLD and SA; the ESC's Victorian
 * Default Offer benchmark of 4,000 kWh in VIC; ACT uses the ICRC standing-offer figure).
 * Low/medium/high follow the shape of the AER residential consumption benchmarks by
 * climate zone; all figures are rounded demonstration values.
 */
const RESIDENTIAL_ELE_ANNUAL: Record<string, { low: number; medium: number; high: number; benchmark: number }> = {
  AUSGRID: { low: 2700, medium: 4400, high: 6900, benchmark: 3900 },
  ENDEAVOUR: { low: 3300, medium: 5300, high: 8000, benchmark: 4900 },
  ESSENTIAL: { low: 3100, medium: 4900, high: 7700, benchmark: 4600 },
  EVOENERGY: { low: 3500, medium: 5700, high: 8800, benchmark: 6000 },
  ENERGEX: { low: 3100, medium: 4900, high: 7700, benchmark: 4600 },
  ERGON: { low: 3400, medium: 5500, high: 8600, benchmark: 4600 },
  SAPN: { low: 2700, medium: 4400, high: 6600, benchmark: 4000 },
  CITIPOWER: { low: 2600, medium: 4000, high: 6200, benchmark: 4000 },
  JEMENA: { low: 2600, medium: 4000, high: 6200, benchmark: 4000 },
  UNITED: { low: 2700, medium: 4200, high: 6400, benchmark: 4000 },
  POWERCOR: { low: 2900, medium: 4600, high: 6900, benchmark: 4000 },
  AUSNET: { low: 2900, medium: 4600, high: 6900, benchmark: 4000 },
};

/** Small-business electricity, kWh a year (AER DMO small-business benchmark 10,000–20,000 kWh). */
const BUSINESS_ELE_ANNUAL = { low: 10000, medium: 20000, high: 40000, benchmark: 20000 };

/** Residential gas by state, MJ a year (VIC and ACT heat with gas far more than NSW or QLD). */
const RESIDENTIAL_GAS_ANNUAL: Record<StateCode, { low: number; medium: number; high: number; benchmark: number }> = {
  NSW: { low: 9000, medium: 18250, high: 33000, benchmark: 18250 },
  ACT: { low: 22000, medium: 40000, high: 65000, benchmark: 40000 },
  VIC: { low: 29000, medium: 54750, high: 91000, benchmark: 54750 },
  SA: { low: 11000, medium: 20000, high: 33000, benchmark: 16500 },
  QLD: { low: 5500, medium: 9000, high: 14600, benchmark: 8000 },
  WA: { low: 9000, medium: 15000, high: 25000, benchmark: 15000 },
  TAS: { low: 9000, medium: 15000, high: 25000, benchmark: 15000 },
  NT: { low: 5000, medium: 8000, high: 12000, benchmark: 8000 },
};

const BUSINESS_GAS_ANNUAL = { low: 100000, medium: 220000, high: 440000, benchmark: 220000 };

const CONTROLLED_LOAD_TARIFFS = new Set(['PDC12', 'T512', 'T51', 'T52']);

function daily(annual: { low: number; medium: number; high: number; benchmark: number }, unit: 'kWh' | 'MJ', factor = 1): UsageBands {
  const d = (x: number): number => round2((x * factor) / 365);
  return { low: d(annual.low), medium: d(annual.medium), high: d(annual.high), benchmark: d(annual.benchmark), unit };
}

/** Electricity bands for a pricing zone; a controlled-load tariff adds the hot-water circuit (+40%). */
export function electricityBands(customerType: CustomerType, zone: string, tariffType?: string): UsageBands | undefined {
  if (customerType === 'BUSINESS') return daily(BUSINESS_ELE_ANNUAL, 'kWh');
  const annual = RESIDENTIAL_ELE_ANNUAL[zone.toUpperCase()];
  if (!annual) return undefined;
  return daily(annual, 'kWh', tariffType && CONTROLLED_LOAD_TARIFFS.has(tariffType.toUpperCase()) ? 1.4 : 1);
}

export function gasBands(customerType: CustomerType, state: StateCode): UsageBands {
  return daily(customerType === 'BUSINESS' ? BUSINESS_GAS_ANNUAL : RESIDENTIAL_GAS_ANNUAL[state], 'MJ');
}

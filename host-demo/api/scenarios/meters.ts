import type { MeterShape } from '../plans/catalogue';
import type { CustomerType } from '../plans/types';

export type EleStatus =
  | 'SUCCESS'
  | 'NMI_BLOCKED'
  | 'NMI_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'INVALID_CUSTOMER_TYPE'
  | 'CAMPAIGN_NOT_SERVICED'
  | 'ADDRESS_NOT_SERVICED'
  | 'POSTCODE_NOT_SERVICED'
  | 'REMOTE_METERING_RISK'
  | 'STATE_NOT_SERVICED'
  | 'SOLAR_SETUP_UNKNOWN'
  | 'SYSTEM_ERROR'
  | 'QLD_DEENERGISED'
  | 'ERGON_NOT_SERVICED';
export type GasStatus =
  | 'SUCCESS'
  | 'MIRN_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'CAMPAIGN_NOT_SERVICED'
  | 'ADDRESS_NOT_SERVICED'
  | 'POSTCODE_NOT_SERVICED'
  | 'STATE_NOT_SERVICED'
  | 'SYSTEM_ERROR';

/** An electricity meter of the scenario catalogue (REFERENCE-API.md, plan lookup by NMI). */
export interface MeterScenario {
  nmi: string;
  postcode: string;
  zone: string;
  /** Outcome for either customer type, but a business meter (`customerType` BUSINESS) is INVALID_CUSTOMER_TYPE to a residential lookup. */
  status: EleStatus;
  customerType: CustomerType;
  meter: MeterShape;
  nmiStatus: 'ACTIVE' | 'NOT_ENERGISED';
  solarSetup: 'NONE' | 'DETECTED' | 'UNKNOWN';
  nswRemoteDisconnected: boolean;
  remoteMeteringRisk: boolean;
  frmp: string;
}

const base = {
  postcode: '2000',
  zone: 'AUSGRID',
  customerType: 'RESIDENTIAL' as CustomerType,
  meter: { timeOfUse: false, controlledLoad: false, solar: false },
  nmiStatus: 'ACTIVE' as const,
  solarSetup: 'NONE' as const,
  nswRemoteDisconnected: false,
  remoteMeteringRisk: false,
  frmp: 'OTHER',
};

export const METERS: readonly MeterScenario[] = [
  { ...base, nmi: '4102000000', status: 'SUCCESS', meter: { timeOfUse: true, controlledLoad: true, solar: false }, frmp: 'EA' },
  { ...base, nmi: '4102000001', status: 'NMI_BLOCKED', nswRemoteDisconnected: true },
  { ...base, nmi: '4102000002', status: 'REMOTE_METERING_RISK', remoteMeteringRisk: true },
  { ...base, nmi: '3120000003', postcode: '4000', zone: 'ENERGEX', status: 'QLD_DEENERGISED', nmiStatus: 'NOT_ENERGISED' },
  { ...base, nmi: '4102000004', status: 'SOLAR_SETUP_UNKNOWN', solarSetup: 'UNKNOWN' },
  { ...base, nmi: '4102000005', status: 'SUCCESS', customerType: 'BUSINESS' },
  { ...base, nmi: '4102000006', status: 'ADDRESS_NOT_SERVICED' },
  {
    ...base,
    nmi: '4102000007',
    status: 'SUCCESS',
    meter: { timeOfUse: false, controlledLoad: false, solar: true },
    solarSetup: 'DETECTED',
  },
];

export interface GasMeterScenario {
  mirn: string;
  postcode: string;
  state: 'NSW';
  fro: string;
}

export const GAS_METERS: readonly GasMeterScenario[] = [{ mirn: '5240000000', postcode: '2000', state: 'NSW', fro: 'EA' }];

/** NMIs may carry an 11th checksum character; the scenario key is the first 10. */
export const findMeter = (nmi: string): MeterScenario | undefined => METERS.find((m) => m.nmi === nmi.slice(0, 10));
export const findGasMeter = (mirn: string): GasMeterScenario | undefined => GAS_METERS.find((m) => m.mirn === mirn.slice(0, 10));

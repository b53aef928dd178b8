import type { StateCode } from '../plans/types';

/** An electricity distribution network (and its pricing zone) the demo knows. */
export interface Distributor {
  /** Pricing-zone id used by usageBands and meter details. */
  zone: string;
  /** Name as written in the plan data's `distributors` list. */
  sourceName: string;
  /** Display name. */
  name: string;
  /** MSATS participant id. */
  participantId: string;
  /** Faults and emergencies line. */
  phoneNumber: string;
  state: StateCode;
  /** Retailer's connection (move-in) fee, dollars incl. GST. */
  connectionFee: number;
}

export const DISTRIBUTORS: readonly Distributor[] = [
  { zone: 'AUSGRID', sourceName: 'Ausgrid', name: 'Ausgrid', participantId: 'ENERGYAUST', phoneNumber: '131388', state: 'NSW', connectionFee: 45.6 },
  { zone: 'ENDEAVOUR', sourceName: 'Endeavour', name: 'Endeavour Energy', participantId: 'INTEGP', phoneNumber: '131003', state: 'NSW', connectionFee: 38.21 },
  { zone: 'ESSENTIAL', sourceName: 'Essential Energy', name: 'Essential Energy', participantId: 'CNRGP', phoneNumber: '132080', state: 'NSW', connectionFee: 51.41 },
  { zone: 'EVOENERGY', sourceName: 'Evoenergy', name: 'Evoenergy', participantId: 'ACTEWP', phoneNumber: '131093', state: 'ACT', connectionFee: 47.17 },
  { zone: 'ENERGEX', sourceName: 'Energex', name: 'Energex', participantId: 'ENERGEX', phoneNumber: '131962', state: 'QLD', connectionFee: 42.22 },
  { zone: 'ERGON', sourceName: 'Ergon Energy', name: 'Ergon Energy', participantId: 'ERGON1', phoneNumber: '131670', state: 'QLD', connectionFee: 0 },
  { zone: 'SAPN', sourceName: 'SA Power Networks', name: 'SA Power Networks', participantId: 'UMPLP', phoneNumber: '131366', state: 'SA', connectionFee: 49.18 },
  { zone: 'CITIPOWER', sourceName: 'Citipower', name: 'CitiPower', participantId: 'CITIP', phoneNumber: '132412', state: 'VIC', connectionFee: 14.88 },
  { zone: 'JEMENA', sourceName: 'Jemena', name: 'Jemena', participantId: 'SOLARIS', phoneNumber: '131626', state: 'VIC', connectionFee: 17.52 },
  { zone: 'POWERCOR', sourceName: 'Powercor', name: 'Powercor', participantId: 'POWCP', phoneNumber: '132412', state: 'VIC', connectionFee: 16.1 },
  { zone: 'UNITED', sourceName: 'United Energy', name: 'United Energy', participantId: 'UNITED', phoneNumber: '132099', state: 'VIC', connectionFee: 15.34 },
  { zone: 'AUSNET', sourceName: 'AusNet Services (electricity)', name: 'AusNet Services', participantId: 'EASTERN', phoneNumber: '131799', state: 'VIC', connectionFee: 18.43 },
];

export function distributorByZone(zone: string): Distributor | undefined {
  return DISTRIBUTORS.find((d) => d.zone === zone.toUpperCase());
}

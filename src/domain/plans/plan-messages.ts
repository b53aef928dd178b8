/** Lookup statuses → plans messages (spec 2 §8). Loaded only for a lookup that says something (see ./plan-message-codes.ts). */
import type { SingleFuel } from '../shared/enums';
import { SOLAR_DETECTION_ERROR, solarDetectionFailed, type LookupStatuses, type PlanMessage } from './plan-message-codes';

/** Not-serviced statuses, most specific first (the combined warning uses the more specific one). */
export const NOT_SERVICED_STATUSES = [
  'ADDRESS_NOT_SERVICED',
  'POSTCODE_NOT_SERVICED',
  'ERGON_NOT_SERVICED',
  'CAMPAIGN_NOT_SERVICED',
  'STATE_NOT_SERVICED',
] as const;

const isNotServiced = (status: string): boolean => (NOT_SERVICED_STATUSES as readonly string[]).includes(status);
const specificity = (status: string): number => (NOT_SERVICED_STATUSES as readonly string[]).indexOf(status);

/** What one fuel of a lookup said. */
export interface FuelOutcome {
  status: string;
  plansCount: number;
  currentPlanName?: string | null;
}

/** What a lookup said, with what the messages need. */
export interface LookupOutcome extends LookupStatuses {
  electricity: FuelOutcome & {
    nmi?: string | null;
    nswRemoteDisconnected?: boolean;
    commercialIndustrial?: boolean;
    ergon?: boolean;
    distributor?: { name: string; phoneNumber: string } | null;
    accuracy?: string | null;
  };
  gas: FuelOutcome & { mirn?: string | null };
  postcode: string | null;
  address: string | null;
  state: string | null;
  /** What the lookup was made by. */
  by: 'postcode' | 'address' | 'nmi' | 'mirn';
}

export interface LookupMessages {
  messages: PlanMessage[];
  /** INVALID_CUSTOMER_TYPE: the meter-detected flow opens. */
  invalidCustomerType: boolean;
  /** SYSTEM_ERROR with no other message: the lookup counts as failed. */
  systemError: boolean;
}

const other = (fuel: SingleFuel): SingleFuel => (fuel === 'electricity' ? 'gas' : 'electricity');

/**
 * The messages of a lookup (spec 2 §8): one combined not-serviced warning (fuel both when both
 * fuels are affected, with the more specific status), meter errors by their level and closability,
 * NMI/MIRN not found as closable warnings.
 */
export function lookupMessages(o: LookupOutcome): LookupMessages {
  const messages: PlanMessage[] = [];
  const ele = o.electricity;
  const gas = o.gas;
  const base = {
    nmi: ele.nmi ?? null,
    mirn: gas.mirn ?? null,
    postcode: o.postcode,
    address: o.address,
    state: o.state,
  };

  const eleNs = isNotServiced(ele.status);
  const gasNs = isNotServiced(gas.status);
  if (eleNs || gasNs) {
    const fuel: SingleFuel | 'both' = eleNs && gasNs ? 'both' : eleNs ? 'electricity' : 'gas';
    const code =
      eleNs && gasNs ? (specificity(ele.status) <= specificity(gas.status) ? ele.status : gas.status) : eleNs ? ele.status : gas.status;
    const otherFuel = fuel === 'both' ? null : o[other(fuel)].plansCount > 0 ? other(fuel) : null;
    const currentPlanName = fuel === 'both' ? null : (o[fuel].currentPlanName ?? null);
    messages.push({
      code,
      fuel,
      level: 'warning',
      visible: true,
      closable: true,
      parameters: {
        ...base,
        otherFuel,
        currentPlanName,
        isErgon: code === 'ERGON_NOT_SERVICED' || ele.ergon === true,
        full: fuel === 'both' || code === 'POSTCODE_NOT_SERVICED' || code === 'ADDRESS_NOT_SERVICED',
      },
    });
  }

  switch (ele.status) {
    case 'QLD_DEENERGISED':
    case 'SOLAR_SETUP_UNKNOWN':
      messages.push({ code: ele.status, fuel: 'electricity', level: 'error', visible: true, closable: false, parameters: base });
      break;
    case 'NMI_BLOCKED':
      messages.push({
        code: ele.status,
        fuel: 'electricity',
        level: 'error',
        visible: true,
        closable: true,
        parameters: {
          ...base,
          nswRemoteDisconnected: ele.nswRemoteDisconnected === true,
          commercialIndustrial: ele.commercialIndustrial === true,
          hasGasPlans: gas.plansCount > 0,
          distributor: ele.distributor ?? null,
        },
      });
      break;
    case 'REMOTE_METERING_RISK':
      messages.push({ code: ele.status, fuel: 'electricity', level: 'error', visible: true, closable: true, parameters: base });
      break;
    case 'NMI_NOT_FOUND':
      messages.push({ code: ele.status, fuel: 'electricity', level: 'warning', visible: true, closable: true, parameters: base });
      break;
    case 'INVALID_CUSTOMER_TYPE':
      messages.push({ code: ele.status, fuel: 'electricity', level: 'error', visible: true, closable: false, parameters: base });
      break;
    default:
      break;
  }
  if (gas.status === 'MIRN_NOT_FOUND')
    messages.push({ code: gas.status, fuel: 'gas', level: 'warning', visible: true, closable: true, parameters: base });
  if (o.by === 'address') {
    // One message when neither fuel found the address: its text names no fuel.
    const notFound = (['electricity', 'gas'] as const).filter((fuel) => o[fuel].status === 'ADDRESS_NOT_FOUND');
    const [first] = notFound;
    if (first)
      messages.push({
        code: 'ADDRESS_NOT_FOUND',
        fuel: notFound.length === 2 ? 'both' : first,
        level: 'warning',
        visible: true,
        closable: true,
        parameters: base,
      });
    if (solarDetectionFailed(o))
      messages.push({ code: SOLAR_DETECTION_ERROR, fuel: 'electricity', level: 'info', visible: true, closable: true, parameters: base });
  }
  const systemError = (ele.status === 'SYSTEM_ERROR' || gas.status === 'SYSTEM_ERROR') && messages.length === 0;
  return { messages, invalidCustomerType: ele.status === 'INVALID_CUSTOMER_TYPE', systemError };
}

/**
 * What the page needs of plans messages before any lookup says something (spec 2 §8): the message
 * shape, the codes the texts and the service name, which messages the table shows, whether a
 * lookup says anything beyond its plans, and the messages of a lookup that failed outright. The
 * rules that turn an answer's statuses into messages (./plan-messages.ts) load only for a lookup
 * that says something.
 */
import type { MessageLevel, SingleFuel } from '../shared/enums';
import { negativeMessages } from './messageRules';

/** A plans message (the store's LookupMessage shape). */
export interface PlanMessage {
  code: string;
  fuel: SingleFuel | 'both' | null;
  level: MessageLevel;
  visible: boolean;
  closable?: boolean;
  parameters?: Record<string, unknown>;
}

/** Message code of a plan-load failure answered with an HTTP status (ours: the spec shows no code). */
export const PLAN_LOAD_FAILED = 'PLAN_LOAD_FAILED';
/** Message code of the solar detection error. */
export const SOLAR_DETECTION_ERROR = 'SOLAR_DETECTION_ERROR';
/** What a plan with a benchmark but none in its rewards raises (spec 2 §8). */
export const UNEXPECTED_LOOKUP_RESPONSE = 'Unexpected offer lookup response';

/** What a lookup said of each fuel, and what it was made by: enough to tell whether it says anything beyond its plans. */
export interface LookupStatuses {
  electricity: { status: string; accuracy?: string | null };
  gas: { status: string };
  by: 'postcode' | 'address' | 'nmi' | 'mirn';
}

/** A lookup by address whose electricity rates are only as accurate as the postcode: the solar setup could not be detected. */
export const solarDetectionFailed = (o: LookupStatuses): boolean =>
  o.by === 'address' && o.electricity.status === 'SUCCESS' && o.electricity.accuracy === 'POSTCODE';

/**
 * Both fuels SUCCESS and no solar detection error: the lookup gives no message and no
 * `ea:plan-load-failed`. It must agree with `lookupMessages` (./plan-messages.ts), whose rules are
 * not loaded for such a lookup: a unit test checks every status pair against it.
 */
export const isCleanLookup = (o: LookupStatuses): boolean =>
  o.electricity.status === 'SUCCESS' && o.gas.status === 'SUCCESS' && !solarDetectionFailed(o);

/**
 * Messages the plans table shows: INVALID_CUSTOMER_TYPE opens the refine bar's meter-detected modal instead, and
 * the table says it only on a page without that modal (`meterModalOnPage` false: no refine bar).
 */
export const isTableMessage = (m: PlanMessage, meterModalOnPage = true): boolean =>
  m.visible && (m.code !== 'INVALID_CUSTOMER_TYPE' || !meterModalOnPage);

/**
 * The lookup's leading message, whether or not the visitor closed it in the table (the moving landing's, which
 * says a failed move's lookup in the table's words): the most severe table message, or null.
 */
export const leadingLookupMessage = (messages: readonly PlanMessage[]): PlanMessage | null =>
  negativeMessages(messages.filter((m) => isTableMessage({ ...m, visible: true })))[0] ?? null;

/** The error-level, non-closable message for a lookup that failed in any other way (spec 2 §8). */
export function systemErrorMessage(): PlanMessage {
  return { code: 'SYSTEM_ERROR', fuel: 'both', level: 'error', visible: true, closable: false, parameters: {} };
}

/** The closable warning for a lookup answered with an HTTP error status (spec 2 §8). */
export function planLoadFailedMessage(status: number): PlanMessage {
  return { code: PLAN_LOAD_FAILED, fuel: 'both', level: 'warning', visible: true, closable: true, parameters: { status } };
}

/**
 * Whether a move's failed lookup is the Queensland one (spec 3 §4.2, §8; our decision): a meter known to be
 * off (QLD_DEENERGISED) answers 'Is the electricity on at your new address?' with No, so the moving landing shows
 * the Queensland move text, and checkout is not offered. Here, beside the plans table's messages, because the
 * table and the moving shell both read it (one module in the start-up chunk both pages load).
 */
export const isQueenslandSwitchedOff = (code: string | null | undefined): boolean => code === 'QLD_DEENERGISED';

/**
 * The rules of the disconnection and move-out calls (spec 3 §3.4, §4.8, §7, §8). Only the lazily
 * loaded disconnection service uses them, so they live apart from ./disconnection (which the
 * start-up store's selectors import) and are lazy-only (not in ./index.ts; local/concern-boundaries).
 */
import { isAccountNumberDefined } from '../auth/account';
import { isPickableDate } from '../shared/calendar';
import { ZERO_CHARGE } from '../shared/constants';
import { accessIssueDescription } from './disconnection';
import { CHOOSE_DISCONNECTION_DATE_TEXT } from './disconnection-texts';
import type { AuthenticationStatus, DisconnectionStatus, SingleFuel, YesNoUnknown } from '../shared/enums';

/** What the request builders read of one fuel's disconnection state. */
export interface FuelDisconnectionInput {
  account?: string | null | undefined;
  status?: DisconnectionStatus | undefined;
  date?: string | null | undefined;
  renovationStatus?: YesNoUnknown | undefined;
  accessIssues?: YesNoUnknown | undefined;
  accessIssuesDescription?: string | null | undefined;
}

export type FuelPair<T> = Readonly<Record<SingleFuel, T>>;

/** The fuels in the order requests list them. */
export const DISCONNECTION_FUELS: readonly SingleFuel[] = ['electricity', 'gas'];

/**
 * A fuel's default status (spec 3 §4.8 names disconnecting, not disconnecting and error per fuel):
 * DISCONNECTING when the fuel has an account to disconnect, else NOT_DISCONNECTING. A successful
 * calendar fetch after an error restores it.
 */
export function defaultFuelDisconnectionStatus(account: string | null | undefined): DisconnectionStatus {
  return isAccountNumberDefined(account) ? 'DISCONNECTING' : 'NOT_DISCONNECTING';
}

/** The overall status (spec 3 §4.8): DISCONNECTING if either fuel has an account, else NOT_DISCONNECTING. */
export function overallDisconnectionStatus(
  electricity: { account?: string | null | undefined },
  gas: { account?: string | null | undefined },
): DisconnectionStatus {
  return isAccountNumberDefined(electricity.account) || isAccountNumberDefined(gas.account) ? 'DISCONNECTING' : 'NOT_DISCONNECTING';
}

/** The calendar's `esvAnswer` from the renovation answer: 'yes' or 'no'; undefined (not sent) while unanswered. */
export function esvAnswer(renovationStatus: YesNoUnknown | undefined): 'yes' | 'no' | undefined {
  return renovationStatus === 'yes' || renovationStatus === 'no' ? renovationStatus : undefined;
}

/** The access details to send for a fuel: its description, the default text when access issues were reported without one, else none. */
export function fuelAccessDetails(fuel: FuelDisconnectionInput): string | undefined {
  return accessIssueDescription(fuel.accessIssues === 'yes', fuel.accessIssuesDescription);
}

/** One item of POST /qt2/app/disconnection (spec 3 §3.4). */
export interface DisconnectionRequestItem {
  accountNumber: string;
  disconnectionDate: string;
  plannedRenovations: YesNoUnknown;
  accessToMeter?: string;
}

/** One result item of the disconnection submit (spec 3 §3.4). */
export interface DisconnectionResultItem {
  accountNumber: string;
  fuel: string;
  success: boolean;
}

/** The API's fuel code of a result item. */
export const DISCONNECTION_FUEL_CODES: FuelPair<'ELE' | 'GAS'> = { electricity: 'ELE', gas: 'GAS' };

/**
 * The accounts to disconnect: each fuel with an account, a chosen date and a status other than
 * ERROR, with its renovation answer and access details (the default text when restrictions were
 * reported without detail). Fuels without one of these are not requested.
 */
export function disconnectionRequestItems(fuels: FuelPair<FuelDisconnectionInput>): DisconnectionRequestItem[] {
  const items: DisconnectionRequestItem[] = [];
  for (const key of DISCONNECTION_FUELS) {
    const fuel = fuels[key];
    if (!isAccountNumberDefined(fuel.account) || fuel.status === 'ERROR' || !fuel.date?.trim()) continue;
    const access = fuelAccessDetails(fuel);
    items.push({
      accountNumber: fuel.account.trim(),
      disconnectionDate: fuel.date.trim(),
      plannedRenovations: fuel.renovationStatus ?? 'unknown',
      ...(access ? { accessToMeter: access } : {}),
    });
  }
  return items;
}

/** The fuel an account number was requested for. */
function fuelOfAccount(fuels: FuelPair<FuelDisconnectionInput>, accountNumber: string): SingleFuel | undefined {
  return DISCONNECTION_FUELS.find((key) => fuels[key].account?.trim() === accountNumber);
}

/** Spec 3 §8: a failed submit returns every requested account with success no. */
export function failedDisconnectionResults(
  items: readonly DisconnectionRequestItem[],
  fuels: FuelPair<FuelDisconnectionInput>,
): DisconnectionResultItem[] {
  return items.map((item) => {
    const fuel = fuelOfAccount(fuels, item.accountNumber);
    return { accountNumber: item.accountNumber, fuel: fuel ? DISCONNECTION_FUEL_CODES[fuel] : '', success: false };
  });
}

/**
 * Per requested fuel, whether its disconnection succeeded: the answer's item for its account
 * number; a requested account the answer does not mention did not succeed. Fuels not requested
 * are absent.
 */
export function disconnectionOutcome(
  items: readonly DisconnectionRequestItem[],
  results: readonly DisconnectionResultItem[],
  fuels: FuelPair<FuelDisconnectionInput>,
): Partial<Record<SingleFuel, boolean>> {
  const outcome: Partial<Record<SingleFuel, boolean>> = {};
  for (const item of items) {
    const fuel = fuelOfAccount(fuels, item.accountNumber);
    if (!fuel) continue;
    outcome[fuel] = results.some((r) => r.accountNumber === item.accountNumber && r.success);
  }
  return outcome;
}

/** POST /qt2/app/movers/moveRecommendationDetails (spec 3 §3.4); fields without a value are left out. */
export interface MoveOutRequest {
  electricityAccount?: string;
  gasAccount?: string;
  electricityMoveOutDate?: string;
  gasMoveOutDate?: string;
  plannedRenovationsEle?: 'yes' | 'no';
  accessDetailsEle?: string;
  accessDetailsGas?: string;
}

/** The move-out request from both fuels' state: each fuel with an account, its date and access details. Null when neither has an account. */
export function moveOutRequest(fuels: FuelPair<FuelDisconnectionInput>): MoveOutRequest | null {
  const { electricity: ele, gas } = fuels;
  const request: MoveOutRequest = {};
  if (isAccountNumberDefined(ele.account)) {
    request.electricityAccount = ele.account.trim();
    if (ele.date?.trim()) request.electricityMoveOutDate = ele.date.trim();
    const renovations = esvAnswer(ele.renovationStatus);
    if (renovations) request.plannedRenovationsEle = renovations;
    const access = fuelAccessDetails(ele);
    if (access) request.accessDetailsEle = access;
  }
  if (isAccountNumberDefined(gas.account)) {
    request.gasAccount = gas.account.trim();
    if (gas.date?.trim()) request.gasMoveOutDate = gas.date.trim();
    const access = fuelAccessDetails(gas);
    if (access) request.accessDetailsGas = access;
  }
  return request.electricityAccount || request.gasAccount ? request : null;
}

/** Move-out charges (spec 3 §3.4), and whether the call failed (spec 3 §8: then the charges are 0). */
export interface MoveOutCharges {
  eleChargesWithGST: number;
  gasChargesWithGST: number;
  failed: boolean;
}

/** Spec 3 §8: a failed move recommendation sets the flag and both charges default to 0. */
export const FAILED_MOVE_OUT_CHARGES: Readonly<MoveOutCharges> = {
  eleChargesWithGST: ZERO_CHARGE,
  gasChargesWithGST: ZERO_CHARGE,
  failed: true,
};

// ---------------------------------------------------------------------------
// The qualifier's disconnection step (spec 3 §2.2 item 2, §4.8)
// ---------------------------------------------------------------------------

/** What the qualifier's disconnection step reads of one fuel. */
export interface QualifierFuelDisconnection extends FuelDisconnectionInput {
  calendar?: { availableDates: readonly string[] } | null | undefined;
  successful?: boolean | null | undefined;
}

/**
 * Whether the qualifier shows the disconnection step: disconnection is available (the disconnection
 * journey, or moving and residential: `isDisconnectionAvailable`), and the visitor is a signed-in
 * existing customer (verified, AUTHENTICATED) whose retrieved account names an account to
 * disconnect for either fuel.
 */
export function disconnectionStepShown(input: {
  available: boolean;
  existingCustomer: YesNoUnknown;
  accountVerified: boolean;
  authenticationStatus: AuthenticationStatus;
  electricityAccount: string | null | undefined;
  gasAccount: string | null | undefined;
}): boolean {
  return (
    input.available &&
    input.existingCustomer === 'yes' &&
    input.accountVerified &&
    input.authenticationStatus === 'AUTHENTICATED' &&
    (isAccountNumberDefined(input.electricityAccount) || isAccountNumberDefined(input.gasAccount))
  );
}

/** The fuels the visitor schedules: those with an account whose calendar did not fail. */
export function schedulableFuels(fuels: FuelPair<QualifierFuelDisconnection>): SingleFuel[] {
  return DISCONNECTION_FUELS.filter((f) => isAccountNumberDefined(fuels[f].account) && fuels[f].status !== 'ERROR');
}

/** Each schedulable fuel whose date is not one of its calendar's available dates (none while it has no calendar). */
export function disconnectionDateErrors(fuels: FuelPair<QualifierFuelDisconnection>): Partial<Record<SingleFuel, string>> {
  const errors: Partial<Record<SingleFuel, string>> = {};
  for (const fuel of schedulableFuels(fuels)) {
    const { date, calendar } = fuels[fuel];
    if (!isPickableDate(date, calendar?.availableDates ?? [])) errors[fuel] = CHOOSE_DISCONNECTION_DATE_TEXT;
  }
  return errors;
}

/**
 * Whether Continue still has to submit the disconnection: a fuel would be requested (see
 * {@link disconnectionRequestItems}) and has no answer yet. Once answered (success or not) it is
 * not sent again, so a failed disconnection does not keep the visitor from checkout.
 */
export function disconnectionSubmitPending(fuels: FuelPair<QualifierFuelDisconnection>): boolean {
  const requested = disconnectionRequestItems(fuels).map((i) => i.accountNumber);
  return DISCONNECTION_FUELS.some((f) => requested.includes(fuels[f].account?.trim() ?? '') && (fuels[f].successful ?? null) === null);
}

/** The fuels whose disconnection was submitted and did not succeed. */
export function failedDisconnectionFuels(fuels: FuelPair<QualifierFuelDisconnection>): SingleFuel[] {
  return DISCONNECTION_FUELS.filter((f) => fuels[f].successful === false);
}

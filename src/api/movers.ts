/**
 * Disconnection and move-out calls (spec 3 §3.4, §7). Only the lazily loaded disconnection
 * service imports this module: it is not in the `src/api` barrel.
 */
import * as v from 'valibot';
import type { DisconnectionRequestItem, DisconnectionResultItem, MoveOutRequest } from '../domain/qualifier/disconnection-flow';
import { request, type CallOptions } from './client';
import { IsoDateList, OptionalIsoDate } from './energisation';

export const MOVERS_PATHS = {
  calendar: '/qt2/app/movers/calendar',
  disconnection: '/qt2/app/disconnection',
  moveOut: '/qt2/app/movers/moveRecommendationDetails',
} as const;

/** The answer of GET /qt2/app/movers/calendar: `availableDates` (an array) required; dates that are not ISO calendar dates dropped. */
export const DisconnectionCalendarSchema = v.object({
  minDate: OptionalIsoDate,
  availableDates: IsoDateList,
});

/** A validated disconnection calendar. `minDate` is the answer's, or the first available date when it gives none. */
export interface DisconnectionCalendarAnswer {
  minDate?: string;
  availableDates: string[];
}

/** GET the disconnection calendar of an account; `esvAnswer` (yes/no) only when the renovation question was answered. */
export async function disconnectionCalendar(
  query: { accountNumber: string; esvAnswer?: 'yes' | 'no' | undefined },
  options: Pick<CallOptions, 'signal'> = {},
): Promise<DisconnectionCalendarAnswer> {
  const data = await request(MOVERS_PATHS.calendar, DisconnectionCalendarSchema, {
    ...options,
    query: { accountNumber: query.accountNumber, esvAnswer: query.esvAnswer },
  });
  const minDate = data.minDate ?? data.availableDates[0];
  return minDate === undefined ? { availableDates: data.availableDates } : { minDate, availableDates: data.availableDates };
}

/** `success` as the API may say it: a boolean, or yes / no / true / false text. */
const Success = v.union([
  v.boolean(),
  v.pipe(
    v.string(),
    v.transform((s) => s.toLowerCase()),
    v.picklist(['yes', 'no', 'y', 'n', 'true', 'false']),
    v.transform((s) => s === 'yes' || s === 'y' || s === 'true'),
  ),
]);

export const DisconnectionResultSchema = v.array(
  v.object({
    accountNumber: v.pipe(v.string(), v.maxLength(40)),
    fuel: v.optional(v.pipe(v.string(), v.maxLength(10)), ''),
    success: Success,
  }),
);

/** POST the disconnection request (authenticated: pass the visitor's `Authorization`). Rejects with the client's `ApiError`s. */
export function submitDisconnectionRequest(
  items: readonly DisconnectionRequestItem[],
  options: Pick<CallOptions, 'signal'> & { authorization?: string | undefined } = {},
): Promise<DisconnectionResultItem[]> {
  const { authorization, ...rest } = options;
  return request(MOVERS_PATHS.disconnection, DisconnectionResultSchema, {
    ...rest,
    method: 'POST',
    json: items,
    ...(authorization ? { headers: { Authorization: authorization } } : {}),
  });
}

/** A charge: a finite amount of at least 0; missing or null counts as 0. */
const Charge = v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0)));

export const MoveOutChargesSchema = v.object({
  eleChargesWithGST: Charge,
  gasChargesWithGST: Charge,
});

/** POST the move-out request; resolves with both fuels' charges incl. GST (0 where the answer gives none). Rejects with the client's `ApiError`s. */
export async function moveRecommendationDetails(
  body: MoveOutRequest,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<{ eleChargesWithGST: number; gasChargesWithGST: number }> {
  const data = await request(MOVERS_PATHS.moveOut, MoveOutChargesSchema, { ...options, method: 'POST', json: body });
  return { eleChargesWithGST: data.eleChargesWithGST ?? 0, gasChargesWithGST: data.gasChargesWithGST ?? 0 };
}

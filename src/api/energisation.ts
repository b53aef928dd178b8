import * as v from 'valibot';
import { isIsoDate } from '../domain/shared/iso-date';
import { request, type CallOptions } from './client';

/** Energisation calendar (spec 3 §7). */
export const ENERGISATION_CALENDAR_PATH = '/qt2/app/energisation/calendar';

/** A date field: kept when it is an ISO calendar date, otherwise dropped (undefined), never fatal. */
export const OptionalIsoDate = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (isIsoDate(value) ? value : undefined)),
  ),
);

/** The available dates: ISO calendar dates only, in order, each once; anything else in the list is dropped. */
export const IsoDateList = v.pipe(
  v.array(v.unknown()),
  v.transform((values) => [...new Set(values.filter(isIsoDate))].sort()),
);

/** The answer of GET /qt2/app/energisation/calendar; only `availableDates` (an array) is required. */
export const EnergisationCalendarSchema = v.object({
  minDate: OptionalIsoDate,
  availableDates: IsoDateList,
  connectionTimes: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' && value.length <= 100 ? value.trim() : undefined)),
    ),
  ),
});

/** A validated energisation calendar: the dates power can be connected on. */
export interface EnergisationCalendar {
  minDate?: string;
  availableDates: string[];
  /** The connection time text the API gives (e.g. '7am-9pm'), when it gives one. */
  connectionTimes?: string;
}

export interface EnergisationCalendarQuery {
  pricingZone?: string | undefined;
  state?: string | undefined;
}

/**
 * GET the energisation calendar for a pricing zone and state. Invalid or unknown dates in the
 * answer are dropped; a missing or non-array `availableDates` is an `ApiSchemaError`.
 */
export async function energisationCalendar(
  query: EnergisationCalendarQuery,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<EnergisationCalendar> {
  const data = await request(ENERGISATION_CALENDAR_PATH, EnergisationCalendarSchema, {
    ...options,
    query: { pricingZone: query.pricingZone || undefined, state: query.state || undefined },
  });
  const calendar: EnergisationCalendar = { availableDates: data.availableDates };
  if (data.minDate !== undefined) calendar.minDate = data.minDate;
  if (data.connectionTimes !== undefined) calendar.connectionTimes = data.connectionTimes;
  return calendar;
}

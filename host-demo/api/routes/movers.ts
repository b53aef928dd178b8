import { addDays, differenceInCalendarDays, format, parseISO, isValid } from 'date-fns';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiContext } from '../context';
import { AccountNumber, isResponse, jsonBody, query } from '../http';
import { catalogue, currentPlanFor } from '../plans/catalogue';
import { isBusinessDay, retailerToday } from '../engine/business-days';
import { priceTariff, round2 } from '../engine/estimate';
import { ANNUAL_ELECTRICITY, ANNUAL_GAS } from '../scenarios/accounts';
import { unauthenticated } from './account';

const Nullish = <S extends v.GenericSchema>(s: S) => v.optional(v.nullable(s));
const IsoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are YYYY-MM-DD'),
  v.check((s) => isValid(parseISO(s)), 'not a calendar date'),
);
const YesNo = v.union([v.boolean(), v.pipe(v.string(), v.toLowerCase(), v.picklist(['yes', 'no', 'y', 'n', 'true', 'false', 'unknown']))]);

export const BUSINESS_DAYS_OFFERED = 30;

/** The next `count` business days (weekdays, less national public holidays) from tomorrow in Sydney, as YYYY-MM-DD. */
export function businessDays(now: Date, count = BUSINESS_DAYS_OFFERED, skip = 0): string[] {
  const out: string[] = [];
  let d = addDays(retailerToday(now), 1);
  let skipped = 0;
  while (out.length < count) {
    if (isBusinessDay(d)) {
      if (skipped < skip) skipped++;
      else out.push(format(d, 'yyyy-MM-dd'));
    }
    d = addDays(d, 1);
  }
  return out;
}

/** Disconnection of account 2000000001 fails (scenario catalogue). */
export const FAILING_DISCONNECTION_ACCOUNT = '2000000001';

const DisconnectionItem = v.object({
  accountNumber: AccountNumber,
  disconnectionDate: IsoDate,
  plannedRenovations: Nullish(YesNo),
  accessToMeter: Nullish(v.pipe(v.string(), v.maxLength(500))),
});

const MoveOutSchema = v.pipe(
  v.object({
    electricityAccount: Nullish(AccountNumber),
    gasAccount: Nullish(AccountNumber),
    electricityMoveOutDate: Nullish(IsoDate),
    gasMoveOutDate: Nullish(IsoDate),
    plannedRenovationsEle: Nullish(YesNo),
    accessDetailsEle: Nullish(v.pipe(v.string(), v.maxLength(500))),
    accessDetailsGas: Nullish(v.pipe(v.string(), v.maxLength(500))),
  }),
  v.check((r) => Boolean(r.electricityAccount || r.gasAccount), 'electricityAccount or gasAccount is required'),
);

/** Final-bill estimate: the current plan priced from the last meter read (30 days ago) to the move-out date. */
function finalCharges(fuel: 'ELE' | 'GAS', moveOut: string | null | undefined, now: Date): number {
  if (!moveOut) return 0;
  const days = Math.max(0, differenceInCalendarDays(parseISO(moveOut), retailerToday(now)) + 30);
  const plan = currentPlanFor(fuel, fuel === 'ELE' ? 'AUSGRID' : 'NSW', 'RESIDENTIAL');
  const priced = plan ? catalogue().byId.get(plan.id) : undefined;
  if (!priced) return 0;
  const annual = fuel === 'ELE' ? ANNUAL_ELECTRICITY : ANNUAL_GAS;
  return round2(priceTariff(priced.tariff, { dailyUsage: annual / 365, days }).value);
}

function authorised(c: Context, ctx: ApiContext): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return token !== undefined && ctx.tokens.verifyAccess(token) !== undefined;
}

/** Disconnection, move-out and the moving / energisation calendars (spec 3 §7). */
export function moverRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.post('/qt2/app/disconnection', async (c) => {
    if (!authorised(c, ctx)) return unauthenticated(c);
    const items = await jsonBody(c, v.pipe(v.array(DisconnectionItem), v.minLength(1), v.maxLength(2)));
    if (isResponse(items)) return items;
    return c.json(
      items.map((i) => ({
        accountNumber: i.accountNumber,
        fuel: i.accountNumber.startsWith('2') ? 'GAS' : 'ELE',
        success: i.accountNumber !== FAILING_DISCONNECTION_ACCOUNT,
      })),
    );
  });

  app.post('/qt2/app/movers/moveRecommendationDetails', async (c) => {
    const req = await jsonBody(c, MoveOutSchema);
    if (isResponse(req)) return req;
    const now = ctx.now();
    return c.json({
      eleChargesWithGST: req.electricityAccount ? finalCharges('ELE', req.electricityMoveOutDate, now) : 0,
      gasChargesWithGST: req.gasAccount ? finalCharges('GAS', req.gasMoveOutDate, now) : 0,
    });
  });

  app.get('/qt2/app/movers/calendar', (c) => {
    const q = query(c, v.object({ accountNumber: AccountNumber, esvAnswer: v.optional(YesNo) }));
    if (isResponse(q)) return q;
    // Planned renovations need an electrical safety visit first: three business days later.
    const renovating = q.esvAnswer === true || ['yes', 'y', 'true'].includes(String(q.esvAnswer));
    const availableDates = businessDays(ctx.now(), BUSINESS_DAYS_OFFERED, renovating ? 3 : 0);
    return c.json({ accountNumber: q.accountNumber, minDate: availableDates[0], availableDates });
  });

  app.get('/qt2/app/energisation/calendar', (c) => {
    // The pricing zone is known only once a meter was found; a postcode-level quote asks by state alone.
    const q = query(
      c,
      v.object({
        pricingZone: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40))),
        state: v.pipe(v.string(), v.toUpperCase(), v.picklist(['NSW', 'ACT', 'VIC', 'QLD', 'SA'])),
      }),
    );
    if (isResponse(q)) return q;
    const availableDates = businessDays(ctx.now());
    return c.json({
      pricingZone: q.pricingZone ?? null,
      state: q.state,
      minDate: availableDates[0],
      availableDates,
      connectionTimes: q.state === 'SA' ? '7am-11:59pm' : '7am-9pm',
    });
  });

  return app;
}

import { describe, expect, it } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { ApiAbortError, ApiHttpError, ApiSchemaError, configureApi } from '../../../src/api';
import { ENERGISATION_CALENDAR_PATH, energisationCalendar } from '../../../src/api/energisation';
import { fakeFetch, hang, json, useFake } from './fake-fetch';

describe('energisationCalendar (spec 3 §7)', () => {
  it('asks for the pricing zone and state and returns the calendar', async () => {
    const fake = fakeFetch(json({ minDate: '2026-12-01', availableDates: ['2026-12-01', '2026-12-02'], connectionTimes: '7am-9pm' }));
    useFake(fake);
    await expect(energisationCalendar({ pricingZone: 'AUSGRID', state: 'NSW' })).resolves.toEqual({
      minDate: '2026-12-01',
      availableDates: ['2026-12-01', '2026-12-02'],
      connectionTimes: '7am-9pm',
    });
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.pathname).toBe(ENERGISATION_CALENDAR_PATH);
    expect(url.searchParams.get('pricingZone')).toBe('AUSGRID');
    expect(url.searchParams.get('state')).toBe('NSW');
    expect(fake.requests[0]?.method).toBe('GET');
  });

  it('leaves out a pricing zone or state it does not have', async () => {
    const fake = fakeFetch(json({ availableDates: [] }));
    useFake(fake);
    await expect(energisationCalendar({ state: 'VIC', pricingZone: '' })).resolves.toEqual({ availableDates: [] });
    const url = new URL(fake.requests[0]?.url ?? '');
    expect(url.searchParams.has('pricingZone')).toBe(false);
    expect(url.searchParams.get('state')).toBe('VIC');
  });

  it('drops dates that are not yyyy-MM-dd calendar dates, keeps the rest sorted and once each', async () => {
    useFake(
      fakeFetch(
        json({
          minDate: '01/12/2026',
          availableDates: [
            '2026-12-03',
            '2026-02-30',
            '2026-12-1',
            20261204,
            null,
            { date: '2026-12-05' },
            '2026-12-02',
            '2026-12-03',
            ' 2026-12-06',
            '1899-12-31',
          ],
          connectionTimes: 42,
        }),
      ),
    );
    await expect(energisationCalendar({ pricingZone: 'AUSGRID', state: 'NSW' })).resolves.toEqual({
      availableDates: ['2026-12-02', '2026-12-03'],
    });
  });

  it.each([
    ['no availableDates', { minDate: '2026-12-01' }],
    ['availableDates not a list', { availableDates: '2026-12-01' }],
    ['an array for an answer', ['2026-12-01']],
  ])('an answer with %s is a schema error', async (_label, body) => {
    useFake(fakeFetch(json(body)));
    await expect(energisationCalendar({ state: 'NSW' })).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('a failing answer is an ApiHttpError, a cancelled one an ApiAbortError', async () => {
    useFake(fakeFetch(json({ error: 'bad' }, 400)), { retries: 0 });
    await expect(energisationCalendar({ state: 'NSW' })).rejects.toBeInstanceOf(ApiHttpError);
    useFake(fakeFetch(hang));
    const controller = new AbortController();
    const call = energisationCalendar({ state: 'NSW' }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(ApiAbortError);
  });

  it('reads the reference API: the next 30 business days, SA connection times', async () => {
    configureApi({ fetch: createApiFetch({ now: () => new Date(2026, 10, 25, 10) }), base: 'http://localhost' });
    const calendar = await energisationCalendar({ pricingZone: 'SAPN', state: 'SA' });
    expect(calendar.availableDates).toHaveLength(30);
    expect(calendar.minDate).toBe('2026-11-26');
    expect(calendar.availableDates[0]).toBe('2026-11-26');
    expect(calendar.availableDates).not.toContain('2026-11-28');
    expect(calendar.connectionTimes).toBe('7am-11:59pm');
  });
});

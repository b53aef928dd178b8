/**
 * The disclaimers below the plans (src/services/plans/disclaimers.ts): each key asked for once per
 * page in a task of its own, texts the lookup did not bring stored, general texts handed to the view.
 * The view's own test is test/component/plans-table/general-disclaimer.test.tsx.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../../src/api';
import type { GeneralDisclaimer } from '../../../../src/domain/plans/plan-disclaimers';
import { forgetFetchedDisclaimers, loadDisclaimers } from '../../../../src/services/plans/disclaimers';
import { store } from '../../../../src/store';
import { fakeFetch, hang, json, type Reply } from '../../api/fake-fetch';

const keyOf = (request: Request): string => new URL(request.url).searchParams.get('key') ?? '';

/** The server's answer for a key: its text and a general text. */
const answer = (request: Request): Response => {
  const key = keyOf(request);
  return json({ key, text: `<p>${key} text</p>`, sharedDisclaimerKeys: [], general: { value: `${key} in general`, states: {} } });
};

function api(reply: Reply = answer) {
  const fake = fakeFetch(reply);
  configureApi({ fetch: fake.fetch, base: 'https://api.test', retries: 0 });
  return { asked: () => fake.requests.map(keyOf) };
}

/** Collects the general texts handed over; `all` resolves once `count` keys have had theirs. */
function handed(count: number) {
  const got = new Map<string, GeneralDisclaimer | null>();
  let done = (): void => {};
  const all = new Promise<Map<string, GeneralDisclaimer | null>>((resolve) => (done = () => resolve(got)));
  const general = (key: string, text: GeneralDisclaimer | null): void => {
    got.set(key, text);
    if (got.size === count) done();
  };
  return { general, got, all };
}

/** Lets the tasks already scheduled (each key's request) and what they started run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const live = (): AbortSignal => new AbortController().signal;

beforeEach(() => forgetFetchedDisclaimers());

describe('loadDisclaimers (spec 2 §7)', () => {
  it('asks for each key in a task of its own, stores the texts the lookup did not bring and hands over each general text', async () => {
    const { asked } = api();
    const { general, all } = handed(2);
    loadDisclaimers(['plans.estimate', 'plans.gst'], live(), general);
    expect(asked()).toEqual([]);
    const got = await all;
    expect(asked()).toEqual(['plans.estimate', 'plans.gst']);
    expect(got.get('plans.estimate')).toEqual({ value: 'plans.estimate in general', states: {} });
    expect(got.get('plans.gst')).toEqual({ value: 'plans.gst in general', states: {} });
    expect(store.getState().plans.disclaimers['plans.gst']).toEqual({ key: 'plans.gst', text: '<p>plans.gst text</p>', sharedKeys: [] });
  });

  it('keeps the text the lookup brought', async () => {
    api();
    store.getState().addDisclaimer({ key: 'plans.gst', text: 'From the lookup', sharedKeys: ['plans.estimate'] });
    const { general, all } = handed(1);
    loadDisclaimers(['plans.gst'], live(), general);
    expect((await all).get('plans.gst')).toEqual({ value: 'plans.gst in general', states: {} });
    expect(store.getState().plans.disclaimers['plans.gst']).toEqual({
      key: 'plans.gst',
      text: 'From the lookup',
      sharedKeys: ['plans.estimate'],
    });
  });

  it('asks for each key once per page: a later load is answered from the first', async () => {
    const { asked } = api();
    const first = handed(1);
    loadDisclaimers(['plans.gst'], live(), first.general);
    await first.all;
    const second = handed(2);
    loadDisclaimers(['plans.gst', 'plans.estimate'], live(), second.general);
    const got = await second.all;
    expect(asked()).toEqual(['plans.gst', 'plans.estimate']);
    expect(got.get('plans.gst')).toEqual({ value: 'plans.gst in general', states: {} });
  });

  it('a failed request counts as none: nothing stored, no general text, and it is not asked for again', async () => {
    const { asked } = api(() => json({ message: 'boom' }, 500));
    const first = handed(1);
    loadDisclaimers(['plans.gst'], live(), first.general);
    expect((await first.all).get('plans.gst')).toBeNull();
    expect(store.getState().plans.disclaimers['plans.gst']).toBeUndefined();
    const second = handed(1);
    loadDisclaimers(['plans.gst'], live(), second.general);
    expect((await second.all).get('plans.gst')).toBeNull();
    expect(asked()).toEqual(['plans.gst']);
  });

  it('stopped before its tasks run: nothing is asked for and nothing handed over', async () => {
    const { asked } = api();
    const { general, got } = handed(1);
    const stop = loadDisclaimers(['plans.gst'], live(), general);
    stop();
    await settle();
    await settle();
    expect(asked()).toEqual([]);
    expect(got.size).toBe(0);
  });

  it('stopped while a request is under way: its text is still stored, but its general text is not handed over', async () => {
    let asked = (): void => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    let reply = (): void => {};
    const replied = new Promise<void>((resolve) => (reply = resolve));
    api(async (request) => {
      asked();
      await replied;
      return answer(request);
    });
    // The general text would be handed over right after the text is stored, in the same callback.
    const stored = new Promise<void>((resolve) => {
      const off = store.subscribe((s) => {
        if (!s.plans.disclaimers['plans.gst']) return;
        off();
        resolve();
      });
    });
    const { general, got } = handed(1);
    const stop = loadDisclaimers(['plans.gst'], live(), general);
    await requested;
    stop();
    reply();
    await stored;
    expect(store.getState().plans.disclaimers['plans.gst']?.text).toBe('<p>plans.gst text</p>');
    expect(got.size).toBe(0);
  });

  it('cancelled by the widget’s signal (the element went): the key is asked for again by the next load', async () => {
    let asked = (): void => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    const { asked: keys } = api((request) => {
      if (keys().length > 1) return answer(request);
      asked();
      return hang(request);
    });
    const widget = new AbortController();
    const first = handed(1);
    loadDisclaimers(['plans.gst'], widget.signal, first.general);
    await requested;
    widget.abort();
    expect((await first.all).get('plans.gst')).toBeNull();
    const second = handed(1);
    loadDisclaimers(['plans.gst'], live(), second.general);
    expect((await second.all).get('plans.gst')).toEqual({ value: 'plans.gst in general', states: {} });
    expect(keys()).toEqual(['plans.gst', 'plans.gst']);
  });
});

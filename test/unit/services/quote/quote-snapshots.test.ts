import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi, type FetchLike } from '../../../../src/api';
import { QUOTE_SNAPSHOTS_FLAG_KEY } from '../../../../src/domain/quote/quote';
import { forgetQuoteLoad, quoteLoadSettled } from '../../../../src/services/quote/quote-events';
import { saveQuote } from '../../../../src/services/quote/quote-save';
import { quoteSnapshotsIdle, startQuoteSnapshots, stopQuoteSnapshots } from '../../../../src/services/quote/quote-snapshots';
import { store } from '../../../../src/store';
import { tempQuotesFile } from '../../../api/helpers';

interface Sent {
  method: string;
  body: { quoteData?: { moving?: { moveInDate?: string } } } | undefined;
}

/** The reference API in process; while `gate` is set, answers wait for it. */
function referenceApi() {
  const api = createApiFetch({ quotesFile: tempQuotesFile() });
  const sent: Sent[] = [];
  let gate: Promise<void> | null = null;
  let inFlight = 0;
  let most = 0;
  const fetch: FetchLike = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    sent.push({ method: request.method, body: text ? (JSON.parse(text) as Sent['body']) : undefined });
    inFlight += 1;
    most = Math.max(most, inFlight);
    try {
      if (gate) await gate;
      return await api(request);
    } finally {
      inFlight -= 1;
    }
  };
  configureApi({ fetch, base: 'http://localhost', retries: 0 });
  return {
    sent,
    most: () => most,
    hold(): () => void {
      let release = (): void => {};
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

const change = (date: string): void => store.getState().patch('moving', { moveInDate: date });
const select = (): void => store.getState().patch('plans', { selectedElectricityPlanCode: 'E1' });
/** Lets the fake timers run `ms` and every save that starts meanwhile finish. */
async function pass(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await quoteSnapshotsIdle();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stopQuoteSnapshots();
  forgetQuoteLoad();
  vi.useRealTimers();
});

describe('quote snapshots: readiness (spec 3 §4.7, §9)', () => {
  it('before a load settles and before 7 s + 3 s nothing is saved; at 10 s what changed meanwhile is saved', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    select();
    await pass(9_999);
    expect(api.sent).toHaveLength(0);
    await pass(1 + 1_000);
    expect(api.sent.map((r) => r.method)).toEqual(['POST']);
  });

  it('a settled quote load (loaded or failed) makes it ready at once', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    await pass(1_000);
    expect(api.sent.map((r) => r.method)).toEqual(['POST']);
  });

  it('a load that settled before the service started counts too', async () => {
    const api = referenceApi();
    quoteLoadSettled();
    startQuoteSnapshots();
    select();
    await pass(1_000);
    expect(api.sent).toHaveLength(1);
  });

  it('with nothing changed, becoming ready saves nothing', async () => {
    const api = referenceApi();
    select();
    startQuoteSnapshots();
    await pass(20_000);
    expect(api.sent).toHaveLength(0);
  });
});

describe('quote snapshots: debounce and conditions', () => {
  it('changes are debounced 1 s: a burst saves once, 1 s after its last change, with the last value', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    await pass(500);
    change('2030-01-01');
    await pass(900);
    change('2030-01-02');
    await pass(999);
    expect(api.sent).toHaveLength(0);
    await pass(1);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]?.body?.quoteData?.moving?.moveInDate).toBe('2030-01-02');
  });

  it('the next change PUTs to the saved reference; a change that leaves the snapshot as it was saves nothing', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    await pass(1_000);
    await pass(5_000); // the reference the save stored is a change of state, not of the snapshot
    store.getState().patch('qualifier', { loading: true });
    await pass(2_000);
    expect(api.sent.map((r) => r.method)).toEqual(['POST']);
    change('2030-02-01');
    await pass(1_000);
    expect(api.sent.map((r) => r.method)).toEqual(['POST', 'PUT']);
  });

  it.each([
    ['the quote is completed', () => store.getState().completeQuote()],
    ['snapshots are disabled by the local storage flag', () => localStorage.setItem(QUOTE_SNAPSHOTS_FLAG_KEY, 'true')],
    ['the source is the quote tool', () => store.getState().patch('app', { sourceSystem: 'EQ' })],
    ['the journey is disconnection', () => store.getState().patch('app', { journey: 'DISCONNECTION' })],
    ['there is no valid address and no selected plan', () => store.getState().patch('plans', { selectedElectricityPlanCode: null })],
  ])('nothing is saved when %s', async (_name, arrange) => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    arrange();
    change('2030-03-01');
    await pass(3_000);
    expect(api.sent).toHaveLength(0);
  });

  it.each([
    [
      'the flag says false',
      () => {
        select();
        localStorage.setItem(QUOTE_SNAPSHOTS_FLAG_KEY, 'false');
      },
    ],
    [
      'a valid address stands in for a plan',
      () => store.getState().setAddress({ postcode: '2000', streetName: 'Martin Place', label: '1 Martin Place' }),
    ],
  ])('a snapshot is saved when %s', async (_name, arrange) => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    arrange();
    change('2030-03-01');
    await pass(1_000);
    expect(api.sent).toHaveLength(1);
  });
});

describe('quote snapshots: one save at a time, the last change saved', () => {
  it('a change during a save waits for it and is saved after it', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    const release = api.hold();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.sent).toHaveLength(1);
    change('2030-04-01');
    await vi.advanceTimersByTimeAsync(1_000);
    change('2030-04-02');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(api.sent).toHaveLength(1);
    release();
    await pass(0);
    expect(api.sent.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(api.sent[1]?.body?.quoteData?.moving?.moveInDate).toBe('2030-04-02');
    expect(api.most()).toBe(1);
  });

  it('another caller’s save (Continue) runs first; the snapshot is saved after it, never beside it', async () => {
    const api = referenceApi();
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    const release = api.hold();
    const continued = saveQuote();
    await vi.advanceTimersByTimeAsync(0);
    change('2030-05-01');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.sent).toHaveLength(1);
    release();
    await continued;
    await pass(0);
    expect(api.sent.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(api.most()).toBe(1);
  });

  it('a failed save is logged, not thrown; the next change tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), base: 'http://localhost', retries: 0 });
    startQuoteSnapshots();
    quoteLoadSettled();
    select();
    await pass(1_000);
    expect(warn).toHaveBeenCalled();
    expect(store.getState().quote.savedQuoteReference).toBe('');
    const api = referenceApi();
    change('2030-06-01');
    await pass(1_000);
    expect(api.sent.map((r) => r.method)).toEqual(['POST']);
    expect(store.getState().quote.savedQuoteReference).not.toBe('');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../../host-demo/api/app';
import { configureApi } from '../../../../src/api';
import { DEFAULT_ACCESS_ISSUE_TEXT } from '../../../../src/domain/shared/messages';
import {
  disconnectionAvailable,
  disconnectionOverall,
  followMoveOutCharges,
  loadDisconnectionCalendar,
  loadDisconnectionCalendars,
  loadMoveOutCharges,
  MOVE_OUT_CHARGES_DEBOUNCE_MS,
  setDisconnectionAccounts,
  showDisconnectionCalendars,
  submitDisconnection,
} from '../../../../src/services/qualifier/disconnection';
import { signIn } from '../../../../src/services/auth/identity-session';
import { store, type FuelDisconnection } from '../../../../src/store';
import { isolatedSession } from '../auth/isolated-session';

const CALENDAR = '/qt2/app/movers/calendar';
const DISCONNECTION = '/qt2/app/disconnection';
const MOVE_OUT = '/qt2/app/movers/moveRecommendationDetails';
const ELE_ACCOUNT = '1000000001';
const GAS_ACCOUNT = '2000000001'; // the reference API fails its disconnection
const NOW = new Date('2026-11-25T12:00:00Z'); // a Wednesday: the first business day offered is the 26th

const s = () => store.getState();

interface Sent {
  path: string;
  url: URL;
  method: string;
  body: string;
  auth: string | null;
  status: number;
}

/** The reference API in process, recording what is sent; `override` may answer a path itself. */
function referenceApi(override?: (path: string, request: Request) => Response | Promise<Response> | undefined) {
  const api = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-disconnection-test.json`, now: () => NOW });
  const sent: Sent[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
      if (request.signal.aborted) throw request.signal.reason;
      const url = new URL(request.url);
      const body = await request.clone().text();
      const record: Sent = { path: url.pathname, url, method: request.method, body, auth: request.headers.get('authorization'), status: 0 };
      sent.push(record);
      const response = (await override?.(url.pathname, request)) ?? (await api(request));
      record.status = response.status;
      return response;
    },
  });
  return { sent, calls: (path: string) => sent.filter((r) => r.path === path) };
}

const fail = (status = 500) =>
  new Response(JSON.stringify({ errorCode: 'INTERNAL_ERROR' }), { status, headers: { 'content-type': 'application/json' } });

function setFuel(fuel: 'electricity' | 'gas', changes: Partial<FuelDisconnection>): void {
  s().patch('disconnection', { [fuel]: { ...s().disconnection[fuel], ...changes } });
}

const warn = isolatedSession();

/** Resolves once the store holds what `holds` looks for. */
function until(holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (holds()) return resolve();
    const off = store.subscribe(() => {
      if (!holds()) return;
      off();
      resolve();
    });
  });
}

/** A request the test answers never: it ends only when aborted, as a real fetch does. Resolves `sent` with it. */
function held(sent: (request: Request) => void) {
  return (request: Request): Promise<Response> => {
    sent(request);
    return new Promise<Response>((_resolve, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
    );
  };
}

/** Nothing logged names an account number. */
function expectNoAccountNumbersLogged(): void {
  const logged = JSON.stringify(warn().mock.calls);
  expect(logged).not.toContain(ELE_ACCOUNT);
  expect(logged).not.toContain(GAS_ACCOUNT);
}

describe('disconnection accounts and the overall state (spec 3 §4.8)', () => {
  it('each fuel with an account starts disconnecting, the other not; overall disconnecting if either has one', () => {
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: '  ' });
    expect(s().disconnection.electricity).toMatchObject({ account: ELE_ACCOUNT, status: 'DISCONNECTING' });
    expect(s().disconnection.gas).toMatchObject({ account: '', status: 'NOT_DISCONNECTING' });
    expect(s().disconnection.status).toBe('DISCONNECTING');
    expect(disconnectionOverall()).toBe('DISCONNECTING');
    setDisconnectionAccounts({});
    expect(s().disconnection.status).toBe('NOT_DISCONNECTING');
    expect(disconnectionOverall()).toBe('NOT_DISCONNECTING');
  });

  it('available on the disconnection journey, or when moving and residential', () => {
    expect(disconnectionAvailable()).toBe(false);
    s().patch('app', { journey: 'DISCONNECTION' });
    expect(disconnectionAvailable()).toBe(true);
    s().patch('app', { journey: 'MOVING' });
    s().patch('moving', { movingHouse: 'MOVING' });
    expect(disconnectionAvailable()).toBe(true);
    s().setCustomerType('BUSINESS');
    expect(disconnectionAvailable()).toBe(false);
  });
});

describe('disconnection calendar (spec 3 §4.8, §7 movers/calendar)', () => {
  it("asks with the fuel's account and renovation answer, stores the calendar and selects minDate when no date is set", async () => {
    const { calls } = referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    setFuel('electricity', { renovationStatus: 'no' });
    const calendar = await loadDisconnectionCalendar('electricity');
    const [call] = calls(CALENDAR);
    expect(call?.url.searchParams.get('accountNumber')).toBe(ELE_ACCOUNT);
    expect(call?.url.searchParams.get('esvAnswer')).toBe('no');
    expect(calendar?.minDate).toBe('2026-11-26');
    expect(s().disconnection.electricity.calendar?.availableDates).toContain('2026-11-27');
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', date: '2026-11-26' });
  });

  it('planned renovations (esvAnswer yes) give the later calendar the API offers for them', async () => {
    const { calls } = referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    setFuel('electricity', { renovationStatus: 'yes' });
    await loadDisconnectionCalendar('electricity');
    expect(calls(CALENDAR)[0]?.url.searchParams.get('esvAnswer')).toBe('yes');
    expect(s().disconnection.electricity.date).toBe('2026-12-01');
  });

  it('an unanswered renovation question sends no esvAnswer', async () => {
    const { calls } = referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    await loadDisconnectionCalendar('electricity');
    expect(calls(CALENDAR)[0]?.url.searchParams.has('esvAnswer')).toBe(false);
  });

  it('a failed fetch sets that fuel to error (no dates offered); a later success restores the default status and selects minDate', async () => {
    let down = true;
    referenceApi((path) => (path === CALENDAR && down ? fail() : undefined));
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: GAS_ACCOUNT });
    await loadDisconnectionCalendars();
    expect(s().disconnection.electricity).toMatchObject({ status: 'ERROR', calendar: null, date: '' });
    expect(s().disconnection.gas.status).toBe('ERROR');
    expect(disconnectionOverall()).toBe('NO_ELIGIBLE_ACCOUNTS');
    down = false;
    await loadDisconnectionCalendar('electricity');
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', date: '2026-11-26' });
    expect(disconnectionOverall()).toBe('DISCONNECTING');
    expectNoAccountNumbersLogged();
  });

  it('one fuel in error and the other without an account: no eligible accounts', async () => {
    referenceApi((path) => (path === CALENDAR ? fail(503) : undefined));
    setDisconnectionAccounts({ gas: GAS_ACCOUNT });
    await loadDisconnectionCalendars();
    expect(disconnectionOverall()).toBe('NO_ELIGIBLE_ACCOUNTS');
  });

  it('a date already chosen is kept after a success', async () => {
    referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    setFuel('electricity', { date: '2026-12-03', status: 'ERROR' });
    await loadDisconnectionCalendar('electricity');
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', date: '2026-12-03' });
  });

  it('a fuel without an account is not asked for', async () => {
    const { sent } = referenceApi();
    expect(await loadDisconnectionCalendar('gas')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('an answer of the wrong shape is a failure like any other', async () => {
    referenceApi((path) => (path === CALENDAR ? Response.json({ minDate: '2026-11-26' }) : undefined));
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    expect(await loadDisconnectionCalendar('electricity')).toBeNull();
    expect(s().disconnection.electricity.status).toBe('ERROR');
  });

  it('latest only per fuel: the older fetch is cancelled, resolves null and changes nothing', async () => {
    // The older fetch (no renovation answer yet) never answers until it is cancelled.
    referenceApi((path, request) => {
      if (path !== CALENDAR || new URL(request.url).searchParams.has('esvAnswer')) return undefined;
      return new Promise<Response>((_resolve, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true }),
      );
    });
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    const older = loadDisconnectionCalendar('electricity');
    setFuel('electricity', { renovationStatus: 'yes' });
    const newer = loadDisconnectionCalendar('electricity');
    await expect(older).resolves.toBeNull();
    expect((await newer)?.minDate).toBe('2026-12-01');
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', date: '2026-12-01' });
  });

  it("the caller's own cancellation rejects and leaves the status alone", async () => {
    referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    const controller = new AbortController();
    controller.abort();
    await expect(loadDisconnectionCalendar('electricity', { signal: controller.signal })).rejects.toMatchObject({ name: 'ApiAbortError' });
    expect(s().disconnection.electricity.status).toBe('DISCONNECTING');
  });
});

describe('disconnection submit (spec 3 §3.4, §7, §8)', () => {
  const ready = () => {
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: GAS_ACCOUNT });
    setFuel('electricity', { date: '2026-12-01', renovationStatus: 'no', accessIssues: 'yes', accessIssuesDescription: '' });
    setFuel('gas', {
      date: '2026-12-02',
      renovationStatus: 'yes',
      accessIssues: 'yes',
      accessIssuesDescription: 'Meter in locked cupboard',
    });
  };

  it("posts every fuel's account with the visitor's bearer token; each fuel's success is stored", async () => {
    const { calls } = referenceApi();
    await signIn({ customerType: 'RESIDENTIAL', electricityAccount: ELE_ACCOUNT, idType: 'PIN', idValue: '1234', postcode: '2000' });
    ready();
    const results = await submitDisconnection();
    const [call] = calls(DISCONNECTION);
    expect(call?.method).toBe('POST');
    expect(call?.auth).toMatch(/^Bearer .+/);
    expect(JSON.parse(call?.body ?? '')).toEqual([
      { accountNumber: ELE_ACCOUNT, disconnectionDate: '2026-12-01', plannedRenovations: 'no', accessToMeter: DEFAULT_ACCESS_ISSUE_TEXT },
      { accountNumber: GAS_ACCOUNT, disconnectionDate: '2026-12-02', plannedRenovations: 'yes', accessToMeter: 'Meter in locked cupboard' },
    ]);
    expect(results).toEqual([
      { accountNumber: ELE_ACCOUNT, fuel: 'ELE', success: true },
      { accountNumber: GAS_ACCOUNT, fuel: 'GAS', success: false },
    ]);
    expect(s().disconnection.electricity.successful).toBe(true);
    expect(s().disconnection.gas.successful).toBe(false);
  });

  it('a second submit while the first is under way (a double click) is one request with the same results', async () => {
    const { calls } = referenceApi();
    await signIn({ customerType: 'RESIDENTIAL', electricityAccount: ELE_ACCOUNT, idType: 'PIN', idValue: '1234', postcode: '2000' });
    ready();
    const [first, second] = await Promise.all([submitDisconnection(), submitDisconnection()]);
    expect(second).toEqual(first);
    expect(calls(DISCONNECTION)).toHaveLength(1);
    await submitDisconnection();
    expect(calls(DISCONNECTION)).toHaveLength(2);
  });

  it('a failed submit (here: not signed in, 401) returns every requested account with success no, and does not reject', async () => {
    const { calls } = referenceApi();
    ready();
    const results = await submitDisconnection();
    expect(calls(DISCONNECTION)[0]?.status).toBe(401);
    expect(results).toEqual([
      { accountNumber: ELE_ACCOUNT, fuel: 'ELE', success: false },
      { accountNumber: GAS_ACCOUNT, fuel: 'GAS', success: false },
    ]);
    expect(s().disconnection.electricity.successful).toBe(false);
    expect(s().disconnection.gas.successful).toBe(false);
    expectNoAccountNumbersLogged();
  });

  it('a server error is one attempt (a POST is never retried) and the same failure result', async () => {
    const { calls } = referenceApi((path) => (path === DISCONNECTION ? fail(503) : undefined));
    configureApi({ retries: 2 });
    ready();
    expect((await submitDisconnection()).every((r) => !r.success)).toBe(true);
    expect(calls(DISCONNECTION)).toHaveLength(1);
  });

  it('a fuel in error or without a date is not requested; nothing to request makes no call', async () => {
    const { calls } = referenceApi((path) =>
      path === DISCONNECTION ? Response.json([{ accountNumber: ELE_ACCOUNT, fuel: 'ELE', success: 'yes' }]) : undefined,
    );
    ready();
    setFuel('gas', { status: 'ERROR' });
    expect(await submitDisconnection()).toEqual([{ accountNumber: ELE_ACCOUNT, fuel: 'ELE', success: true }]);
    expect(JSON.parse(calls(DISCONNECTION)[0]?.body ?? '')).toHaveLength(1);
    expect(s().disconnection.gas.successful).toBeNull();
    setFuel('electricity', { date: '' });
    expect(await submitDisconnection()).toEqual([]);
    expect(calls(DISCONNECTION)).toHaveLength(1);
  });
});

describe('move-out charges (spec 3 §3.4, §7, §8)', () => {
  it("sends both fuels' accounts, dates, renovation answer and access details; stores the charges", async () => {
    const { calls } = referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: GAS_ACCOUNT });
    setFuel('electricity', { date: '2026-12-01', renovationStatus: 'no', accessIssues: 'yes' });
    setFuel('gas', { date: '2026-12-02' });
    const charges = await loadMoveOutCharges();
    expect(JSON.parse(calls(MOVE_OUT)[0]?.body ?? '')).toEqual({
      electricityAccount: ELE_ACCOUNT,
      electricityMoveOutDate: '2026-12-01',
      plannedRenovationsEle: 'no',
      accessDetailsEle: DEFAULT_ACCESS_ISSUE_TEXT,
      gasAccount: GAS_ACCOUNT,
      gasMoveOutDate: '2026-12-02',
    });
    expect(charges.failed).toBe(false);
    expect(charges.eleChargesWithGST).toBeGreaterThan(0);
    expect(charges.gasChargesWithGST).toBeGreaterThan(0);
    expect(s().disconnection.moveOutCharges).toEqual(charges);
  });

  it('a failure sets the flag and both charges to 0, without rejecting', async () => {
    referenceApi((path) => (path === MOVE_OUT ? fail() : undefined));
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    s().patch('disconnection', { moveOutCharges: { eleChargesWithGST: 12.5, gasChargesWithGST: 3, failed: false } });
    expect(await loadMoveOutCharges()).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0, failed: true });
    expect(s().disconnection.moveOutCharges).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0, failed: true });
    expectNoAccountNumbersLogged();
  });

  it('a negative or non-numeric charge is an unexpected answer: the failure rule applies', async () => {
    referenceApi((path) => (path === MOVE_OUT ? Response.json({ eleChargesWithGST: -5, gasChargesWithGST: 0 }) : undefined));
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    expect((await loadMoveOutCharges()).failed).toBe(true);
  });

  it('no account to move out of: charges 0, no flag, no call', async () => {
    const { sent } = referenceApi();
    expect(await loadMoveOutCharges()).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0, failed: false });
    expect(sent).toHaveLength(0);
  });
});

describe('the disconnection step shown (showDisconnectionCalendars)', () => {
  it('fetches and stores the calendar of each fuel with an account', async () => {
    const { calls } = referenceApi();
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: GAS_ACCOUNT });
    showDisconnectionCalendars();
    await until(() => !!s().disconnection.electricity.calendar && !!s().disconnection.gas.calendar);
    expect(calls(CALENDAR).map((c) => c.url.searchParams.get('accountNumber'))).toEqual([ELE_ACCOUNT, GAS_ACCOUNT]);
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', date: '2026-11-26' });
  });

  it('the step gone before they answer: the requests are aborted and no fuel is set to error', async () => {
    const requests: Request[] = [];
    let bothSent = (): void => {};
    const sent = new Promise<void>((resolve) => (bothSent = resolve));
    referenceApi((path, request) =>
      path === CALENDAR
        ? held((r) => {
            requests.push(r);
            if (requests.length === 2) bothSent();
          })(request)
        : undefined,
    );
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT, gas: GAS_ACCOUNT });
    const stop = showDisconnectionCalendars();
    await sent;
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.map((r) => r.signal.aborted)).toEqual([true, true]);
    expect(s().disconnection.electricity).toMatchObject({ status: 'DISCONNECTING', calendar: null });
    expect(s().disconnection.gas).toMatchObject({ status: 'DISCONNECTING', calendar: null });
  });
});

describe('move-out charges following the answers (followMoveOutCharges)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const answered = () => {
    setDisconnectionAccounts({ electricity: ELE_ACCOUNT });
    setFuel('electricity', { date: '2026-12-01', renovationStatus: 'no' });
  };

  it('asks once the answers have rested 400 ms, stores the charges, then says it is done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = referenceApi();
    answered();
    let finish = (): void => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    followMoveOutCharges(finish);
    await vi.advanceTimersByTimeAsync(MOVE_OUT_CHARGES_DEBOUNCE_MS - 1);
    expect(calls(MOVE_OUT)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(calls(MOVE_OUT)).toHaveLength(1);
    expect(s().disconnection.moveOutCharges).toMatchObject({ failed: false });
    expect(s().disconnection.moveOutCharges.eleChargesWithGST).toBeGreaterThan(0);
  });

  it('answers changed within the wait: one request, with the latest answers; the first follow never says done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = referenceApi();
    answered();
    const first = vi.fn();
    const stop = followMoveOutCharges(first);
    await vi.advanceTimersByTimeAsync(MOVE_OUT_CHARGES_DEBOUNCE_MS / 2);
    stop();
    setFuel('electricity', { date: '2026-12-02' });
    let finish = (): void => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    followMoveOutCharges(finish);
    await vi.advanceTimersByTimeAsync(MOVE_OUT_CHARGES_DEBOUNCE_MS);
    await done;
    expect(calls(MOVE_OUT).map((c) => JSON.parse(c.body).electricityMoveOutDate)).toEqual(['2026-12-02']);
    expect(first).not.toHaveBeenCalled();
  });

  it('the step gone while the charges are on their way: the request is aborted, nothing stored, done not called', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let request: Request | undefined;
    let asked = (): void => {};
    const sent = new Promise<void>((resolve) => (asked = resolve));
    referenceApi((path, r) =>
      path === MOVE_OUT
        ? held((sentRequest) => {
            request = sentRequest;
            asked();
          })(r)
        : undefined,
    );
    answered();
    const before = { ...s().disconnection.moveOutCharges };
    const done = vi.fn();
    const stop = followMoveOutCharges(done);
    await vi.advanceTimersByTimeAsync(MOVE_OUT_CHARGES_DEBOUNCE_MS);
    await sent;
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(request?.signal.aborted).toBe(true);
    expect(done).not.toHaveBeenCalled();
    expect(s().disconnection.moveOutCharges).toEqual(before);
  });
});

import userEvent from '@testing-library/user-event';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi, type FetchLike } from '../../../src/api';
import { startMovingHome, stopMovingHome } from '../../../src/services/moving-home/moving-home';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { MovingHome } from '../../../widgets/moving-home/MovingHome';
import { renderInWidget } from '../render';

/** The demo's address with an NMI and a MIRN where both fuels succeed (as the host's address search gives it). */
export const MARTIN_PLACE = {
  id: 'ADR-0001',
  label: '1 Martin Place, Sydney NSW 2000',
  streetNumber: '1',
  streetName: 'Martin Place',
  suburb: 'Sydney',
  state: 'NSW' as const,
  postcode: '2000',
};
export const KENT_STREET = {
  id: 'ADR-0002',
  label: '14 Kent Street, Millers Point NSW 2000',
  streetNumber: '14',
  streetName: 'Kent Street',
  suburb: 'Millers Point',
  state: 'NSW' as const,
  postcode: '2000',
};
/** A Melbourne address (postcode accuracy): another state, another calendar. */
export const COLLINS_STREET = {
  id: 'ADR-0009',
  label: '200 Collins Street, Melbourne VIC 3000',
  streetNumber: '200',
  streetName: 'Collins Street',
  suburb: 'Melbourne',
  state: 'VIC' as const,
  postcode: '3000',
};

const iso = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const inDays = (n: number): string => iso(new Date(Date.now() + n * 86_400_000));
/** The energisation dates the tests' calendar answers with: 10 and 12 days from now. */
export const AVAILABLE = [inDays(10), inDays(12)];
export const UNAVAILABLE = inDays(11);

export interface Calls {
  lookups: number;
  calendars: number;
}

export interface MountOptions {
  /** Answers lookups with this HTTP status instead of the reference API's answer. */
  failLookups?: number;
  /** Answers this many energisation calendar requests with a 500 before answering as usual. */
  failCalendars?: number;
  path?: string;
  /** Before the shell starts (stored state, the experiment key); the shell mounts once it settles. */
  before?: () => void | Promise<void>;
}

/** The shell as its element mounts it, against the in-process reference API, with a fixed energisation calendar. */
export async function mountMovingHome(options: MountOptions = {}) {
  forgetStartup();
  stopPlansService();
  stopMovingHome();
  history.replaceState(null, '', options.path ?? '/moving-house/move-home?customerType=residential');
  const calls: Calls = { lookups: 0, calendars: 0 };
  // A test may mend the API later (a retry that succeeds).
  const faults = { lookups: options.failLookups ?? 0, calendars: options.failCalendars ?? 0 };
  // The dates the calendar answers with from now on (a test may give a new address other dates).
  const calendar: { dates: readonly string[] } = { dates: AVAILABLE };
  const api = createApiFetch();
  const fetch: FetchLike = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/offers/lookup')) {
      calls.lookups += 1;
      if (faults.lookups) return Promise.resolve(new Response('{}', { status: faults.lookups }));
    }
    if (url.includes('/energisation/calendar')) {
      calls.calendars += 1;
      if (faults.calendars > 0) {
        faults.calendars -= 1;
        return Promise.resolve(new Response('{}', { status: 500 }));
      }
      return Promise.resolve(Response.json({ minDate: calendar.dates[0], availableDates: calendar.dates }));
    }
    return api(input, init);
  };
  configureApi({ fetch, retries: 0 });
  await options.before?.();
  const completed: unknown[] = [];
  const listener = (e: Event) => completed.push((e as CustomEvent).detail);
  window.addEventListener('ea:lookup-completed', listener);
  const user = userEvent.setup();
  // As the element does on connect (./element.ts): the shell first, then the landing's first render.
  const element = new AbortController();
  startMovingHome(element.signal);
  const result = renderInWidget(<MovingHome attributes={{}} />);
  return {
    ...result,
    user,
    calls,
    faults,
    calendar,
    completed,
    /** The element taken out of the page. */
    remove: () => element.abort(),
    stop: () => {
      window.removeEventListener('ea:lookup-completed', listener);
      element.abort();
      stopMovingHome();
      stopPlansService();
    },
  };
}

/** The host's address event, with `unitNumber: null` for an address without a unit as the demo's address search gives it. */
export const sendAddress = (address: object) =>
  window.dispatchEvent(new CustomEvent('ea:address-update', { detail: { address: { unitNumber: null, ...address } } }));
export const clearAddress = () => window.dispatchEvent(new CustomEvent('ea:address-clear', { detail: {} }));

/**
 * Analytics (spec 3 §2.6, §4.9; spec 1 §4, §5; EMBEDDING.md): plain objects pushed onto
 * `window.adobeDataLayer`. Started by start-up (./startup.ts) as soon as saved state and the URL are
 * applied; part of the start-up chunk (as a lazy chunk of its own it cost the plans page 0.6 kB gz
 * more). Nothing personal is ever pushed: only the page, the stage, the quote's status and
 * transaction type, the journey, the selected fuels, offer codes that do not look like e-mail
 * addresses, the postcode and the state, and (start-quote only) the visitor id. Never throws.
 *
 * Events (every one a plain object with `event`):
 * - `ea.pageView`   { page, quote }            when analytics starts, then 50 ms after each route or stage change that
 *                                              shows another page (#/qualifier: once its stage is set)
 * - `ea.quoteStatus` { quote }                 the reported quote status changed between page views
 * - `ea.startQuote` { visitor: { id }, quote } once per browser session, when the quote is first started
 * - `ea.postcode`   { location: { postcode, state } } a host's location update the rule accepts
 *
 * Each push carries every key its objects can have, `null` for those without a value (a page view on
 * #/qualifier: `page.name: null`): the Adobe Client Data Layer merges pushes into `getState()` and
 * deletes a key pushed as `null`, so a tag manager reading the state never sees the previous page's.
 */
import { onLocationUpdate } from '../../bus/bus';
import {
  ANALYTICS_READY_DELAY_MS,
  analyticsMayStart,
  analyticsSection,
  customerTypeSiteSection,
  offerCodeForAnalytics,
  PAGE_VIEW_DELAY_MS,
  pageNameFor,
  quoteStarted,
  quoteStatusForAnalytics,
  transactionType,
} from '../../domain/page';
import { offerCodeOf } from '../../domain/cart';
import type {
  AnalyticsQuoteStatus,
  AnalyticsSection,
  AustralianState,
  CheckoutStage,
  Journey,
  SelectedServices,
  TransactionType,
} from '../../domain/shared';
import { stateFromPostcode } from '../../domain/shared';
import { readStorageValue, writeStorageValue } from '../../store/storage';
import { selectAustralianState, selectNegativeMessages, selectSelectedPlans, selectSelectedServices } from '../../store/selectors';
import type { EaStore } from '../../store/store';
import type { PlanRecord, StoreData } from '../../store/types';
import { currentRoute, ROUTES } from './routes';
import { visitorId } from './session';
import { logError, logWarning } from '../../log';

/**
 * The quote as analytics sees it: no personal data. Every key is always there, `null` when it has no
 * value, because the Adobe Client Data Layer merges each push into its state and deletes a key pushed
 * as `null` (a key left out would keep the previous push's value in `getState()`).
 */
export interface AnalyticsQuote {
  /** `null` when the stage reports none (expired). */
  status: AnalyticsQuoteStatus | null;
  transactionType: TransactionType;
  journey: Journey;
  /** The fuels of the selected plans. */
  fuel: SelectedServices;
  /** Offer codes of the selected plans; those that look like an e-mail address are left out. */
  offerCodes: string[];
  postcode: string;
  /** `null` when the postcode has none. */
  state: AustralianState | null;
}

/** A page view describes the whole page: every key of `page` and `quote` is there (see {@link AnalyticsQuote}). */
export interface AnalyticsPageView {
  event: 'ea.pageView';
  page: {
    /** 'ea:{home|business}:{path}:{suffix}'; `null` where the path or the stage has no name (landing, qualifier). */
    name: string | null;
    siteSection: 'home' | 'business';
    section: AnalyticsSection;
    stage: CheckoutStage;
    /** The hash route: '' or 'qualifier'. */
    route: '' | 'qualifier';
  };
  quote: AnalyticsQuote;
}

export interface AnalyticsQuoteStatusEvent {
  event: 'ea.quoteStatus';
  quote: AnalyticsQuote;
}

export interface AnalyticsStartQuote {
  event: 'ea.startQuote';
  visitor: { id: string };
  quote: AnalyticsQuote;
}

export interface AnalyticsPostcode {
  event: 'ea.postcode';
  /** `state` is `null` when the postcode has none, so the data layer's state drops the previous one. */
  location: { postcode: string; state: AustralianState | null };
}

export type AnalyticsEvent = AnalyticsPageView | AnalyticsQuoteStatusEvent | AnalyticsStartQuote | AnalyticsPostcode;

/** Session-storage key holding the visitor id the start-quote event was sent for. */
export const START_QUOTE_KEY = 'ea_analytics_start_quote';

/** The journey analytics reads: the store's, where a page that set none is on the plans journey once start-up ran. */
function journeyOf(s: StoreData): Journey | null {
  return s.app.journey ?? (s.app.ready ? 'PLANS' : null);
}

function reportedStatus(s: StoreData): AnalyticsQuoteStatus | undefined {
  return quoteStatusForAnalytics({
    cancelled: s.app.quoteCancelled,
    stage: s.app.checkoutStage,
    hasSelectedPlan: s.plans.selectedElectricityPlanCode !== null || s.plans.selectedGasPlanCode !== null,
  });
}

function offerCodes(s: StoreData): string[] {
  const { electricity, gas } = selectSelectedPlans(s);
  const codes: string[] = [];
  for (const plan of [electricity, gas]) {
    if (!plan) continue;
    const code = offerCodeForAnalytics(offerCodeOf({ code: plan.code, name: '', offerCode: ownOfferCode(plan) }));
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

const ownOfferCode = (plan: PlanRecord): string | undefined => (typeof plan.offerCode === 'string' ? plan.offerCode : undefined);

/** The quote facts of the store's state (spec 3 §4.9). */
export function analyticsQuote(s: StoreData): AnalyticsQuote {
  const status = reportedStatus(s);
  const state = selectAustralianState(s);
  const outcome = (f: 'electricity' | 'gas'): boolean | undefined => s.disconnection[f].successful ?? undefined;
  return {
    status: status ?? null,
    transactionType: transactionType({
      journey: s.app.journey ?? undefined,
      moving: s.moving.movingHouse === 'MOVING',
      existingCustomer: s.account.existingCustomer,
      disconnection: { electricity: outcome('electricity'), gas: outcome('gas') },
    }),
    journey: journeyOf(s) ?? 'PLANS',
    fuel: selectSelectedServices(s),
    offerCodes: offerCodes(s),
    postcode: s.app.postcode,
    state: state ?? null,
  };
}

/** The page view of the store's state on this page (spec 3 §2.6). */
export function analyticsPageView(s: StoreData, pathname: string = location.pathname): AnalyticsPageView {
  const stage = s.app.checkoutStage;
  const name = pageNameFor(s.app.customerType, pathname, stage);
  return {
    event: 'ea.pageView',
    page: {
      name: name ?? null,
      siteSection: customerTypeSiteSection(s.app.customerType),
      section: analyticsSection(stage),
      stage,
      route: currentRoute() === ROUTES.qualifier ? 'qualifier' : '',
    },
    quote: analyticsQuote(s),
  };
}

/**
 * Pushes one event onto `window.adobeDataLayer`, creating the array when the page has none (an
 * existing one is never replaced). A data layer that cannot take it, or a push that throws, is
 * logged; nothing reaches the host page.
 */
export function pushAnalytics(item: AnalyticsEvent): void {
  try {
    const w = window as unknown as { adobeDataLayer?: unknown };
    if (w.adobeDataLayer === undefined || w.adobeDataLayer === null) w.adobeDataLayer = [];
    const layer = w.adobeDataLayer as { push?: unknown };
    if (typeof layer.push !== 'function') {
      logWarning(`analytics: window.adobeDataLayer has no push; ${item.event} not sent`);
      return;
    }
    (layer.push as (value: unknown) => unknown).call(layer, item);
  } catch (error) {
    logError(`analytics: adobeDataLayer.push failed for ${item.event}`, error);
  }
}

let stop: (() => void) | null = null;

/**
 * Starts the page's analytics once (later calls return the same stop function): waits for the
 * start rule (spec 3 §4.9), then the 100 ms ready delay, marks `app.analyticsReady` and sends the
 * first page view; a page view follows 50 ms after each route or stage change. Never throws.
 */
export function startAnalytics(target: EaStore): () => void {
  if (stop) return stop;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void): ReturnType<typeof setTimeout> => {
    const t = setTimeout(() => {
      timers.delete(t);
      guarded(run);
    }, ms);
    timers.add(t);
    return t;
  };
  let ready = false;
  let readyTimer: ReturnType<typeof setTimeout> | null = null;
  let pageViewTimer: ReturnType<typeof setTimeout> | null = null;
  let lastStatus: AnalyticsQuoteStatus | null | undefined;
  /** The page (route, stage, name) of the last page view: the same page is not viewed twice in a row. */
  let lastPage: string | null = null;
  let lastStage = target.getState().app.checkoutStage;
  const heldPostcodes: AnalyticsPostcode[] = [];

  const sendStartQuote = (s: StoreData): void => {
    if (!quoteStarted(reportedStatus(s))) return;
    const id = visitorId();
    if (sentStartQuoteFor === id || readStorageValue('session', START_QUOTE_KEY) === id) return;
    sentStartQuoteFor = id;
    writeStorageValue('session', START_QUOTE_KEY, id);
    pushAnalytics({ event: 'ea.startQuote', visitor: { id }, quote: analyticsQuote(s) });
  };

  const sendPageView = (): void => {
    pageViewTimer = null;
    const s = target.getState();
    // On #/qualifier the page is "Get started" once it has let the visitor in (its code loads first,
    // often later than the 50 ms): its stage change sends the view. One sent back to the plans never left them.
    if (currentRoute() === ROUTES.qualifier && (s.app.checkoutStage === 'plans' || s.app.checkoutStage === 'landing')) return;
    const view = analyticsPageView(s);
    const page = `${view.page.route} ${view.page.stage} ${view.page.name ?? ''}`;
    if (page === lastPage) return;
    lastPage = page;
    lastStatus = view.quote.status;
    pushAnalytics(view);
    sendStartQuote(s);
  };

  const routeChanged = (): void => {
    if (!ready) return;
    if (pageViewTimer !== null) {
      clearTimeout(pageViewTimer);
      timers.delete(pageViewTimer);
    }
    pageViewTimer = later(PAGE_VIEW_DELAY_MS, sendPageView);
  };

  const becomeReady = (): void => {
    ready = true;
    sendPageView();
    target.getState().patch('app', { analyticsReady: true });
    for (const held of heldPostcodes.splice(0)) pushAnalytics(held);
  };

  const check = (s: StoreData): void => {
    if (!ready) {
      if (
        readyTimer === null &&
        analyticsMayStart({
          journey: journeyOf(s),
          hasPlans: s.plans.electricityPlans.length + s.plans.gasPlans.length > 0,
          hasNegativeMessages: selectNegativeMessages(s).length > 0,
        })
      ) {
        readyTimer = later(ANALYTICS_READY_DELAY_MS, becomeReady);
      }
      return;
    }
    if (s.app.checkoutStage !== lastStage) {
      lastStage = s.app.checkoutStage;
      routeChanged();
      return;
    }
    if (pageViewTimer !== null) return;
    const status = reportedStatus(s);
    if (status !== undefined && status !== lastStatus) {
      lastStatus = status;
      pushAnalytics({ event: 'ea.quoteStatus', quote: analyticsQuote(s) });
      sendStartQuote(s);
    }
  };

  const unsubscribe = target.subscribe((s) => guarded(() => check(s)));
  const onRoute = (): void => guarded(routeChanged);
  window.addEventListener('hashchange', onRoute);
  const offLocation = onLocationUpdate((detail) => {
    const state = detail.state ?? stateFromPostcode(detail.postcode);
    const item: AnalyticsPostcode = { event: 'ea.postcode', location: { postcode: detail.postcode, state: state ?? null } };
    if (ready) pushAnalytics(item);
    else heldPostcodes.push(item);
  });
  guarded(() => check(target.getState()));

  stop = (): void => {
    unsubscribe();
    offLocation();
    window.removeEventListener('hashchange', onRoute);
    for (const t of timers) clearTimeout(t);
    timers.clear();
    stop = null;
  };
  return stop;
}

/** The visitor id the start-quote event went out for on this page (when session storage refuses the flag). */
let sentStartQuoteFor: string | null = null;

function guarded(run: () => void): void {
  try {
    run();
  } catch (error) {
    logError(`analytics: failed`, error);
  }
}

/** Test hook: stops analytics and forgets the start-quote sent on this page. */
export function forgetAnalytics(): void {
  stop?.();
  sentStartQuoteFor = null;
}

import { configureApi, reportClientError } from '../../api';
import { statedCustomerType } from '../../domain/page';
import { DEFAULT_CUSTOMER_TYPE, type CustomerType } from '../../domain/shared';
import { setErrorReporter } from '../../embed/report';
import { persistence, store, type EaStore } from '../../store';
import { readStorageValue, writeStorageValue } from '../../store/storage';
import { startAnalytics } from './analytics';
import { featureTogglesFrom, globalConfig } from './global-config';
import { visitorId } from './session';
import { applyUrl } from './url-state';
import { logError } from '../../log';

/** What the first widget element on the page tells start-up. */
export interface StartupContext {
  /** The element's `api-base` attribute, if any. */
  apiBase?: string | undefined;
  /** The element's `customer-type` attribute, if any. */
  customerType?: string | undefined;
}

let ran = false;
/** The customer type the page states now (its query, its widgets' attribute as last changed, a small-business path). */
let statedNow: CustomerType | null = null;
/** Start-up left the URL out: this tab applied the same query before, the visitor came back to it, and the saved state is newer. */
let urlSkipped = false;
let started: Promise<void> | null = null;
let applied: Promise<void> | null = null;

async function step(name: string, run: () => void | Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    logError(`start-up: ${name} failed and was skipped`, error);
  }
}

/**
 * The query this tab last applied on this page path (session storage: this tab only, kept over reloads and
 * Back). Per path: the checkout page's query, in between, does not make Back to the plans apply theirs again.
 */
const appliedQueryKey = (): string => 'ea_widgets_query:' + location.pathname.toLowerCase().replace(/\/$/, '');

/**
 * Start-up (spec 1 §4): host location → storage → URL → global configuration, each failing
 * source logged and skipped. Runs once per page; a second run throws.
 */
export async function runStartup(target: EaStore, context: StartupContext = {}, onStateApplied: () => void = () => {}): Promise<void> {
  if (ran) throw new Error('Start-up already ran on this page');
  ran = true;
  configureApi({
    base: context.apiBase ?? '',
    sessionId: () => target.getState().quote.savedQuoteReference || visitorId(),
  });
  setErrorReporter((error, where) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    void reportClientError(`${where.tag} ${where.phase}: ${message}`);
  });
  const configRequest = globalConfig();
  // The customer type the page states (its query, its widgets' attribute, a small-business path), not the default.
  statedNow = statedCustomerType(location.pathname, new URLSearchParams(location.search), context.customerType);
  await step('host location', () => target.getState().setCustomerType(statedNow ?? DEFAULT_CUSTOMER_TYPE));
  const restored = await applySavedAndUrl(target, cameBack());
  // Saved state that could not be read (its code failed to load) must not be overwritten by this page's defaults:
  // the page then works in memory only.
  if (restored) {
    await step('persistence', () => void persistence.persistOnChange(target));
    // Back (or Forward) to this page out of the browser's back/forward cache: the visitor may have changed the shared
    // state on another page meanwhile. It is read again as a reload would, so this page's next save does not undo it.
    addEventListener('pageshow', (event) => {
      if (event.persisted) void applySavedAndUrl(target, true);
    });
  }
  onStateApplied();
  const config = await configRequest;
  await step('global configuration', () => {
    if (!config) return;
    // Not the state price-change disclaimer: the plans table reads it for the state of the plans it shows.
    target.getState().patch('app', {
      featureToggles: featureTogglesFrom(config),
      ...(config.CallUs_TimeZone ? { contactTimeZone: config.CallUs_TimeZone } : {}),
      msalConfiguration: config.msalAuth ?? null,
    });
  });
  target.getState().setReady(true);
}

/**
 * The visitor came back to this page (a reload, Back or Forward), rather than following a link or typing its address:
 * only then is the URL they applied before older than what they chose since. Unknown (no navigation timing): back.
 */
function cameBack(): boolean {
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  // Not 'navigate' alone: a page prerendered for a link the visitor then followed says 'prerender'.
  return type === undefined || type === 'reload' || type === 'back_forward';
}

/**
 * Spec 1 §4's storage, then URL: the saved state; then the URL, unless the visitor came back to this very query,
 * applied before in this tab (a reload, Back to it), and the saved state holds what they chose since. A link or
 * address followed anew applies its query, the same as before or not. Tells whether the saved state was read.
 */
async function applySavedAndUrl(target: EaStore, returning: boolean): Promise<boolean> {
  let restored = false;
  let saved = false;
  await step('storage', async () => {
    saved = await persistence.restore(target);
    restored = true;
    // State saved on the other audience's page does not make this page show their plans, nor keep their plans
    // in the cart or their account (ours: the spec's order lets storage override the page).
    if (statedNow) takeCustomerType(target, statedNow);
  });
  // A new query, a new tab, a link followed, or nothing saved: the URL applies.
  urlSkipped = saved && returning && readStorageValue('session', appliedQueryKey()) == location.search;
  if (!urlSkipped) {
    await step('URL', () => applyUrl(target, location.search));
    writeStorageValue('session', appliedQueryKey(), location.search);
  }
  return restored;
}

/**
 * The page shows another audience's plans: the account and the plans chosen are the other audience's, so they go.
 * For state saved on the other audience's page, and for a `customer-type` changed after start-up.
 */
function takeCustomerType(target: EaStore, type: CustomerType): void {
  const s = target.getState();
  if (s.app.customerType === type) return;
  s.setCustomerType(type);
  s.resetIdentity();
  s.deselectPlan('electricity');
  s.deselectPlan('gas');
}

/**
 * A widget's `customer-type` or `api-base` changed after it connected (EMBEDDING.md: attribute changes after mount
 * take effect). The page has one store, so the change is the page's: a customer type the page states by the
 * attribute (its query still comes first) shows that audience's plans; a new API base serves the next requests.
 */
export function pageAttributeChanged(name: string, value: string | undefined): Promise<void> {
  return ensureStarted().then(() => {
    if (name === 'api-base') configureApi({ base: value ?? '' });
    else {
      statedNow = statedCustomerType(location.pathname, new URLSearchParams(location.search), value);
      takeCustomerType(store, statedNow ?? DEFAULT_CUSTOMER_TYPE);
    }
  });
}

/** Starts the page once, however many widgets connect; later calls get the same promise. Never rejects. */
export function ensureStarted(context: StartupContext = {}): Promise<void> {
  if (!started) {
    let resolveApplied = (): void => {};
    applied = new Promise<void>((resolve) => (resolveApplied = resolve));
    // Analytics (spec 3 §4.9) listens from the moment saved state and the URL are applied, before
    // any plans arrive, so it sees the first page view; it waits for its start rule itself.
    const markApplied = (): void => {
      resolveApplied();
      startAnalytics(store);
    };
    started = runStartup(store, context, markApplied)
      .catch((error: unknown) => {
        logError('start-up failed', error);
        store.getState().setReady(true);
      })
      .finally(markApplied);
  }
  return started;
}

/**
 * Settles once storage and the URL are applied to the store (before the global configuration
 * arrives): what a plan lookup must wait for. Starts the page if nothing has yet.
 */
export function whenStateApplied(): Promise<void> {
  void ensureStarted();
  return applied ?? Promise.resolve();
}

/** The page's query as start-up applied it: none when the saved state took its place (this tab applied it before). */
export const startupSearch = (): string => (urlSkipped ? '' : location.search);

/** Test hook: allows start-up to run again. */
export function forgetStartup(): void {
  ran = false;
  urlSkipped = false;
  statedNow = null;
  started = null;
  applied = null;
}

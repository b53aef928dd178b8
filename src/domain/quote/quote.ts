/** Quote lifecycle rules (spec 3 §3.3, §4.7). */
import type { Journey, SourceSystem } from '../shared/enums';
import { getTrimmedQueryParam } from '../page/query';
import * as v from 'valibot';
import { normaliseQuoteReference, QUOTE_REFERENCE_PATTERN } from './quote-reference';

/** A new connection is a form id greater than 0. */
export function isNewConnection(formId: number | null | undefined): boolean {
  return typeof formId === 'number' && Number.isFinite(formId) && formId > 0;
}

/** The quote reference cookie is kept only when the source is not the account portal, with no campaign and no new-connection form. */
export function shouldKeepQuoteCookie(input: {
  sourceSystem: SourceSystem | undefined;
  campaignId: string | null | undefined;
  formId: number | null | undefined;
}): boolean {
  return input.sourceSystem !== 'MA' && !input.campaignId?.trim() && !isNewConnection(input.formId);
}

/** Reference precedence: the URL parameter (while still trusted), then the cookie, then state. */
export function pickQuoteReference(input: {
  url: string | null | undefined;
  urlTrusted: boolean;
  cookie: string | null | undefined;
  state: string | null | undefined;
}): string | undefined {
  return (
    (input.urlTrusted ? normaliseQuoteReference(input.url) : undefined) ??
    normaliseQuoteReference(input.cookie) ??
    normaliseQuoteReference(input.state)
  );
}

/** The local-storage flag that disables snapshots: absent or 'false' (any case) means enabled. */
export function snapshotsDisabled(flag: string | null | undefined): boolean {
  if (flag === null || flag === undefined) return false;
  return flag.trim().toLowerCase() !== 'false';
}

/** Inputs of {@link shouldSaveSnapshot}. */
export interface SnapshotConditions {
  serviceReady: boolean;
  quoteCompleted: boolean;
  disabledFlag: string | null | undefined;
  sourceSystem: SourceSystem | undefined;
  journey: Journey | undefined;
  hasValidAddress: boolean;
  hasSelectedPlan: boolean;
}

/**
 * A debounced state change is saved only when the service is ready, the quote is not completed,
 * snapshots are not disabled, the source is not the quote tool, the journey is not disconnection,
 * and a valid address or a selected plan exists.
 */
export function shouldSaveSnapshot(c: SnapshotConditions): boolean {
  return (
    c.serviceReady &&
    !c.quoteCompleted &&
    !snapshotsDisabled(c.disabledFlag) &&
    c.sourceSystem !== 'EQ' &&
    c.journey !== 'DISCONNECTION' &&
    (c.hasValidAddress || c.hasSelectedPlan)
  );
}

/** Why a quote could not be saved or loaded (spec 3 §4.7, §8). */
export type QuoteFailure = 'noReference' | 'badReference' | 'expired' | 'failed';

/** The spec's quote load texts (spec 3 §8); 'failed' on a save is ours ('Failed to save quote'). */
export const QUOTE_LOAD_TEXTS: Readonly<Record<QuoteFailure, string>> = {
  noReference: 'Expected a quote reference.',
  badReference: 'Bad quote reference.',
  expired: 'Quote expired.',
  failed: 'Failed to load quote',
};

/**
 * Whether a load or save failure means the reference names no live quote: the server does not know it
 * (404, 'badReference') or it expired (410, 'expired'). Such a reference is never loaded or saved to again.
 * A server error or a timeout ('failed') says nothing about the quote: the same reference may load on a retry.
 */
export function isDeadQuoteReference(failure: QuoteFailure): boolean {
  return failure === 'badReference' || failure === 'expired';
}

/**
 * The reference state keeps after a quote load failed (spec 3 §4.7, §8: any load failure deletes the
 * quote cookie; a reference that failed is not the one the next load or save uses). When the reference
 * that did not load (`failed`) is state's own and names no live quote (404 or 410), state gets back the
 * one the URL's `r` replaced at start-up (`beforeUrl`: the visitor's own quote; '' when it replaced none),
 * else none (''), so the next load says 'Expected a quote reference.' and the next save POSTs a new quote.
 * Any other case leaves state as it is: no reference tried, a server error (it may load on a retry), or a
 * reference from the URL or the cookie that state does not hold.
 */
export function referenceAfterFailedLoad(input: {
  failure: QuoteFailure;
  failed: string | undefined;
  state: string;
  beforeUrl: string | undefined;
}): string {
  const failed = normaliseQuoteReference(input.failed);
  if (!failed || !isDeadQuoteReference(input.failure) || normaliseQuoteReference(input.state) !== failed) return input.state;
  return input.beforeUrl ?? '';
}

/** The local-storage flag that disables snapshot saving (spec 3 §4.7 names no key: ours). */
export const QUOTE_SNAPSHOTS_FLAG_KEY = 'ea_disable_quote_snapshots';
/** Snapshots are saved this long after the last change (spec 3 §9). */
export const SNAPSHOT_DEBOUNCE_MS = 1000;
/** Snapshot readiness fallback: 7 s plus 3 s. */
export const SNAPSHOT_READY_FALLBACK_MS = 7000 + 3000;

/** The URL's quote reference: its `r` parameter (any case, trimmed) when it looks like one. */
export function urlQuoteReference(search: string): string | undefined {
  const raw = getTrimmedQueryParam(new URLSearchParams(search), 'r');
  return raw !== undefined && QUOTE_REFERENCE_PATTERN.test(raw) ? raw : undefined;
}

/**
 * The session-storage key that keeps, for the tab, the reference a URL's `r` replaced in state at start-up:
 * a 404 on the URL's reference gives it back, also after a reload (which does not apply the URL again).
 */
export const QUOTE_REFERENCE_BEFORE_URL_KEY = 'ea_quote_ref_before_url';

const Reference = v.pipe(v.string(), v.regex(QUOTE_REFERENCE_PATTERN));
const ReplacedReference = v.object({ url: Reference, before: v.union([v.picklist(['']), Reference]) });

/** What that key holds, read back: the URL's reference and the one before it ('' for none); null when absent or malformed. */
export function replacedReferenceFrom(raw: string | null): { url: string; before: string } | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(ReplacedReference, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

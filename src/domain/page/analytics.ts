/**
 * Analytics mapping (spec 3 §2.6, §4.9, §9; spec 1 §2, §5). The constants and rules only analytics
 * reads live here, not in constants.ts / enums.ts / customer.ts, so that what uses them is plain to
 * see (analytics starts with every page: src/services/page/startup.ts).
 */
import {
  isOneOf,
  type AnalyticsQuoteStatus,
  type AnalyticsSection,
  type CheckoutStage,
  type CreditDecision,
  type CustomerType,
  type Journey,
  type PageNamePath,
  type PageNameSuffix,
  type TransactionType,
  type YesNoUnknown,
} from '../shared/enums';

/** Analytics ready delay (spec 3 §9): analytics starts this long after its start rule holds. */
export const ANALYTICS_READY_DELAY_MS = 100;
/** Page view rule (spec 3 §9): a page view goes this long after a route change. */
export const PAGE_VIEW_DELAY_MS = 50;
export const ANALYTICS_PAGE_NAME_PREFIX = 'ea';

/** Stages reported to analytics as the product section (the rest are checkout). */
export const PRODUCT_SECTION_STAGES = ['landing', 'plans', 'qualifier'] as const satisfies readonly CheckoutStage[];

/** The analytics / URL word for a customer type: 'home' or 'business'. */
export function customerTypeSiteSection(customerType: CustomerType): 'home' | 'business' {
  return customerType === 'BUSINESS' ? 'business' : 'home';
}

/** Landing, plans and qualifier are the product section; the other stages are checkout. */
export function analyticsSection(stage: CheckoutStage): AnalyticsSection {
  return isOneOf(PRODUCT_SECTION_STAGES, stage) ? 'product' : 'checkout';
}

const STAGE_SUFFIX: Readonly<Partial<Record<CheckoutStage, PageNameSuffix>>> = {
  plans: 'select-plans',
  details: 'mydetails',
  verify: 'verify-user',
  review: 'review-order',
  complete: 'complete',
  expired: 'expired',
  'rtca-declined': 'rtca-declined',
};

/** Page-name suffix of a checkout stage; landing and qualifier have none (undefined). */
export function pageNameSuffix(stage: CheckoutStage): PageNameSuffix | undefined {
  return STAGE_SUFFIX[stage];
}

/**
 * The recognised page-name path of a location pathname (any case): 'checkout',
 * 'electricity-and-gas/plans' (residential and business plans pages), 'moving-house/move-home',
 * 'upload-your-electricity-bill'; undefined for other pages.
 */
export function pageNamePath(pathname: string): PageNamePath | undefined {
  const p = pathname.toLowerCase();
  if (p.includes('upload-your-electricity-bill')) return 'upload-your-electricity-bill';
  if (p.includes('moving-house/move-home')) return 'moving-house/move-home';
  if (/(^|\/)checkout(\/|$)/.test(p)) return 'checkout';
  if (p.includes('electricity-and-gas') && /\/plans\/?$/.test(p)) return 'electricity-and-gas/plans';
  return undefined;
}

/** Page name 'ea:{home|business}:{path}:{suffix}'. */
export function pageName(customerType: CustomerType, path: PageNamePath, suffix: PageNameSuffix): string {
  return `${ANALYTICS_PAGE_NAME_PREFIX}:${customerTypeSiteSection(customerType)}:${path}:${suffix}`;
}

/** Page name for a pathname and stage, or undefined when the path or the stage has no name. */
export function pageNameFor(customerType: CustomerType, pathname: string, stage: CheckoutStage): string | undefined {
  const path = pageNamePath(pathname);
  const suffix = pageNameSuffix(stage);
  return path && suffix ? pageName(customerType, path, suffix) : undefined;
}

/** Inputs of {@link quoteStatusForAnalytics}. */
export interface QuoteStatusInput {
  /** The quote was cancelled (decline=true in the URL). */
  cancelled: boolean;
  stage: CheckoutStage;
  /** At least one plan is in the cart. */
  hasSelectedPlan: boolean;
  rtcaDecision?: CreditDecision | undefined;
}

/**
 * Quote status reported to analytics: cancelled wins; rtca-declined → declined-idv for an
 * IDV_DECLINE decision, else declined-credit; complete/review/verify/details/qualifier →
 * complete/in_review/in_verify/in_checkout/in_qual; landing and plans → in_cart with a selected
 * plan, else viewed; expired → undefined (not reported).
 */
export function quoteStatusForAnalytics(input: QuoteStatusInput): AnalyticsQuoteStatus | undefined {
  if (input.cancelled) return 'cancelled';
  switch (input.stage) {
    case 'rtca-declined':
      return input.rtcaDecision === 'IDV_DECLINE' ? 'declined-idv' : 'declined-credit';
    case 'complete':
      return 'complete';
    case 'review':
      return 'in_review';
    case 'verify':
      return 'in_verify';
    case 'details':
      return 'in_checkout';
    case 'qualifier':
      return 'in_qual';
    case 'landing':
    case 'plans':
      return input.hasSelectedPlan ? 'in_cart' : 'viewed';
    case 'expired':
      return undefined;
  }
}

/** Per-fuel disconnection outcome: undefined when not requested, else whether it succeeded. */
export interface DisconnectionOutcome {
  electricity?: boolean | undefined;
  gas?: boolean | undefined;
}

/** Inputs of {@link transactionType}. */
export interface TransactionTypeInput {
  journey: Journey | undefined;
  moving: boolean;
  existingCustomer: YesNoUnknown | undefined;
  disconnection?: DisconnectionOutcome | undefined;
}

/**
 * Transaction type: on the disconnection journey with a successful disconnection, disconnection
 * (disconnection_partial if the other requested fuel failed); when moving, movingHomeDisconnection
 * if a disconnection succeeded, else movingHome; planSwitch for an existing customer not on the
 * upsell journey; otherwise changeRetailer.
 */
export function transactionType(input: TransactionTypeInput): TransactionType {
  const results = [input.disconnection?.electricity, input.disconnection?.gas].filter((r): r is boolean => typeof r === 'boolean');
  const anySuccess = results.includes(true);
  const anyFailure = results.includes(false);
  if (input.journey === 'DISCONNECTION' && anySuccess) {
    return anyFailure ? 'disconnection_partial' : 'disconnection';
  }
  if (input.moving) return anySuccess ? 'movingHomeDisconnection' : 'movingHome';
  if (input.existingCustomer === 'yes' && input.journey !== 'UPSELL') return 'planSwitch';
  return 'changeRetailer';
}

/** Anything with an @ between other characters looks like an e-mail address. */
const EMAIL_LIKE = /\S@\S/;

/** True when the text looks like an e-mail address (something@something). */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_LIKE.test(value);
}

/** The offer code to send to analytics: trimmed; undefined when blank or when it looks like an e-mail. */
export function offerCodeForAnalytics(code: string | null | undefined): string | undefined {
  const v = code?.trim();
  if (!v || looksLikeEmail(v)) return undefined;
  return v;
}

/** Inputs of {@link analyticsMayStart}. */
export interface AnalyticsStartInput {
  /** The page's journey; null or undefined while it is not set. */
  journey: Journey | null | undefined;
  /** Some electricity or gas plan is loaded. */
  hasPlans: boolean;
  /** Some negative (non-success) lookup message is shown. */
  hasNegativeMessages: boolean;
}

/**
 * Analytics starts once the journey is set and, for the plans and campaign journeys, there are
 * plans or negative messages (spec 3 §4.9).
 */
export function analyticsMayStart(input: AnalyticsStartInput): boolean {
  if (!input.journey) return false;
  if (input.journey === 'PLANS' || input.journey === 'CAMPAIGN') return input.hasPlans || input.hasNegativeMessages;
  return true;
}

/**
 * Whether a reported quote status means the visitor has started a quote (the start-quote event):
 * a plan in the cart or any later step; not a quote only viewed, cancelled or not reported.
 */
export function quoteStarted(status: AnalyticsQuoteStatus | undefined): boolean {
  return status !== undefined && status !== 'viewed' && status !== 'cancelled';
}

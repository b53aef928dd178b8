/**
 * Enumerations of the product (spec 1 §3, spec 2 §3, spec 3 §3).
 *
 * Pattern: a readonly `as const` array (SCREAMING_CASE) plus the union type derived
 * from it, and an `isX(value)` guard where callers validate outside input.
 */

/** Narrow an unknown value to a member of a readonly string list. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Customers, fuels, units
// ---------------------------------------------------------------------------

export const CUSTOMER_TYPES = ['RESIDENTIAL', 'BUSINESS'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Fuel selection as held in state and shown in panels. */
export const FUELS = ['electricity', 'gas', 'both'] as const;
export type Fuel = (typeof FUELS)[number];

/** A single fuel (never 'both'). */
export const SINGLE_FUELS = ['electricity', 'gas'] as const;
export type SingleFuel = (typeof SINGLE_FUELS)[number];

/** Fuel values accepted in the `fuel` query parameter (spec 3 §2.1, §5). */
export const QUERY_FUELS = ['ele', 'gas', 'both'] as const;
export type QueryFuel = (typeof QUERY_FUELS)[number];

export const QUERY_FUEL_TO_FUEL: Readonly<Record<QueryFuel, Fuel>> = {
  ele: 'electricity',
  gas: 'gas',
  both: 'both',
};

/** Usage units: kWh for electricity, MJ for gas. */
export const FUEL_UNITS: Readonly<Record<SingleFuel, 'kWh' | 'MJ'>> = {
  electricity: 'kWh',
  gas: 'MJ',
};

/** Selected services, derived from the selected plans (spec 1 §4). */
export const SELECTED_SERVICES = ['both', 'electricity', 'gas', 'none'] as const;
export type SelectedServices = (typeof SELECTED_SERVICES)[number];

// ---------------------------------------------------------------------------
// Geography, layout
// ---------------------------------------------------------------------------

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];
export const isAustralianState = (v: unknown): v is AustralianState => isOneOf(AUSTRALIAN_STATES, v);

/** Device classes by width (spec 1 §9), narrowest first. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop', 'wide', 'extra-wide'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

// ---------------------------------------------------------------------------
// Journeys, steps, stages
// ---------------------------------------------------------------------------

export const CHECKOUT_STAGES = [
  'landing',
  'plans',
  'qualifier',
  'details',
  'verify',
  'review',
  'complete',
  'expired',
  'rtca-declined',
] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

export const ANALYTICS_SECTIONS = ['product', 'checkout'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

/** Journeys (spec 1 §1 and spec 3 §1 together). */
export const JOURNEYS = ['PLANS', 'CAMPAIGN', 'MOVING', 'UPSELL', 'NEW_CONNECTION', 'SWITCH', 'PLAN_SWITCH', 'DISCONNECTION'] as const;
export type Journey = (typeof JOURNEYS)[number];

/** Offer types derived from the moving-or-not choice (spec 3 §3.1). */
export const OFFER_TYPES = ['MOVING', 'PLAN_SWITCH', 'OTHER'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Refine modal steps (spec 1 §2). */
export const REFINE_MODAL_STEPS = ['REFINE_OPTIONS', 'VALIDATE_ACCOUNT', 'VERIFY_IDENTITY', 'USAGE_DATA', 'ENTER_USAGE'] as const;
export type RefineModalStep = (typeof REFINE_MODAL_STEPS)[number];

// ---------------------------------------------------------------------------
// Source systems, authentication, access
// ---------------------------------------------------------------------------

/**
 * Source system codes: EQ = quote tool (agents, a.k.a. EAZYQUOTE), MA = account
 * portal, QT2 = this product (decision: the spec does not name our own code; QT2
 * follows the API path prefix /qt2/).
 */
export const SOURCE_SYSTEMS = ['QT2', 'EQ', 'MA'] as const;
export type SourceSystem = (typeof SOURCE_SYSTEMS)[number];

export const AUTHENTICATION_STATUSES = ['UNAUTHENTICATED', 'SKIPPED', 'VALIDATED', 'AUTHENTICATED', 'BLOCKED'] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];

/** Customer segment (URL `customerSegment`): N = not existing, E = existing. */
export const CUSTOMER_SEGMENTS = ['N', 'E'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

// ---------------------------------------------------------------------------
// People, property, moving
// ---------------------------------------------------------------------------

/** Yes / no / unknown as held in state (existing customer, life support). */
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

/** Property relationship (URL `propRel` too); the qualifier offers owner/renter (TENANT). */
export const PROPERTY_RELATIONSHIPS = ['OWNER', 'TENANT', 'UNKNOWN'] as const;
export type PropertyRelationship = (typeof PROPERTY_RELATIONSHIPS)[number];

export const MOVING_STATUSES = ['MOVING', 'NOT_MOVING', 'UNKNOWN'] as const;
export type MovingStatus = (typeof MOVING_STATUSES)[number];

export const BUSINESS_ID_TYPES = ['ABN', 'ACN'] as const;
export type BusinessIdType = (typeof BUSINESS_ID_TYPES)[number];

export const BILL_DELIVERY_METHODS = ['EMAIL', 'MAILING_ADDRESS', 'BPAYV', 'OTHER_ADDRESS'] as const;
export type BillDeliveryMethod = (typeof BILL_DELIVERY_METHODS)[number];

/** Refine selected location type (default address). */
export const LOCATION_TYPES = ['address', 'postcode'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

// ---------------------------------------------------------------------------
// Usage and tariffs
// ---------------------------------------------------------------------------

export const ESTIMATE_PERIODS = ['MONTHLY', 'BIMONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
export type EstimatePeriod = (typeof ESTIMATE_PERIODS)[number];
export const isEstimatePeriod = (v: unknown): v is EstimatePeriod => isOneOf(ESTIMATE_PERIODS, v);
export const ESTIMATE_PERIOD_LABELS: Readonly<Record<EstimatePeriod, string>> = {
  MONTHLY: 'Monthly',
  BIMONTHLY: 'Bi-monthly',
  QUARTERLY: 'Quarterly',
  ANNUAL: 'Yearly',
};

export const USAGE_ESTIMATE_TYPES = ['benchmark', 'high', 'medium', 'low', 'custom', 'customer'] as const;
export type UsageEstimateType = (typeof USAGE_ESTIMATE_TYPES)[number];
export const isUsageEstimateType = (v: unknown): v is UsageEstimateType => isOneOf(USAGE_ESTIMATE_TYPES, v);

/** Rate accuracy (spec 3 §3.1, §9: anything other than NMI counts as a failed NMI lookup). */
export const RATE_ACCURACIES = ['NMI', 'MIRN', 'ADDRESS', 'POSTCODE'] as const;
export type RateAccuracy = (typeof RATE_ACCURACIES)[number];

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

/** Plan-features toggle of the refine options (default all): all, or one of the plan tags. */
export const PLAN_FEATURES_TOGGLES = ['all', 'discount', 'usage', 'benefits', 'solar'] as const;
export type PlanFeaturesToggle = (typeof PLAN_FEATURES_TOGGLES)[number];

// ---------------------------------------------------------------------------
// Meters, disconnection
// ---------------------------------------------------------------------------

export const DISCONNECTION_STATUSES = ['DISCONNECTING', 'NOT_DISCONNECTING', 'UNKNOWN', 'ERROR'] as const;
export type DisconnectionStatus = (typeof DISCONNECTION_STATUSES)[number];

/** Overall disconnection state (spec 1 §4, spec 3 §4.8). */
export const DISCONNECTION_OVERALL_STATES = ['DISCONNECTING', 'NOT_DISCONNECTING', 'NO_ELIGIBLE_ACCOUNTS'] as const;
export type DisconnectionOverallState = (typeof DISCONNECTION_OVERALL_STATES)[number];

// ---------------------------------------------------------------------------
// Quotes, analytics, decisions
// ---------------------------------------------------------------------------

/** The subset of quote statuses reported to analytics (spec 3 §4.9), in the spec's order. */
export const ANALYTICS_QUOTE_STATUSES = [
  'cancelled',
  'viewed',
  'in_cart',
  'in_qual',
  'in_checkout',
  'in_verify',
  'in_review',
  'complete',
  'declined-credit',
  'declined-idv',
] as const;
export type AnalyticsQuoteStatus = (typeof ANALYTICS_QUOTE_STATUSES)[number];

export const TRANSACTION_TYPES = [
  'disconnection',
  'disconnection_partial',
  'movingHomeDisconnection',
  'movingHome',
  'planSwitch',
  'changeRetailer',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Analytics page-name suffixes (spec 3 §2.6). */
export const PAGE_NAME_SUFFIXES = [
  'select-plans',
  'mydetails',
  'verify-user',
  'review-order',
  'complete',
  'expired',
  'rtca-declined',
] as const;
export type PageNameSuffix = (typeof PAGE_NAME_SUFFIXES)[number];

/** Paths recognised in analytics page names (spec 3 §2.6). */
export const PAGE_NAME_PATHS = ['checkout', 'electricity-and-gas/plans', 'moving-house/move-home', 'upload-your-electricity-bill'] as const;
export type PageNamePath = (typeof PAGE_NAME_PATHS)[number];

export const CREDIT_DECISIONS = ['ACCEPT', 'DECLINE', 'RETRY', 'ACCEPT_WITH_CONDITION', 'IDV_DECLINE'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

// ---------------------------------------------------------------------------
// Messages, errors
// ---------------------------------------------------------------------------

/**
 * Message levels, most severe first. This is the "known levels list" of spec 1 §4:
 * negative messages are those whose level is in it except success, ordered by it.
 */
export const MESSAGE_LEVELS = ['error', 'warning', 'info', 'success'] as const;
export type MessageLevel = (typeof MESSAGE_LEVELS)[number];
export const isMessageLevel = (v: unknown): v is MessageLevel => isOneOf(MESSAGE_LEVELS, v);

// ---------------------------------------------------------------------------
// Feature toggles
// ---------------------------------------------------------------------------

/** Feature toggle names as held in state (legacyAnalytics is held as supportLegacyAnalytics). */
export const FEATURE_TOGGLES = [
  'googleReviews',
  'productReview',
  'rpoOptIn',
  'trustpilot',
  'supportLegacyAnalytics',
  'usageDataLoyaltyMessage',
  'reactPlansApp',
  'oktaAuthentication',
  'nmiMirnEncryption',
  'otpVerification',
  'bpoint',
  'keyFeaturesToggle',
] as const;
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];
export type FeatureToggles = Readonly<Record<FeatureToggle, boolean>>;

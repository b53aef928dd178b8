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
export const isCustomerType = (v: unknown): v is CustomerType => isOneOf(CUSTOMER_TYPES, v);

/** Fuel selection as held in state and shown in panels. */
export const FUELS = ['electricity', 'gas', 'both'] as const;
export type Fuel = (typeof FUELS)[number];
export const isFuel = (v: unknown): v is Fuel => isOneOf(FUELS, v);

/** A single fuel (never 'both'). */
export const SINGLE_FUELS = ['electricity', 'gas'] as const;
export type SingleFuel = (typeof SINGLE_FUELS)[number];

/** Fuel codes in API payloads and the plans table. */
export const PAYLOAD_FUELS = ['ELE', 'GAS', 'BOTH'] as const;
export type PayloadFuel = (typeof PAYLOAD_FUELS)[number];
export const isPayloadFuel = (v: unknown): v is PayloadFuel => isOneOf(PAYLOAD_FUELS, v);

/** Fuel values accepted in the `fuel` query parameter (spec 3 §2.1, §5). */
export const QUERY_FUELS = ['ele', 'gas', 'both'] as const;
export type QueryFuel = (typeof QUERY_FUELS)[number];

export const FUEL_TO_PAYLOAD: Readonly<Record<Fuel, PayloadFuel>> = {
  electricity: 'ELE',
  gas: 'GAS',
  both: 'BOTH',
};
export const PAYLOAD_TO_FUEL: Readonly<Record<PayloadFuel, Fuel>> = {
  ELE: 'electricity',
  GAS: 'gas',
  BOTH: 'both',
};
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

/** States the retailer serves (spec 1 §1); also the price-change disclaimer keys. */
export const SERVICED_STATES = ['ACT', 'NSW', 'QLD', 'SA', 'VIC'] as const;
export type ServicedState = (typeof SERVICED_STATES)[number];

/** Device classes by width (spec 1 §9), narrowest first. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop', 'wide', 'extra-wide'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

// ---------------------------------------------------------------------------
// Journeys, steps, stages
// ---------------------------------------------------------------------------

export const JOURNEY_STEPS = [
  'LANDING',
  'PLANS',
  'QUALIFIER',
  'DETAILS',
  'VERIFY',
  'REVIEW',
  'COMPLETE',
  'EXPIRED',
  'RTCADECLINE',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
/** Terminal journey steps. */
export const TERMINAL_JOURNEY_STEPS = ['EXPIRED', 'RTCADECLINE'] as const satisfies readonly JourneyStep[];

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
export const isCheckoutStage = (v: unknown): v is CheckoutStage => isOneOf(CHECKOUT_STAGES, v);

export const ANALYTICS_SECTIONS = ['product', 'checkout'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

export const JOURNEY_STEP_TO_STAGE: Readonly<Record<JourneyStep, CheckoutStage>> = {
  LANDING: 'landing',
  PLANS: 'plans',
  QUALIFIER: 'qualifier',
  DETAILS: 'details',
  VERIFY: 'verify',
  REVIEW: 'review',
  COMPLETE: 'complete',
  EXPIRED: 'expired',
  RTCADECLINE: 'rtca-declined',
};

/**
 * Journeys (spec 1 §1 and spec 3 §1 together). Short aliases seen in the spec:
 * move → MOVING, nc → NEW_CONNECTION (see JOURNEY_ALIASES).
 */
export const JOURNEYS = ['PLANS', 'CAMPAIGN', 'MOVING', 'UPSELL', 'NEW_CONNECTION', 'SWITCH', 'PLAN_SWITCH', 'DISCONNECTION'] as const;
export type Journey = (typeof JOURNEYS)[number];
export const isJourney = (v: unknown): v is Journey => isOneOf(JOURNEYS, v);
export const JOURNEY_ALIASES: Readonly<Record<string, Journey>> = {
  move: 'MOVING',
  nc: 'NEW_CONNECTION',
};

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
export const isSourceSystem = (v: unknown): v is SourceSystem => isOneOf(SOURCE_SYSTEMS, v);
export const SOURCE_SYSTEM_NAMES = ['PRODUCT', 'QUOTE_TOOL', 'ACCOUNT_PORTAL'] as const;
export type SourceSystemName = (typeof SOURCE_SYSTEM_NAMES)[number];
export const SOURCE_SYSTEM_TO_NAME: Readonly<Record<SourceSystem, SourceSystemName>> = {
  QT2: 'PRODUCT',
  EQ: 'QUOTE_TOOL',
  MA: 'ACCOUNT_PORTAL',
};

export const AUTHENTICATION_STATUSES = ['UNAUTHENTICATED', 'SKIPPED', 'VALIDATED', 'AUTHENTICATED', 'BLOCKED'] as const;
export type AuthenticationStatus = (typeof AUTHENTICATION_STATUSES)[number];

export const ACCESS_LEVELS = ['BASIC_READ', 'BASIC_READ_WRITE', 'FULL_ACCESS'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Customer segment (URL `customerSegment`): N = not existing, E = existing. */
export const CUSTOMER_SEGMENTS = ['N', 'E'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];
export const isCustomerSegment = (v: unknown): v is CustomerSegment => isOneOf(CUSTOMER_SEGMENTS, v);

// ---------------------------------------------------------------------------
// People, property, moving
// ---------------------------------------------------------------------------

/** Yes / no / unknown as held in state (existing customer, life support). */
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];
export const isYesNoUnknown = (v: unknown): v is YesNoUnknown => isOneOf(YES_NO_UNKNOWN, v);

/** Upper-case variant used in payloads (lockdown flags, creditsIncluded, safetyQuestions). */
export const PAYLOAD_YES_NO_UNKNOWN = ['YES', 'NO', 'UNKNOWN'] as const;
export type PayloadYesNoUnknown = (typeof PAYLOAD_YES_NO_UNKNOWN)[number];

/** Queensland energised answer (spec 2 §3). */
export const ENERGISED_ANSWERS = ['yes', 'no', 'unsure'] as const;
export type EnergisedAnswer = (typeof ENERGISED_ANSWERS)[number];

/** Property relationship (URL `propRel` too); the qualifier offers owner/renter (TENANT). */
export const PROPERTY_RELATIONSHIPS = ['OWNER', 'TENANT', 'UNKNOWN'] as const;
export type PropertyRelationship = (typeof PROPERTY_RELATIONSHIPS)[number];
export const isPropertyRelationship = (v: unknown): v is PropertyRelationship => isOneOf(PROPERTY_RELATIONSHIPS, v);

export const MOVING_STATUSES = ['MOVING', 'NOT_MOVING', 'UNKNOWN'] as const;
export type MovingStatus = (typeof MOVING_STATUSES)[number];

export const ORGANISATION_TYPES = [
  'CORPORATION',
  'GENERAL_PARTNERSHIP',
  'GOVERNMENT',
  'INCORPORATED',
  'LIMITED_COMPANY',
  'LTD_PARTNERSHIP',
  'OTHERS',
  'PARTNERSHIP',
  'PROPRIETARY_LTD',
  'SOLE_TRADER',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const INDUSTRY_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', '-'] as const;
export type IndustryCode = (typeof INDUSTRY_CODES)[number];
export const INDUSTRY_LABELS: Readonly<Record<IndustryCode, string>> = {
  A: 'Agriculture, Forestry and Fishing',
  B: 'Mining',
  C: 'Manufacturing',
  D: 'Electricity, Gas and Water Supply',
  E: 'Construction',
  F: 'Wholesale Trade',
  G: 'Retail Trade',
  H: 'Accommodation, Cafes and Restaurants',
  I: 'Transport and Storage',
  J: 'Communication Services',
  K: 'Finance and Insurance',
  L: 'Property and Business Services',
  M: 'Government Administration and Defence',
  N: 'Education',
  O: 'Health and Community Services',
  P: 'Cultural and Recreational Services',
  Q: 'Personal and Other Services',
  '-': 'Unknown',
};

export const TITLES = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Dr',
  'Admiral',
  'Bishop',
  'Brigadier',
  'Brother',
  'Captain',
  'Colonel',
  'Commander',
  'Dame',
  'Estate Of',
  'Father',
  'General',
  'The Honorable',
  'Judge',
  'Lady',
  'Lord',
  'Lieutenant',
  'Major',
  'Madam',
  'Pastor',
  'Professor',
  'Rabbi',
  'Reverend',
  'Sergeant',
  'Sir',
  'Sister',
] as const;
export type Title = (typeof TITLES)[number];

/** Identity document types (the common ones; many further codes exist server-side). */
export const IDENTITY_DOCUMENT_TYPES = ['DOB', 'DL', 'PASSPORT', 'MEDICARE', 'PIN', 'OTHER'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

export const BUSINESS_ID_TYPES = ['ABN', 'ACN'] as const;
export type BusinessIdType = (typeof BUSINESS_ID_TYPES)[number];

export const PAYMENT_METHODS = ['BA', 'CC', 'NONE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BILL_DELIVERY_METHODS = ['EMAIL', 'MAILING_ADDRESS', 'BPAYV', 'OTHER_ADDRESS'] as const;
export type BillDeliveryMethod = (typeof BILL_DELIVERY_METHODS)[number];

export const CONTACT_TYPES = ['EMAIL', 'MOBILE'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Preferred contact type of the signup customer (spec 3 §3.2). */
export const PREFERRED_CONTACT_TYPES = ['EMAIL', 'POSTAL'] as const;
export type PreferredContactType = (typeof PREFERRED_CONTACT_TYPES)[number];

/** Address types / mailing methods: the connection address or an alternate address. */
export const ADDRESS_TYPES = ['CONNECTION_ADDRESS', 'ALTERNATE_ADDRESS'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const LOOKUP_TYPES = ['POSTCODE', 'NMI', 'MIRN'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

export const ADDRESS_SEARCH_TYPES = ['Address', 'Postcode'] as const;
export type AddressSearchType = (typeof ADDRESS_SEARCH_TYPES)[number];

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

export const USAGE_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CUSTOM', 'CUSTOMER', 'BENCHMARK'] as const;
export type UsageLevel = (typeof USAGE_LEVELS)[number];
export const USAGE_LEVEL_LABELS: Readonly<Record<UsageLevel, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  CUSTOM: 'Custom',
  CUSTOMER: 'Customer data',
  BENCHMARK: 'Average',
};
/** Usage levels that can show a daily figure. */
export const DAILY_FIGURE_USAGE_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const satisfies readonly UsageLevel[];

export const USAGE_ESTIMATE_TYPES = ['benchmark', 'high', 'medium', 'low', 'custom', 'customer'] as const;
export type UsageEstimateType = (typeof USAGE_ESTIMATE_TYPES)[number];
export const isUsageEstimateType = (v: unknown): v is UsageEstimateType => isOneOf(USAGE_ESTIMATE_TYPES, v);

/** Usage bands with daily values (spec 3 §9). */
export const USAGE_BANDS = ['high', 'medium', 'low', 'benchmark'] as const satisfies readonly UsageEstimateType[];
export type UsageBand = (typeof USAGE_BANDS)[number];

export const TARIFF_CODES = ['PDC1', 'PDC2', 'PDC12', 'TOU5', 'TOU7', 'T51', 'T52', 'T512'] as const;
export type TariffCode = (typeof TARIFF_CODES)[number];
/** Tariffs with controlled load. */
export const CONTROLLED_LOAD_TARIFF_CODES = ['PDC12', 'T512'] as const satisfies readonly TariffCode[];

export const USAGE_ATTRIBUTIONS = ['PEAK', 'OFF_PEAK', 'SHOULDER', 'SHOULDER2', 'CONTROLLED_LOAD', 'CONTROLLED_LOAD2'] as const;
export type UsageAttribution = (typeof USAGE_ATTRIBUTIONS)[number];

/**
 * Charge categories (spec 1 §3 gives them loosely; names are ours): peak, off-peak,
 * shoulder and controlled-load, each plain or first/next/final block, supply, demand, unknown.
 */
export const CHARGE_CATEGORIES = [
  'peak',
  'peak-first',
  'peak-next',
  'peak-final',
  'off-peak',
  'off-peak-first',
  'off-peak-next',
  'off-peak-final',
  'shoulder',
  'shoulder-first',
  'shoulder-next',
  'shoulder-final',
  'controlled-load',
  'controlled-load-first',
  'controlled-load-next',
  'controlled-load-final',
  'supply',
  'demand',
  'unknown',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

/** Electricity load statuses (spec 1 §4 plan load outcomes). */
export const ELECTRICITY_LOAD_STATUSES = [
  'SUCCESS',
  'NMI_BLOCKED',
  'NMI_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'INVALID_CUSTOMER_TYPE',
  'CAMPAIGN_NOT_SERVICED',
  'ADDRESS_NOT_SERVICED',
  'POSTCODE_NOT_SERVICED',
  'REMOTE_METERING_RISK',
  'STATE_NOT_SERVICED',
  'SOLAR_SETUP_UNKNOWN',
  'SYSTEM_ERROR',
  'QLD_DEENERGISED',
  'ERGON_NOT_SERVICED',
] as const;
export type ElectricityLoadStatus = (typeof ELECTRICITY_LOAD_STATUSES)[number];

export const GAS_LOAD_STATUSES = [
  'SUCCESS',
  'MIRN_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'CAMPAIGN_NOT_SERVICED',
  'ADDRESS_NOT_SERVICED',
  'POSTCODE_NOT_SERVICED',
  'STATE_NOT_SERVICED',
  'SYSTEM_ERROR',
] as const;
export type GasLoadStatus = (typeof GAS_LOAD_STATUSES)[number];
export type PlanLoadStatus = ElectricityLoadStatus | GasLoadStatus;

/** Rate accuracy (spec 3 §3.1, §9: anything other than NMI counts as a failed NMI lookup). */
export const RATE_ACCURACIES = ['NMI', 'MIRN', 'ADDRESS', 'POSTCODE'] as const;
export type RateAccuracy = (typeof RATE_ACCURACIES)[number];

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

export const FEED_IN_TARIFF_TYPES = ['PKO', 'TOU'] as const;
export type FeedInTariffType = (typeof FEED_IN_TARIFF_TYPES)[number];

export const SOLAR_RATE_TYPES = ['PEAK', 'OFF_PEAK', 'SHOULDER'] as const;
export type SolarRateType = (typeof SOLAR_RATE_TYPES)[number];

export const PRICE_STRUCTURES = ['fixed', 'variable'] as const;
export type PriceStructure = (typeof PRICE_STRUCTURES)[number];

export const PLAN_VISIBILITIES = ['PUBLIC', 'RESTRICTED'] as const;
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];

/** Plan grouping: I individual, G grouped. */
export const PLAN_GROUPINGS = ['I', 'G'] as const;
export type PlanGrouping = (typeof PLAN_GROUPINGS)[number];

/** Plan tags and rate-summary types. */
export const PLAN_TAGS = ['discount', 'usage', 'benefits', 'solar'] as const;
export type PlanTag = (typeof PLAN_TAGS)[number];
export const RATE_SUMMARY_TYPES = PLAN_TAGS;
export type RateSummaryType = PlanTag;

/** Plan conditions (qualification tags, spec 2 §3); the source system code is also a condition. */
export const PLAN_CONDITIONS = [
  'RPO',
  'DUALFUEL',
  'EBILL',
  'MOVING',
  'EXISTING',
  'NEW',
  'PLAN_SWITCH',
  'COR',
  'CART',
  ...SOURCE_SYSTEMS,
] as const;
export type PlanCondition = (typeof PLAN_CONDITIONS)[number];

export const BENCHMARK_TYPES = ['NONE', 'MARKET_REFERENCE', 'REGULAR_REFERENCE'] as const;
export type BenchmarkType = (typeof BENCHMARK_TYPES)[number];

export const CREDIT_CONDITIONS = ['CONDITIONAL', 'UNCONDITIONAL'] as const;
export type CreditCondition = (typeof CREDIT_CONDITIONS)[number];

/** Plan-features toggle of the refine options (default all). */
export const PLAN_FEATURES_TOGGLES = ['all', ...PLAN_TAGS] as const;
export type PlanFeaturesToggle = (typeof PLAN_FEATURES_TOGGLES)[number];

// ---------------------------------------------------------------------------
// Meters, disconnection
// ---------------------------------------------------------------------------

export const SITE_ENERGISATION_STATUSES = ['ACTIVE', 'EXTINCT', 'GREENFIELD', 'NOT_ENERGISED'] as const;
export type SiteEnergisationStatus = (typeof SITE_ENERGISATION_STATUSES)[number];

export const DISCONNECTION_STATUSES = ['DISCONNECTING', 'NOT_DISCONNECTING', 'UNKNOWN', 'ERROR'] as const;
export type DisconnectionStatus = (typeof DISCONNECTION_STATUSES)[number];

/** Overall disconnection state (spec 1 §4, spec 3 §4.8). */
export const DISCONNECTION_OVERALL_STATES = ['DISCONNECTING', 'NOT_DISCONNECTING', 'NO_ELIGIBLE_ACCOUNTS'] as const;
export type DisconnectionOverallState = (typeof DISCONNECTION_OVERALL_STATES)[number];

// ---------------------------------------------------------------------------
// Quotes, analytics, decisions
// ---------------------------------------------------------------------------

export const OFFER_TRACKING_EVENTS = [
  'quoteCancelled',
  'planView',
  'qualifierStarted',
  'checkoutStarted',
  'quoteCompleted',
  'prodView',
] as const;
export type OfferTrackingEvent = (typeof OFFER_TRACKING_EVENTS)[number];

export const QUOTE_STATUSES = [
  'cancelled',
  'cancelled_feedback',
  'complete',
  'in_verify',
  'declined-idv',
  'declined-credit',
  'emailed',
  'in_cart',
  'in_checkout',
  'in_qual',
  'in_review',
  'viewed',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

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
] as const satisfies readonly QuoteStatus[];
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

export const ACCOUNT_VERIFICATION_ERROR_CODES = [
  'INTERNAL_ERROR',
  'NO_IDTYPES_FOUND',
  'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH',
  'ACCOUNT_FUEL_TYPE_NOT_MATCH',
  'ACCOUNT_POSTCODE_NOT_MATCH',
  'ACCOUNT_ABNACN_NOT_MATCH',
  'ACCOUNT_IDENTITY_NOT_MATCH',
  'ACCOUNT_ADDRESS_NOT_MATCH',
  'ACCOUNT_STATUS_CLOSED',
  'ACCOUNT_NOT_EXISTS',
  'C1_UNKNOWN_ERROR',
  'REMOTE_METERING_RISK',
] as const;
export type AccountVerificationErrorCode = (typeof ACCOUNT_VERIFICATION_ERROR_CODES)[number];

/** Quote load outcomes (spec 3 §4.7, §8). */
export const QUOTE_LOAD_ERRORS = ['noReference', 'badReference', 'expired', 'failed'] as const;
export type QuoteLoadError = (typeof QUOTE_LOAD_ERRORS)[number];

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

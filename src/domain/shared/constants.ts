/**
 * Business constants and limits (spec 1 §9, spec 2 §9, spec 3 §9).
 */
import type {
  CustomerType,
  FeatureToggle,
  FeatureToggles,
  Fuel,
  UsageEstimateType,
  EstimatePeriod,
  DisconnectionStatus,
  BillDeliveryMethod,
} from './enums';

// Defaults
export const DEFAULT_POSTCODE = '2000';
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'RESIDENTIAL';
export const DEFAULT_GREEN_OPTION = 0;
export const DEFAULT_FUEL_SELECTION: Fuel = 'both';
export const DEFAULT_USAGE_TYPE: UsageEstimateType = 'benchmark';
export const DEFAULT_ESTIMATE_PERIOD: EstimatePeriod = 'ANNUAL';
/** Period always sent in estimate requests. */
export const REQUEST_ESTIMATE_PERIOD: EstimatePeriod = 'ANNUAL';
/** Period used for the placeholder. */
export const PLACEHOLDER_ESTIMATE_PERIOD: EstimatePeriod = 'MONTHLY';
export const DEFAULT_DISCONNECTION_STATUS: DisconnectionStatus = 'UNKNOWN';
export const DEFAULT_BILLING_DELIVERY_METHOD: BillDeliveryMethod = 'EMAIL';
export const ZERO_CHARGE = 0;

// Time
export const DAYS_PER_YEAR = 365;
export const COOKIE_LIFETIME_MS = 86_400_000;
export const REDIRECT_DELAY_MS = 200;
export const SUBURB_SEARCH_DEBOUNCE_MS = 500;
export const NMI_MIRN_DEBOUNCE_MS = 500;
export const ESTIMATE_DEBOUNCE_MS = 100;
export const ADDRESS_DEBOUNCE_MS = 100;
/** An address search starts at this many characters (spaces at the ends not counted). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const SNAPSHOT_DEBOUNCE_MS = 1000;
/** Snapshot readiness fallback: 7 s plus 3 s. */
export const SNAPSHOT_READY_FALLBACK_MS = 7000 + 3000;
export const ENERGISATION_CALENDAR_DEBOUNCE_MS = 100;
/** A refresh token is expired when this many seconds or fewer remain. */
export const REFRESH_TOKEN_EXPIRY_MARGIN_S = 60;

// Suburb search
export const SUBURB_SUGGESTIONS_MAX = 10;
export const SUBURB_SEARCH_MIN_LETTERS = 3;

// Device classes (spec 1 §9)
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 959;
export const WIDE_DESKTOP_MIN_WIDTH = 1200;
export const EXTRA_WIDE_MIN_WIDTH = 1700;

// Carousel
export const SWIPE_THRESHOLD_PX = 60;
export const SWIPE_MAX_ANGLE_DEG = 20;
export const CAROUSEL_MAX_COLUMNS_WIDTH = 1200;

// Numbers
export const NUMBER_RADIX = 10;
export const RATE_DECIMALS = 2;
export const USAGE_DECIMALS = 2;

// Field maxima
export const ACCOUNT_NUMBER_MAX_LENGTH = 10;
export const POSTCODE_MAX_LENGTH = 4;
export const ABN_ACN_MAX_LENGTH = 11;
export const ABN_LENGTH = 11;
export const ACN_LENGTH = 9;
export const ID_VALUE_MAX_LENGTH = 20;
export const NMI_MIRN_MIN_LENGTH = 10;
export const NMI_MIRN_MAX_LENGTH = 11;
export const DATE_OF_BIRTH_FORMAT = 'dd/MM/yyyy';
/** Default date format (YYYY-MM-DD) in date-fns tokens. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

// Usage limits
export const MAX_CUSTOM_DAILY_USAGE_ELECTRICITY = 499.99;
export const MAX_CUSTOM_DAILY_USAGE_GAS = 27398;
export const MIN_CUSTOM_DAILY_USAGE = 0;

// Plans
export const MAX_FUEL_PLANS_IN_COMBINED_PLAN = 2;

// Contact
export const DEFAULT_CONTACT_NUMBER = '133 466';
/** The contact hours' time zone when the global configuration gives none. */
export const DEFAULT_CONTACT_TIME_ZONE = 'AEST';
export const METER_DETECTED_CONTACT_HOURS = 'Monday to Friday 8am to 6.30pm';

// Storage / keys
export const QUALIFIER_VARIATION_STORAGE_KEY = 'qq_variation';
export const ALTERNATIVE_FLOW_EXPERIMENT_VALUE = 'DG69917';
export const BUILD_MARKER = 'version 2 main';

// Feature toggles
export const DEFAULT_FEATURE_TOGGLES: FeatureToggles = Object.freeze({
  googleReviews: false,
  productReview: false,
  rpoOptIn: false,
  trustpilot: false,
  supportLegacyAnalytics: true,
  usageDataLoyaltyMessage: false,
  reactPlansApp: false,
  oktaAuthentication: false,
  nmiMirnEncryption: false,
  otpVerification: false,
  bpoint: false,
  keyFeaturesToggle: false,
} satisfies Record<FeatureToggle, boolean>);

/** Global-configuration toggle names that differ from the state names. */
export const FEATURE_TOGGLE_CONFIG_ALIASES: Readonly<Record<string, FeatureToggle>> = {
  legacyAnalytics: 'supportLegacyAnalytics',
};

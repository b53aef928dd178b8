/**
 * Business constants and limits (spec 1 §9, spec 2 §9, spec 3 §9). One that only lazily loaded code
 * uses lives instead in a src/domain module only that code imports (as the suburb search's,
 * ../refine/suburb-search.ts): here, the plans page's start-up chunk would define it and export it to
 * that code's chunk (about 8 bytes gz each). Those left here that only lazy code uses
 * (REDIRECT_DELAY_MS, ID_VALUE_MAX_LENGTH, DEFAULT_CONTACT_TIME_ZONE) have users in several lazy chunks,
 * which a module of their own would turn into one more chunk to fetch.
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
export const ESTIMATE_DEBOUNCE_MS = 100;
export const ADDRESS_DEBOUNCE_MS = 100;
/** An address search starts at this many characters (spaces at the ends not counted). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
/** A refresh token is expired when this many seconds or fewer remain. */
export const REFRESH_TOKEN_EXPIRY_MARGIN_S = 60;

// Device classes (spec 1 §9)
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 959;
export const WIDE_DESKTOP_MIN_WIDTH = 1200;
export const EXTRA_WIDE_MIN_WIDTH = 1700;

// Numbers
export const NUMBER_RADIX = 10;
export const RATE_DECIMALS = 2;
export const USAGE_DECIMALS = 2;

// Field maxima
export const POSTCODE_MAX_LENGTH = 4;
export const ID_VALUE_MAX_LENGTH = 20;
export const NMI_MIRN_MIN_LENGTH = 10;
export const NMI_MIRN_MAX_LENGTH = 11;
export const DATE_OF_BIRTH_FORMAT = 'dd/MM/yyyy';
/** Default date format (YYYY-MM-DD) in date-fns tokens. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

// Plans
export const MAX_FUEL_PLANS_IN_COMBINED_PLAN = 2;

// Contact
export const DEFAULT_CONTACT_NUMBER = '133 466';
/** The contact hours' time zone when the global configuration gives none. */
export const DEFAULT_CONTACT_TIME_ZONE = 'AEST';

// Storage / keys
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

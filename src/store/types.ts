import type { PlanMessage, DisplayStrategy, PlanEstimate, PlanLockdown } from '../domain/plans';
import type {
  AuthenticationStatus,
  AustralianState,
  BillDeliveryMethod,
  CheckoutStage,
  CustomerType,
  DisconnectionStatus,
  EstimatePeriod,
  Fuel,
  Journey,
  LocationType,
  MovingStatus,
  PlanFeaturesToggle,
  PropertyRelationship,
  RateAccuracy,
  RefineModalStep,
  SelectedServices,
  SingleFuel,
  SourceSystem,
  UsageEstimateType,
  YesNoUnknown,
} from '../domain/shared';
import type { ForcedFuel, RefineModal } from '../domain/refine';
import type { AddressDraft, QueenslandAnswer } from '../domain/qualifier/qualifier';
import type { MoveInDateCheck } from '../domain/moving-home';

/** An address as stored (spec 1 §3 address slice, spec 2 §3). */
export interface Address {
  postcode?: string;
  state?: AustralianState;
  providerDescription?: string;
  label?: string;
  unitNumber?: string;
  streetNumber?: string;
  streetName?: string;
  suburb?: string;
  id?: string;
  found?: boolean;
  fromUserAccount?: boolean;
}

/** A plan as the store keeps it: the fields the shared rules read (spec 1 §3 plan record); widgets add their own views. */
export interface PlanRecord {
  code: string;
  id: string;
  name: string;
  sourceCode?: string;
  fuelType?: string;
  greenAvailable?: boolean;
  benefitPeriod?: string;
  lockdown?: PlanLockdown;
  benchmark?: unknown;
  charges?: unknown;
  rates?: unknown;
  [extra: string]: unknown;
}

/** A plans message, as the domain's message rules build it. */
export type LookupMessage = PlanMessage;

export interface Disclaimer {
  key: string;
  text: string;
  sharedKeys?: string[];
}

export interface UsageSelection {
  type: UsageEstimateType;
  value?: number;
}

export interface AppSlice {
  analyticsReady: boolean;
  postcode: string;
  ready: boolean;
  checkoutStage: CheckoutStage;
  contactTimeZone: string;
  eaContactNumber: string;
  journey: Journey | null;
  msalConfiguration: unknown;
  sourceSystem: SourceSystem;
  customerType: CustomerType;
  featureToggles: Record<string, boolean>;
  /** Set when the URL said decline=true: the quote was cancelled. */
  quoteCancelled: boolean;
}

/** What the visitor entered in "Get started" (spec 3 §3.1), kept across reloads; never the identity value or date of birth. */
export interface QualifierForm {
  accountNumber: string;
  postcode: string;
  abnAcn: string;
  idType: string;
  /** The moving question's answer: 'yes' / 'no', or a variant B option (spec 3 §3.1). */
  movingAnswer: string;
  /** The chosen connection date, ISO yyyy-MM-dd. */
  connectionDate: string;
}

export interface QualifierSlice {
  authenticationStatus: AuthenticationStatus;
  /** Submit is working (spec 3 §4.5). Not kept across reloads. */
  loading: boolean;
  queenslandEnergised: QueenslandAnswer;
  form: QualifierForm;
  /** The selected services when the visitor entered the qualifier (spec 3 §2.2, §4.5): the submit label and warnings compare with it. */
  entryServices: SelectedServices | null;
  /** Text typed in the connection address field and not chosen from the list: kept across reloads, never in a quote. */
  addressDraft: AddressDraft | null;
}

export interface PlansSlice {
  electricityPlans: PlanRecord[];
  gasPlans: PlanRecord[];
  currentPlanElectricity: PlanRecord | null;
  currentPlanGas: PlanRecord | null;
  disclaimers: Record<string, Disclaimer>;
  messages: LookupMessage[];
  planQualifications: string[];
  planUuid: string;
  electricityPlansAccuracy: RateAccuracy | null;
  gasPlansAccuracy: RateAccuracy | null;
  selectedElectricityPlanCode: string | null;
  selectedGasPlanCode: string | null;
  /** Panels chosen to compare side by side (issue 17), by panel key, at most three; kept across reloads like the selection. */
  compared: string[];
  /** Plans a shared link named that the page no longer offers (issue 17): the note above the plans says so. Not saved. */
  sharedPlansDropped: string[];
  /** A plan lookup is in flight (spec 2 §4: on from lookup start to end). Not kept across reloads. */
  loading: boolean;
  /** Estimates per fuel by plan id, always for a year (spec 2 §7); shown for the chosen period. Not kept across reloads. */
  estimates: { electricity: Record<string, PlanEstimate>; gas: Record<string, PlanEstimate> };
  /** An estimate request is in flight. */
  estimatesLoading: boolean;
  /** The postcode of the last lookup that found plans: restored when a postcode-not-serviced message is closed. */
  lastSuccessfulPostcode: string;
  /** Plan display strategy (spec 2 §4), set after each lookup. */
  displayStrategy: DisplayStrategy;
  /** Dual fuel is available: every plan group holds one plan per fuel (spec 2 §4). */
  dualFuelAvailable: boolean;
  /** The electricity installation match level of the last lookup (sent with estimates). */
  installationMatchLevel: string;
  /**
   * The last lookup was by address and its answer had no valid address, so the location mode went to postcode
   * (spec 2 §4); the refine bar then says so (spec 2 §5). Not saved.
   */
  addressNotFound: boolean;
}

export interface LifeSupportSlice {
  electricity: YesNoUnknown;
  gas: YesNoUnknown;
  required: YesNoUnknown;
  eleRequired: YesNoUnknown;
  gasRequired: YesNoUnknown;
}

export interface AccountSlice {
  accountVerified: boolean;
  customerType: CustomerType;
  existingCustomer: YesNoUnknown;
  legacyAccountNumber: string;
  electricityAccountNumber: string;
  gasAccountNumber: string;
  existingAddress: Address | null;
  residenceId: string;
}

export interface FuelDisconnection {
  status: DisconnectionStatus;
  successful: boolean | null;
  accessIssues: YesNoUnknown;
  accessIssuesDescription: string;
  account: string;
  billingAddress: Address | null;
  billingDeliveryMethod: BillDeliveryMethod;
  calendar: { minDate?: string; availableDates: string[] } | null;
  date: string;
  renovationStatus: YesNoUnknown;
}

export interface DisconnectionSlice {
  status: DisconnectionStatus;
  electricity: FuelDisconnection;
  gas: FuelDisconnection;
  /** Move-out charges incl. GST (spec 3 §3.4); `failed` when the move recommendation call failed (then both are 0, spec 3 §8). */
  moveOutCharges: { eleChargesWithGST: number; gasChargesWithGST: number; failed: boolean };
}

export interface AddressSlice extends Address {
  unitNumber?: string;
}

export interface ConcessionCardSlice {
  type: string;
  number: string;
  termsAgreed: boolean;
}

export interface ConnectionSlice {
  connectionType: string;
  nmi: string;
  mirn: string;
  electricityMeterDetails: {
    tariffType?: string;
    pricingZone?: string;
    nmiStatus?: string;
    remoteEnergize?: boolean;
    solarSetup?: string;
    solarSchemeType?: string;
    solarNtc?: string;
    remoteMeteringRisk?: boolean;
  };
  electricityDistributor: { distributor?: string; participantId?: string } | null;
  frmp: string;
  fro: string;
  proposedElectricityStartDate: string;
}

export interface BankAccountSlice {
  accountName: string;
  accountNumber: string;
  bsb: string;
}

export interface CreditCardSlice {
  cardName: string;
  creditCardNumber: string;
  cardExpiry: string;
}

export interface DirectDebitSlice {
  debitType: 'none' | 'bank' | 'card';
  directDebitSetupSuccessful: boolean;
  existingDirectDebit: boolean;
  termsAgreed: boolean;
}

export interface MovingSlice {
  movingHouse: MovingStatus;
  moveInDate: string;
  /**
   * The move-in date's check against a new address's calendar (`MoveInDateCheck`); none (no default: not restored with
   * saved state) when the date stands as chosen.
   */
  moveInDateCheck?: MoveInDateCheck;
  renovationDetails: { previousRenovations: YesNoUnknown; plannedRenovations: YesNoUnknown };
}

export interface PersonSlice {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  landlineNumber: string;
  dateOfBirth: string;
  crn: string;
  customerPropertyRelationship: PropertyRelationship;
  concessionExists: boolean;
  idExists: boolean;
  idType: string;
  c1Title: string;
  c1FirstName: string;
  c1LastName: string;
  c1DobExists: boolean;
}

export interface QuoteSlice {
  savedQuoteReference: string;
  greenOption: number;
  isGreenPowerOptIn: boolean;
  quoteCreatedDate: string;
  campaignId: string;
  vendorId: string;
  uniqueCode: string;
  employeeEmail: string;
  employeeId: string;
  thirdPartyReferrer: string;
  contactOptOut: boolean;
  legacySelectedServices: Fuel;
  quoteID: string;
  electricityQuoteId: string;
  gasQuoteId: string;
  quotePdfS3Etag: string;
  quoteCompleted: boolean;
  quoteExpired: boolean;
  userDataLoaded: boolean;
  solarTariffType: string;
  offerType: string;
}

export interface CustomerUsage {
  annualUsage: number;
  dailyUsage: number;
}

export interface RefineSlice {
  fuelSelection: Fuel;
  /** The period estimates are shown for (plans-page URL parameter estimatePeriod). */
  estimatePeriod: EstimatePeriod;
  planFeaturesToggle: PlanFeaturesToggle;
  isElecUsageSelectionChanged: boolean;
  usageSelection: { electricity: UsageSelection; gas: UsageSelection };
  usageBands: { electricity: Record<string, number>; gas: Record<string, number> };
  customerData: { electricity: CustomerUsage | null; gas: CustomerUsage | null };
  usageAttributionData: Record<string, number> | null;
  selectedLocationType: LocationType;
  /** The refine bar's open modal (not saved across reloads). */
  modal: RefineModal | null;
  /** The refine modal's step (spec 1 §2 refine modal steps). */
  modalStep: RefineModalStep;
  /** Remember-custom-usage: the last custom daily value per fuel, restored on re-selecting custom. */
  rememberedCustomUsage: { electricity: number | null; gas: number | null };
  /** What the plan-change modal reports (set with `modal: 'planChange'`). */
  planChange: { removed: SingleFuel[]; kept: boolean; unavailableFuel: SingleFuel | null } | null;
  /**
   * The fuel a lookup chose because the visitor's was not offered there, and theirs: a later lookup that offers theirs
   * gives it back (`fuelAfterLookup`). Saved with the fuel, so that holds on the next page and after a reload.
   */
  forcedFuel: ForcedFuel | null;
}

export interface BusinessSlice {
  name: string;
  c1BusinessName: string;
  abn: string;
  acn: string;
  c1Abn: string;
  c1Acn: string;
  anzsic: string;
  businessType: string;
  abnStatus: string;
}

export interface SecondaryAccountHolderSlice {
  firstName: string;
  lastName: string;
  email: string;
  accessType: string;
}

export interface SignupCustomerSlice {
  mailingAddress: Address | null;
  mailingMethod: 'CONNECTION_ADDRESS' | 'ALTERNATE_ADDRESS';
  preferredContactType: 'EMAIL' | 'POSTAL';
  billDeliveryMethod: 'EMAIL' | 'MAILING_ADDRESS';
  isRpoOptIn: boolean;
  rpoFrequency: string;
}

export interface MarketingSlice {
  specialOffer: boolean;
}

export interface VerificationSlice {
  identificationType: string;
  identificationValue: string;
  isVerificationSkipped: boolean;
}

export interface IdValidationConsentSlice {
  consentForIdValidation: boolean;
}

export interface NewConnectionSlice {
  formId: number;
  electricityInstallingBuildersPole: YesNoUnknown;
  electricityTariffModifier: string;
  ncBusinessContact: boolean;
  offPeakLoads: boolean;
}

export interface IdentityDocumentSlice {
  identityDocumentName: string;
  identityDocumentIdentifier: string;
  firstName: string;
  middleName: string;
  familyName: string;
  referenceIdentifier: string;
  idCardColor: string;
  dob: string;
  validity: string;
  issuedDate: string;
  acquisitionDate: string;
  registrationDate: string;
  identityDocumentAgencyIdentifier: string;
  identityDocumentAgencyName: string;
  countryOfIssue: string;
  stateOfIssue: string;
  driverLicenseCardNumber: string;
  primary: boolean;
}

export interface MeterExchangeSlice {
  hazardDescription: string;
  accessDetails: string;
  consultationRequireStatus: YesNoUnknown;
}

export interface CampaignSlice {
  newCustomersOnly: boolean;
  existingOnly: boolean;
  movingOnly: boolean;
  nonMovingOnly: boolean;
  residentialOnly: boolean;
  businessOnly: boolean;
}

export interface PaymentGatewaySlice {
  authKey: string;
  controller: string;
  bpointSuccessful: boolean;
}

/**
 * Everything the store holds: the slices of spec 1 §3 and spec 3 §3.2.
 *
 * Several slices no widget reads or writes (directDebit, secondaryAccountHolder, marketing,
 * idValidationConsent, meterExchange, and the payment slices): they carry the checkout's data through the
 * page. What the checkout sends back in `exdat`, or a loaded quote holds, is merged into them by the
 * store's shape (an unknown key would be dropped) and goes out again in the quote snapshot the checkout
 * continues from (`quoteSnapshot`). Removing one would lose that data on the way round (issue 23 kept
 * them; test/unit/store/carried-slices.test.ts).
 */
export interface StoreData {
  app: AppSlice;
  qualifier: QualifierSlice;
  plans: PlansSlice;
  lifeSupport: LifeSupportSlice;
  account: AccountSlice;
  disconnection: DisconnectionSlice;
  address: AddressSlice;
  concessionCard: ConcessionCardSlice;
  connection: ConnectionSlice;
  bankAccount: BankAccountSlice;
  creditCard: CreditCardSlice;
  directDebit: DirectDebitSlice;
  moving: MovingSlice;
  person: PersonSlice;
  quote: QuoteSlice;
  refine: RefineSlice;
  business: BusinessSlice;
  secondaryAccountHolder: SecondaryAccountHolderSlice;
  signupCustomer: SignupCustomerSlice;
  marketing: MarketingSlice;
  verification: VerificationSlice;
  idValidationConsent: IdValidationConsentSlice;
  newConnection: NewConnectionSlice;
  identityDocument: IdentityDocumentSlice;
  meterExchange: MeterExchangeSlice;
  campaign: CampaignSlice;
  paymentGateway: PaymentGatewaySlice;
  searchedAddress: Address | null;
}

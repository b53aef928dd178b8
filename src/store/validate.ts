import * as v from 'valibot';
import { isPanelKey } from '../domain/compare/panel-key';
import {
  AUSTRALIAN_STATES,
  AUTHENTICATION_STATUSES,
  CHECKOUT_STAGES,
  CUSTOMER_TYPES,
  DISCONNECTION_STATUSES,
  ESTIMATE_PERIODS,
  FUELS,
  isOneOf,
  SELECTED_SERVICES,
  JOURNEYS,
  LOCATION_TYPES,
  MOVING_STATUSES,
  PLAN_FEATURES_TOGGLES,
  PROPERTY_RELATIONSHIPS,
  RATE_ACCURACIES,
  SOURCE_SYSTEMS,
  stateFromPostcode,
  USAGE_ESTIMATE_TYPES,
  YES_NO_UNKNOWN,
} from '../domain/shared';
import { guardAbnAcn, guardAccountNumber, guardPostcode } from '../domain/shared/field-guards';
import { movingStatusOf } from '../domain/qualifier/moving-answer';
import { acceptUsageSelection } from '../domain/refine/refine-custom-usage';
import { accountNumberOf } from '../domain/refine/refine-account';
import { isGreenOption } from '../domain/refine/refine-events';
import { ADDRESS_DRAFT_MAX_LENGTH, QUEENSLAND_ANSWERS } from '../domain/qualifier/qualifier';
import { defaultData } from './defaults';
import { isPlainObject, mergeByShape, sanitize } from './merge';
import { dataOf, type EaStore } from './store';
import type { Address, StoreData } from './types';

type Fixer = (data: StoreData, defaults: StoreData) => void;

const POSTCODE = /^\d{4}$/;

function pick<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The connection address typed and not chosen (`AddressDraft`): its text within the cap, and the address it was typed over. */
const AddressDraftSchema = v.object({
  text: v.pipe(v.string(), v.maxLength(ADDRESS_DRAFT_MAX_LENGTH)),
  over: v.string(),
});

const UsageSelectionSchema = v.object({
  type: v.picklist(USAGE_ESTIMATE_TYPES),
  value: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
});

/** Enumerated and patterned fields are checked one by one: an invalid value falls back to its default. */
const FIXERS: readonly Fixer[] = [
  (d, z) => (d.app.postcode = POSTCODE.test(d.app.postcode) ? d.app.postcode : z.app.postcode),
  (d, z) => (d.app.checkoutStage = pick(CHECKOUT_STAGES, d.app.checkoutStage, z.app.checkoutStage)),
  (d) => (d.app.journey = d.app.journey === null ? null : pick(JOURNEYS, d.app.journey, 'PLANS')),
  (d, z) => (d.app.sourceSystem = pick(SOURCE_SYSTEMS, d.app.sourceSystem, z.app.sourceSystem)),
  (d, z) => (d.app.customerType = pick(CUSTOMER_TYPES, d.app.customerType, z.app.customerType)),
  (d, z) => {
    const toggles: Record<string, boolean> = { ...z.app.featureToggles };
    for (const key of Object.keys(z.app.featureToggles)) {
      const value = d.app.featureToggles[key];
      if (typeof value === 'boolean') toggles[key] = value;
    }
    d.app.featureToggles = toggles;
  },
  (d, z) =>
    (d.qualifier.authenticationStatus = pick(AUTHENTICATION_STATUSES, d.qualifier.authenticationStatus, z.qualifier.authenticationStatus)),
  (d) => (d.qualifier.queenslandEnergised = pick(QUEENSLAND_ANSWERS, d.qualifier.queenslandEnergised, 'unknown')),
  // The qualifier's answers pass the same guards as the fields they came from (spec 3 §5).
  (d, z) => {
    const f = d.qualifier.form;
    d.qualifier.loading = false;
    f.accountNumber = guardAccountNumber(f.accountNumber);
    f.postcode = guardPostcode(f.postcode);
    f.abnAcn = guardAbnAcn(f.abnAcn);
    f.idType = /^[A-Za-z_]{1,40}$/.test(f.idType) ? f.idType : '';
    f.movingAnswer = movingStatusOf(f.movingAnswer) === 'UNKNOWN' ? '' : f.movingAnswer;
    f.connectionDate = /^\d{4}-\d{2}-\d{2}$/.test(f.connectionDate) ? f.connectionDate : z.qualifier.form.connectionDate;
    d.qualifier.entryServices = d.qualifier.entryServices === null ? null : pick(SELECTED_SERVICES, d.qualifier.entryServices, 'none');
    const draft = v.safeParse(AddressDraftSchema, d.qualifier.addressDraft);
    d.qualifier.addressDraft = draft.success ? draft.output : null;
  },
  (d, z) => (d.account.customerType = pick(CUSTOMER_TYPES, d.account.customerType, z.account.customerType)),
  // An account number the lookup would refuse (spec 2 §5: digits, at most 10) is dropped, not sent on every lookup.
  (d) => {
    for (const key of ['electricityAccountNumber', 'gasAccountNumber'] as const) d.account[key] = accountNumberOf(d.account[key]) ?? '';
  },
  (d) => (d.account.existingCustomer = pick(YES_NO_UNKNOWN, d.account.existingCustomer, 'unknown')),
  (d) => {
    for (const key of ['electricity', 'gas', 'required', 'eleRequired', 'gasRequired'] as const) {
      d.lifeSupport[key] = pick(YES_NO_UNKNOWN, d.lifeSupport[key], 'unknown');
    }
  },
  (d) => {
    d.disconnection.status = pick(DISCONNECTION_STATUSES, d.disconnection.status, 'UNKNOWN');
    d.disconnection.electricity.status = pick(DISCONNECTION_STATUSES, d.disconnection.electricity.status, 'UNKNOWN');
    d.disconnection.gas.status = pick(DISCONNECTION_STATUSES, d.disconnection.gas.status, 'UNKNOWN');
  },
  (d) => (d.moving.movingHouse = pick(MOVING_STATUSES, d.moving.movingHouse, 'UNKNOWN')),
  (d) => (d.person.customerPropertyRelationship = pick(PROPERTY_RELATIONSHIPS, d.person.customerPropertyRelationship, 'UNKNOWN')),
  (d, z) => (d.quote.legacySelectedServices = pick(FUELS, d.quote.legacySelectedServices, z.quote.legacySelectedServices)),
  (d, z) => (d.quote.greenOption = isGreenOption(d.quote.greenOption) ? d.quote.greenOption : z.quote.greenOption),
  (d, z) => (d.refine.fuelSelection = pick(FUELS, d.refine.fuelSelection, z.refine.fuelSelection)),
  (d) => {
    // Saved before the field was: none. Else both fuels, or it is dropped.
    const forced: unknown = d.refine.forcedFuel;
    d.refine.forcedFuel =
      isPlainObject(forced) && isOneOf(FUELS, forced.from) && isOneOf(FUELS, forced.to) ? { from: forced.from, to: forced.to } : null;
  },
  (d, z) => (d.refine.estimatePeriod = pick(ESTIMATE_PERIODS, d.refine.estimatePeriod, z.refine.estimatePeriod)),
  (d, z) => (d.refine.planFeaturesToggle = pick(PLAN_FEATURES_TOGGLES, d.refine.planFeaturesToggle, z.refine.planFeaturesToggle)),
  (d, z) => (d.refine.selectedLocationType = pick(LOCATION_TYPES, d.refine.selectedLocationType, z.refine.selectedLocationType)),
  // Refine bar modals do not survive a reload or a loaded quote: they open from the visitor's actions.
  (d, z) => {
    d.refine.modal = null;
    d.refine.modalStep = z.refine.modalStep;
    d.refine.planChange = null;
    for (const fuel of ['electricity', 'gas'] as const) {
      const value: unknown = d.refine.rememberedCustomUsage[fuel];
      // A remembered custom value passes the same rule: clamped, and kept only above 0.
      d.refine.rememberedCustomUsage[fuel] = finite(value) ? (acceptUsageSelection(fuel, { type: 'custom', value })?.value ?? null) : null;
    }
  },
  (d, z) => {
    for (const fuel of ['electricity', 'gas'] as const) {
      const parsed = v.safeParse(UsageSelectionSchema, d.refine.usageSelection[fuel]);
      if (!parsed.success) {
        d.refine.usageSelection[fuel] = z.refine.usageSelection[fuel];
        continue;
      }
      const selection = parsed.output;
      // A custom value is clamped to the fuel's range (spec 2 §5), as on every other way in.
      d.refine.usageSelection[fuel] = acceptUsageSelection(fuel, selection) ?? z.refine.usageSelection[fuel];
    }
  },
  (d) => {
    for (const fuel of ['electricity', 'gas'] as const) {
      const usage: unknown = d.refine.customerData[fuel];
      const ok =
        isPlainObject(usage) && finite(usage.annualUsage) && usage.annualUsage > 0 && finite(usage.dailyUsage) && usage.dailyUsage >= 0;
      if (!ok) d.refine.customerData[fuel] = null;
    }
  },
  (d) => {
    // An address whose postcode is not four digits in a text is dropped whole; then its parts are checked.
    if (d.address.postcode !== undefined && !(typeof d.address.postcode == 'string' && POSTCODE.test(d.address.postcode))) d.address = {};
    cleanAddress(d.address);
    if (d.address.state !== undefined && !(AUSTRALIAN_STATES as readonly unknown[]).includes(d.address.state)) {
      const state = stateFromPostcode(d.address.postcode);
      if (state) d.address.state = state;
      else delete d.address.state;
    }
  },
  (d) => {
    const plans = (list: unknown): StoreData['plans']['electricityPlans'] =>
      Array.isArray(list)
        ? list.filter(
            (p): p is StoreData['plans']['electricityPlans'][number] =>
              typeof p === 'object' &&
              p !== null &&
              typeof (p as { code?: unknown }).code === 'string' &&
              typeof (p as { id?: unknown }).id === 'string' &&
              typeof (p as { name?: unknown }).name === 'string',
          )
        : [];
    d.plans.electricityPlans = plans(d.plans.electricityPlans);
    d.plans.gasPlans = plans(d.plans.gasPlans);
    d.plans.planQualifications = d.plans.planQualifications.filter((q) => typeof q === 'string');
    d.plans.sharedPlansDropped = [];
    d.plans.currentPlanElectricity = isPlainObject(d.plans.currentPlanElectricity) ? d.plans.currentPlanElectricity : null;
    d.plans.currentPlanGas = isPlainObject(d.plans.currentPlanGas) ? d.plans.currentPlanGas : null;
    d.plans.messages = Array.isArray(d.plans.messages)
      ? d.plans.messages.filter((m) => typeof m === 'object' && m !== null && typeof m.code === 'string')
      : [];
  },
  // Lookup and estimate results are reloaded on every page: a saved copy never shows stale prices.
  (d, z) => {
    d.plans.loading = false;
    d.plans.estimatesLoading = false;
    d.plans.estimates = z.plans.estimates;
    d.plans.displayStrategy = d.plans.displayStrategy === 'individual' ? 'individual' : 'grouped';
    d.plans.lastSuccessfulPostcode = POSTCODE.test(d.plans.lastSuccessfulPostcode) ? d.plans.lastSuccessfulPostcode : '';
  },
];

const ADDRESS_TEXTS = [
  'postcode',
  'state',
  'providerDescription',
  'label',
  'unitNumber',
  'streetNumber',
  'streetName',
  'suburb',
  'id',
] as const;

/** An address's texts must be texts and its flags flags (the views show them): any other value is left out. */
function cleanAddress<T extends Address | null>(address: T): T {
  if (address) {
    for (const key of ADDRESS_TEXTS) if (address[key] !== undefined && typeof address[key] != 'string') delete address[key];
    for (const key of ['found', 'fromUserAccount'] as const)
      if (address[key] !== undefined && typeof address[key] != 'boolean') delete address[key];
  }
  return address;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const objectOrNull = <T>(value: T | null): T | null => (isPlainObject(value) ? value : null);

/** Nullable fields: a merge over null takes any sanitised value, so each is checked for its own kind here. */
const NULLABLE_FIXERS: readonly Fixer[] = [
  (d) => {
    d.plans.selectedElectricityPlanCode = stringOrNull(d.plans.selectedElectricityPlanCode);
    d.plans.selectedGasPlanCode = stringOrNull(d.plans.selectedGasPlanCode);
    // Compared panel keys (issue 17): plan codes, a dual-fuel pair joined by '+'; no repeats, at most three.
    const compared = Array.isArray(d.plans.compared) ? d.plans.compared : [];
    d.plans.compared = compared.filter((k, i) => isPanelKey(k) && compared.indexOf(k) === i).slice(0, 3);
    d.plans.electricityPlansAccuracy =
      d.plans.electricityPlansAccuracy === null ? null : pick(RATE_ACCURACIES, d.plans.electricityPlansAccuracy, 'POSTCODE');
    d.plans.gasPlansAccuracy = d.plans.gasPlansAccuracy === null ? null : pick(RATE_ACCURACIES, d.plans.gasPlansAccuracy, 'POSTCODE');
  },
  (d) => {
    d.account.existingAddress = cleanAddress(objectOrNull(d.account.existingAddress));
    d.signupCustomer.mailingAddress = cleanAddress(objectOrNull(d.signupCustomer.mailingAddress));
    d.searchedAddress = objectOrNull(d.searchedAddress);
    d.connection.electricityDistributor = objectOrNull(d.connection.electricityDistributor);
    d.refine.usageAttributionData =
      isPlainObject(d.refine.usageAttributionData) && Object.values(d.refine.usageAttributionData).every(finite)
        ? d.refine.usageAttributionData
        : null;
  },
  (d) => {
    for (const fuel of ['electricity', 'gas'] as const) {
      const f = d.disconnection[fuel];
      f.billingAddress = cleanAddress(objectOrNull(f.billingAddress));
      f.successful = typeof f.successful === 'boolean' ? f.successful : null;
      const calendar: unknown = f.calendar;
      f.calendar =
        isPlainObject(calendar) && Array.isArray(calendar.availableDates) ? (calendar as unknown as NonNullable<typeof f.calendar>) : null;
    }
    const charges = d.disconnection.moveOutCharges;
    for (const key of ['eleChargesWithGST', 'gasChargesWithGST'] as const)
      charges[key] = finite(charges[key]) && charges[key] >= 0 ? charges[key] : 0;
  },
];

/** A saved usage selection is one value (type with its number): taken whole, then checked by the fixers. */
function takeUsageSelections(merged: StoreData, saved: unknown): void {
  if (!isPlainObject(saved) || !isPlainObject(saved.refine) || !isPlainObject(saved.refine.usageSelection)) return;
  const selections = saved.refine.usageSelection;
  for (const fuel of ['electricity', 'gas'] as const) {
    const raw = selections[fuel];
    if (isPlainObject(raw)) merged.refine.usageSelection[fuel] = sanitize(raw) as StoreData['refine']['usageSelection'][typeof fuel];
  }
}

/**
 * Merges untrusted saved data (storage, cookie, a loaded quote) over `current`, by the store's own
 * shape: unknown keys and prototype-polluting keys are dropped, values of the wrong kind are
 * ignored, and enumerated fields outside their lists fall back to their defaults.
 */
export function mergeUntrusted(current: StoreData, saved: unknown): StoreData {
  const defaults = defaultData();
  // A saved null empties a field that may be empty (the saved quote's choices are the visitor's, not this browser's
  // older ones), except in the page's own slice (its configuration and journey come from the page, not a quote).
  const merged = mergeByShape(structuredClone(current), saved, 0, { ...defaults, app: undefined });
  takeUsageSelections(merged, saved);
  for (const fix of [...FIXERS, ...NULLABLE_FIXERS]) fix(merged, defaults);
  return merged;
}

/**
 * Deep-merges saved state (a loaded quote, `exdat`) over the store, validated by shape, and marks
 * user data as loaded. This module is loaded only when there is saved data to take in: most
 * first visits never fetch it.
 */
export function loadSavedState(store: EaStore, saved: unknown): void {
  const current = dataOf(store.getState());
  const merged = mergeUntrusted(current, saved);
  merged.quote.userDataLoaded = true;
  // What this visitor typed in the address field and did not choose is theirs, in this browser: never a quote's.
  merged.qualifier.addressDraft = current.qualifier.addressDraft;
  setKeepingPlanLists(store, merged);
}

/** Merges state restored from storage, validated by shape, without marking user data as loaded. */
export function restoreStored(store: EaStore, saved: unknown): void {
  setKeepingPlanLists(store, mergeUntrusted(dataOf(store.getState()), saved));
}

/**
 * Plan lists are never saved: the lookup owns them, and watchers tell a new lookup by the lists'
 * identity (a restore that swapped in fresh empty lists read as "your selected plan is gone").
 */
function setKeepingPlanLists(store: EaStore, merged: StoreData): void {
  const { electricityPlans, gasPlans } = store.getState().plans;
  merged.plans.electricityPlans = electricityPlans;
  merged.plans.gasPlans = gasPlans;
  store.setState(merged);
}

import * as v from 'valibot';
import {
  AUSTRALIAN_STATES,
  AUTHENTICATION_STATUSES,
  CHECKOUT_STAGES,
  CUSTOMER_TYPES,
  DISCONNECTION_STATUSES,
  ESTIMATE_PERIODS,
  FUELS,
  JOURNEYS,
  LOCATION_TYPES,
  MOVING_STATUSES,
  PLAN_FEATURES_TOGGLES,
  PROPERTY_RELATIONSHIPS,
  SOURCE_SYSTEMS,
  USAGE_ESTIMATE_TYPES,
  YES_NO_UNKNOWN,
} from '../domain';
import { defaultData } from './defaults';
import { mergeByShape } from './merge';
import type { StoreData } from './types';

type Fixer = (data: StoreData, defaults: StoreData) => void;

const POSTCODE = /^\d{4}$/;

function pick<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;
}

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
  (d, z) => (d.qualifier.authenticationStatus = pick(AUTHENTICATION_STATUSES, d.qualifier.authenticationStatus, z.qualifier.authenticationStatus)),
  (d) => (d.qualifier.queenslandEnergised = pick(YES_NO_UNKNOWN, d.qualifier.queenslandEnergised, 'unknown')),
  (d, z) => (d.account.customerType = pick(CUSTOMER_TYPES, d.account.customerType, z.account.customerType)),
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
  (d, z) => (d.quote.greenOption = Number.isInteger(d.quote.greenOption) && d.quote.greenOption >= 0 ? d.quote.greenOption : z.quote.greenOption),
  (d, z) => (d.refine.fuelSelection = pick(FUELS, d.refine.fuelSelection, z.refine.fuelSelection)),
  (d, z) => (d.refine.estimatePeriod = pick(ESTIMATE_PERIODS, d.refine.estimatePeriod, z.refine.estimatePeriod)),
  (d, z) => (d.refine.planFeaturesToggle = pick(PLAN_FEATURES_TOGGLES, d.refine.planFeaturesToggle, z.refine.planFeaturesToggle)),
  (d, z) => (d.refine.selectedLocationType = pick(LOCATION_TYPES, d.refine.selectedLocationType, z.refine.selectedLocationType)),
  (d, z) => {
    for (const fuel of ['electricity', 'gas'] as const) {
      const parsed = v.safeParse(UsageSelectionSchema, d.refine.usageSelection[fuel]);
      d.refine.usageSelection[fuel] = parsed.success ? parsed.output : z.refine.usageSelection[fuel];
    }
  },
  (d) => {
    if (d.address.postcode !== undefined && !POSTCODE.test(String(d.address.postcode))) d.address = {};
    if (d.address.state !== undefined) d.address.state = pick(AUSTRALIAN_STATES, d.address.state, 'NSW');
  },
  (d) => {
    const plans = (list: unknown): StoreData['plans']['electricityPlans'] =>
      Array.isArray(list)
        ? list.filter((p): p is StoreData['plans']['electricityPlans'][number] => typeof p === 'object' && p !== null && typeof (p as { code?: unknown }).code === 'string' && typeof (p as { id?: unknown }).id === 'string' && typeof (p as { name?: unknown }).name === 'string')
        : [];
    d.plans.electricityPlans = plans(d.plans.electricityPlans);
    d.plans.gasPlans = plans(d.plans.gasPlans);
    d.plans.messages = Array.isArray(d.plans.messages) ? d.plans.messages.filter((m) => typeof m === 'object' && m !== null && typeof m.code === 'string') : [];
  },
];

/**
 * Merges untrusted saved data (storage, cookie, a loaded quote) over `current`, by the store's own
 * shape: unknown keys and prototype-polluting keys are dropped, values of the wrong kind are
 * ignored, and enumerated fields outside their lists fall back to their defaults.
 */
export function mergeUntrusted(current: StoreData, saved: unknown): StoreData {
  const merged = mergeByShape(structuredClone(current), saved);
  const defaults = defaultData();
  for (const fix of FIXERS) fix(merged, defaults);
  return merged;
}

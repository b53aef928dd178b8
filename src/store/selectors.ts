import { lockdownOptions, negativeMessages, type OptionLock } from '../domain/plans';
import { selectedServices } from '../domain/cart';
import { stateFromPostcode, type AustralianState, type SelectedServices } from '../domain/shared';
import type { LookupMessage, PlanRecord, StoreData } from './types';

/** Derived values: computed from the slices by the domain rules, never stored. */

/** Selected services from the selected plan codes (spec 1 §4). */
export const selectSelectedServices = (s: StoreData): SelectedServices =>
  selectedServices(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode);

/** The Australian state: the address's, else the one the app postcode belongs to. */
export const selectAustralianState = (s: StoreData): AustralianState | undefined => s.address.state ?? stateFromPostcode(s.app.postcode);

/** The selected plan records per fuel (null when none is selected or the plan is not loaded). */
export function selectSelectedPlans(s: StoreData): { electricity: PlanRecord | null; gas: PlanRecord | null } {
  const find = (list: readonly PlanRecord[], code: string | null): PlanRecord | null =>
    code === null ? null : (list.find((p) => p.code === code) ?? null);
  return {
    electricity: find(s.plans.electricityPlans, s.plans.selectedElectricityPlanCode),
    gas: find(s.plans.gasPlans, s.plans.selectedGasPlanCode),
  };
}

/** The rpoOptIn and e-billing locks over the selected plans (spec 1 §4). */
export function selectLockdown(s: StoreData): { rpoOptIn: OptionLock; ebilling: OptionLock } {
  const { electricity, gas } = selectSelectedPlans(s);
  return lockdownOptions([electricity, gas].filter((p): p is PlanRecord => p !== null));
}

/** Visible negative messages in level order (spec 1 §4). A new array each call: read it with `useShallow`. */
export const selectNegativeMessages = (s: StoreData): LookupMessage[] => negativeMessages(s.plans.messages.filter((m) => m.visible));

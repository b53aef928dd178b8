import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { closeMessage } from '../domain/plans';
import { customerUsageFromAnnual } from '../domain/refine';
import {
  DEFAULT_GREEN_OPTION,
  isValidPostcode,
  stateFromPostcode,
  type AuthenticationStatus,
  type CustomerType,
  type DisconnectionStatus,
  type SingleFuel,
  type YesNoUnknown,
} from '../domain/shared';
import { defaultData, defaultRefine } from './defaults';
import type { Address, Disclaimer, LookupMessage, PlanRecord, StoreData } from './types';
import { clearAll, deleteCookie, QUOTE_COOKIE } from './storage';

/** A plan given by its code or as the plan itself (spec 1 §4: "a plan may be given as a code or an object"). */
export type PlanRef = string | Pick<PlanRecord, 'code'>;

/** Every state rule of spec 1 §4 as an action. */
export interface StoreActions {
  /** Replaces part of a slice (plain field updates; the rules below are their own actions). */
  patch<K extends keyof StoreData>(slice: K, values: Partial<StoreData[K]>): void;
  setReady(ready: boolean): void;
  setCustomerType(customerType: CustomerType): void;
  setAuthenticationStatus(status: AuthenticationStatus): void;
  /** Verifying an account: authenticated, account verified. */
  accountVerified(): void;
  selectPlan(fuel: SingleFuel, plan: PlanRef): void;
  deselectPlan(fuel: SingleFuel): void;
  /** Setting existing customer to no resets life-support data. */
  setExistingCustomer(value: YesNoUnknown): void;
  /** Updating the postcode clears the address unless `keepAddress`. Invalid postcodes are ignored. */
  setPostcode(postcode: string, options?: { keepAddress?: boolean }): void;
  /** Stores an address; one with a postcode updates the app postcode without clearing the address. */
  setAddress(address: Address): void;
  clearAddress(): void;
  /** Back to every default; with `clearStorage` also clears the quote cookie and every saved copy (spec 1 §4). */
  reset(options?: { clearStorage?: boolean }): void;
  /** Identity reset: the quote cookie, account, refine data, disconnection, plan qualifications, NMI and MIRN; unauthenticated. */
  resetIdentity(): void;
  completeQuote(): void;
  expireQuote(): void;
  /** Green option back to 0 and opt-in off. */
  resetGreenOption(): void;
  /** Applies customer usage for a fuel when annual usage is above 0: daily = annual ÷ 365, selection customer-supplied. */
  setCustomerUsage(fuel: SingleFuel, annualUsage: number): void;
  /** Resets refine data, keeping the fuel selection and location type. */
  resetRefine(): void;
  addMessage(message: LookupMessage): void;
  /** Hides the message matching both code and fuel. */
  closeMessage(code: string, fuel: LookupMessage['fuel']): void;
  clearMessages(): void;
  /** Adds a disclaimer once per key, replacing the same key. */
  addDisclaimer(disclaimer: Disclaimer): void;
  setDisconnectionStatus(fuel: SingleFuel, status: DisconnectionStatus): void;
}

export type StoreState = StoreData & StoreActions;
export type EaStore = StoreApi<StoreState>;

const planCode = (plan: PlanRef): string => (typeof plan === 'string' ? plan : plan.code);
/** A new postcode: its meter details (pricing zone, tariff, solar) come with its own lookup, not from the old place's. */
const forgetMeterDetails = (s: StoreData): void => void (s.connection.electricityMeterDetails = {});

/** Builds a store (one per page: see `store` in ./index). */
export function createEaStore(initial: StoreData = defaultData()): EaStore {
  return createStore<StoreState>()(
    immer((set) => ({
      ...initial,
      patch: (slice, values) =>
        set((s) => {
          const target = s[slice];
          if (target !== null && typeof target === 'object') Object.assign(target, values);
        }),
      setReady: (ready) => set((s) => void (s.app.ready = ready)),
      setCustomerType: (customerType) =>
        set((s) => {
          s.app.customerType = customerType;
          s.account.customerType = customerType;
        }),
      setAuthenticationStatus: (status) => set((s) => void (s.qualifier.authenticationStatus = status)),
      accountVerified: () =>
        set((s) => {
          s.qualifier.authenticationStatus = 'AUTHENTICATED';
          s.account.accountVerified = true;
        }),
      selectPlan: (fuel, plan) =>
        set((s) => {
          if (fuel === 'electricity') s.plans.selectedElectricityPlanCode = planCode(plan);
          else s.plans.selectedGasPlanCode = planCode(plan);
        }),
      deselectPlan: (fuel) =>
        set((s) => {
          if (fuel === 'electricity') s.plans.selectedElectricityPlanCode = null;
          else s.plans.selectedGasPlanCode = null;
        }),
      setExistingCustomer: (value) =>
        set((s) => {
          s.account.existingCustomer = value;
          if (value === 'no') s.lifeSupport = defaultData().lifeSupport;
        }),
      setPostcode: (postcode, options) =>
        set((s) => {
          const trimmed = postcode.trim();
          if (!isValidPostcode(trimmed)) return;
          if (trimmed !== s.app.postcode) forgetMeterDetails(s);
          s.app.postcode = trimmed;
          if (!options?.keepAddress) s.address = {};
        }),
      setAddress: (address) =>
        set((s) => {
          s.address = { ...address };
          if (address.postcode && isValidPostcode(address.postcode)) {
            if (address.postcode !== s.app.postcode) forgetMeterDetails(s);
            s.app.postcode = address.postcode;
            s.address.state ??= stateFromPostcode(address.postcode);
          }
        }),
      clearAddress: () => set((s) => void (s.address = {})),
      reset: (options) => {
        if (options?.clearStorage) {
          deleteCookie(QUOTE_COOKIE);
          clearAll();
        }
        set(() => ({ ...defaultData() }));
      },
      resetIdentity: () =>
        set((s) => {
          deleteCookie(QUOTE_COOKIE);
          const z = defaultData();
          s.account = z.account;
          s.account.customerType = s.app.customerType;
          const { fuelSelection, selectedLocationType } = s.refine;
          s.refine = { ...defaultRefine(), fuelSelection, selectedLocationType };
          s.disconnection = z.disconnection;
          s.plans.planQualifications = [];
          s.connection.nmi = '';
          s.connection.mirn = '';
          s.qualifier.authenticationStatus = 'UNAUTHENTICATED';
        }),
      completeQuote: () => set((s) => void (s.quote.quoteCompleted = true)),
      expireQuote: () => set((s) => void (s.quote.quoteExpired = true)),
      resetGreenOption: () =>
        set((s) => {
          s.quote.greenOption = DEFAULT_GREEN_OPTION;
          s.quote.isGreenPowerOptIn = false;
        }),
      setCustomerUsage: (fuel, annualUsage) =>
        set((s) => {
          const usage = customerUsageFromAnnual(annualUsage);
          if (!usage) return;
          s.refine.customerData[fuel] = usage;
          s.refine.usageSelection[fuel] = { type: 'customer', value: usage.dailyUsage };
        }),
      resetRefine: () =>
        set((s) => {
          const { fuelSelection, selectedLocationType } = s.refine;
          s.refine = { ...defaultRefine(), fuelSelection, selectedLocationType };
        }),
      addMessage: (message) =>
        set((s) => {
          const i = s.plans.messages.findIndex((m) => m.code === message.code && m.fuel === message.fuel);
          if (i >= 0) s.plans.messages[i] = message;
          else s.plans.messages.push(message);
        }),
      closeMessage: (code, fuel) => set((s) => void (s.plans.messages = closeMessage(s.plans.messages, code, fuel))),
      clearMessages: () => set((s) => void (s.plans.messages = [])),
      addDisclaimer: (disclaimer) =>
        set((s) => {
          // '__proto__' cannot be an own key by assignment (and immer refuses it): such a disclaimer is dropped.
          if (disclaimer.key !== '__proto__') s.plans.disclaimers[disclaimer.key] = disclaimer;
        }),
      setDisconnectionStatus: (fuel, status) =>
        set((s) => {
          s.disconnection[fuel].status = status;
        }),
    })),
  );
}

const DATA_KEYS = Object.keys(defaultData()) as (keyof StoreData)[];

/** The data part of the state (no actions), as a plain object. */
export function dataOf(state: StoreData): StoreData {
  const out: Record<string, unknown> = {};
  for (const key of DATA_KEYS) out[key] = state[key];
  return out as unknown as StoreData;
}

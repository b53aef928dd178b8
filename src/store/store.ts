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
import type { Address, Disclaimer, LookupMessage, PlanRecord, PlansSlice, RefineSlice, StoreData } from './types';
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

/**
 * `s` with `values` merged into its `slice`, or `s` itself when every value is already there: the store then
 * tells no one (zustand compares the whole state). Store updates are plain copies, not immer drafts: immer
 * was 3.0 kB gz of the plans page's start-up script, and these updates are one or two slices deep.
 */
export function put<K extends keyof StoreData>(s: StoreState, slice: K, values: Partial<StoreData[K]>): StoreState {
  const base = s[slice] as Record<string, unknown> | null;
  if (base === null || typeof base !== 'object') return s;
  for (const key in values) if (!Object.is(values[key], base[key])) return { ...s, [slice]: { ...base, ...values } };
  return s;
}

/** A new postcode: its meter details (pricing zone, tariff, solar) come with its own lookup, not from the old place's. */
const forgetMeterDetails = (s: StoreState): StoreState => put(s, 'connection', { electricityMeterDetails: {} });

/** The plan fields for a selection of `fuel`. */
const selected = (fuel: SingleFuel, code: string | null): Partial<PlansSlice> =>
  fuel === 'electricity' ? { selectedElectricityPlanCode: code } : { selectedGasPlanCode: code };

/** Refine data back to defaults, keeping the fuel selection and location type. */
const freshRefine = (s: StoreData): RefineSlice => {
  const { fuelSelection, selectedLocationType, forcedFuel } = s.refine;
  return { ...defaultRefine(), fuelSelection, selectedLocationType, forcedFuel };
};

/** Builds a store (one per page: see `store` in ./index). */
export function createEaStore(initial: StoreData = defaultData()): EaStore {
  return createStore<StoreState>()((set) => ({
    ...initial,
    patch: (slice, values) => set((s) => put(s, slice, values)),
    setReady: (ready) => set((s) => put(s, 'app', { ready })),
    setCustomerType: (customerType) => set((s) => put(put(s, 'app', { customerType }), 'account', { customerType })),
    setAuthenticationStatus: (authenticationStatus) => set((s) => put(s, 'qualifier', { authenticationStatus })),
    accountVerified: () =>
      set((s) => put(put(s, 'qualifier', { authenticationStatus: 'AUTHENTICATED' }), 'account', { accountVerified: true })),
    selectPlan: (fuel, plan) => set((s) => put(s, 'plans', selected(fuel, planCode(plan)))),
    deselectPlan: (fuel) => set((s) => put(s, 'plans', selected(fuel, null))),
    setExistingCustomer: (existingCustomer) =>
      set((s) => {
        const next = put(s, 'account', { existingCustomer });
        return existingCustomer === 'no' ? { ...next, lifeSupport: defaultData().lifeSupport } : next;
      }),
    setPostcode: (postcode, options) =>
      set((s) => {
        const trimmed = postcode.trim();
        if (!isValidPostcode(trimmed)) return s;
        const next = put(trimmed === s.app.postcode ? s : forgetMeterDetails(s), 'app', { postcode: trimmed });
        return options?.keepAddress ? next : { ...next, address: {} };
      }),
    setAddress: (address) =>
      set((s) => {
        const { postcode } = address;
        if (!postcode || !isValidPostcode(postcode)) return { ...s, address: { ...address } };
        const next = put(postcode === s.app.postcode ? s : forgetMeterDetails(s), 'app', { postcode });
        return { ...next, address: { ...address, state: address.state ?? stateFromPostcode(postcode) } };
      }),
    clearAddress: () => set({ address: {} }),
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
        return {
          ...s,
          account: { ...z.account, customerType: s.app.customerType },
          refine: freshRefine(s),
          disconnection: z.disconnection,
          plans: { ...s.plans, planQualifications: [] },
          connection: { ...s.connection, nmi: '', mirn: '' },
          qualifier: { ...s.qualifier, authenticationStatus: 'UNAUTHENTICATED' },
        };
      }),
    completeQuote: () => set((s) => put(s, 'quote', { quoteCompleted: true })),
    expireQuote: () => set((s) => put(s, 'quote', { quoteExpired: true })),
    resetGreenOption: () => set((s) => put(s, 'quote', { greenOption: DEFAULT_GREEN_OPTION, isGreenPowerOptIn: false })),
    setCustomerUsage: (fuel, annualUsage) =>
      set((s) => {
        const usage = customerUsageFromAnnual(annualUsage);
        if (!usage) return s;
        const { customerData, usageSelection } = s.refine;
        return put(s, 'refine', {
          customerData: { ...customerData, [fuel]: usage },
          usageSelection: { ...usageSelection, [fuel]: { type: 'customer', value: usage.dailyUsage } },
        });
      }),
    resetRefine: () => set((s) => ({ refine: freshRefine(s) })),
    addMessage: (message) =>
      set((s) => {
        const { messages } = s.plans;
        const i = messages.findIndex((m) => m.code === message.code && m.fuel === message.fuel);
        return put(s, 'plans', { messages: i >= 0 ? messages.map((m, j) => (j === i ? message : m)) : [...messages, message] });
      }),
    closeMessage: (code, fuel) => set((s) => put(s, 'plans', { messages: closeMessage(s.plans.messages, code, fuel) })),
    clearMessages: () => set((s) => put(s, 'plans', { messages: [] })),
    addDisclaimer: (disclaimer) =>
      set((s) =>
        // '__proto__' cannot be an own key by assignment: such a disclaimer is dropped.
        disclaimer.key === '__proto__' ? s : put(s, 'plans', { disclaimers: { ...s.plans.disclaimers, [disclaimer.key]: disclaimer } }),
      ),
    setDisconnectionStatus: (fuel, status) =>
      set((s) => (s.disconnection[fuel].status === status ? s : put(s, 'disconnection', { [fuel]: { ...s.disconnection[fuel], status } }))),
  }));
}

const DATA_KEYS = Object.keys(defaultData()) as (keyof StoreData)[];

/** The data part of the state (no actions), as a plain object. */
export function dataOf(state: StoreData): StoreData {
  const out: Record<string, unknown> = {};
  for (const key of DATA_KEYS) out[key] = state[key];
  return out as unknown as StoreData;
}

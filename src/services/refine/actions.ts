import { announceLocation } from '../../bus';
import type { CustomerDetails } from '../../api/account';
import {
  clampCustomUsage,
  isValidPostcode,
  openRefineTarget,
  PLAN_FEATURES_TOGGLE_VALUES,
  stateFromPostcode,
  type EstimatePeriod,
  type Fuel,
  type LocationType,
  type RefineModalStep,
  type SingleFuel,
  type UsageEstimateType,
} from '../../domain';
import { store, type Address, type UsageSelection } from '../../store';
import { deleteCookie, QUOTE_COOKIE, writeStorageValue } from '../../store/storage';

/** Session storage key of the refresh token (spec 3 §4: tokens live in session storage). */
export const REFRESH_TOKEN_KEYS = ['ea_refresh_token', 'ea_refresh_token_expiry'] as const;

const state = () => store.getState();

/** True when customer usage data exists for either fuel. */
export const hasCustomerData = (): boolean => {
  const { electricity, gas } = state().refine.customerData;
  return electricity !== null || gas !== null;
};

/** Opens the refine modal at a step (default the options). */
export function openRefineModal(step: RefineModalStep = 'REFINE_OPTIONS'): void {
  state().patch('refine', { modal: 'refine', modalStep: step });
}

/** Moves the open refine modal to a step. */
export function goToStep(step: RefineModalStep): void {
  state().patch('refine', { modalStep: step });
}

export function closeModal(): void {
  state().patch('refine', { modal: null, modalStep: 'REFINE_OPTIONS', planChange: null });
}

/** The refine call to action, the summary's Change and `ea:open-refine`: reset when customer usage exists, else refine. */
export function openRefineOrReset(): void {
  if (openRefineTarget(hasCustomerData()) === 'reset') state().patch('refine', { modal: 'reset' });
  else openRefineModal();
}

export function openResetModal(): void {
  state().patch('refine', { modal: 'reset' });
}

/**
 * Reset estimates (spec 2 §2): estimates reset, plan qualifications cleared, customer details,
 * cookie and refresh token cleared (identity reset), plans reload for the postcode (address
 * dropped), then the refine modal opens.
 */
export function confirmReset(): void {
  const s = state();
  const { usageBands } = s.refine;
  s.resetIdentity();
  s.patch('refine', { usageBands });
  for (const key of REFRESH_TOKEN_KEYS) writeStorageValue('session', key, null);
  s.setPostcode(s.app.postcode);
  s.patch('refine', { selectedLocationType: 'postcode' });
  openRefineModal();
}

export function setFuelSelection(fuel: Fuel): void {
  if (state().refine.fuelSelection !== fuel) state().patch('refine', { fuelSelection: fuel });
}

export function setLocationType(type: LocationType): void {
  state().patch('refine', { selectedLocationType: type });
}

/** A postcode the visitor chose: stored (address dropped) and announced to the host. */
export function changePostcode(postcode: string): void {
  if (!isValidPostcode(postcode)) return;
  const s = state();
  if (s.app.postcode === postcode && !s.address.postcode) return;
  s.setPostcode(postcode);
  announceLocation(postcode, stateFromPostcode(postcode));
}

/** An address the visitor chose: stored (its postcode becomes the page's) and announced. */
export function changeAddress(address: Address): void {
  const clean: Address = { ...address, found: true };
  if (!clean.unitNumber) delete clean.unitNumber;
  state().setAddress(clean);
  if (address.postcode) announceLocation(address.postcode, stateFromPostcode(address.postcode));
}

export function setEstimatePeriod(period: EstimatePeriod): void {
  state().patch('refine', { estimatePeriod: period });
}

export function setGreenOption(option: number): void {
  state().patch('quote', { greenOption: option, isGreenPowerOptIn: option > 0 });
}

/** Plan features toggle: All features or Key features. */
export function setKeyFeatures(key: boolean): void {
  state().patch('refine', { planFeaturesToggle: key ? PLAN_FEATURES_TOGGLE_VALUES.key : PLAN_FEATURES_TOGGLE_VALUES.all });
}

export function setMeterId(kind: 'nmi' | 'mirn', value: string): void {
  if (state().connection[kind] !== value) state().patch('connection', { [kind]: value });
}

/** Sets a fuel's usage selection; a custom value is clamped and remembered (remember-custom-usage). */
export function setUsageSelection(fuel: SingleFuel, selection: UsageSelection): void {
  const s = state();
  let next: UsageSelection = selection;
  if (selection.type === 'custom') {
    const value = clampCustomUsage(fuel, selection.value);
    if (value === undefined || value <= 0) return;
    next = { type: 'custom', value };
    s.patch('refine', { rememberedCustomUsage: { ...s.refine.rememberedCustomUsage, [fuel]: value } });
  }
  const current = state().refine.usageSelection[fuel];
  if (current.type === next.type && current.value === next.value) return;
  s.patch('refine', {
    usageSelection: { ...state().refine.usageSelection, [fuel]: next },
    ...(fuel === 'electricity' ? { isElecUsageSelectionChanged: true } : {}),
  });
}

/** Enter usage → Apply: each filled fuel becomes custom usage; the modal closes. */
export function applyEnteredUsage(values: Partial<Record<SingleFuel, number>>): void {
  for (const fuel of ['electricity', 'gas'] as const) {
    const value = values[fuel];
    if (value !== undefined && value > 0) setUsageSelection(fuel, { type: 'custom', value });
  }
  closeModal();
}

/**
 * Usage data → Show estimates: the verified account's usage (customer data), the chosen band for a
 * fuel without usage, the account numbers, address, NMI, MIRN and plan qualifications; then the
 * modal closes and the plans service reloads and re-estimates.
 */
export function applyVerifiedDetails(
  details: CustomerDetails,
  fuels: readonly SingleFuel[],
  fallback: Partial<Record<SingleFuel, UsageEstimateType>>,
): void {
  const s = state();
  // Authenticated for this quote, but not the table's "verified account" (that one asks for a live refresh token, which this flow has none of).
  s.setAuthenticationStatus('AUTHENTICATED');
  s.patch('account', {
    existingCustomer: 'yes',
    electricityAccountNumber: details.electricityAccountNumber ?? '',
    gasAccountNumber: details.gasAccountNumber ?? '',
  });
  const qualifications = (details.planQualifications?.conditions ?? []).filter((c) => c.enabled).map((c) => c.code);
  s.patch('plans', { planQualifications: qualifications });
  if (details.address) {
    const a = details.address;
    const address: Address = { postcode: a.postcode, fromUserAccount: true, found: true };
    for (const key of ['id', 'label', 'unitNumber', 'streetNumber', 'streetName', 'suburb'] as const) {
      const value = a[key];
      if (value) address[key] = value;
    }
    s.setAddress(address);
    s.patch('refine', { selectedLocationType: 'address' });
  }
  s.patch('connection', {
    ...(details.nmi && fuels.includes('electricity') ? { nmi: details.nmi } : {}),
    ...(details.mirn && fuels.includes('gas') ? { mirn: details.mirn } : {}),
  });
  if (details.electricityUsageAttribution) s.patch('refine', { usageAttributionData: details.electricityUsageAttribution });
  const annual: Record<SingleFuel, number | null | undefined> = { electricity: details.annualElectricityUsage, gas: details.annualGasUsage };
  for (const fuel of fuels) {
    const value = annual[fuel];
    if (value !== null && value !== undefined && value > 0) s.setCustomerUsage(fuel, value);
    else setUsageSelection(fuel, { type: fallback[fuel] ?? 'benchmark' });
  }
  closeModal();
}

/** Meter detected → 'View {type} plans': the quote cookie goes, then the other type's plans page (after the 200 ms redirect delay). */
export function goToPlansPage(path: string, delayMs = 200): void {
  deleteCookie(QUOTE_COOKIE);
  setTimeout(() => location.assign(path), delayMs);
}

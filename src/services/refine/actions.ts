import type { AddressResult } from '../../api/address';
import { announceLocation } from '../../bus';
import { openRefineTarget, PLAN_FEATURES_TOGGLE_VALUES } from '../../domain/refine';
import { stateFromPostcode, type EstimatePeriod, type Fuel, type LocationType, type RefineModalStep } from '../../domain/shared';
import { store, type Address, type StoreState } from '../../store';

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

/** The refine call to action, the summary's Change and `ea:open-refine`: reset when customer usage exists, else refine. */
export function openRefineOrReset(): void {
  if (openRefineTarget(hasCustomerData()) === 'reset') state().patch('refine', { modal: 'reset' });
  else openRefineModal();
}

export function openResetModal(): void {
  state().patch('refine', { modal: 'reset' });
}

/** A fuel choice (the visitor's, the host's, the URL's): a plan of the fuel no longer looked for leaves the cart. */
export function chooseFuel(s: StoreState, fuel: Fuel): void {
  if (s.refine.fuelSelection == fuel) return;
  s.patch('refine', { fuelSelection: fuel });
  if (fuel != 'both') s.deselectPlan(fuel == 'gas' ? 'electricity' : 'gas');
}

export const setFuelSelection = (fuel: Fuel): void => chooseFuel(state(), fuel);

export function setLocationType(type: LocationType): void {
  state().patch('refine', { selectedLocationType: type });
}

/** An address search result as the store keeps it (its label is also the provider's description). */
export function addressFromSearch(r: AddressResult): Address {
  const a: Address = { postcode: r.postcode, label: r.label, providerDescription: r.label };
  if (r.id) a.id = r.id;
  if (r.unitNumber) a.unitNumber = r.unitNumber;
  if (r.streetNumber) a.streetNumber = r.streetNumber;
  if (r.streetName) a.streetName = r.streetName;
  if (r.suburb) a.suburb = r.suburb;
  if (r.state) a.state = r.state;
  return a;
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

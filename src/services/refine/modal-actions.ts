import type { CustomerDetails } from '../../api/account';
import { verifiedPlanQualifications } from '../../domain/plans/plan-loyalty';
import { ADOBE_EXPERIENCE_KEY, navigatesByHistoryBack } from '../../domain/refine';
import type { SingleFuel, UsageEstimateType, RefineModalStep } from '../../domain/shared';
import { store, type Address } from '../../store';
import { readStorageValue } from '../../store/storage';
import { resetIdentitySession } from '../auth/access-token-exchange';
import { openRefineModal } from './actions';
import { setUsageSelection } from './usage-actions';

/* The refine modals' own actions: loaded with the modals, not with the bar. */

const state = () => store.getState();

/** Moves the open refine modal to a step. */
export function goToStep(step: RefineModalStep): void {
  state().patch('refine', { modalStep: step });
}

/** Closes the open modal. "Plan Unavailable" waiting behind the refine modal stays, to show once it has closed (`modalOnPlanChange`). */
export function closeModal(): void {
  const { modal, planChange } = state().refine;
  state().patch('refine', { modal: null, modalStep: 'REFINE_OPTIONS', planChange: modal === 'planChange' ? null : planChange });
}

/**
 * 'Select new plan' (the plan change modal): the modal closes, then the visitor goes back to the plans
 * list: history back under the DG69917 experience (`adobe_experience` in session storage), else the
 * root hash route (nothing to do when already on it).
 */
export function backToPlans(): void {
  closeModal();
  if (navigatesByHistoryBack(readStorageValue('session', ADOBE_EXPERIENCE_KEY))) {
    history.back();
    return;
  }
  if (location.hash !== '' && location.hash !== '#/' && location.hash !== '#') location.hash = '/';
}

/**
 * Reset estimates (spec 2 §2): estimates reset, plan qualifications cleared, customer details,
 * cookie and both tokens cleared (identity reset), plans reload for the postcode (address
 * dropped), then the refine modal opens.
 */
export function confirmReset(): void {
  const s = state();
  const { usageBands } = s.refine;
  resetIdentitySession();
  s.patch('refine', { usageBands });
  s.setPostcode(s.app.postcode);
  s.patch('refine', { selectedLocationType: 'postcode' });
  openRefineModal();
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
  s.patch('plans', { planQualifications: verifiedPlanQualifications(details.planQualifications) });
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
  const annual: Record<SingleFuel, number | null | undefined> = {
    electricity: details.annualElectricityUsage,
    gas: details.annualGasUsage,
  };
  for (const fuel of fuels) {
    const value = annual[fuel];
    if (value !== null && value !== undefined && value > 0) s.setCustomerUsage(fuel, value);
    else setUsageSelection(fuel, { type: fallback[fuel] ?? 'benchmark' });
  }
  closeModal();
}

export { goToPlansPage } from './customer-type-switch';

/**
 * "Get started" (spec 3 §4): entering the page, the account validation and verification steps,
 * the moving choice, the answers, and the save that goes to checkout. The sequence of a press of
 * Continue is `qualifier-submit.ts`. Loaded with the qualifier page only.
 */
import { ApiNetworkError } from '../../api/errors';
import { yieldToMain } from '../../api/slices';
import { CONNECTION_LOST_TEXT, SELECTION_CHANGED_TEXT } from '../../domain/qualifier/qualifier-messages';
import { checkoutSelectionKey } from '../../domain/qualifier/qualifier-services';
import { whenState } from '../page/store-wait';
import {
  accountValidationFailure,
  DEFAULT_QUALIFIER_ERROR,
  forgottenConnection,
  impliedExistingCustomer,
  nextAuthenticationStatus,
  offerTypeOf,
  qualifierRouteAllowed,
  REMOTE_METERING_ERROR,
  verificationFailure,
  type AuthenticationEvent,
  type QualifierError,
} from '../../domain/qualifier/qualifier-flow';
import { businessIdTypeOf } from '../../domain/auth/account';
import { checkoutUrl } from '../../domain/quote/checkout-url';
import { customerUsageFromAnnual } from '../../domain/refine';
import {
  isAustralianState,
  isLookupAddress,
  REDIRECT_DELAY_MS,
  type Journey,
  type PropertyRelationship,
  type SingleFuel,
} from '../../domain/shared';
import { movingStatusOf } from '../../domain/qualifier/moving-answer';
import { selectedServices, servicesInclude } from '../../domain/cart';
import {
  withoutEmptyKeys,
  type IdentityType,
  type VerifyAccountRequest,
  type VerifyIdentityRequest,
} from '../../domain/refine/refine-account';
import { addressDraftOf, chosenAddressText, type QueenslandAnswer } from '../../domain/qualifier/qualifier';
import { defaultData, store, type Address, type QualifierForm, type StoreState } from '../../store';
import { addressFromSearch, changeAddress } from '../refine/actions';
import type { AddressResult } from '../../api/address';
import { setDisconnectionAccounts } from './disconnection';
import { currentRoute, ROUTES } from '../page/routes';
import { redirectHome } from '../page/route-redirect';
import { whenStateApplied } from '../page/startup';
import { accountIdentityTypes, type IdentityTypesAnswer } from '../auth/identity-types';
import { startPlansService } from '../plans/service';

const state = (): StoreState => store.getState();

/** Moves the authentication status by the machine of spec 3 §4.1. */
export function authenticationEvent(event: AuthenticationEvent): void {
  const s = state();
  s.setAuthenticationStatus(nextAuthenticationStatus(s.qualifier.authenticationStatus, event));
}

/** A form field changed: the store keeps what the visitor entered (not the identity value). */
export function setFormField<K extends keyof QualifierForm>(key: K, value: QualifierForm[K]): void {
  const form = { ...state().qualifier.form, [key]: value };
  state().patch('qualifier', { form });
}

/**
 * Entering the qualifier (spec 3 §2.1, §4.1): once saved state and the URL are applied, the route
 * guard sends a visitor without what the page needs back to '' (query kept; `redirectHome`: back when the home
 * entry is right behind, as after Forward to a "Get started" left that way): selected services,
 * or on the moving journey a valid address and a move-in date. Otherwise VALIDATED or BLOCKED
 * goes back to UNAUTHENTICATED and the services on entry are remembered. Resolves whether the
 * visitor stays.
 */
export async function enterQualifier(): Promise<boolean> {
  await whenStateApplied();
  const s = state();
  const services = selectedServices(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode);
  if (!routeAllowed(s, false)) {
    redirectHome();
    return false;
  }
  authenticationEvent({ type: 'enter' });
  s.patch('app', { checkoutStage: 'qualifier' });
  if (s.qualifier.entryServices === null) s.patch('qualifier', { entryServices: services });
  return true;
}

/** The route's requirement (spec 3 §2.1, `qualifierRouteAllowed`) as the store says it; `shown`: while "Get started" shows. */
const routeAllowed = (s: StoreState, shown: boolean): boolean =>
  qualifierRouteAllowed(
    {
      journey: s.app.journey,
      validAddress: isLookupAddress(s.address),
      moveInDate: s.moving.moveInDate,
      services: selectedServices(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode),
    },
    shown,
  );

/**
 * While "Get started" shows, its route stays guarded (spec 3 §2.1): on the moving journey a host event that leaves no
 * address to move to (`ea:address-clear`, which takes the move-in date, plans and selection with it; a postcode alone
 * from `ea:plan-load`, `ea:location-update` or `ea:address-update`, which replaces the address) sends the visitor to the
 * journey's home, '' with the query kept, as the guard on entry does (`redirectHome`: back to the home entry they came
 * from, so no second copy of it is left for Back); the page stayed, with an empty address, both plans 'removed' and
 * Continue disabled. Returns the stop.
 */
export function guardWhileShown(): () => void {
  const check = (s: StoreState): void => {
    if (currentRoute() === ROUTES.qualifier && !routeAllowed(s, true)) redirectHome();
  };
  check(state());
  return store.subscribe(check);
}

/**
 * The plans follow the answers while "Get started" shows (a connection address is looked up, and a selection
 * its plans do not offer is removed): the plans service runs until `signal` aborts. On the plans page the
 * plans table started it already; on a page loaded on `#/qualifier` (a reload, a returning visitor) the
 * hidden table has not, and a Melbourne address went to checkout with the Sydney plans chosen before it.
 * Started there, it looks the plans up at once (they are never saved: without them the page knows no
 * solar, Queensland or switched-off meter message); plans this page has looked up already are followed
 * (`notLookedUp`).
 */
export function followPlans(signal: AbortSignal): void {
  startPlansService(signal, whenStateApplied(), notLookedUp);
}

/** Whether this page has not looked its plans up yet (plan lists and lookup messages are never saved: each page looks them up). */
const notLookedUp = (): boolean => {
  const { plans } = state();
  return !plans.electricityPlans.length && !plans.gasPlans.length && !plans.messages.length;
};

/**
 * 'Select new plan', shown when the selection has emptied (spec 3 §2.2 disables Continue then): back to the
 * plans to choose again, as the guard leaves (`redirectHome`): back to the plans entry the visitor came from when it is
 * right behind, else in place of "Get started", so no entry of a "Get started" with nothing to sign up for is left
 * behind the plans for Back (pushed, it was). A "Plan Unavailable" left waiting from the plans page (shown, or
 * behind a refine modal asleep on the hidden bar, which the modal watcher would show once that modal closes) is
 * dropped: its news is the qualifier's warnings, already read. The asleep refine modal itself stays, as it was.
 */
export function leaveToChooseNewPlan(): void {
  const s = state();
  if (s.refine.planChange) s.patch('refine', s.refine.modal === 'planChange' ? { modal: null, planChange: null } : { planChange: null });
  redirectHome();
}

/** Leaving the qualifier for the plans: work under way stops, and the next entry compares with the selection then. */
export function leaveQualifier(): void {
  cancelSubmit();
  const s = state();
  s.patch('qualifier', { entryServices: null, loading: false });
  if (s.app.checkoutStage === 'qualifier') s.patch('app', { checkoutStage: 'plans' });
}

let submitting: AbortController | null = null;

/** A signal for one press of Continue; pressing again, leaving or switching customer kind cancels the last. */
export function startSubmit(): AbortSignal {
  submitting?.abort();
  submitting = new AbortController();
  return submitting.signal;
}

/** Cancels the work of the last press of Continue (its requests, and going to checkout). */
export function cancelSubmit(): void {
  submitting?.abort();
  submitting = null;
}

/**
 * The connection address goes, and with it what its lookup said of the place (`forgottenConnection`) and any text
 * typed in its field: the plans follow the postcode. Cleared first, so that the plans service does not look the old address up again.
 */
function forgetConnection(): void {
  const s = state();
  s.patch('connection', forgottenConnection());
  s.patch('qualifier', { addressDraft: null });
  s.clearAddress();
}

/**
 * Switching new / existing after the confirmation (spec 3 §4.3): all previously entered data goes
 * (the answers, the moving status, owner or renter, the offer type, the connection address however it
 * came, with its NMI, MIRN and meter details, and any account check or sign-in with its tokens) and the
 * value flips. The lookup's answer replaces an address from the account with its own, so the account's
 * cannot be told from another by the time the visitor switches: every one goes.
 */
export async function switchCustomerKind(existing: 'yes' | 'no'): Promise<void> {
  cancelSubmit();
  identityTypes = [];
  const s = state();
  const { entryServices } = s.qualifier;
  const signedIn = s.account.accountVerified || s.qualifier.authenticationStatus !== 'UNAUTHENTICATED';
  forgetConnection();
  s.patch('qualifier', { form: defaultData().qualifier.form, entryServices, queenslandEnergised: 'unknown', loading: false });
  s.patch('verification', { identificationType: '', identificationValue: '', isVerificationSkipped: false });
  s.patch('moving', { movingHouse: 'UNKNOWN' });
  s.patch('person', { customerPropertyRelationship: 'UNKNOWN' });
  s.patch('quote', { offerType: '' });
  if (signedIn) {
    const { resetIdentitySession, signOut } = await import('../auth/identity-session');
    void signOut();
    resetIdentitySession();
  }
  state().setAuthenticationStatus('UNAUTHENTICATED');
  state().setExistingCustomer(existing);
}

/** The account check's identity types, kept for the Verify section (memory only). */
let identityTypes: IdentityType[] = [];
export const currentIdentityTypes = (): readonly IdentityType[] => identityTypes;

const credentialsOf = (
  form: QualifierForm,
  customerType: 'RESIDENTIAL' | 'BUSINESS',
): Pick<VerifyIdentityRequest, 'customerType' | 'accountNumber' | 'postcode' | 'businessIdentifier' | 'businessIdentifierType'> => {
  const business = customerType === 'BUSINESS';
  const abnAcn = form.abnAcn.replace(/\s+/g, '');
  return withoutEmptyKeys({
    customerType,
    accountNumber: form.accountNumber.replace(/\s+/g, ''),
    postcode: business ? undefined : form.postcode.replace(/\s+/g, ''),
    businessIdentifier: business ? abnAcn : undefined,
    businessIdentifierType: business ? businessIdTypeOf(abnAcn) : undefined,
  }) as Pick<VerifyIdentityRequest, 'customerType'>;
};

/** A step that failed because the connection dropped: says so, and that what was typed is kept (no contact link: the visitor can retry). */
export const CONNECTION_LOST_ERROR: QualifierError = { text: CONNECTION_LOST_TEXT, contactLink: false };

/** Continue's save ran while the selection changed (a host event): the page stayed, and says so by Continue. */
export const SELECTION_CHANGED_ERROR: QualifierError = { text: SELECTION_CHANGED_TEXT, contactLink: false, warning: true };

/**
 * True when a request failed because the visitor's connection is gone: the browser says it is
 * offline, or the failure (or what caused it) is the network's: the API client's network error,
 * or fetch's own TypeError (a request, or a lazily loaded part of the page, that could not load).
 */
export function isConnectionLost(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine !== false,
): boolean {
  if (!online) return true;
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth++) {
    if (cause instanceof ApiNetworkError) return true;
    if (cause instanceof TypeError && /fetch|network|load failed|import/i.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

/** The message of a step that failed with no answer to read: the connection-lost message when that is why, else the default error. */
export function failureOf(error: unknown): QualifierError {
  return isConnectionLost(error) ? CONNECTION_LOST_ERROR : DEFAULT_QUALIFIER_ERROR;
}

/** What a step of the submit did. */
export type StepResult = { kind: 'done' } | { kind: 'error'; error: QualifierError };

/**
 * Account validation (spec 3 §4.1, §4.5): identity types give VALIDATED (the Verify section
 * shows); no usable identity type or an unknown error skips authentication silently; a lost
 * connection says so; any other failure is the default error (spec 3 §8, which wins over spec 2's
 * shorter account-form texts here); everything typed stays either way.
 */
export async function validateAccountStep(signal?: AbortSignal): Promise<StepResult> {
  const s = state();
  const customerType = s.app.customerType;
  const credentials = credentialsOf(s.qualifier.form, customerType);
  let answer: IdentityTypesAnswer;
  try {
    answer = await accountIdentityTypes(
      withoutEmptyKeys({
        customerType,
        accountNumber: credentials.accountNumber,
        postcode: credentials.postcode,
        abnacn: credentials.businessIdentifier,
        abnOrAcn: credentials.businessIdentifierType,
      }) as VerifyAccountRequest,
      customerType,
      { signal },
    );
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'error', error: failureOf(error) };
  }
  if (answer.kind === 'refused') {
    // No usable identity type, or the server's unknown error: authentication is skipped silently.
    if (accountValidationFailure(answer.code) === 'skip') {
      authenticationEvent({ type: 'validation-skipped' });
      return { kind: 'done' };
    }
    return { kind: 'error', error: failureOf(answer.error) };
  }
  identityTypes = answer.types;
  s.patch('account', { legacyAccountNumber: credentials.accountNumber ?? '' });
  authenticationEvent({ type: 'account-validated' });
  return { kind: 'done' };
}

const isAbort = (error: unknown): boolean => error instanceof Error && (error.name === 'ApiAbortError' || error.name === 'AbortError');

/**
 * Verification (spec 3 §4.1, §7): the identity provider signs the visitor in with the account and
 * the identity, then the account details are retrieved with the remote metering check. A remote
 * metering risk with an electricity plan selected is BLOCKED with its error; otherwise the account
 * is verified (AUTHENTICATED) and its details kept for the moving choice (§4.4) and the accounts to
 * disconnect (eleDisconnectAccount / gasDisconnectAccount, §4.8). The identity value
 * is passed through, never stored.
 */
export async function verifyStep(idType: string, idValue: string, signal?: AbortSignal): Promise<StepResult> {
  const s = state();
  const customerType = s.app.customerType;
  const idText = identityTypes.find((t) => t.value === idType)?.text ?? idType;
  const { signIn, retrieveAccount } = await import('../auth/identity-session');
  const credentials: VerifyIdentityRequest = {
    ...credentialsOf(s.qualifier.form, customerType),
    idType,
    // Spaces removed (spec 2 §5, the account form; a date of birth's mask has them).
    idValue: idValue.replace(/\s+/g, ''),
  };
  let details: Awaited<ReturnType<typeof retrieveAccount>>;
  try {
    await signIn(credentials, { signal });
    details = await retrieveAccount({ accountNumber: credentials.accountNumber, checkRemoteMeteringRisk: true }, { signal });
  } catch (error) {
    if (isAbort(error)) throw error;
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    const failure = verificationFailure(code, idText, s.app.contactTimeZone);
    return { kind: 'error', error: failure === DEFAULT_QUALIFIER_ERROR ? failureOf(error) : failure };
  }
  const services = selectedServices(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode);
  const event: AuthenticationEvent = {
    type: 'verified',
    remoteMeteringRisk: details.remoteMeteringRisk === true,
    electricitySelected: servicesInclude(services, 'electricity'),
  };
  const next = nextAuthenticationStatus(s.qualifier.authenticationStatus, event);
  s.patch('verification', { identificationType: idType, identificationValue: '', isVerificationSkipped: false });
  if (next === 'BLOCKED') {
    s.setAuthenticationStatus('BLOCKED');
    return { kind: 'error', error: REMOTE_METERING_ERROR };
  }
  s.accountVerified();
  const address = details.address;
  s.patch('account', {
    electricityAccountNumber: details.electricityAccountNumber ?? '',
    gasAccountNumber: details.gasAccountNumber ?? '',
    existingAddress: address ? addressOf(address) : null,
  });
  // The accounts to disconnect at the address being left (spec 3 §3.5, §4.8).
  setDisconnectionAccounts({ electricity: details.eleDisconnectAccount, gas: details.gasDisconnectAccount });
  s.patch('refine', {
    customerData: {
      electricity: customerUsageFromAnnual(details.annualElectricityUsage) ?? s.refine.customerData.electricity,
      gas: customerUsageFromAnnual(details.annualGasUsage) ?? s.refine.customerData.gas,
    },
  });
  return { kind: 'done' };
}

function addressOf(a: {
  postcode: string;
  label?: string | null;
  unitNumber?: string | null;
  streetNumber?: string | null;
  streetName?: string | null;
  suburb?: string | null;
  state?: string | null;
  id?: string | null;
}): Address {
  const out: Address = { postcode: a.postcode, fromUserAccount: true };
  for (const key of ['label', 'unitNumber', 'streetNumber', 'streetName', 'suburb', 'id'] as const) {
    const value = a[key];
    if (value) out[key] = value;
  }
  const st = a.state?.trim().toUpperCase();
  if (isAustralianState(st)) out.state = st;
  return out;
}

/** 'I don't have my details handy' (spec 3 §4.1): authentication skipped (a blocked account stays blocked). */
export function skipAuthentication(): void {
  if (state().qualifier.authenticationStatus === 'BLOCKED') return;
  state().patch('verification', { isVerificationSkipped: true });
  authenticationEvent({ type: 'skip' });
}

/**
 * Choosing moving or not (spec 3 §4.4): the answer sets the moving status (and in variant B the
 * offer type). An invalid current address is cleared and benchmark usage is asked for both fuels;
 * not moving with a valid account address that differs from the current one takes that address
 * and customer usage for each selected fuel with annual usage.
 */
export function chooseMoving(answer: string, variantB: boolean): void {
  const s = state();
  const movingStatus = movingStatusOf(answer);
  const before = s.moving.movingHouse;
  setFormField('movingAnswer', answer);
  s.patch('moving', { movingHouse: movingStatus });
  if (variantB) s.patch('quote', { offerType: offerTypeOf(answer) ?? '' });
  // No address to connect yet: the address is cleared and benchmark usage asked for both fuels (§4.4).
  const toBenchmark = (): void => {
    const bands = state().refine.usageSelection;
    s.patch('refine', {
      usageSelection: { electricity: { ...bands.electricity, type: 'benchmark' }, gas: { ...bands.gas, type: 'benchmark' } },
    });
  };
  const current = s.address;
  if (!isLookupAddress(current)) {
    if (current.postcode || current.label) s.clearAddress();
    toBenchmark();
  }
  const existing = s.account.existingAddress;
  // Moving after all (No, then Yes): the account's address, which No put in the field, is the home they leave and the
  // one the page offers to disconnect, not the one they move to (ours: the spec is silent). The field is emptied, and its
  // NMI, MIRN and meter details go with it.
  // (An address the field held before the question, the page's, is left to the visitor.) The usage No took from the
  // account is that home's too: benchmark usage, as for any address cleared.
  if (
    movingStatus === 'MOVING' &&
    before === 'NOT_MOVING' &&
    existing &&
    isLookupAddress(existing) &&
    sameAddress(existing, state().address)
  ) {
    forgetConnection();
    toBenchmark();
    return;
  }
  if (movingStatus === 'NOT_MOVING' && existing && isLookupAddress(existing) && !sameAddress(existing, state().address)) {
    changeAddress(existing);
    const services = selectedServices(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode);
    for (const fuel of ['electricity', 'gas'] as SingleFuel[]) {
      const usage = s.refine.customerData[fuel];
      if (usage && servicesInclude(services, fuel)) state().setCustomerUsage(fuel, usage.annualUsage);
    }
  }
}

const sameAddress = (a: Address, b: Address): boolean =>
  (a.id && b.id ? a.id === b.id : (a.label ?? '') === (b.label ?? '')) && a.postcode === b.postcode;

/** A connection address the visitor chose: the plans are looked up there (the plans service follows the address); what they had typed goes. */
export function chooseConnectionAddress(result: AddressResult): void {
  state().patch('qualifier', { addressDraft: null });
  changeAddress(addressFromSearch(result));
}

/**
 * The visitor typed (or deleted) in the connection address field without choosing: the text is kept as a draft
 * (`addressDraftOf`), so that Back and Forward, the cart and a reload give it back. The field showing the address
 * chosen again keeps none.
 */
export function typeConnectionAddress(text: string): void {
  const s = state();
  s.patch('qualifier', { addressDraft: addressDraftOf(text, chosenAddressText(s.address)) });
}

/** The checkout address for the saved quote (spec 3 §4.5). */
export function checkoutHref(base: string | undefined, reference: string): string {
  return checkoutUrl(base, reference, state().app.customerType);
}

/**
 * Waits while a plan lookup runs (a connection address just chosen), at most `maxMs`: what the page
 * asks and what the quote holds follow the plans of that address (spec 3 §4.5 "wait until the form
 * is no longer pending").
 */
export async function whenPlansSettled(maxMs = 15_000): Promise<void> {
  await whenState(store, (s) => !s.plans.loading, { timeoutMs: maxMs });
}

/**
 * Resolves once no move-in date is being checked against a new address's calendar (the moving-home shell's check,
 * docs/decisions/moving-home.md), or after `maxMs`: a date chosen at another address does not go on to checkout unchecked.
 */
export async function whenMoveInDateChecked(maxMs = 15_000): Promise<void> {
  await whenState(store, (s) => s.moving.moveInDateCheck !== 'checking', { timeoutMs: maxMs });
}

/** The selection a save of Continue takes to checkout from `s`. */
const checkoutSelectionOf = ({ plans, address }: Pick<StoreState, 'plans' | 'address'>): string =>
  checkoutSelectionKey({ electricityPlanCode: plans.selectedElectricityPlanCode, gasPlanCode: plans.selectedGasPlanCode, address });

/** …as the page shows it now. */
const checkoutSelectionNow = (): string => checkoutSelectionOf(state());

/**
 * How {@link saveAndGoToCheckout} ended: going to checkout; not going (the press was cancelled, or the page left "Get
 * started"); or not going because the plans chosen or the place changed while the quote was saved.
 */
export type CheckoutGo = 'redirecting' | 'stayed' | 'selection-changed';

/**
 * Saves the quote and goes to checkout after 200 ms with its reference and the customer type;
 * loading stays on while redirecting. Presses while a save runs share it (a double click saves one
 * quote). Nothing happens once the press was cancelled (the visitor left "Get started"). Rejects when the save fails (the caller shows the default error). The save
 * (the state's snapshot and the request) is built in a task of its own after the press's, which
 * paints the loading state first (issue 21).
 *
 * Checkout gets the selection the page shows (ours; spec 3 §2.2). When the plans chosen or the
 * connection address the save took are not those the page shows once it answers (a host's `ea:refine`
 * or `ea:location-update` during the save: the page says "… plan removed from your selection."; or a
 * snapshot's save joined that started before a change), a lookup under way is waited for and the page
 * stays ('selection-changed'): the next Continue saves the selection then (or stays disabled, spec 3
 * §2.2, when nothing is left).
 */
export async function saveAndGoToCheckout(
  checkoutBase: string | undefined,
  signal?: AbortSignal,
  go: (href: string) => void = (href) => location.assign(href),
): Promise<CheckoutGo> {
  const { saveQuoteOf } = await import('../quote/quote-save');
  await yieldToMain();
  // The state the save took: a snapshot's save joined started before the press.
  const { reference, saved } = await saveQuoteOf(signal ? { signal } : {});
  await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
  // A host's new place (or fuel) during the save: its lookup decides which plans stay.
  await whenState(store, (s) => !s.plans.loading, { timeoutMs: 15_000, ...(signal ? { signal } : {}) });
  if (signal?.aborted || currentRoute() !== ROUTES.qualifier) return 'stayed';
  if (checkoutSelectionNow() !== checkoutSelectionOf(saved)) return 'selection-changed';
  go(checkoutHref(checkoutBase, reference));
  return 'redirecting';
}

/**
 * A new / existing question the page does not ask is answered for the visitor (spec 3 §2.2, §6):
 * existing on the existing-only journeys and campaigns, new on the new-customer-only ones.
 */
export function answerHiddenQuestion(input: { journey: Journey | null; newCustomersOnly: boolean; existingOnly: boolean }): void {
  const s = state();
  const implied = impliedExistingCustomer({ ...input, existingCustomer: s.account.existingCustomer });
  if (implied && implied !== s.account.existingCustomer) s.setExistingCustomer(implied);
}

/** The new / existing answer, with no answer to replace (a change of answer is {@link switchCustomerKind}, after the confirmation). */
export function answerExistingCustomer(existing: 'yes' | 'no'): void {
  state().setExistingCustomer(existing);
}

/** The answer to 'Is the electricity on at the property?' (spec 3 §4.6, Queensland). */
export function answerQueenslandEnergised(answer: QueenslandAnswer): void {
  state().patch('qualifier', { queenslandEnergised: answer });
}

/** Owner or renter of the connection address (spec 3 §4.2). */
export function answerPropertyRelationship(relationship: PropertyRelationship): void {
  state().patch('person', { customerPropertyRelationship: relationship });
}

/**
 * Back from checkout out of the browser's page cache, the page is not saving any more: loading
 * goes off. Listens from now until the returned function is called.
 */
export function stopLoadingWhenRestored(): () => void {
  const onShow = (e: PageTransitionEvent): void => {
    if (e.persisted) state().patch('qualifier', { loading: false });
  };
  addEventListener('pageshow', onShow);
  return () => removeEventListener('pageshow', onShow);
}

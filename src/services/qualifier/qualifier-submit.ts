/**
 * The presses of "Get started" (spec 3 §4.1, §4.5, §4.8): Continue, and 'I don't have my details
 * handy'. Each runs its whole sequence here, from cancelling the last press to the redirect to
 * checkout: wait for a plan lookup under way, check the answers, then the account check, the
 * verification, the disconnection or the save. The page only says what it shows (its sections,
 * the identity value typed) and shows what comes back. Loaded with the qualifier page only.
 */
import {
  DEFAULT_QUALIFIER_ERROR,
  goesStraightToCheckout,
  qualifierErrors,
  type QualifierError,
  type QualifierField,
} from '../../domain/qualifier/qualifier-flow';
import { isFailedLookup } from '../../domain/refine';
import { negativeMessages } from '../../domain/plans';
import { messageContent } from '../../domain/plans/plan-message-texts';
import { contactPagePath } from '../../domain/page';
import { plansPagePath } from '../../domain/auth/plan-verification-modal';
import { retryLookup } from '../plans/messages';
import { moveInDateDropped } from '../../domain/moving-home/moving-date';
import { type QualifierSections } from '../../domain/qualifier/qualifier';
import { isLookupAddress, type SingleFuel } from '../../domain/shared';
import { disconnectionDateErrors, disconnectionSubmitPending, failedDisconnectionFuels } from '../../domain/qualifier/disconnection-flow';
import { store, type StoreState } from '../../store';
import { submitDisconnection } from './disconnection';
import {
  failureOf,
  saveAndGoToCheckout,
  SELECTION_CHANGED_ERROR,
  skipAuthentication,
  startSubmit,
  validateAccountStep,
  verifyStep,
  whenPlansSettled,
  whenMoveInDateChecked,
} from './qualifier';

const state = (): StoreState => store.getState();

/** What the page shows that a press depends on: all of it is read when the press starts. */
export interface QualifierSubmitInput {
  /** The sections on show. */
  sections: QualifierSections;
  /** Whether the new / existing question is asked. */
  questionShown: boolean;
  /** Whether the disconnection step is on show (its dates are checked, its requests go first). */
  disconnectionShown: boolean;
  /** The identity value typed (the page keeps it, never the store). */
  idValue: string;
  /** The connection dates the calendar offers. */
  availableDates: readonly string[];
  /** The `checkout-url` attribute. */
  checkoutBase: string | undefined;
  /** The connection address field's text no longer is the address chosen (cleared or retyped): none stands. */
  addressEdited?: boolean;
}

/** What the page is told while a press runs (before the press ends, as the page showed it so far). */
export interface QualifierSubmitProgress {
  /** The press was taken (no other was running): what the last press showed goes. */
  started(): void;
  /** Continue: the answers were checked, and whether the Queensland answer stopped the press. */
  checked?(queenslandBlocked: boolean): void;
  /** Continue: verification used the identity value; the page empties its field. */
  identityUsed?(): void;
}

/** How a press ended. Loading is off again unless the page is going to checkout. */
export type QualifierSubmitOutcome =
  /** Another press was running (the page is loading): nothing was done. */
  | { kind: 'busy' }
  /** Cancelled by a new press, leaving "Get started" or switching customer kind: nothing to show. */
  | { kind: 'aborted' }
  /** Answers are missing or wrong: the fields' errors, the disconnection dates' errors, and whether the Queensland answer stopped it. */
  | {
      kind: 'invalid';
      errors: Partial<Record<QualifierField, string>>;
      dateErrors: Partial<Record<SingleFuel, string>>;
      queenslandBlocked: boolean;
    }
  /**
   * A step, the disconnection's part of the page or the save failed, or the selection changed while the quote was saved
   * (the page stays): the message to show (on the identity value when it names it).
   */
  | { kind: 'failed'; error: QualifierError }
  /** The account was checked, verified or skipped and the visitor stays: the next section shows (its status is in the store). */
  | { kind: 'next-section' }
  /** A disconnection request failed: the page says which, once, and stays. */
  | { kind: 'disconnection-failed' }
  /** The quote was saved but the page had left "Get started" before the redirect. */
  | { kind: 'stayed' }
  /** The quote was saved and the page is going to checkout; loading stays on. */
  | { kind: 'redirecting' };

/** True when a visitor whose account step just ended goes on to checkout with no more questions (spec 3 §4.5). */
export function straightToCheckout(): boolean {
  const s = state();
  return goesStraightToCheckout({
    customerType: s.app.customerType,
    movingStatus: s.moving.movingHouse,
    status: s.qualifier.authenticationStatus,
  });
}

/**
 * Saves the quote and goes to checkout; a failed save is the step's message (none once cancelled). A selection that
 * changed during the save stays, saying so by Continue: the page's warnings say what changed.
 */
async function goToCheckout(checkoutBase: string | undefined, signal: AbortSignal): Promise<QualifierSubmitOutcome> {
  try {
    const went = await saveAndGoToCheckout(checkoutBase, signal);
    if (went === 'redirecting') return { kind: 'redirecting' };
    if (went === 'selection-changed' && !signal.aborted) return { kind: 'failed', error: SELECTION_CHANGED_ERROR };
  } catch (error) {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error: failureOf(error) };
  }
  return signal.aborted ? { kind: 'aborted' } : { kind: 'stayed' };
}

/** Marks the page as loading for one press; the press that ends without going to checkout turns it off. */
async function whileLoading(run: () => Promise<QualifierSubmitOutcome>): Promise<QualifierSubmitOutcome> {
  state().patch('qualifier', { loading: true });
  let outcome: QualifierSubmitOutcome | undefined;
  try {
    outcome = await run();
    return outcome;
  } finally {
    if (outcome?.kind !== 'redirecting') state().patch('qualifier', { loading: false });
  }
}

/**
 * Continue (spec 3 §4.5): cancels the last press, waits for a plan lookup under way (a connection
 * address just chosen), checks the answers of the sections on show and the disconnection dates,
 * then runs the step the page is at: the account check (sign-in), the verification, or the
 * disconnection requests and the save with the redirect to checkout. A visitor whose account step
 * leaves nothing more to ask goes to checkout at once. A lost connection or a failure with no
 * answer is the step's message; the answers stay as typed. Resolves how the press ended; never
 * rejects.
 */
export function submitQualifier(input: QualifierSubmitInput, progress: QualifierSubmitProgress): Promise<QualifierSubmitOutcome> {
  if (state().qualifier.loading) return Promise.resolve({ kind: 'busy' });
  const signal = startSubmit();
  progress.started();
  return whileLoading(async () => {
    try {
      return await continueSteps(input, signal, progress);
    } catch (error) {
      // A lost connection says so (a request, or a part of the page still to load, that could not be fetched); the form keeps its values.
      return signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error: failureOf(error) };
    }
  });
}

/** The failed lookup's message, in the plans table's words, as the press's error; null when the lookup has not failed. */
function lookupFailure(s: StoreState): QualifierError | null {
  if (!isFailedLookup(s.plans)) return null;
  const message = negativeMessages(s.plans.messages)[0];
  if (!message) return DEFAULT_QUALIFIER_ERROR;
  const options = {
    contactHref: contactPagePath(s.app.customerType),
    plansHref: plansPagePath(s.app.customerType),
    hideMeterNumbers: true,
  };
  const { text, link, end = '' } = messageContent(message, options);
  // A sentence that ends in its link (SYSTEM_ERROR's "…Please try again later or contact us."): whole, and the
  // link under it, as the press's message shows links; not cut off before its link.
  return link
    ? { text: `${text} ${link.label}${end}`, contactLink: true, fromLookup: true }
    : { text, contactLink: false, fromLookup: true };
}

/**
 * Waits for what the quote must follow before a press goes on to checkout: a connection address just chosen is looked
 * up first (the sections and the quote follow its plans), and a move-in date chosen at the address before is checked
 * against the new one's calendar. False when the press ends there: cancelled, or the date dropped (the guard sends the
 * visitor to the date picker, which says why; its Back may land after this, so the press does not go on meanwhile).
 */
async function settledForCheckout(signal: AbortSignal): Promise<boolean> {
  await whenPlansSettled();
  await whenMoveInDateChecked();
  return !signal.aborted && !moveInDateDropped(state().moving.moveInDateCheck);
}

async function continueSteps(
  input: QualifierSubmitInput,
  signal: AbortSignal,
  progress: QualifierSubmitProgress,
): Promise<QualifierSubmitOutcome> {
  const { sections } = input;
  const { idType } = state().qualifier.form;
  if (!(await settledForCheckout(signal))) return { kind: 'aborted' };
  // The plans at that address could not be looked up: the quote would carry plans of the place before. The
  // lookup is tried once more (its message asks to try again); still failing, its message is the press's.
  if (isFailedLookup(state().plans)) {
    await retryLookup();
    if (signal.aborted) return { kind: 'aborted' };
    const failed = lookupFailure(state());
    if (failed) return { kind: 'failed', error: failed };
  }
  const s = state();
  const { errors, queenslandBlocked } = qualifierErrors({
    sections,
    questionShown: input.questionShown,
    existingCustomer: s.account.existingCustomer,
    status: s.qualifier.authenticationStatus,
    customerType: s.app.customerType,
    form: s.qualifier.form,
    idValue: input.idValue,
    addressPostcode: !input.addressEdited && isLookupAddress(s.address) ? s.address.postcode : undefined,
    queenslandEnergised: s.qualifier.queenslandEnergised,
    availableDates: input.availableDates,
    propertyRelationship: s.person.customerPropertyRelationship,
  });
  progress.checked?.(queenslandBlocked);
  const dateErrors = input.disconnectionShown ? disconnectionDateErrors(s.disconnection) : {};
  if (Object.keys(errors).length > 0 || queenslandBlocked || Object.keys(dateErrors).length > 0)
    return { kind: 'invalid', errors, dateErrors, queenslandBlocked };

  if (sections.signIn) {
    const step = await validateAccountStep(signal);
    if (step.kind === 'error') return { kind: 'failed', error: step.error };
    return straightToCheckout() ? goToCheckout(input.checkoutBase, signal) : { kind: 'next-section' };
  }
  if (sections.verify) {
    const step = await verifyStep(idType, input.idValue, signal);
    if (step.kind === 'error') return { kind: 'failed', error: step.error };
    progress.identityUsed?.();
    return straightToCheckout() ? goToCheckout(input.checkoutBase, signal) : { kind: 'next-section' };
  }

  // The chosen disconnection dates go first (spec 3 §4.8); one that fails stops here once, saying which.
  if (input.disconnectionShown && disconnectionSubmitPending(state().disconnection)) {
    await submitDisconnection({ signal });
    if (signal.aborted) return { kind: 'aborted' };
    if (failedDisconnectionFuels(state().disconnection).length > 0) return { kind: 'disconnection-failed' };
  }
  return goToCheckout(input.checkoutBase, signal);
}

/**
 * 'I don't have my details handy' (spec 3 §4.1): authentication is skipped (a blocked account stays
 * blocked); a visitor with nothing more to answer goes to checkout at once (the save and redirect
 * of Continue), anyone else to the next section. Resolves how the press ended; never rejects.
 */
export function skipToNextStep(
  checkoutBase: string | undefined,
  progress: Pick<QualifierSubmitProgress, 'started'>,
): Promise<QualifierSubmitOutcome> {
  if (state().qualifier.loading) return Promise.resolve({ kind: 'busy' });
  skipAuthentication();
  progress.started();
  if (!straightToCheckout()) return Promise.resolve({ kind: 'next-section' });
  const signal = startSubmit();
  // As Continue does: not to checkout with the plans of the address before, nor a move-in date not checked at this one.
  return whileLoading(async () => ((await settledForCheckout(signal)) ? goToCheckout(checkoutBase, signal) : { kind: 'aborted' }));
}

import { useLayoutEffect, useRef, useState } from 'react';
import { lookupRetryCode, messageContent, TRY_AGAIN_TEXT } from '../../src/domain/plans/plan-message-texts';
import { meterDetectedContent } from '../../src/domain/refine/refine-meter';
import { isLookupAddress, type SingleFuel } from '../../src/domain/shared';
import type { PlanMessage } from '../../src/domain/plans';
import { retryLookup } from '../../src/services/plans/messages';
import { viewOtherCustomerTypePlans } from '../../src/services/refine/customer-type-switch';
import { reasonsTakenOut, reasonsUnderWarnings, removedFuels } from '../../src/domain/qualifier/qualifier-services';
import { selectSelectedServices, store, useStore, type StoreState } from '../../src/store';
import { Message, MessageSentence, MeterDetectedMessage } from '../../src/ui';

export interface LookupFailedProps {
  contactHref: string;
  plansHref: string;
  /** The plans came in after 'Try again': focus goes back where the visitor was (the address field). */
  onResolved: () => void;
}

/** The failure message of the lookup at the chosen connection address, when it failed outright; else null. */
const failureAtAddress = (s: StoreState) => {
  const code = isLookupAddress(s.address) ? lookupRetryCode(s.plans) : null;
  return code ? (s.plans.messages.find((m) => m.code === code) ?? null) : null;
};

/**
 * The plans at the connection address could not be looked up (ours: spec 3 is silent). Said under the address
 * field as soon as the lookup fails, in the plans table's words and with its 'Try again', instead of only when
 * Continue is pressed. Hidden while another lookup runs (a new address), so its failure is announced anew; a
 * press that fails again says so anew too, and focus stays on 'Try again'.
 */
export function LookupFailed({ contactHref, plansHref, onResolved }: LookupFailedProps) {
  const message = useStore(failureAtAddress);
  const loading = useStore((s) => s.plans.loading);
  const [retrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // The message drawn again after a press that failed: focus goes to its new 'Try again'.
  useLayoutEffect(() => {
    if (attempt) button.current?.focus();
  }, [attempt]);
  if (!message || (loading && !retrying)) return null;
  const content = messageContent(message, { contactHref, plansHref, hideMeterNumbers: true });
  const retry = async (): Promise<void> => {
    setRetrying(true);
    const ran = await retryLookup();
    setRetrying(false);
    if (!ran) return;
    if (!failureAtAddress(store.getState())) return onResolved();
    setAttempt((n) => n + 1);
  };
  return (
    <Message key={attempt} level={message.level}>
      <MessageSentence content={content} />
      <p>
        {/* aria-disabled, not disabled: the button keeps focus while the lookup runs. */}
        <button
          ref={button}
          type="button"
          className="ea-btn ea-btn--secondary"
          aria-disabled={loading || undefined}
          onClick={() => void retry()}
        >
          {TRY_AGAIN_TEXT}
        </button>
      </p>
    </Message>
  );
}

const NO_FUELS = '';

/** The fuels taken out of the selection made before "Get started", at a chosen connection address once its lookup is done. */
const removedAtAddress = (s: StoreState): string => {
  if (!isLookupAddress(s.address) || s.plans.loading || !s.qualifier.entryServices) return NO_FUELS;
  return removedFuels(s.qualifier.entryServices, selectSelectedServices(s)).join(' ');
};

export interface TakenOutAtAddressProps extends Omit<LookupFailedProps, 'onResolved'> {
  /** The qualifier's Queensland text shows (a Queensland move whose power is off): it says why electricity went. */
  queenslandTextShown: boolean;
}

/**
 * Why a fuel's plan was taken out of the selection at the chosen connection address (ours: spec 3 §4.5 gives only
 * 'Electricity plan removed from your selection.'): the plans table's message for the lookup's status, which
 * "Get started" hides with the table, said under the address field in the table's words, its note included; a
 * meter for the other customer type (INVALID_CUSTOMER_TYPE, the refine bar's meter-detected modal, hidden here
 * too) says the modal's words and offers its button.
 */
export function TakenOutAtAddress({ contactHref, plansHref, queenslandTextShown }: TakenOutAtAddressProps) {
  const removed = useStore(removedAtAddress);
  const messages = useStore((s) => s.plans.messages);
  const now = useStore(selectSelectedServices);
  const reasons = reasonsTakenOut(messages, fuelsOf(removed), now, queenslandTextShown);
  return <TakenOutReasons reasons={reasons} contactHref={contactHref} plansHref={plansHref} />;
}

const fuelsOf = (removed: string): SingleFuel[] => (removed ? (removed.split(' ') as SingleFuel[]) : []);

/** Each reason a plan was taken out: the plans table's message, its note included, or the meter-detected words and button. */
function TakenOutReasons({ reasons, contactHref, plansHref }: { reasons: readonly PlanMessage[]; contactHref: string; plansHref: string }) {
  return reasons.map((message) => {
    if (message.code === 'INVALID_CUSTOMER_TYPE') return <MeterDetectedReason key={message.code} />;
    const content = messageContent(message, { contactHref, plansHref, hideMeterNumbers: true });
    return (
      <Message key={`${message.code}-${message.fuel ?? ''}`} level={message.level}>
        <MessageSentence content={content} code={message.code} />
        {content.note ? <p>{content.note}</p> : null}
      </Message>
    );
  });
}

/** The meter-detected words with the modal's button, in this page's contact details. */
function MeterDetectedReason() {
  const customerType = useStore((s) => s.app.customerType);
  const phone = useStore((s) => s.app.eaContactNumber);
  const zone = useStore((s) => s.app.contactTimeZone);
  const { text, button } = meterDetectedContent(customerType, phone, zone);
  return <MeterDetectedMessage text={text} button={button} onView={viewOtherCustomerTypePlans} />;
}

/** The fuels taken out of the selection made before "Get started", wherever the lookup that took them out was made. */
const removedSinceEntry = (s: StoreState): string => removedFuels(s.qualifier.entryServices ?? 'none', selectSelectedServices(s)).join(' ');

export interface TakenOutUnderWarningsProps extends TakenOutAtAddressProps {
  /** The connection address field shows: at an address chosen there, its reasons ({@link TakenOutAtAddress}) say them. */
  fieldShown: boolean;
}

/**
 * Why a plan went when the lookup that took it out was not made at the connection address the form shows (a host's
 * `ea:plan-load` with an NMI or MIRN): the same reasons as {@link TakenOutAtAddress}, in the same words, under the
 * removal warnings, where the plans table and the refine bar's meter-detected modal, hidden here, cannot say them
 * (`reasonsUnderWarnings`).
 */
export function TakenOutUnderWarnings({ fieldShown, contactHref, plansHref, queenslandTextShown }: TakenOutUnderWarningsProps) {
  const removed = useStore(removedSinceEntry);
  const messages = useStore((s) => s.plans.messages);
  const now = useStore(selectSelectedServices);
  const address = useStore((s) => s.address);
  const loading = useStore((s) => s.plans.loading);
  const reasons = reasonsUnderWarnings(messages, fuelsOf(removed), now, { fieldShown, address, loading, queenslandTextShown });
  return <TakenOutReasons reasons={reasons} contactHref={contactHref} plansHref={plansHref} />;
}

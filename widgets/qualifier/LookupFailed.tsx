import { useLayoutEffect, useRef, useState } from 'react';
import { NOT_SERVICED_STATUSES } from '../../src/domain/plans/plan-messages';
import { lookupRetryCode, messageContent, TRY_AGAIN_TEXT } from '../../src/domain/plans/plan-message-texts';
import { isLookupAddress } from '../../src/domain/shared';
import { retryLookup } from '../../src/services/plans/messages';
import { removedFuels } from '../../src/domain/qualifier/qualifier-services';
import { selectSelectedServices, store, useStore, type StoreState } from '../../src/store';
import { Message, MessageSentence } from '../../src/ui';

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

/**
 * The lookup's not-serviced message at the chosen connection address when it is about a fuel taken out of the
 * selection made before "Get started" (not about a fuel the visitor never chose); else null.
 */
const notServicedAtAddress = (s: StoreState) => {
  if (!isLookupAddress(s.address) || s.plans.loading || !s.qualifier.entryServices) return null;
  const removed = removedFuels(s.qualifier.entryServices, selectSelectedServices(s));
  return (
    s.plans.messages.find(
      (m) =>
        m.visible &&
        (NOT_SERVICED_STATUSES as readonly string[]).includes(m.code) &&
        (m.fuel === 'both' ? removed.length > 0 : m.fuel !== null && removed.includes(m.fuel)),
    ) ?? null
  );
};

/**
 * Why a fuel's plan was taken out of the selection at the chosen connection address (ours: spec 3 §4.5 gives only
 * 'Electricity plan removed from your selection.'): the plans table's not-serviced message, which "Get started"
 * hides with the table, said under the address field in the table's words.
 */
export function NotServicedAtAddress({ contactHref, plansHref }: Omit<LookupFailedProps, 'onResolved'>) {
  const message = useStore(notServicedAtAddress);
  if (!message) return null;
  return (
    <Message level="warning">
      <MessageSentence content={messageContent(message, { contactHref, plansHref, hideMeterNumbers: true })} code={message.code} />
    </Message>
  );
}

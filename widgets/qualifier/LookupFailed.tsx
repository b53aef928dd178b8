import { useRef, useState } from 'react';
import { negativeMessages } from '../../src/domain/plans';
import { messageContent, TRY_AGAIN_TEXT } from '../../src/domain/plans/plan-message-texts';
import { isFailedLookup } from '../../src/domain/refine';
import { retryLookup } from '../../src/services/plans/messages';
import { store, useStore } from '../../src/store';
import { Message } from '../../src/ui';

export interface LookupFailedProps {
  contactHref: string;
  plansHref: string;
  /** The plans came in after 'Try again': focus goes back where the visitor was (the address field). */
  onResolved: () => void;
}

/**
 * The plans at the connection address could not be looked up (ours: spec 3 is silent). Said under the address
 * field as soon as the lookup fails, in the plans table's words and with its 'Try again', instead of only when
 * Continue is pressed. A press that fails again says so anew (announced) and keeps focus on 'Try again'.
 */
export function LookupFailed({ contactHref, plansHref, onResolved }: LookupFailedProps) {
  const message = useStore((s) => (isFailedLookup(s.plans) ? (negativeMessages(s.plans.messages)[0] ?? null) : null));
  const loading = useStore((s) => s.plans.loading);
  const [attempt, setAttempt] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  if (!message) return null;
  const content = messageContent(message, { contactHref, plansHref, hideMeterNumbers: true });
  const retry = async (): Promise<void> => {
    if (!(await retryLookup())) return;
    if (!isFailedLookup(store.getState().plans)) return onResolved();
    setAttempt((n) => n + 1);
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <Message key={attempt} level={message.level}>
      <p>
        {content.text}
        {content.link ? (
          <>
            {' '}
            <a href={content.link.href}>{content.link.label}</a>
            {content.end}
          </>
        ) : null}
      </p>
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

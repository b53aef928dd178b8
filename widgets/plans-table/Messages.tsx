import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useShallow } from 'zustand/react/shallow';
import { leadingLookupMessage } from '../../src/domain/plans';
import { landingSaysQueensland, tableMessages } from '../../src/domain/plans/table-messages';
import { isLookupAddress } from '../../src/domain/shared';
import { lookupRetryCode, messageContent, TRY_AGAIN_TEXT } from '../../src/domain/plans/plan-message-texts';
import { widgetOnPage } from '../../src/embed/on-page';
import { closePlanMessage, retryLookup } from '../../src/services/plans/messages';
import { useStyles } from '../../src/embed/styles';
import { useStore, type StoreState } from '../../src/store';
import { Message, MessageSentence, MeterDetectedMessage } from '../../src/ui';
import { meterDetectedContent } from '../../src/domain/refine/refine-meter';
import { viewOtherCustomerTypePlans } from '../../src/services/refine/customer-type-switch';
import { useSettings } from './context';
import css from './messages.css?inline';
import SharedPlansNote from './SharedPlansNote';
import { focusAfterClose, focusOn } from './message-focus';

const RETRY = 'data-lookup-retry';

/**
 * On the moving page, when the shell's landing says a Queensland meter known to be off in spec 3 §8's words with
 * its contact link (widgets/moving-home/MovingLanding.tsx), the table says none of the lookup's messages
 * (`tableMessages`): not that one again in spec 2's words, nor the other fuel's, which contradicted it. As the
 * shell leaves the other failed lookups to a table on the page, the table leaves this one to the shell.
 */
const saidByMovingShell = (s: StoreState): boolean =>
  landingSaysQueensland({
    hasAddress: isLookupAddress(s.address),
    loading: s.plans.loading,
    plans: s.plans.electricityPlans.length + s.plans.gasPlans.length,
    leading: leadingLookupMessage(s.plans.messages)?.code,
  }) && widgetOnPage('ea-moving-home');
/** How long focus waits for what replaces the pressed button (the key-features table loads lazily). */
const FOCUS_WAIT_MS = 2000;

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Once a retried lookup has been written and drawn, focus goes where the button's story goes on:
 * the new 'Try again' (the lookup failed again: a new alert, announced), else the plans (the list
 * named "Plans", or the key-features table), else the first message the lookup brought.
 */
async function focusAfterRetry(root: ParentNode, pressed: HTMLElement): Promise<void> {
  const until = Date.now() + FOCUS_WAIT_MS;
  for (;;) {
    await frame();
    if (!pressed.isConnected) {
      const target =
        root.querySelector<HTMLElement>(`[${RETRY}]`) ??
        root.querySelector<HTMLElement>('.pt-grid, .pt-kf table') ??
        root.querySelector<HTMLElement>('.pt-messages .ea-message');
      if (target) return focusOn(target);
    }
    if (Date.now() > until) return;
  }
}

/** 'Try again' under a lookup that failed outright: one lookup per press (a press while one runs does nothing). */
function RetryButton({ onRetried }: { onRetried: () => void }) {
  const loading = useStore((s) => s.plans.loading);
  const ref = useRef<HTMLButtonElement>(null);
  const retry = async (): Promise<void> => {
    const button = ref.current;
    if (!button) return;
    const root = button.getRootNode() as ParentNode;
    if (!(await retryLookup())) return;
    onRetried();
    await focusAfterRetry(root, button);
  };
  return (
    <p className="pt-messages__action">
      {/* aria-disabled, not disabled: the button keeps focus while the lookup runs. */}
      <button
        ref={ref}
        type="button"
        className="ea-btn ea-btn--secondary"
        aria-disabled={loading || undefined}
        {...{ [RETRY]: '' }}
        onClick={() => void retry()}
      >
        {TRY_AGAIN_TEXT}
      </button>
    </p>
  );
}

/** The meter-detected modal's words and button, on a page without the refine bar that opens it (the moving page). */
function MeterDetected() {
  const customerType = useStore((s) => s.app.customerType);
  const phone = useStore((s) => s.app.eaContactNumber);
  const zone = useStore((s) => s.app.contactTimeZone);
  const { text, button } = meterDetectedContent(customerType, phone, zone);
  return <MeterDetectedMessage text={text} button={button} onView={viewOtherCustomerTypePlans} />;
}

/** Lookup messages above the plans, most severe first, with a close button where closable unless the page disabled it (spec 2 §8). */
export function Messages() {
  const messages = useStore(useShallow((s) => tableMessages(s.plans.messages, widgetOnPage('ea-refine-bar'), saidByMovingShell(s))));
  const retryCode = useStore((s) => lookupRetryCode(s.plans));
  const settings = useSettings();
  // Each retried lookup draws its messages anew, so a failure that repeats is announced again.
  const [attempt, setAttempt] = useState(0);
  const sharedNote = useStore((s) => s.plans.sharedPlansDropped.length > 0);
  const list = useRef<HTMLDivElement>(null);
  useStyles(css);
  const close = (m: (typeof messages)[number]): void => {
    const root = list.current?.getRootNode() as ParentNode | undefined;
    flushSync(() => closePlanMessage(m));
    if (root) focusAfterClose(root);
  };
  if (messages.length === 0) return sharedNote ? <SharedPlansNote /> : null;
  return (
    <div className="pt-messages" ref={list}>
      {sharedNote ? <SharedPlansNote /> : null}
      {messages.map((m) => {
        if (m.code === 'INVALID_CUSTOMER_TYPE') return <MeterDetected key={m.code} />;
        const content = messageContent(m, settings);
        return (
          <Message
            key={`${m.code}-${m.fuel ?? ''}-${attempt}`}
            level={m.level}
            {...(m.closable && settings.messageClose ? { onClose: () => close(m) } : {})}
          >
            <MessageSentence content={content} code={m.code} />
            {content.note ? <p>{content.note}</p> : null}
            {m.code === retryCode ? <RetryButton onRetried={() => setAttempt((n) => n + 1)} /> : null}
          </Message>
        );
      })}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { MessageContent } from '../domain/plans/plan-message-texts';
import type { MessageLevel } from '../domain/shared';
import { useStyles } from '../embed/styles';
import { CONTACT_US_TEXT } from '../domain/shared';
import css from './message.css?inline';

export interface MessageProps {
  level: MessageLevel;
  children: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
  closeLabel?: string;
  /** Id of the message's text (without its icon), for fields it is about to name in their aria-describedby. */
  textId?: string;
}

const ICON: Record<MessageLevel, string> = { error: '!', warning: '!', info: 'i', success: '✓' };

/** A message with an icon, a coloured edge by level and an optional close button; errors and warnings are alerts, others status. */
export function Message({ level, children, onClose, closeLabel = 'Close message', textId }: MessageProps) {
  useStyles(css);
  return (
    <div className={`ea-message ea-message--${level}`} role={level === 'error' || level === 'warning' ? 'alert' : 'status'}>
      <span className="ea-message__icon" aria-hidden="true">
        {ICON[level]}
      </span>
      <div id={textId} className="ea-message__body">
        {children}
      </div>
      {onClose ? (
        <button type="button" className="ea-message__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      ) : null}
    </div>
  );
}

export interface ContactMessageProps {
  level: MessageLevel;
  /** The message's words. */
  text: ReactNode;
  /** The residential or business contact page; no link without one. */
  contactHref?: string | null | undefined;
}

/** A message with the 'Contact us' link under its words (spec 3 §8: the errors that link to the contact page). */
export function ContactMessage({ level, text, contactHref }: ContactMessageProps) {
  return (
    <Message level={level}>
      <p>{text}</p>
      {contactHref ? (
        <p>
          <a href={contactHref}>{CONTACT_US_TEXT}</a>
        </p>
      ) : null}
    </Message>
  );
}

/** A plan message's sentence (`messageContent`): its words, then its link where it has one, the sentence going on after it. */
export function MessageSentence({ content, code }: { content: MessageContent; code?: string }) {
  return (
    <p data-code={code}>
      {content.text}
      {content.link ? (
        <>
          {' '}
          <a href={content.link.href}>{content.link.label}</a>
          {content.end}
        </>
      ) : null}
    </p>
  );
}

export interface MeterDetectedMessageProps {
  /** The meter-detected words (`meterDetectedContent`). */
  text: string;
  /** 'View {type} plans', or null when the page hides it. */
  button: string | null;
  onView: () => void;
}

/**
 * A meter for the other customer type, said where the refine bar's meter-detected modal cannot be (on "Get
 * started", on a page without a refine bar): the modal's words and its button, as an error message.
 */
export function MeterDetectedMessage({ text, button, onView }: MeterDetectedMessageProps) {
  return (
    <Message level="error">
      <p data-code="INVALID_CUSTOMER_TYPE">{text}</p>
      {button ? (
        <p>
          <button type="button" className="ea-btn ea-btn--secondary" onClick={onView}>
            {button}
          </button>
        </p>
      ) : null}
    </Message>
  );
}

import { useContext, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useWidget } from '../embed/context';
import { useStyles } from '../embed/styles';
import css from './modal.css?inline';
import { useModalEntry } from './modal-entry';
import { ModalFocusFallback } from './modal-focus';
import { usePageScrollLock } from './scroll-lock';
import { useFocusOnChange, useFocusTrap, useTopLayer } from './useFocusTrap';
import { useWidgetShown } from './widget-shown';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Called on Escape, the close button and (when allowed) a click on the backdrop. */
  onClose?: () => void;
  /** False for modals the visitor must answer (no close button, no Escape, no backdrop click). */
  closable?: boolean;
  /** A click outside closes it (default: when closable). */
  closeOnBackdrop?: boolean;
  /** Card width limit in px: the spec's 780 (default) or 804. */
  maxWidth?: 780 | 804;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /**
   * Names the content shown, for modals whose content changes while open (steps): when it changes,
   * focus moves to the title, so the new step is announced and Escape and Tab keep working.
   */
  contentKey?: unknown;
  /**
   * A history entry of its own while open (closable modals only): Back closes it as its close button does
   * (./modal-entry.ts). Not for modals whose entry their service keeps (the refine bar's).
   */
  historyEntry?: boolean;
}

/**
 * A modal dialog rendered into the widget's shadow root: labelled by its title, focus moved in
 * on open (and to the title when `contentKey` changes), trapped while open and returned on close
 * (to the widget's `ModalFocusFallback` when the element it came from cannot take it);
 * Escape closes it when closable. The host page behind does not scroll while it is open (./scroll-lock.ts). While its
 * widget is hidden on this location it stays open, asleep: hidden from everyone, the page free (./widget-shown.ts).
 */
export function Modal({
  open,
  title,
  children,
  onClose,
  closable = true,
  closeOnBackdrop,
  maxWidth = 780,
  actions,
  closeLabel = 'Close',
  contentKey,
  historyEntry = false,
}: ModalProps) {
  const { portal } = useWidget();
  useStyles(css);
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Open but asleep while its widget is hidden on this location (a plans-page modal on "Get started"): the page shown
  // keeps its scroll and its focus, and the modal comes back as it was with its widget (./widget-shown.ts).
  const shown = useWidgetShown();
  const awake = open && shown;
  const onKeyDown = useFocusTrap(dialog, open, closable ? () => onCloseRef.current?.() : undefined, useContext(ModalFocusFallback), shown);
  useFocusOnChange(dialog, heading, contentKey, awake);
  useTopLayer(backdrop, awake);
  usePageScrollLock(awake);
  // Its history entry stays while asleep: going back off it would take the visitor off the page they are on.
  useModalEntry(open && closable && historyEntry, () => onCloseRef.current?.());

  if (!open) return null;

  const backdropCloses = closeOnBackdrop ?? closable;
  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press outside the dialog closes it; keyboard users have Escape and the close button
    <div
      ref={backdrop}
      className="ea-modal-backdrop"
      popover="manual"
      onMouseDown={(event) => {
        if (!backdropCloses || event.target !== event.currentTarget) return;
        // The press's own focus step would land on the page's body once the backdrop is gone: focus goes back
        // where it was, as it does on Escape and Close.
        event.preventDefault();
        onCloseRef.current?.();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focus trap: Tab and Escape pressed anywhere in the dialog bubble here */}
      <div
        ref={dialog}
        className="ea-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-width={maxWidth}
        onKeyDown={onKeyDown}
      >
        <h2 ref={heading} id={titleId} className="ea-modal__title" tabIndex={-1}>
          {title}
        </h2>
        {closable ? (
          <button type="button" className="ea-modal__close" aria-label={closeLabel} onClick={() => onCloseRef.current?.()}>
            ×
          </button>
        ) : null}
        {children}
        {actions ? <div className="ea-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    portal,
  );
}

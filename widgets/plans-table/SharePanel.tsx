import { useId, useRef, useState } from 'react';
import {
  COPY_FAILED_TEXT,
  COPY_LINK_TEXT,
  LINK_COPIED_TEXT,
  SHARE_INTRO,
  SHARE_LINK_LABEL,
  SHARE_SHEET_TEXT,
  SHARE_SHEET_TITLE,
  SHARE_TITLE,
  SHARE_UNAVAILABLE_TEXT,
} from '../../src/domain/compare/share-texts';
import { useStyles } from '../../src/embed/styles';
import { currentShareLink } from '../../src/services/compare/share-view';
import { store } from '../../src/store';
import { Modal } from '../../src/ui';
import css from './share.css?inline';

/** The system share sheet (`navigator.share`). */
export type ShareSheet = (data: ShareData) => Promise<void>;
/** Writes text to the clipboard (`navigator.clipboard.writeText`). */
export type ClipboardWrite = (text: string) => Promise<void>;

export interface SharePanelProps {
  onClose: () => void;
  /** The page's address (default: the page's own); its query and hash are left behind. */
  pageUrl?: string;
  /** The share sheet; default the browser's where it has one. Null: none (the 'Share…' button is not shown). */
  shareSheet?: ShareSheet | null;
  /** The clipboard; default the browser's where it has one. Null: none (copying selects the link and asks the browser to copy it). */
  clipboard?: ClipboardWrite | null;
}

const browserShareSheet = (): ShareSheet | null =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? (data) => navigator.share(data) : null;
const browserClipboard = (): ClipboardWrite | null =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function'
    ? (text) => navigator.clipboard.writeText(text)
    : null;

/** Selects the field's text and asks the browser to copy it (browsers without the clipboard API, or that refuse it). */
function copyBySelection(field: HTMLInputElement | null): boolean {
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * The share panel (issue 17): the link to the page's current view (location by postcode, fuel,
 * usage, period, GreenPower option, selection, compared plans; never personal data) in a
 * read-only field, 'Copy link' with a polite "Link copied", and 'Share…' where the browser has a
 * share sheet. A dialog: focus goes in, Escape closes, focus returns to the Share button.
 */
export default function SharePanel({ onClose, pageUrl, shareSheet, clipboard }: SharePanelProps) {
  useStyles(css);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The view as it is when the panel opens (the page behind a modal does not change).
  // On the moving page (its shell is there) the link opens the plans page at the address's postcode.
  const [link] = useState(() =>
    currentShareLink(pageUrl ?? location.href, store.getState(), document.querySelector('ea-moving-home') !== null),
  );
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const sheet = shareSheet === undefined ? browserShareSheet() : shareSheet;
  const write = clipboard === undefined ? browserClipboard() : clipboard;

  const copy = async (): Promise<void> => {
    if (!link) return;
    setStatus(null);
    let copied = false;
    if (write) {
      try {
        await write(link);
        copied = true;
      } catch {
        // Refused (no permission, page not focused): the selection fallback below.
      }
    }
    if (!copied) copied = copyBySelection(field.current);
    setStatus(copied ? 'copied' : 'failed');
  };

  const share = (): void => {
    if (!link || !sheet) return;
    // Closing the sheet without sharing rejects (AbortError): nothing to say.
    sheet({ title: SHARE_SHEET_TITLE, url: link }).catch(() => {});
  };

  return (
    <Modal open historyEntry title={SHARE_TITLE} onClose={onClose}>
      {link ? (
        <>
          <p className="pt-share__intro">{SHARE_INTRO}</p>
          <div className="pt-share__field">
            <label className="pt-share__label" htmlFor={fieldId}>
              {SHARE_LINK_LABEL}
            </label>
            <input
              ref={field}
              id={fieldId}
              className="pt-share__input"
              type="url"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="pt-share__actions">
            <button type="button" className="ea-btn" onClick={() => void copy()}>
              {COPY_LINK_TEXT}
            </button>
            {sheet ? (
              <button type="button" className="ea-btn ea-btn--secondary" onClick={share}>
                {SHARE_SHEET_TEXT}
              </button>
            ) : null}
          </div>
        </>
      ) : (
        <p className="pt-share__intro">{SHARE_UNAVAILABLE_TEXT}</p>
      )}
      <p className="pt-share__status" role="status" {...(status === 'copied' ? { 'data-copied': '' } : {})}>
        {status === 'copied' ? LINK_COPIED_TEXT : status === 'failed' ? COPY_FAILED_TEXT : ''}
      </p>
    </Modal>
  );
}

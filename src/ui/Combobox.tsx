import { useEffect, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useStyles } from '../embed/styles';
import fieldCss from './field.css?inline';

export interface ComboboxProps<T> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  suggestions: readonly T[] | undefined;
  optionText: (item: T) => string;
  optionKey: (item: T) => string;
  onSelect: (item: T) => void;
  /** Shown under the field, linked by aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  /**
   * The field stays editable (focus and typing are kept) but its suggestions wait, closed, and none is chosen: the
   * refine options are disabled while the plans load (spec 2 §4), not what the visitor is typing.
   */
  held?: boolean | undefined;
  placeholder?: string | undefined;
  inputMode?: 'text' | 'numeric' | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  name?: string | undefined;
  busy?: boolean | undefined;
  /** A live status under the field (e.g. that a search found nothing); the region is present whenever this is a string. */
  status?: string | undefined;
}

/** A text field with a suggestion list (WAI-ARIA combobox with listbox, aria-activedescendant). */
export function Combobox<T>(props: ComboboxProps<T>) {
  useStyles(fieldCss);
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const items = props.suggestions ?? [];
  const open = !dismissed && items.length > 0 && !props.disabled && !props.held;
  const list = useRef<HTMLUListElement>(null);
  // The list closes a moment after the field loses focus; not after the field is gone.
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  // The list shows about eight suggestions: the one reached with the arrow keys is scrolled into view
  // (where the browser can; not in every test environment).
  useEffect(() => {
    const option = open && active >= 0 ? list.current?.children[active] : undefined;
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const choose = (item: T): void => {
    setActive(-1);
    setDismissed(true);
    props.onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setDismissed(false);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const item = items[active];
      if (item !== undefined) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
    }
  };

  const describedBy =
    [props.error ? errorId : '', props.hint ? hintId : '', props.status ? statusId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ea-field ea-combobox">
      <label htmlFor={id} className="ea-label">
        {props.label}
      </label>
      <input
        id={id}
        ref={props.inputRef}
        name={props.name}
        className="ea-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={props.busy || undefined}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        disabled={props.disabled}
        value={props.value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setDismissed(false);
          setActive(-1);
          props.onChange(e.target.value);
        }}
        onPaste={props.onPaste}
        onKeyDown={onKeyDown}
        onBlur={() => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => setDismissed(true), 150);
        }}
      />
      <ul ref={list} id={listId} role="listbox" aria-label={props.label} className="ea-listbox" hidden={!open}>
        {open
          ? items.map((item, i) => (
              <li
                key={props.optionKey(item)}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className="ea-option"
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(item);
                }}
              >
                {props.optionText(item)}
              </li>
            ))
          : null}
      </ul>
      {props.hint ? (
        <p id={hintId} className="ea-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.status !== undefined ? (
        <p id={statusId} role="status" className={props.status ? 'ea-field__hint' : 'ea-visually-hidden'}>
          {props.status}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="ea-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

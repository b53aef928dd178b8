import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { searchSuburbs, type Suburb } from '../../src/api/suburbs';
import { POSTCODE_OR_SUBURB_LABEL } from '../../src/domain/refine';
import {
  acceptPostcodeOrSuburbInput,
  POSTCODE_PATTERN_TEXT,
  POSTCODE_REQUIRED_TEXT,
  SUBURB_SEARCH_DEBOUNCE_MS,
  SUBURB_SEARCH_MIN_LETTERS,
  SUBURB_SUGGESTIONS_MAX,
} from '../../src/domain/refine/suburb-search';
import { isValidPostcode, POSTCODE_MAX_LENGTH } from '../../src/domain/shared';
import { changePostcode } from '../../src/services/refine/postcode-choice';
import { useStore } from '../../src/store';
import { Combobox, useSearch } from '../../src/ui';
import { focusAndScroll, showThenFocus, useFieldText } from './hooks';

/** The refine bar's postcode-or-suburb box (spec 2 §5), loaded when postcode mode is first shown. */
const SUBURB_MAX_LENGTH = 50;

/** Pasted text: whitespace removed and cut to 4 for a postcode; a suburb keeps single spaces. */
export function cleanPastedLocation(text: string): string {
  const stripped = text.replace(/\s+/g, '');
  if (/^\d/.test(stripped)) return stripped.slice(0, POSTCODE_MAX_LENGTH);
  return text.trim().replace(/\s+/g, ' ').slice(0, SUBURB_MAX_LENGTH);
}

function insertPaste(event: ClipboardEvent<HTMLInputElement>, set: (value: string) => void): void {
  event.preventDefault();
  const input = event.currentTarget;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  const next = cleanPastedLocation(input.value.slice(0, start) + event.clipboardData.getData('text') + input.value.slice(end));
  set(next);
}

/** The postcode/suburb box (spec 1 §5). */
export default function PostcodeSuburbBox({ disabled, focusOnMount = false }: { disabled: boolean; focusOnMount?: boolean }) {
  const postcode = useStore((s) => s.app.postcode);
  const input = useRef<HTMLInputElement>(null);
  // A postcode set elsewhere (a host event, a lookup by NMI) shows here unless the text already names it, or the
  // visitor is typing here: their text stays, and their Update applies it once the plans are in.
  const [text, setText] = useFieldText(postcode, input, (current, next) => current.trim().endsWith(next));
  const [error, setError] = useState<string>();
  // The suggestion the visitor picked: its label stays in the box, and Update then means its postcode.
  const chosen = useRef<Suburb | null>(null);
  // Shown because the address was not found and the visitor pressed on: their place is here now.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);
  const letters = /^\p{L}/u.test(text) && text.replace(/\s/g, '').length >= SUBURB_SEARCH_MIN_LETTERS;
  const { results, busy } = useSearch<Suburb>(text.trim(), letters, SUBURB_SEARCH_DEBOUNCE_MS, (q, signal) => searchSuburbs(q, { signal }));
  const suggestions = results?.slice(0, SUBURB_SUGGESTIONS_MAX);

  const set = (value: string): void => {
    setError(undefined);
    setText(acceptPostcodeOrSuburbInput(value));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // While the plans load the text is kept and Update waits (Enter too: the form's Update is disabled).
    if (disabled) return;
    const value = text.trim();
    if (value === '') {
      showThenFocus(
        () => setError(POSTCODE_REQUIRED_TEXT),
        () => focusAndScroll(input.current),
      );
      return;
    }
    if (isValidPostcode(value)) {
      changePostcode(value);
      return;
    }
    if (chosen.current && chosen.current.label === value) {
      changePostcode(chosen.current.postcode);
      return;
    }
    const first = suggestions?.[0];
    if (first) {
      chosen.current = first;
      setText(first.label);
      changePostcode(first.postcode);
      return;
    }
    showThenFocus(
      () => setError(POSTCODE_PATTERN_TEXT),
      () => focusAndScroll(input.current),
    );
  };

  return (
    <form className="rb-location-form" onSubmit={submit} noValidate>
      <Combobox<Suburb>
        label={POSTCODE_OR_SUBURB_LABEL}
        name="postcode"
        value={text}
        onChange={set}
        onPaste={(e) => insertPaste(e, set)}
        suggestions={suggestions}
        optionKey={(s) => `${s.postcode}-${s.label}`}
        optionText={(s) => s.label}
        onSelect={(s) => {
          chosen.current = s;
          setText(s.label);
          setError(undefined);
          changePostcode(s.postcode);
        }}
        error={error}
        held={disabled}
        inputRef={input}
        busy={busy}
      />
      <button type="submit" className="ea-btn ea-btn--secondary rb-go" disabled={disabled}>
        Update
      </button>
    </form>
  );
}

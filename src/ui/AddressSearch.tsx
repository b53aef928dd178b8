import { useRef, useState, type Ref } from 'react';
import { searchAddresses, type AddressResult } from '../api/address';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH } from '../domain/shared';
import { Combobox } from './Combobox';
import { useSearch } from './useSearch';

/** Finds addresses for a text; cancelled through the signal when a newer text replaces it. */
export type AddressSearchFn = (query: string, signal: AbortSignal) => Promise<AddressResult[]>;

export interface AddressSearchProps {
  /** The visible label of the field. */
  label: string;
  /** The visitor picked a suggestion; the field then shows its label. */
  onSelect: (address: AddressResult) => void;
  /** The visitor changed the text (typing or deleting), so an earlier pick no longer stands. */
  onTextChange?: ((text: string) => void) | undefined;
  /** Shown under the field, linked by aria-describedby; marks the field invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** The text shown at first (an address picked before); changing it replaces the text. */
  initialText?: string | undefined;
  /**
   * Text typed before and not picked (a draft the page kept), shown instead when the field is drawn; read then only. Its
   * suggestions wait until the visitor types again.
   */
  draftText?: string | undefined;
  /** Announced under the field (a live status) when a search finds no address. */
  notFoundText?: string | undefined;
  /** Announced there instead when the search itself failed (a server or network error): not the same as no match. */
  failedText?: string | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  name?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  /** The search (default: the address search API). */
  search?: AddressSearchFn | undefined;
}

const apiSearch: AddressSearchFn = (query, signal) => searchAddresses(query, { signal });

/**
 * An address field with suggestions: from ADDRESS_SEARCH_MIN_LENGTH characters it searches
 * addresses ADDRESS_DEBOUNCE_MS after the last keystroke (as the refine bar), keeping only the
 * latest answer, and hands the picked address to `onSelect`.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { search = apiSearch } = props;
  const initial = props.initialText ?? '';
  const [text, setText] = useState(props.draftText ?? initial);
  // The label of the address picked (or given), or the draft restored: no search runs while the field shows it.
  const [picked, setPicked] = useState(props.draftText ?? initial);
  const shownInitial = useRef(initial);
  if (shownInitial.current !== initial) {
    // A new address from the page (a host event, a restored quote) replaces the text.
    shownInitial.current = initial;
    setText(initial);
    setPicked(initial);
  }
  const query = text.trim();
  const searching = query.length >= ADDRESS_SEARCH_MIN_LENGTH && text !== picked;
  // The text whose search failed (useSearch gives a failed search no results, as no match).
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const run: AddressSearchFn = (q, signal) =>
    search(q, signal).then(
      (found) => {
        setFailedQuery(null);
        return found;
      },
      (error: unknown) => {
        if (!signal.aborted) setFailedQuery(q);
        throw error;
      },
    );
  const { results, busy } = useSearch<AddressResult>(query, searching && !props.disabled, ADDRESS_DEBOUNCE_MS, run);
  const noMatch = searching && results !== undefined && results.length === 0;
  const status = noMatch && !busy ? ((failedQuery === query ? props.failedText : undefined) ?? props.notFoundText ?? '') : '';

  return (
    <Combobox<AddressResult>
      label={props.label}
      name={props.name}
      value={text}
      onChange={(value) => {
        setText(value);
        props.onTextChange?.(value);
      }}
      suggestions={searching ? results : undefined}
      optionKey={(r) => r.id ?? r.label}
      optionText={(r) => r.label}
      onSelect={(r) => {
        setText(r.label);
        setPicked(r.label);
        props.onSelect(r);
      }}
      error={props.error}
      hint={props.hint}
      status={status}
      disabled={props.disabled}
      inputRef={props.inputRef}
      busy={busy}
      placeholder={props.placeholder}
    />
  );
}

import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { searchSuburbs, type Suburb } from '../../src/api';
import { searchAddresses, type AddressResult } from '../../src/api/address';
import {
  acceptPostcodeOrSuburbInput,
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_INVALID_TEXT,
  ADDRESS_LABEL,
  ADDRESS_NOT_FOUND_TEXT,
  ADDRESS_SEARCH_MIN_LENGTH,
  distributorText,
  isValidPostcode,
  LOCATION_TYPE_TEXTS,
  POSTCODE_MAX_LENGTH,
  POSTCODE_OR_SUBURB_LABEL,
  POSTCODE_PATTERN_TEXT,
  POSTCODE_REQUIRED_TEXT,
  SOLAR_TOOLTIP_TEXT,
  SUBURB_SEARCH_DEBOUNCE_MS,
  SUBURB_SEARCH_MIN_LETTERS,
  SUBURB_SUGGESTIONS_MAX,
  type LocationType,
} from '../../src/domain';
import { addressFromSearch, changeAddress, changePostcode, setLocationType } from '../../src/services/refine';
import { store, useStore } from '../../src/store';
import { Combobox, useSearch } from '../../src/ui';
import { focusAndScroll, showThenFocus, useOnChange } from './hooks';

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
export function PostcodeSuburbBox({ disabled }: { disabled: boolean }) {
  const postcode = useStore((s) => s.app.postcode);
  const [text, setText] = useState(postcode);
  const [error, setError] = useState<string>();
  // The suggestion the visitor picked: its label stays in the box, and Update then means its postcode.
  const chosen = useRef<Suburb | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A postcode set elsewhere (a host event, a lookup by NMI) shows here unless the text already names it.
  useOnChange(postcode, (next) => setText((current) => (current.trim().endsWith(next) ? current : next)));
  const letters = /^\p{L}/u.test(text) && text.replace(/\s/g, '').length >= SUBURB_SEARCH_MIN_LETTERS;
  const { results, busy } = useSearch<Suburb>(text.trim(), letters, SUBURB_SEARCH_DEBOUNCE_MS, (q, signal) => searchSuburbs(q, { signal }));
  const suggestions = results?.slice(0, SUBURB_SUGGESTIONS_MAX);

  const set = (value: string): void => {
    setError(undefined);
    setText(acceptPostcodeOrSuburbInput(value));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
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
        disabled={disabled}
        inputRef={input}
        busy={busy}
      />
      <button type="submit" className="ea-btn ea-btn--secondary rb-go" disabled={disabled}>
        Update
      </button>
    </form>
  );
}

/** Address search; no match switches to postcode with "Couldn't find your address - please try postcode". */
export function AddressSearch({ disabled, onNotFound }: { disabled: boolean; onNotFound: () => void }) {
  const label = useStore((s) => s.address.label ?? s.address.providerDescription ?? '');
  const [text, setText] = useState(label);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  useOnChange(label, setText);
  const searching = text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH && text !== label;
  const { results, busy } = useSearch<AddressResult>(text.trim(), searching, ADDRESS_DEBOUNCE_MS, (q, signal) =>
    searchAddresses(q, { signal }),
  );
  const noMatch = searching && results !== undefined && results.length === 0;
  const notFound = useRef(onNotFound);
  notFound.current = onNotFound;
  useEffect(() => {
    if (noMatch) notFound.current();
  }, [noMatch]);

  return (
    <form
      className="rb-location-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const first = results?.[0];
        if (text.trim() !== '' && text === label) return;
        if (first) {
          setText(first.label);
          changeAddress(addressFromSearch(first));
          return;
        }
        showThenFocus(
          () => setError(ADDRESS_INVALID_TEXT),
          () => focusAndScroll(input.current),
        );
      }}
    >
      <Combobox<AddressResult>
        label={ADDRESS_LABEL}
        name="address"
        value={text}
        onChange={(v) => {
          setError(undefined);
          setText(v);
        }}
        suggestions={searching ? results : undefined}
        optionKey={(r) => r.id ?? r.label}
        optionText={(r) => r.label}
        onSelect={(r) => {
          setText(r.label);
          setError(undefined);
          changeAddress(addressFromSearch(r));
        }}
        error={error}
        disabled={disabled}
        inputRef={input}
        busy={busy}
        placeholder="Start typing your address"
      />
      <button type="submit" className="ea-btn ea-btn--secondary rb-go" disabled={disabled}>
        Update
      </button>
    </form>
  );
}

/** Location: Address or Postcode (or postcode only), the distributor line and the solar indicator. */
export function Location({
  disabled,
  postcodeOnly,
  showDistributor,
}: {
  disabled: boolean;
  postcodeOnly: boolean;
  showDistributor: boolean;
}) {
  const selected = useStore((s) => s.refine.selectedLocationType);
  const type: LocationType = postcodeOnly ? 'postcode' : selected;
  const distributor = useStore((s) => s.connection.electricityDistributor?.distributor);
  const solar = useStore((s) => s.connection.electricityMeterDetails.solarSetup === 'DETECTED');
  const [notFound, setNotFound] = useState(false);
  const [tip, setTip] = useState(false);
  const groupId = useId();
  const tipId = useId();
  // The plans lookup by address found no address and its answer switched the mode to postcode (spec 2 §4): the
  // same text as a search that finds nothing (spec 2 §5), from the one write that did it (not from a later plans
  // write, nor the visitor's own switch back to postcode).
  useEffect(() => {
    if (postcodeOnly) return undefined;
    return store.subscribe((s, prev) => {
      if (
        s.plans !== prev.plans &&
        s.plans.addressNotFound &&
        prev.refine.selectedLocationType === 'address' &&
        s.refine.selectedLocationType === 'postcode'
      )
        setNotFound(true);
    });
  }, [postcodeOnly]);

  return (
    <div className="rb-location">
      {postcodeOnly ? null : (
        <fieldset className="rb-segmented" disabled={disabled}>
          <legend className="ea-visually-hidden">Search by</legend>
          {(['address', 'postcode'] as const).map((t) => (
            <label key={t} className="rb-segment">
              <input
                type="radio"
                name={`${groupId}-type`}
                value={t}
                checked={type === t}
                onChange={() => {
                  setNotFound(false);
                  setLocationType(t);
                }}
              />
              <span>{LOCATION_TYPE_TEXTS[t]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {type === 'address' ? (
        <AddressSearch
          disabled={disabled}
          onNotFound={() => {
            setNotFound(true);
            setLocationType('postcode');
          }}
        />
      ) : (
        <PostcodeSuburbBox disabled={disabled} />
      )}
      {notFound && type === 'postcode' ? (
        <p className="rb-error" role="alert">
          {ADDRESS_NOT_FOUND_TEXT}
        </p>
      ) : null}
      {showDistributor || solar ? (
        <p className="rb-meta rb-meta--reserved">
          {showDistributor && distributor ? <span>{distributorText(distributor)}</span> : null}
          {solar ? (
            <span className="rb-solar">
              <button
                type="button"
                className="rb-solar__button"
                aria-expanded={tip}
                aria-controls={tipId}
                onClick={() => setTip((t) => !t)}
              >
                <span aria-hidden="true">☀</span> Solar
              </button>
              <span id={tipId} role="tooltip" className="rb-tooltip" hidden={!tip}>
                {SOLAR_TOOLTIP_TEXT}
              </span>
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

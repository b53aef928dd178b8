import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AddressResult } from '../../src/api/address';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH, type LocationType } from '../../src/domain/shared';
import {
  ADDRESS_INVALID_TEXT,
  ADDRESS_LABEL,
  ADDRESS_NOT_FOUND_TEXT,
  distributorText,
  LOCATION_TYPE_TEXTS,
  POSTCODE_OR_SUBURB_LABEL,
  SOLAR_TOOLTIP_TEXT,
} from '../../src/domain/refine';
import { addressFromSearch, changeAddress, setLocationType } from '../../src/services/refine';
import { store, useStore } from '../../src/store';
import { Combobox, useSearch } from '../../src/ui';
import { focusAndScroll, showThenFocus, useFieldText } from './hooks';

/**
 * The postcode-or-suburb box loads when that mode is first shown (the page starts in address mode); until
 * then a box of the same shape holds its place.
 */
const PostcodeSuburbBox = lazy(() => import('./PostcodeBox'));
const postcodeBoxLoading = (
  <div className="rb-location-form" aria-busy="true">
    <div className="ea-field ea-combobox">
      <span className="ea-label" aria-hidden="true">
        {POSTCODE_OR_SUBURB_LABEL}
      </span>
      <input className="ea-input" aria-label={POSTCODE_OR_SUBURB_LABEL} disabled />
    </div>
    <button type="button" className="ea-btn ea-btn--secondary rb-go" disabled>
      Update
    </button>
  </div>
);

/** Address search; no match switches to postcode with "Couldn't find your address - please try postcode". */
export function AddressSearch({ disabled, onNotFound }: { disabled: boolean; onNotFound: () => void }) {
  const label = useStore((s) => s.address.label ?? s.address.providerDescription ?? '');
  const input = useRef<HTMLInputElement>(null);
  // An address set or cleared elsewhere (a host's location update clears it) shows here, but for what the visitor is typing.
  const [text, setText] = useFieldText(label, input);
  const [error, setError] = useState<string>();
  const searching = text.trim().length >= ADDRESS_SEARCH_MIN_LENGTH && text !== label;
  // The search client (and its cap on what is sent) loads with the first search, not with the page.
  const { results, busy } = useSearch<AddressResult>(text.trim(), searching, ADDRESS_DEBOUNCE_MS, (q, signal) =>
    import('../../src/api/address').then((m) => m.searchAddresses(q, { signal })),
  );
  // A search that finds nothing says so under the field while the visitor types (a live status); the mode
  // switches to postcode (spec 2 §4) when they press Update or Enter on it, never under their typing.
  const noMatch = searching && !busy && results !== undefined && results.length === 0;

  return (
    <form
      className="rb-location-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // While the plans load the text is kept and Update waits (Enter too: the form's Update is disabled).
        if (disabled) return;
        const first = results?.[0];
        if (text.trim() !== '' && text === label) return;
        if (first) {
          setText(first.label);
          changeAddress(addressFromSearch(first));
          return;
        }
        if (noMatch) {
          onNotFound();
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
        held={disabled}
        inputRef={input}
        busy={busy}
        status={searching ? (noMatch ? ADDRESS_NOT_FOUND_TEXT : '') : undefined}
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
  const [focusPostcode, setFocusPostcode] = useState(false);
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
                  // Chosen here: focus stays on the radio (the box takes it only after Update found no address).
                  setFocusPostcode(false);
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
            // The visitor pressed on: the postcode box takes focus once it is drawn.
            setFocusPostcode(true);
            setLocationType('postcode');
          }}
        />
      ) : (
        <Suspense fallback={postcodeBoxLoading}>
          <PostcodeSuburbBox disabled={disabled} focusOnMount={focusPostcode} />
        </Suspense>
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

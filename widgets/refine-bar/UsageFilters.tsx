import { useEffect, useId, useRef, useState } from 'react';

type Flushers = Set<() => void>;

/** Registers a function that writes the field's pending value now (the Apply button calls them all). */
function useFlush(flushers: Flushers, flush: () => void): void {
  const ref = useRef(flush);
  ref.current = flush;
  useEffect(() => {
    const f = (): void => ref.current();
    flushers.add(f);
    return () => void flushers.delete(f);
  }, [flushers]);
}
import {
  APPLY_TEXT,
  customUsageLabel,
  MIRN_TOOLTIP,
  NMI_TOOLTIP,
  usageHelpLabel,
  usageSelectLabel,
} from '../../src/domain/refine/refine-usage-texts';
import {
  canApplyCustomUsage,
  CUSTOM_USAGE_DEBOUNCE_MS,
  exceedsMaxUsage,
  selectUsageType,
  settleCustomUsageInput,
  usageOptions,
} from '../../src/domain/refine/refine-usage-inputs';
import { fuelIncludes, MIRN_LABEL, NMI_LABEL, USAGE_TYPE_LABELS } from '../../src/domain/refine';
import { clampCustomUsage, maxCustomDailyUsage } from '../../src/domain/refine/refine-custom-usage';
import { FUEL_UNITS, NMI_MIRN_MAX_LENGTH, type SingleFuel, type UsageEstimateType } from '../../src/domain/shared';
import { isMeterIdLength, NMI_MIRN_DEBOUNCE_MS } from '../../src/domain/refine/meter-id-entry';
import { INVALID_USAGE_TEXT, maxUsageText } from '../../src/domain/refine/refine-modal-texts';
import { useStyles } from '../../src/embed/styles';
import { setMeterId, setUsageSelection } from '../../src/services/refine/usage-actions';
import { store, useStore } from '../../src/store';
import { useDebounced, useFieldText, useOnChange } from './hooks';
import fieldsCss from './fields.css?inline';
import css from './usage-filters.css?inline';

/**
 * An NMI or MIRN input: 10 or 11 characters, emitted after a 500 ms pause (spec 2 §5). Disabled when its fuel is not
 * selected; while the plans load (`held`) it keeps focus and what is typed, and emits once they are in.
 */
function MeterIdInput({ kind, disabled, held, flushers }: { kind: 'nmi' | 'mirn'; disabled: boolean; held: boolean; flushers: Flushers }) {
  const stored = useStore((s) => s.connection[kind]);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useFieldText(stored, input);
  const debounced = useDebounced(value, NMI_MIRN_DEBOUNCE_MS);
  // The value last emitted or shown from the store: the end of a load emits what was typed during it, not that again.
  const emitted = useRef(stored);
  const id = useId();
  useEffect(() => {
    if (held || debounced === emitted.current || !isMeterIdLength(debounced)) return;
    emitted.current = debounced;
    setMeterId(kind, debounced);
  }, [debounced, held, kind]);
  useFlush(flushers, () => {
    if (!isMeterIdLength(value)) return;
    emitted.current = value;
    setMeterId(kind, value);
  });
  const label = kind === 'nmi' ? NMI_LABEL : MIRN_LABEL;
  // The tooltip shows while the field has focus (by Tab or a tap) until Escape dismisses it (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="rb-field rb-field--meter" data-tip={dismissed ? 'dismissed' : undefined}>
      <label htmlFor={id} className="rb-label">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        className="rb-input"
        value={value}
        maxLength={NMI_MIRN_MAX_LENGTH}
        disabled={disabled}
        aria-describedby={`${id}-tip`}
        onChange={(e) => setValue(e.target.value.replace(/\s+/g, '').toUpperCase())}
        onKeyDown={(e) => {
          if (e.key !== 'Escape' || dismissed) return;
          // Only the tooltip closes: not a host's <dialog> around the widget.
          e.preventDefault();
          setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      />
      <p id={`${id}-tip`} role="tooltip" className="rb-tooltip rb-meter-tip">
        {kind === 'nmi' ? NMI_TOOLTIP : MIRN_TOOLTIP}
      </p>
    </div>
  );
}

/**
 * One fuel's usage dropdown with its custom value and the help button for the usage selection modal.
 * A custom value above the maximum is clamped to it with the spec's maximum text (spec 2 §5),
 * announced and linked to the field, until the field holds less than the maximum.
 */
function FuelUsage({
  fuel,
  disabled,
  held,
  onHelp,
  flushers,
}: {
  fuel: SingleFuel;
  /** The fuel is not selected: its usage is disabled (spec 2 §5). */
  disabled: boolean;
  /** The plans are loading: the dropdown waits; the custom value keeps focus and what is typed, and applies once they are in. */
  held: boolean;
  onHelp: (fuel: SingleFuel) => void;
  flushers: Flushers;
}) {
  const selection = useStore((s) => s.refine.usageSelection[fuel]);
  const journey = useStore((s) => s.app.journey);
  const customer = useStore((s) => s.refine.customerData[fuel]);
  const [type, setType] = useState<UsageEstimateType>(selection.type);
  const [custom, setCustom] = useState(selection.type === 'custom' && selection.value !== undefined ? String(selection.value) : '');
  const debouncedCustom = useDebounced(custom, CUSTOM_USAGE_DEBOUNCE_MS);
  // The text last checked or shown from the store: the pause after it writes nothing (the first value is checked too).
  const settled = useRef<string | null>(null);
  // Set when a value above the maximum was clamped; shown while the field still holds the maximum.
  const [capped, setCapped] = useState(false);
  // Set when what was typed cannot apply (0, not a number): the estimate stays as it was, and the field says why.
  const [refused, setRefused] = useState(false);
  const id = useId();
  // A selection changed elsewhere (a host event, a modal) shows here.
  useOnChange(selection, (next) => {
    setType(next.type);
    if (next.type === 'custom' && next.value !== undefined) {
      settled.current = String(next.value);
      setCustom(settled.current);
    }
  });
  useEffect(() => {
    // Only what the visitor typed, once typing has paused (spec 2 §5): never the pause's older value while the
    // field already shows a newer one (a custom amount applied in the usage selection modal, a type change).
    if (held || debouncedCustom !== custom || debouncedCustom === settled.current) return;
    const next = settleCustomUsageInput(fuel, debouncedCustom);
    settled.current = next.text;
    if (next.capped) setCapped(true);
    setRefused(next.refused);
    if (next.text !== debouncedCustom) setCustom(next.text);
    const value = clampCustomUsage(fuel, next.text);
    if (type === 'custom' && canApplyCustomUsage(value)) setUsageSelection(fuel, { type: 'custom', value });
  }, [custom, debouncedCustom, fuel, held, type]);
  useFlush(flushers, () => {
    const clamped = clampCustomUsage(fuel, custom);
    if (type === 'custom' && clamped !== undefined && clamped > 0) {
      if (exceedsMaxUsage(fuel, custom)) setCapped(true);
      settled.current = String(clamped);
      setCustom(settled.current);
      setUsageSelection(fuel, { type: 'custom', value: clamped });
    }
  });
  const options = usageOptions(journey, customer !== null, selection.type);
  const unit = FUEL_UNITS[fuel];
  const max = maxCustomDailyUsage(fuel);
  const maxShown = capped && Number(custom.trim()) >= max;
  const refusedShown = refused && !canApplyCustomUsage(clampCustomUsage(fuel, custom));
  return (
    <div className="rb-usage">
      <div className="rb-field">
        <label htmlFor={id} className="rb-label">
          {usageSelectLabel(fuel)}
        </label>
        <div className="rb-inline">
          <select
            id={id}
            className="rb-select"
            value={options.includes(type) ? type : 'benchmark'}
            disabled={disabled || held}
            onChange={(e) => {
              const next = e.target.value as UsageEstimateType;
              setType(next);
              const chosen = selectUsageType(next, store.getState().refine.rememberedCustomUsage[fuel], customer?.dailyUsage);
              if (next === 'custom' && chosen.value !== undefined) setCustom(String(chosen.value));
              if (next !== 'custom' || chosen.value !== undefined) setUsageSelection(fuel, chosen);
            }}
          >
            {options.map((o) => (
              <option key={o} value={o}>
                {USAGE_TYPE_LABELS[o]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="rb-help"
            aria-label={usageHelpLabel(fuel)}
            disabled={disabled || held}
            onClick={() => onHelp(fuel)}
          >
            ?
          </button>
        </div>
      </div>
      {type === 'custom' ? (
        <div className="rb-field">
          <label htmlFor={`${id}-custom`} className="rb-label">
            {customUsageLabel(fuel, unit)}
          </label>
          <input
            id={`${id}-custom`}
            className="rb-input"
            inputMode="decimal"
            value={custom}
            disabled={disabled}
            aria-describedby={maxShown ? `${id}-max` : refusedShown ? `${id}-refused` : undefined}
            onChange={(e) => {
              const next = e.target.value;
              setCustom(next);
              if (!exceedsMaxUsage(fuel, next)) setCapped(false);
            }}
          />
          {/* Always present, so the text is announced when it appears. */}
          <p id={`${id}-max`} className="rb-hint rb-usage-max" role="status">
            {maxShown ? maxUsageText(fuel, max, unit) : null}
          </p>
          <p id={`${id}-refused`} className="rb-hint rb-usage-max" role="status">
            {refusedShown ? INVALID_USAGE_TEXT : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Usage filters for My Account plan switch and the quote tool: usage per fuel, NMI, MIRN and Apply. */
export default function UsageFilters({
  disabled,
  hideUnselected,
  onHelp,
}: {
  disabled: boolean;
  hideUnselected: boolean;
  onHelp: (fuel: SingleFuel) => void;
}) {
  useStyles(fieldsCss);
  useStyles(css);
  const fuel = useStore((s) => s.refine.fuelSelection);
  const [flushers] = useState<Flushers>(() => new Set());
  return (
    <div className="rb-usage-filters" role="group" aria-label="Usage">
      {(['electricity', 'gas'] as const).map((f) =>
        hideUnselected && !fuelIncludes(fuel, f) ? null : (
          <FuelUsage key={f} fuel={f} disabled={!fuelIncludes(fuel, f)} held={disabled} onHelp={onHelp} flushers={flushers} />
        ),
      )}
      {hideUnselected && !fuelIncludes(fuel, 'electricity') ? null : (
        <MeterIdInput kind="nmi" disabled={!fuelIncludes(fuel, 'electricity')} held={disabled} flushers={flushers} />
      )}
      {hideUnselected && !fuelIncludes(fuel, 'gas') ? null : (
        <MeterIdInput kind="mirn" disabled={!fuelIncludes(fuel, 'gas')} held={disabled} flushers={flushers} />
      )}
      <button type="button" className="ea-btn rb-apply" disabled={disabled} onClick={() => flushers.forEach((flush) => flush())}>
        {APPLY_TEXT}
      </button>
    </div>
  );
}

import { useId, useState, type ReactNode, type Ref } from 'react';
import { useChoice } from '../../src/ui';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** A button beside the label (a tooltip's opener). */
  labelExtra?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  name?: string;
}

/** A labelled text input; its hint and error are its accessible description. */
export function TextField(p: TextFieldProps) {
  const id = useId();
  const described = [p.error ? `${id}-e` : '', p.hint ? `${id}-h` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`qq-field${p.error ? ' qq-field--invalid' : ''}`}>
      <div className="qq-label-row">
        <label htmlFor={id} className="qq-label">
          {p.label}
        </label>
        {p.labelExtra}
      </div>
      <input
        id={id}
        ref={p.inputRef}
        name={p.name}
        className="qq-input"
        value={p.value}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        autoComplete={p.autoComplete ?? 'off'}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.hint ? (
        <p id={`${id}-h`} className="qq-hint">
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p id={`${id}-e`} className="qq-error">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

export interface ChoiceGroupProps<T extends string> {
  legend: ReactNode;
  name: string;
  options: readonly { value: T; text: string }[];
  value: string;
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Highlighted as invalid without a text of its own (a message elsewhere says why). */
  invalid?: boolean;
  /** Options side by side as buttons (yes / no), or stacked (longer texts). */
  layout?: 'buttons' | 'stacked';
  /** A heading level for the legend's text (sections of the page are headed). */
  headed?: boolean;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/** A radio group shown as a button group: one Tab stop, arrow keys between options (native radios). */
export function ChoiceGroup<T extends string>(p: ChoiceGroupProps<T>) {
  const id = useId();
  const [value, choose] = useChoice<string>(p.value, (v) => p.onChange(v as T));
  return (
    <fieldset
      ref={p.groupRef}
      className={`qq-choice qq-choice--${p.layout ?? 'buttons'}${p.error || p.invalid ? ' qq-field--invalid' : ''}`}
      aria-describedby={p.error ? `${id}-e` : undefined}
      tabIndex={-1}
    >
      <legend className={p.headed ? 'qq-legend qq-legend--heading' : 'qq-legend'}>{p.legend}</legend>
      <div className="qq-choice__options">
        {p.options.map((o) => (
          <label key={o.value} className="qq-choice__option">
            {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid is global in ARIA 1.2; screen readers say "invalid" as focus lands on an option */}
            <input
              type="radio"
              name={`${id}-${p.name}`}
              value={o.value}
              checked={value === o.value}
              aria-invalid={p.error || p.invalid ? true : undefined}
              onChange={() => choose(o.value)}
            />
            <span>{o.text}</span>
          </label>
        ))}
      </div>
      {p.error ? (
        <p id={`${id}-e`} className="qq-error">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A small "i" button that shows and hides a help text (the account number's tooltip). */
export function HelpToggle({ label, text }: { label: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="qq-help"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <p id={id} className="qq-tooltip" hidden={!open}>
        {text}
      </p>
    </>
  );
}

export interface ToggleButtonsProps<T extends string> {
  legend: ReactNode;
  options: readonly { value: T; text: string }[];
  value: string;
  onChoose: (value: T) => void;
  error?: string | undefined;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * A button group whose buttons say whether they are chosen (aria-pressed): for a choice that asks
 * for confirmation when changed (new / existing, spec 3 §4.3), where arrow keys must not change it.
 */
export function ToggleButtons<T extends string>(p: ToggleButtonsProps<T>) {
  const id = useId();
  // A first answer shows at once; changing one asks for confirmation first, so it is not shown as chosen.
  const [value, choose] = useChoice<string>(p.value, (v) => p.onChoose(v as T), p.value === '');
  return (
    <fieldset
      ref={p.groupRef}
      className={`qq-choice qq-choice--buttons${p.error ? ' qq-field--invalid' : ''}`}
      aria-describedby={p.error ? `${id}-e` : undefined}
      tabIndex={-1}
    >
      <legend className="qq-legend qq-legend--heading">{p.legend}</legend>
      <div className="qq-choice__options">
        {p.options.map((o) => (
          <button
            key={o.value}
            type="button"
            className="qq-choice__option qq-toggle"
            aria-pressed={value === o.value}
            onClick={() => choose(o.value)}
          >
            {o.text}
          </button>
        ))}
      </div>
      {p.error ? (
        <p id={`${id}-e`} className="qq-error">
          {p.error}
        </p>
      ) : null}
    </fieldset>
  );
}

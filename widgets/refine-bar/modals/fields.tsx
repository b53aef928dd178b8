import { useId, type ReactNode, type Ref } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Highlighted as invalid without its own text (the form's message says why). */
  invalid?: boolean;
  hint?: ReactNode;
  /** The hint comes and goes with what is typed (a value cut to the maximum): a status, present while empty, so it is announced. */
  hintLive?: boolean;
  /** Ids of texts elsewhere that describe the field too (a form's message about it). */
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: 'text' | 'numeric' | 'decimal';
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}

/** A labelled text input with its hint and error linked by aria-describedby. */
export function TextField(p: TextFieldProps) {
  const id = useId();
  const described = [p.error ? `${id}-e` : '', p.describedBy ?? '', p.hint ? `${id}-h` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`rb-field${p.error || p.invalid ? ' rb-field--invalid' : ''}`}>
      <label htmlFor={id} className="rb-label">
        {p.label}
      </label>
      <input
        id={id}
        ref={p.inputRef}
        name={p.name}
        className="rb-input"
        value={p.value}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        placeholder={p.placeholder}
        disabled={p.disabled}
        autoComplete={p.autoComplete ?? 'off'}
        aria-invalid={p.error || p.invalid ? true : undefined}
        aria-describedby={described}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.hint || p.hintLive ? (
        <p id={`${id}-h`} className="rb-hint" role={p.hintLive ? 'status' : undefined}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p id={`${id}-e`} className="rb-error">
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

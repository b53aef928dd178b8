export interface ToggleSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role switch) with a visible label. */
export function ToggleSwitch({ label, checked, onChange, disabled }: ToggleSwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="ea-switch" disabled={disabled} onClick={() => onChange(!checked)}>
      <span className="ea-switch__track" aria-hidden="true">
        <span className="ea-switch__thumb" />
      </span>
      <span>{label}</span>
    </button>
  );
}

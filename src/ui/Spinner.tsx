export interface SpinnerProps {
  /** Text shown under the spinner and announced, e.g. 'Loading your plans'. */
  label: string;
  /** Ring size in px (spec: the qualifier uses 72). */
  size?: 40 | 72;
}

/** A loading indicator with a visible, announced label. */
export function Spinner({ label, size = 40 }: SpinnerProps) {
  return (
    <div className="ea-spinner" role="status" aria-live="polite" data-size={size}>
      <span className="ea-spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * The reference price in plain English (issue 17): a dialog opened beside a plan's reference-price
 * line saying what the reference price is (Default Market Offer, or the Victorian Default Offer in
 * Victoria), what the line's percentage means in dollars a year at the usage shown, that the
 * visitor's own cost depends on their usage, and two bars of the offer against the reference price.
 * Lazy-only: import it through `lazy(() => import(...))`, never from start-up code.
 */
import {
  explainerVisualTitle,
  explainerBarLabels,
  explainerTitle,
  NO_DOLLARS_TEXT,
  referencePriceWhat,
  YOUR_USAGE_TEXT,
} from '../domain/compare/breakdown-texts';
import { referencePriceDollars, referencePriceExplainer } from '../domain/compare/compare';
import type { SingleFuel } from '../domain/shared';
import { formatDollars } from '../domain/plans';
import type { Benchmark, PlanEstimate } from '../domain/plans';
import { referencePriceBars } from '../domain/compare/reference-price-visual';
import { useStyles } from '../embed/styles';
import { Modal } from './Modal';
import css from './reference-price-explainer.css?inline';

export interface ReferencePriceExplainerProps {
  fuel: SingleFuel;
  benchmark: Benchmark | null;
  /** The fuel's estimate (a year) at the usage shown; without one the dollars wait for it. */
  estimate: Pick<PlanEstimate, 'value' | 'annualUsage'> | null | undefined;
  /** The state the plans are for: Victoria's yardstick is the Victorian Default Offer. */
  state: string | null | undefined;
  onClose: () => void;
}

function Bar({ label, dollars, size, kind }: { label: string; dollars: number; size: number; kind: 'plan' | 'reference' }) {
  return (
    <li className={`ea-rpx__row ea-rpx__row--${kind}`}>
      <span className="ea-rpx__label">{label}</span>
      <svg className="ea-rpx__bar" width="100%" height="20" aria-hidden="true" focusable="false">
        <rect className="ea-rpx__fill" width={`${(size * 100).toFixed(2)}%`} height="20" />
      </svg>
      <span className="ea-rpx__value">{formatDollars(dollars)} a year</span>
    </li>
  );
}

/** The explainer dialog; focus returns to the button that opened it when it closes. */
export function ReferencePriceExplainer({ fuel, benchmark, estimate, state, onClose }: ReferencePriceExplainerProps) {
  useStyles(css);
  const text = estimate ? referencePriceExplainer(fuel, benchmark, estimate, state) : null;
  const dollars = estimate ? referencePriceDollars(fuel, benchmark, estimate.value) : null;
  const bars = dollars && estimate ? referencePriceBars(dollars, estimate.value) : null;
  const labels = explainerBarLabels(state);
  return (
    <Modal open historyEntry title={explainerTitle(state)} onClose={onClose}>
      <div className="ea-rpx">
        <p>{referencePriceWhat(state)}</p>
        <p className={text ? 'ea-rpx__dollars' : undefined}>{text ?? NO_DOLLARS_TEXT}</p>
        {bars ? (
          <figure className="ea-rpx__visual">
            <figcaption>{explainerVisualTitle(state)}</figcaption>
            <ul>
              <Bar label={labels.plan} dollars={bars.plan} size={bars.planSize} kind="plan" />
              <Bar label={labels.reference} dollars={bars.reference} size={bars.referenceSize} kind="reference" />
            </ul>
          </figure>
        ) : null}
        <p>{YOUR_USAGE_TEXT}</p>
      </div>
    </Modal>
  );
}

export default ReferencePriceExplainer;

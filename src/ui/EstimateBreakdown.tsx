/**
 * Where the money goes (issue 17): an estimate split into its parts for the period and GST choice
 * shown, as a small stacked bar (drawn, hidden from assistive technology) with a real table of the
 * numbers (the bar under the table’s caption). Lazy-only: import it through `lazy(() => import(...))`, never from start-up code.
 */
import { useId, type ReactElement } from 'react';
import {
  BREAKDOWN_COLUMNS,
  BREAKDOWN_TOTAL_LABEL,
  breakdownCaption,
  formatPartAmount,
  NO_BREAKDOWN_TEXT,
} from '../domain/compare/breakdown-texts';
import type { EstimatePeriod, SingleFuel } from '../domain/shared';
import { barSegments, estimateBreakdown } from '../domain/compare/estimate-breakdown';
import type { PlanEstimate } from '../domain/plans';
import { useStyles } from '../embed/styles';
import css from './estimate-breakdown.css?inline';

export interface EstimateBreakdownProps {
  /** The fuel's estimate as the API gave it; nothing is shown without one. */
  estimate: Pick<PlanEstimate, 'value' | 'breakdown'> | null | undefined;
  period: EstimatePeriod;
  incGst: boolean;
  /** Named in the caption ('electricity estimate'). */
  fuel?: SingleFuel | null;
  /** Replaces the caption (a compare column may name the plan). */
  caption?: string;
}

/** How many distinct looks charges cycle through (colour and pattern, so never colour alone). */
const LOOKS = 6;

/** A swatch or segment fill: the look's pattern, defined once in the bar. */
const fillOf = (ids: string, look: number | 'discount'): string => `url(#${ids}-${look})`;

function Patterns({ ids }: { ids: string }) {
  // Each look: a class (its colours, from the tokens) and its marks over the background.
  const marks: Record<string, ReactElement | null> = {
    0: null,
    1: <path d="M-2 10 L10 -2 M2 14 L14 2" />,
    2: <circle cx="4" cy="4" r="1.6" />,
    3: <path d="M0 2 H8 M0 6 H8" />,
    4: <path d="M0 0 L8 8 M8 0 L0 8" />,
    5: <path d="M2 0 V8 M6 0 V8" />,
    discount: <path d="M-2 2 L2 -2 M-2 10 L10 -2 M6 10 L10 6" />,
  };
  return (
    <defs>
      {Object.entries(marks).map(([look, mark]) => (
        <pattern
          key={look}
          id={`${ids}-${look}`}
          className={`ea-bd-look ea-bd-look--${look}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
        >
          <rect width="8" height="8" className="ea-bd-look__bg" />
          {mark ? <g className="ea-bd-look__marks">{mark}</g> : null}
        </pattern>
      ))}
    </defs>
  );
}

/**
 * The breakdown of one estimate: a table (caption, a row per part, the estimate as its total row,
 * equal to the estimate shown to the cent) with the stacked bar drawn under its caption (hidden
 * from assistive technology, so the table's name is the caption's words); a short note when the answer gave
 * no breakdown that adds up to the estimate; nothing without an estimate.
 */
export function EstimateBreakdown({ estimate, period, incGst, fuel = null, caption }: EstimateBreakdownProps) {
  useStyles(css);
  const ids = `ea-bd-${useId().replace(/[^\w-]/g, '')}`;
  if (!estimate || !(estimate.value > 0)) return null;
  const view = estimateBreakdown(estimate, period, incGst);
  if (!view) return <p className="ea-breakdown__none">{NO_BREAKDOWN_TEXT}</p>;
  const segments = barSegments(view);
  const looks = new Map<string, number | 'discount'>();
  let next = 0;
  for (const l of view.lines) if (l.amount !== 0) looks.set(l.part, l.amount < 0 ? 'discount' : next++ % LOOKS);
  return (
    <div className="ea-breakdown">
      <table className="ea-breakdown__table">
        <caption>
          {caption ?? breakdownCaption(fuel, period, incGst)}
          {segments.length ? (
            <svg className="ea-breakdown__bar" width="100%" height="24" aria-hidden="true" focusable="false">
              <Patterns ids={ids} />
              {segments.map((s) => (
                <rect
                  key={s.part}
                  className={s.negative ? 'ea-breakdown__seg ea-breakdown__seg--discount' : 'ea-breakdown__seg'}
                  data-part={s.part}
                  x={`${(s.start * 100).toFixed(3)}%`}
                  width={`${(s.size * 100).toFixed(3)}%`}
                  y="0"
                  height="24"
                  fill={fillOf(ids, looks.get(s.part) ?? 0)}
                />
              ))}
            </svg>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">{BREAKDOWN_COLUMNS.part}</th>
            <th scope="col">{BREAKDOWN_COLUMNS.amount}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((l) => {
            const look = looks.get(l.part);
            return (
              <tr key={l.part} data-part={l.part}>
                <th scope="row">
                  {look === undefined ? (
                    <span className="ea-breakdown__swatch ea-breakdown__swatch--none" aria-hidden="true" />
                  ) : (
                    <svg className="ea-breakdown__swatch" width="16" height="16" aria-hidden="true" focusable="false">
                      <rect width="16" height="16" fill={fillOf(ids, look)} />
                    </svg>
                  )}
                  {l.label}
                </th>
                <td>{formatPartAmount(l.amount)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{BREAKDOWN_TOTAL_LABEL}</th>
            <td>{formatPartAmount(view.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default EstimateBreakdown;

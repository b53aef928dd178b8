import { useEffect, useId, useRef, useState } from 'react';
import {
  benefitPeriods,
  dualFuelPlanName,
  fuelPlans,
  PERIOD_SUFFIX,
  panelSelection,
  selectPressed,
  selectText,
  type DisplayPlan,
} from '../../src/domain/plans';
import { carouselEnabled } from '../../src/domain/cart/cart-dialog';
import { carouselStart, swipeTarget } from '../../src/domain/shared/carousel';
import { togglePlan } from '../../src/services/plans';
import { useStore } from '../../src/store';
import { useStyles } from '../../src/embed/styles';
import css from './key-features.css?inline';
import { Estimate, SelectLabel } from './PlanCard';

/** Narrowest readable column in px; below it the table becomes a carousel. */
const MIN_COLUMN_PX = 200;
/**
 * Share of the width the plan columns take together (spec 2 §2, §9: 84%, divided by the plan
 * count), at every width; the label column has the rest (16%). The <col>s below are the one place
 * that sets the widths (key-features.css sets none): where the columns do not fit, the carousel
 * shows fewer plans instead of the share changing.
 */
const COLUMNS_SHARE = 0.84;
/** A share as a CSS percentage, without float noise ('16%', not '16.000000000000004%'). */
const percent = (share: number): string => `${Number((share * 100).toFixed(4))}%`;

function Select({ panel, name }: { panel: DisplayPlan; name: string }) {
  const selected = useStore((s) => panelSelection(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode, panel));
  return (
    <button
      type="button"
      className="pt-select"
      // Its panel's fuels, as a panel's article names them: the cart's 'Add a different plan' finds a fuel's first plan by it.
      data-fuel={panel.fuelType}
      aria-pressed={selectPressed(selected)}
      aria-label={`${selectText(selected)}: ${name}`}
      onClick={() => togglePlan(panel)}
    >
      <SelectLabel selected={selected} />
    </button>
  );
}

/**
 * The key-features table (spec 2 §2): one column per plan sharing 84% of the width, rows plan name,
 * electricity and gas estimates, key information, benefit period (when any plan has one), contract
 * term, rate type, GST disclaimer and select; a carousel when the columns do not fit.
 */
export default function KeyFeaturesTable({ panels }: { panels: readonly DisplayPlan[] }) {
  useStyles(css);
  const period = useStore((s) => s.refine.estimatePeriod);
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [chosenOffset, setOffset] = useState(0);
  // Below 600 px each row's name sits over its cells on one line: the estimates' period goes after each amount there.
  const narrow = width > 0 && width < 600;
  const captionId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  useEffect(() => setOffset(0), [panels]);

  const fits = Math.max(1, Math.floor((width * COLUMNS_SHARE) / MIN_COLUMN_PX));
  const offset = carouselStart(chosenOffset, panels.length, fits);
  const carousel = width > 0 && carouselEnabled(panels.length * MIN_COLUMN_PX, width * COLUMNS_SHARE);
  const visible = carousel ? panels.slice(offset, offset + fits) : panels;
  const names = visible.map((p) => dualFuelPlanName(p.electricity?.name, p.gas?.name));
  const anyBenefit = panels.some((p) => fuelPlans(p).some(([, plan]) => benefitPeriods(plan.benefitPeriods).length > 0));
  const anyGas = visible.some((p) => p.gas);
  const anyElectricity = visible.some((p) => p.electricity);
  const cell = (fn: (p: DisplayPlan) => React.ReactNode) => visible.map((p) => <td key={p.key}>{fn(p)}</td>);
  const plans = (p: DisplayPlan) => fuelPlans(p).map(([, plan]) => plan);

  return (
    <div ref={ref} className="pt-kf" data-columns={visible.length} data-narrow={narrow ? '' : undefined}>
      {carousel ? (
        <div className="pt-kf__nav">
          {/* aria-disabled, not disabled: a disabled button drops the focus of the keyboard user who pressed it to the end. */}
          <button type="button" onClick={() => setOffset(Math.max(0, offset - 1))} aria-disabled={offset === 0}>
            Previous plans
          </button>
          <span aria-live="polite">
            {fits === 1
              ? `Plan ${offset + 1} of ${panels.length}`
              : `Plans ${offset + 1}–${Math.min(panels.length, offset + fits)} of ${panels.length}`}
          </span>
          <button
            type="button"
            onClick={() => setOffset(carouselStart(offset + 1, panels.length, fits))}
            aria-disabled={offset + fits >= panels.length}
          >
            Next plans
          </button>
        </div>
      ) : null}
      <table
        className="pt-kf__table"
        aria-labelledby={captionId}
        onPointerDown={(e) => (start.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => {
          const from = start.current;
          start.current = null;
          if (!carousel || !from) return;
          const target = swipeTarget({ dx: e.clientX - from.x, dy: e.clientY - from.y, index: offset, count: panels.length - fits + 1 });
          if (target !== null) setOffset(target);
        }}
      >
        <caption id={captionId}>Key features</caption>
        <colgroup>
          <col className="pt-kf__head" style={{ width: percent(1 - COLUMNS_SHARE) }} />
          {visible.map((p) => (
            <col key={p.key} className="pt-kf__col" style={{ width: percent(COLUMNS_SHARE / visible.length) }} />
          ))}
        </colgroup>
        <tbody>
          <tr>
            <th scope="row">Plan</th>
            {names.map((n, i) => (
              <th key={visible[i]?.key} scope="col">
                {n}
                {/* Each fuel's tariff, as on the plan's panel ('Single rate · Block rate' for a dual-fuel plan). */}
                <span className="pt-muted pt-kf__tariff ea-inline-list">
                  {(visible[i] ? fuelPlans(visible[i]) : []).map(([fuel, plan]) =>
                    plan.rates.tariffDescription ? <span key={fuel}>{plan.rates.tariffDescription}</span> : null,
                  )}
                </span>
              </th>
            ))}
          </tr>
          {anyElectricity ? (
            <tr>
              <th scope="row">
                Electricity estimate{narrow ? null : <span className="pt-muted pt-kf__period"> {PERIOD_SUFFIX[period]}</span>}
              </th>
              {cell((p) => (p.electricity ? <Estimate plan={p.electricity} fuel="electricity" compact period={narrow} /> : '–'))}
            </tr>
          ) : null}
          {anyGas ? (
            <tr>
              <th scope="row">Gas estimate{narrow ? null : <span className="pt-muted pt-kf__period"> {PERIOD_SUFFIX[period]}</span>}</th>
              {cell((p) => (p.gas ? <Estimate plan={p.gas} fuel="gas" compact period={narrow} /> : '–'))}
            </tr>
          ) : null}
          <tr>
            <th scope="row">Key information</th>
            {cell((p) => plans(p)[0]?.rateSummary.keyFeaturesText || plans(p)[0]?.description)}
          </tr>
          {anyBenefit ? (
            <tr>
              <th scope="row">Benefit period</th>
              {cell(
                (p) => [...new Set(plans(p).flatMap((plan) => benefitPeriods(plan.benefitPeriods).map((t) => t.term)))].join('; ') || '–',
              )}
            </tr>
          ) : null}
          <tr>
            <th scope="row">Contract term</th>
            {cell((p) => [...new Set(plans(p).flatMap((plan) => plan.contractTerms.map((t) => t.term)))].join('; '))}
          </tr>
          <tr>
            <th scope="row">Rate type</th>
            {cell((p) => (plans(p).some((plan) => plan.ratesType.toLowerCase() === 'fixed') ? 'Fixed rates' : 'Variable rates'))}
          </tr>
          <tr>
            <th scope="row">GST</th>
            {cell(() => 'Estimates include GST')}
          </tr>
          <tr>
            <td />
            {cell((p) => (
              <Select panel={p} name={dualFuelPlanName(p.electricity?.name, p.gas?.name)} />
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

import { lazy, memo, Suspense, useContext, useId, useState, type ReactNode } from 'react';
import {
  bpidLinks,
  amountForPeriod,
  benchmarkText,
  discountTexts,
  dualFuelPlanName,
  formatDollars,
  fuelPlans,
  isFeatureVisible,
  PERIOD_SUFFIX,
  planColour,
  panelSelection,
  selectPressed,
  selectText,
  showsBenchmark,
  showsEstimate,
  showsKeyFeaturesText,
  summaryTitle,
  type FuelConditions,
  type PanelSelection,
  type DisplayPlan,
  type Plan,
} from '../../src/domain/plans';
import { FUEL_TITLE, type SingleFuel } from '../../src/domain/shared';
import { EXPLAINER_BUTTON, explainerButtonFuel, hasReferenceExplainer } from '../../src/domain/compare';
import { togglePlan } from '../../src/services/plans';
import { reportWidgetError } from '../../src/embed/report';
import { useStore, type StoreState } from '../../src/store';
import { Accordion, ToggleSwitch, useChoice } from '../../src/ui';
import { useSettings } from './context';
import { gst, ThisPanel, useIncGst, usePanelKey, usePanelRatesOpen } from './view-state';

/** A fuel's estimate for the chosen period; a zero estimate hides the block (spec 2 §5). */
const isEmpty = (record: object): boolean => {
  for (const _ in record) return false;
  return true;
};
/** Whether no estimate has come yet, worked out once per estimates object (every card asks on every store change). */
let seenEstimates: StoreState['plans']['estimates'] | null = null;
let seenNone = true;
const noEstimatesYet = (estimates: StoreState['plans']['estimates']): boolean => {
  if (estimates !== seenEstimates) {
    seenEstimates = estimates;
    seenNone = isEmpty(estimates.electricity) && isEmpty(estimates.gas);
  }
  return seenNone;
};

export function Estimate({
  plan,
  fuel,
  compact = false,
  period: withPeriod = !compact,
}: {
  plan: Plan;
  fuel: SingleFuel;
  /** A key-features cell: '–' when there is none. */
  compact?: boolean;
  /** The period after the amount ('per month'); a key-features cell says it only where its row cannot. */
  period?: boolean;
}) {
  const estimate = useStore((s) => s.plans.estimates[fuel][plan.id]);
  const period = useStore((s) => s.refine.estimatePeriod);
  // While estimates are on their way (none answered yet, or a calculation running), a plan without one holds its
  // place: no layout shift when it lands. Once answered, a plan the answer left out shows no estimate.
  const pending = useStore((s) => s.plans.estimatesLoading || noEstimatesYet(s.plans.estimates));
  if (!estimate && pending) {
    return (
      <p className="pt-estimate pt-estimate--loading">
        <span className="pt-estimate__label">{FUEL_TITLE[fuel]} estimate*</span>
        <span className="pt-estimate__value" aria-label={`Calculating your ${fuel} estimate`}>
          …
        </span>
      </p>
    );
  }
  // The key-features table's cell says there is none, as its other empty cells do ('–').
  if (!estimate || !showsEstimate(estimate)) return compact ? '–' : null;
  return (
    <p className="pt-estimate" data-estimate={fuel}>
      <span className="pt-estimate__label">{FUEL_TITLE[fuel]} estimate*</span>
      <span className="pt-estimate__value">{formatDollars(amountForPeriod(estimate.value, period))}</span>
      {withPeriod ? <span className="pt-muted"> {PERIOD_SUFFIX[period]}</span> : null}
    </p>
  );
}

function Summary({ plan, fuel, dual }: { plan: Plan; fuel: SingleFuel; dual: boolean }) {
  const incGst = useIncGst();
  const title = summaryTitle(plan, fuel, incGst);
  if (!title) return null;
  return (
    <p className="pt-summary">
      {dual ? <span className="pt-summary__fuel">{FUEL_TITLE[fuel]}</span> : null}
      <span className="pt-summary__amount" {...(plan.rateSummary.type === 'usage' ? { 'data-rate': 'summary' } : {})}>
        {title.amount}
      </span>{' '}
      <span className="pt-summary__unit">{title.unit}</span>
      {plan.rateSummary.description ? (
        <span className="pt-summary__desc">{plan.rateSummary.description.replace(/\(inc GST\)/, incGst ? '(inc GST)' : '(exc GST)')}</span>
      ) : null}
    </p>
  );
}

function FactSheets({ panel, customerType }: { panel: DisplayPlan; customerType: string }) {
  const links = bpidLinks(customerType, panel.electricity, panel.gas);
  if (links.length === 0) return null;
  return (
    <p className="pt-links">
      {links.map(({ fuel, href }) => (
        <a key={fuel ?? 'one'} href={href}>
          {fuel ? `${FUEL_TITLE[fuel]} basic plan information` : 'Basic plan information'}
        </a>
      ))}
    </p>
  );
}

const Extras = {
  Rates: lazy(() => import('./Extras').then((m) => ({ default: m.RatesContent }))),
  Details: lazy(() => import('./Extras').then((m) => ({ default: m.Details }))),
};

/** Accordion contents load on first open (kept out of the initial script). */
const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={<p className="pt-muted">Loading…</p>}>{children}</Suspense>;

function RatesAccordion({ plan, fuel, dualFuel }: { plan: Plan; fuel: SingleFuel; dualFuel: boolean }) {
  const { mimic } = useSettings();
  // With mimic-accordions, this panel's electricity and gas rates open or close together (not other panels').
  const [together, setTogether] = usePanelRatesOpen();
  const title = `Show ${fuel} rates`;
  return mimic ? (
    <Accordion level={4} title={title} open={together} onToggle={setTogether}>
      <Later>
        <Extras.Rates plan={plan} fuel={fuel} dualFuel={dualFuel} />
      </Later>
    </Accordion>
  ) : (
    <Accordion level={4} title={title}>
      <Later>
        <Extras.Rates plan={plan} fuel={fuel} dualFuel={dualFuel} />
      </Later>
    </Accordion>
  );
}

const ReferenceExplainer = lazy(() => import('./ReferenceExplainer'));

/** 'What does this mean?' beside a reference-price line: opens the explainer (loaded then); focus comes back here. */
function ExplainerButton({ plan, fuel, state }: { plan: Plan; fuel: SingleFuel; state: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {' '}
      <button type="button" className="ea-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {EXPLAINER_BUTTON}
        <span className="ea-visually-hidden"> {explainerButtonFuel(fuel, state)}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReferenceExplainer plan={plan} fuel={fuel} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Benchmark({ panel }: { panel: DisplayPlan }) {
  const { state } = useSettings();
  const shown = fuelPlans(panel).filter(([fuel, p]) => showsBenchmark(fuel, p.benchmark));
  if (shown.length === 0) return null;
  return (
    <div className="pt-benchmark">
      {shown.map(([fuel, p]) =>
        p.benchmark ? (
          <p key={fuel}>
            {benchmarkText(fuel, p.benchmark, state)}
            {hasReferenceExplainer(fuel, p.benchmark) ? <ExplainerButton plan={p} fuel={fuel} state={state} /> : null}
          </p>
        ) : null,
      )}
    </div>
  );
}

/** The Inc GST switch: every plan's rates follow it. */
function GstToggle() {
  const panel = useContext(ThisPanel);
  // The switch moves in the click's frame; the rates follow in a task after it (issue 21).
  const [incGst, setIncGst] = useChoice(useIncGst(), (on) => gst.set(on, panel));
  return <ToggleSwitch label="Inc GST" checked={incGst} onChange={setIncGst} />;
}

/**
 * What a select button shows: 'Select plan', or 'Added' with a tick once the plan is in the cart ('Gas added' while a
 * dual-fuel panel is partly in). The text sits in a box of the button's size that is a layout root of its own, so the
 * change lays out only that box, not the plans grid around it (the click's frame at 92 plans, issue 21).
 */
export function SelectLabel({ selected }: { selected: PanelSelection }) {
  return <span className="pt-select__label">{selectText(selected)}</span>;
}

function SelectButton({ panel, describedBy }: { panel: DisplayPlan; describedBy: string }) {
  // 'Added' shows in the click's frame; the cart and every other panel follow in a task after it (issue 21).
  const [selected, setSelected] = useChoice<PanelSelection>(
    useStore((s) => panelSelection(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode, panel)),
    (want) => togglePlan(panel, want === true),
  );
  return (
    <button
      type="button"
      className="pt-select"
      aria-pressed={selectPressed(selected)}
      aria-describedby={describedBy}
      // The second click of a double click (`detail` 2) does not take back the first: the cart the first
      // opens may not have covered the button yet (its code loads on the first open).
      onClick={(event) => {
        if (event.detail > 1) return;
        // Partly in the cart ('Gas added'), it adds the rest, as a mixed checkbox checks.
        setSelected(selected !== true);
      }}
    >
      <SelectLabel selected={selected} />
    </button>
  );
}

/**
 * The compare toggle's handler, loading on the first press. One promise for every press: presses made while it loads
 * apply in the order they were made, as reactions to one promise run. A fresh `import()` per press did not keep it:
 * Chromium settled the presses' imports of one loading chunk in any order (three quick presses, tray in reverse).
 */
let compareState: Promise<typeof import('./compare-state')> | undefined;

/** Compare (issue 17): on or off per panel; its handler and the rules load on the first press. */
function CompareToggle({ panelKey, name, describedBy }: { panelKey: string; name: string; describedBy: string | undefined }) {
  const on = useStore((s) => s.plans.compared.includes(panelKey));
  return (
    <button
      type="button"
      className="pt-compare-toggle"
      aria-pressed={on}
      aria-label={`Compare ${name}`}
      aria-describedby={describedBy}
      onClick={() => {
        (compareState ??= import('./compare-state'))
          .then((m) => m.pressCompareOn(panelKey))
          .catch((error: unknown) => reportWidgetError(error, { tag: 'ea-plans-table', phase: 'compare' }));
      }}
    >
      Compare
    </button>
  );
}

export interface PlanCardProps {
  panel: DisplayPlan;
  /** Each fuel's feature conditions. */
  conditions: FuelConditions;
  /** The visitor's current plan (no select button). */
  current?: boolean;
}

/** One plan panel (spec 2 §2): heading with colour and ribbon, estimates, rate summary, features, links, GST toggle, rates, details, select. */
export const PlanCard = memo(function PlanCard({ panel, conditions, current = false }: PlanCardProps) {
  const headingId = useId();
  const tariffId = `${headingId}-tariff`;
  const key = usePanelKey();
  const { customerType } = useSettings();
  const plans = fuelPlans(panel);
  const first = plans[0]?.[1];
  if (!first) return null;
  const dual = plans.length === 2;
  const name = dual ? dualFuelPlanName(panel.electricity?.name, panel.gas?.name) : first.name;
  const features = plans.flatMap(([fuel, p]) => p.features.filter((f) => isFeatureVisible(f, conditions[fuel])));
  const uniqueFeatures = features.filter((f, i) => features.findIndex((x) => x.title === f.title) === i);
  const summaries = new Set(plans.map(([, p]) => p.rateSummary.description));
  const discounts = [...new Set(plans.flatMap(([, p]) => discountTexts(p.discounts)))].filter((d) => !summaries.has(d));
  const keyText = showsKeyFeaturesText(first.rateSummary.type, dual) ? first.rateSummary.keyFeaturesText : '';
  const colour = planColour(first.colourCode);
  // Plans of one name differ by their tariff (16 'Flexi Plan' panels at 2010): Compare and Select plan are described
  // by it, so a screen reader tells them apart (their names stay the plan's).
  const tariff = first.rates.tariffDescription ? tariffId : undefined;
  return (
    <ThisPanel.Provider value={key}>
      <article
        className={`pt-card${current ? ' pt-card--current' : ''}`}
        aria-labelledby={headingId}
        data-plan={panel.key}
        data-fuel={panel.fuelType}
        style={colour ? ({ '--pt-plan-colour': colour } as React.CSSProperties) : undefined}
      >
        <div className="pt-card__band" aria-hidden="true" />
        {current ? <p className="pt-ribbon">Your current plan</p> : first.ribbon ? <p className="pt-ribbon">{first.ribbon}</p> : null}
        <h3 id={headingId} className="pt-card__title" tabIndex={-1}>
          {name}
        </h3>
        {first.rates.tariffDescription ? (
          <p id={tariffId} className="pt-muted ea-inline-list">
            {plans.map(([fuel, p]) => (p.rates.tariffDescription ? <span key={fuel}>{p.rates.tariffDescription}</span> : null))}
          </p>
        ) : null}
        <div className="pt-card__estimates">
          {plans.map(([fuel, p]) => (
            <Estimate key={fuel} plan={p} fuel={fuel} />
          ))}
        </div>
        {plans.map(([fuel, p]) => (
          <Summary key={fuel} plan={p} fuel={fuel} dual={dual} />
        ))}
        {keyText ? <p className="pt-keytext">{keyText}</p> : null}
        {first.description ? <p className="pt-muted">{first.description}</p> : null}
        {discounts.length ? (
          <ul className="pt-discounts">
            {discounts.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
        {uniqueFeatures.length ? (
          <ul className="pt-features">
            {uniqueFeatures.map((f) => (
              <li key={f.title}>
                <strong>{f.title}</strong> {f.text}
              </li>
            ))}
          </ul>
        ) : null}
        <FactSheets panel={panel} customerType={customerType} />
        {first.showGst ? <GstToggle /> : null}
        {plans.map(([fuel, p]) => (
          <RatesAccordion key={fuel} plan={p} fuel={fuel} dualFuel={dual} />
        ))}
        <Accordion level={4} title="Plan details">
          <Later>
            <Extras.Details panel={panel} />
          </Later>
        </Accordion>
        <Benchmark panel={panel} />
        {current ? null : <CompareToggle panelKey={panel.key} name={name} describedBy={tariff} />}
        {current ? null : <SelectButton panel={panel} describedBy={tariff ? `${headingId} ${tariff}` : headingId} />}
      </article>
    </ThisPanel.Provider>
  );
});

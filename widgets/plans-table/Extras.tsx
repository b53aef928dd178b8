import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  benefitPeriods,
  type DisplayPlan,
  formatCents,
  fuelPlans,
  ratePeriodNote,
  rateValue,
  type Plan,
  type RateEntry,
} from '../../src/domain/plans';
import {
  connectionFeeText,
  creditCardFeesText,
  exitFeesText,
  latePaymentFeeText,
  annualReviewText,
  fuelAccuracyText,
  SUPPLY_CHARGE_HELP,
  USAGE_RATES_HELP,
  GOVERNMENT_SCHEME_NOTE,
  gstNote,
  rateDisclaimer,
} from '../../src/domain/plans/plan-details';
import { paperBillFeeText, planPaperBillFee } from '../../src/domain/plans/plan-paper-bill';
import { governmentSchemeNoteApplies, FUEL_TITLE, type SingleFuel } from '../../src/domain/shared';
import { useStyles } from '../../src/embed/styles';
import { useStore } from '../../src/store';
import { Modal } from '../../src/ui';
import { useSettings } from './context';
import css from './extras.css?inline';
import { useIncGst } from './view-state';

function RateRows({ rows, incGst, gstFree = false }: { rows: readonly RateEntry[]; incGst: boolean; gstFree?: boolean }) {
  return (
    <dl className="pt-rates">
      {rows.map((r, i) => (
        <div key={`${r.title}-${i}`} className="pt-rate">
          <dt>
            {r.title}
            {ratePeriodNote(r) ? <span className="pt-muted"> ({ratePeriodNote(r)})</span> : null}
          </dt>
          <dd {...(gstFree ? {} : { 'data-rate': '' })}>{formatCents(rateValue(r, incGst, gstFree), r.uom)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Usage with a Demand tab when demand rates exist. */
function UsageTabs({ plan, incGst }: { plan: Plan; incGst: boolean }) {
  const [tab, setTab] = useState<'usage' | 'demand'>('usage');
  const { customerType } = useSettings();
  const id = useId();
  if (plan.rates.demand.length === 0) return <RateRows rows={plan.rates.usage} incGst={incGst} />;
  const tabs = [
    ['usage', 'Usage'],
    ['demand', 'Demand'],
  ] as const;
  return (
    <div>
      <div role="tablist" aria-label="Usage and demand rates" className="pt-tabs">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') setTab(tab === 'usage' ? 'demand' : 'usage');
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        <RateRows rows={tab === 'usage' ? plan.rates.usage : plan.rates.demand} incGst={incGst} />
        {tab === 'demand' ? (
          <p className="pt-muted">
            <a
              href={
                customerType === 'BUSINESS'
                  ? '/business/electricity-and-gas/small-business/small-business-tariffs'
                  : '/home/electricity-and-gas/compare-electricity-and-gas-plans/tariffs'
              }
            >
              About demand tariffs
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A link-styled button opening a modal with an explanation (the plan panel's modals, spec 2 §2); focus returns to it on close. */
function HelpModal({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="ea-link pt-help" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <Modal open historyEntry title={title} onClose={() => setOpen(false)}>
          <p>{children}</p>
        </Modal>
      ) : null}
    </>
  );
}

/** A fuel's rates (spec 2 §2): supply, usage (Demand tab), other rates, green rate with a green option, GST note. */
export function RatesContent({ plan, fuel, dualFuel = false }: { plan: Plan; fuel: SingleFuel; dualFuel?: boolean }) {
  useStyles(css);
  const incGst = useIncGst();
  const green = useStore((s) => (fuel === 'electricity' ? s.quote.greenOption : 0));
  const electricityAccuracy = useStore((s) => s.plans.electricityPlansAccuracy);
  const gasAccuracy = useStore((s) => s.plans.gasPlansAccuracy);
  const accuracy = fuelAccuracyText(fuel, { electricity: electricityAccuracy, gas: gasAccuracy }, dualFuel);
  const { state } = useSettings();
  const review = annualReviewText(plan.ratesType, state);
  return (
    <div className="pt-rates-body">
      {plan.rates.supply ? (
        <>
          <h5>Supply</h5>
          <HelpModal label={SUPPLY_CHARGE_HELP.button} title={SUPPLY_CHARGE_HELP.title}>
            {SUPPLY_CHARGE_HELP.text}
          </HelpModal>
          <RateRows rows={[plan.rates.supply]} incGst={incGst} />
        </>
      ) : null}
      <h5>Usage</h5>
      <HelpModal label={USAGE_RATES_HELP.button} title={USAGE_RATES_HELP.title}>
        {USAGE_RATES_HELP.text}
      </HelpModal>
      <UsageTabs plan={plan} incGst={incGst} />
      {plan.rates.other.length ? (
        <>
          <h5>Other rates</h5>
          <RateRows rows={plan.rates.other} incGst={incGst} />
        </>
      ) : null}
      {green > 0 && plan.rates.green ? (
        <>
          <h5>Green energy ({green}%)</h5>
          <RateRows rows={[plan.rates.green]} incGst={incGst} />
        </>
      ) : null}
      <p className="pt-muted">{gstNote(incGst, fuel)}</p>
      {accuracy ? <p className="pt-muted">{accuracy}</p> : null}
      {governmentSchemeNoteApplies(state) ? <p className="pt-muted">{GOVERNMENT_SCHEME_NOTE}</p> : null}
      <p className="pt-muted">
        {rateDisclaimer(plan)}
        {review ? ` ${review}` : ''}
      </p>
    </div>
  );
}

/** Solar buy-back rates (GST-free). */
export function SolarRates({ plan }: { plan: Plan }) {
  if (plan.rates.solar.length === 0) return null;
  return <RateRows rows={plan.rates.solar} incGst gstFree />;
}

/** Where the money goes (issue 17): loaded with the first plan details opened, not with the table. */
const EstimateBreakdown = lazy(() => import('../../src/ui/EstimateBreakdown'));

/** A fuel's estimate split into its parts, following the period and the GST switch. */
function FuelBreakdown({ plan, fuel }: { plan: Plan; fuel: SingleFuel }) {
  const estimate = useStore((s) => s.plans.estimates[fuel][plan.id]);
  const period = useStore((s) => s.refine.estimatePeriod);
  const incGst = useIncGst();
  if (!estimate || !(estimate.value > 0)) return null;
  return (
    <Suspense fallback={null}>
      <EstimateBreakdown estimate={estimate} period={period} incGst={incGst} fuel={fuel} />
    </Suspense>
  );
}

/** Plan details (spec 2 §2): benefit period, contract term, exit fees, fees and charges, rates type, late payment fee, tariff type, card fees, paper bill fee, solar buy-back rates. */
export function Details({ panel }: { panel: DisplayPlan }) {
  useStyles(css);
  const incGst = useIncGst();
  const plans = fuelPlans(panel);
  const rows: [string, string, string][] = [];
  const help = plans[0]?.[1].helpTooltipText ?? {};
  const add = (label: string, values: string[], helpKey?: string): void => {
    const kept = [...new Set(values.filter(Boolean))];
    if (kept.length) rows.push([label, kept.join('; '), (helpKey && help[helpKey]) || '']);
  };
  const each = (fn: (p: Plan, fuel: SingleFuel) => string): string[] =>
    plans.map(([fuel, p]) => (plans.length > 1 ? `${FUEL_TITLE[fuel]}: ${fn(p, fuel)}` : fn(p, fuel)));
  const periods = plans.flatMap(([, p]) => benefitPeriods(p.benefitPeriods).map((t) => t.term));
  add('Benefit period', periods, 'benefitPeriod');
  add(
    'Contract term',
    plans.flatMap(([, p]) => p.contractTerms.map((t) => t.term)),
    'contractTerm',
  );
  add(
    'Exit fees',
    each((p) => exitFeesText(p.exitFees, incGst)),
    'exitFees',
  );
  add(
    'Fees and charges',
    each((p) => connectionFeeText(p.connectionFee, incGst) || 'No'),
    'feesAndCharges',
  );
  add(
    'Rates type',
    plans.map(([, p]) => (p.ratesType.toLowerCase() === 'fixed' ? 'Fixed rates' : 'Variable rates')),
    'rates',
  );
  add(
    'Late payment fee',
    each((p) => latePaymentFeeText(p.latePaymentFee, incGst)),
    'latePaymentFee',
  );
  add(
    'Customer tariff type',
    each((p) => p.rates.tariffDescription),
  );
  add(
    'Credit card fees',
    plans.map(([, p]) => creditCardFeesText(p.creditCardFees)),
  );
  const solar = plans.find(([fuel, p]) => fuel === 'electricity' && p.rates.solar.length > 0)?.[1];
  // One amount when the fuels agree, else one per fuel; only the link when the lookup does not say.
  const paper = plans.map(([fuel, p]) => [fuel, paperBillFeeText(planPaperBillFee(p))] as const).filter(([, text]) => text);
  const paperFee =
    paper.length === plans.length && new Set(paper.map(([, text]) => text)).size === 1
      ? (paper[0]?.[1] ?? '')
      : paper.map(([fuel, text]) => `${FUEL_TITLE[fuel]}: ${text}`).join('; ');
  return (
    <div className="pt-details">
      <dl>
        {rows.map(([label, value, helpText]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {helpText ? (
              <dd>
                <HelpModal label={`About ${label.toLowerCase()}`} title={label}>
                  {helpText}
                </HelpModal>
              </dd>
            ) : null}
          </div>
        ))}
        <div>
          <dt>Paper bill fee</dt>
          {paperFee ? <dd>{paperFee}</dd> : null}
          <dd className={paperFee ? 'pt-muted' : undefined}>
            <a href="/paper-bill-fee">Paper bill fees</a>
          </dd>
        </div>
      </dl>
      {plans.map(([fuel, p]) => (
        <FuelBreakdown key={fuel} plan={p} fuel={fuel} />
      ))}
      {solar ? (
        <>
          <h5>Solar buy-back rates</h5>
          <SolarRates plan={solar} />
          <p className="pt-muted">
            Solar feed-in rates are GST-free. <a href="/conditions-pricing">Solar feed-in terms</a>
          </p>
        </>
      ) : null}
    </div>
  );
}

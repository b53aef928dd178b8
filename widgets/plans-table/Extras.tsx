import { lazy, Suspense } from 'react';
import { benefitPeriods, type DisplayPlan, fuelPlans, type Plan } from '../../src/domain/plans';
import { connectionFeeText, creditCardFeesText, exitFeesText, latePaymentFeeText } from '../../src/domain/plans/plan-details';
import { paperBillFeeText, planPaperBillFee } from '../../src/domain/plans/plan-paper-bill';
import { FUEL_TITLE, type SingleFuel } from '../../src/domain/shared';
import { useStyles } from '../../src/embed/styles';
import { useStore } from '../../src/store';
import { HelpModal, PlanRates, RateRows } from '../../src/ui/PlanRates';
import { useSettings } from './context';
import css from './extras.css?inline';
import { useIncGst } from './view-state';

/** A fuel's rates in the table's rate accordion: the shared rates (src/ui/PlanRates.tsx) under the table's GST switch. */
export function RatesContent({ plan, fuel, dualFuel = false }: { plan: Plan; fuel: SingleFuel; dualFuel?: boolean }) {
  const incGst = useIncGst();
  const { state, customerType } = useSettings();
  return <PlanRates plan={plan} fuel={fuel} dualFuel={dualFuel} incGst={incGst} state={state} business={customerType === 'BUSINESS'} />;
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

import { useId, useState, type ReactNode } from 'react';
import { formatCents, ratePeriodNote, rateValue, type Plan, type RateEntry } from '../domain/plans';
import {
  annualReviewText,
  fuelAccuracyText,
  GOVERNMENT_SCHEME_NOTE,
  gstNote,
  rateDisclaimer,
  SUPPLY_CHARGE_HELP,
  USAGE_RATES_HELP,
} from '../domain/plans/plan-details';
import { governmentSchemeNoteApplies, type SingleFuel } from '../domain/shared';
import { useStyles } from '../embed/styles';
import { useStore } from '../store';
import { Modal } from './Modal';
import css from './plan-rates.css?inline';

/**
 * A plan's rates (spec 2 §2 "Accordion contents"), shared by the plans table's rate accordions and the cart's (spec 2
 * §4 "Cart"). Lazily loaded only: imported by the table's accordion contents and the cart's dialog, never by start-up
 * code, so it is not exported from `src/ui/index.ts`.
 */

/** Rate rows (a definition list): each rate with its period note, inc or exc GST unless GST-free (solar). */
export function RateRows({ rows, incGst, gstFree = false }: { rows: readonly RateEntry[]; incGst: boolean; gstFree?: boolean }) {
  useStyles(css);
  return (
    <dl className="ea-rates">
      {rows.map((r, i) => (
        <div key={`${r.title}-${i}`} className="ea-rate">
          <dt>
            {r.title}
            {ratePeriodNote(r) ? <span className="ea-rates-note"> ({ratePeriodNote(r)})</span> : null}
          </dt>
          <dd {...(gstFree ? {} : { 'data-rate': '' })}>{formatCents(rateValue(r, incGst, gstFree), r.uom)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Usage with a Demand tab when demand rates exist. */
function UsageTabs({ plan, incGst, business }: { plan: Plan; incGst: boolean; business: boolean }) {
  const [tab, setTab] = useState<'usage' | 'demand'>('usage');
  const id = useId();
  if (plan.rates.demand.length === 0) return <RateRows rows={plan.rates.usage} incGst={incGst} />;
  const tabs = [
    ['usage', 'Usage'],
    ['demand', 'Demand'],
  ] as const;
  return (
    <div>
      <div role="tablist" aria-label="Usage and demand rates" className="ea-rate-tabs">
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
          <p className="ea-rates-note">
            <a
              href={
                business
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

/** A link-styled button opening a modal with an explanation (the plan's modals, spec 2 §2); focus returns to it on close. */
export function HelpModal({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useStyles(css);
  return (
    <>
      <button type="button" className="ea-link ea-rates-help" aria-haspopup="dialog" onClick={() => setOpen(true)}>
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

export interface PlanRatesProps {
  plan: Plan;
  fuel: SingleFuel;
  /** Part of a dual-fuel plan (the accuracy note names the fuel). */
  dualFuel?: boolean;
  /** The rates inc GST (the GST switch beside them). */
  incGst: boolean;
  /** The Australian state the rates are for (the government scheme note, the annual review month). */
  state: string | null;
  business: boolean;
}

/** A fuel's rates (spec 2 §2): supply, usage (Demand tab), other rates, green rate with a green option, GST note. */
export function PlanRates({ plan, fuel, dualFuel = false, incGst, state, business }: PlanRatesProps) {
  useStyles(css);
  const green = useStore((s) => (fuel === 'electricity' ? s.quote.greenOption : 0));
  const electricityAccuracy = useStore((s) => s.plans.electricityPlansAccuracy);
  const gasAccuracy = useStore((s) => s.plans.gasPlansAccuracy);
  const accuracy = fuelAccuracyText(fuel, { electricity: electricityAccuracy, gas: gasAccuracy }, dualFuel);
  const review = annualReviewText(plan.ratesType, state);
  return (
    <div className="ea-rates-body">
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
      <UsageTabs plan={plan} incGst={incGst} business={business} />
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
      <p className="ea-rates-note">{gstNote(incGst, fuel)}</p>
      {accuracy ? <p className="ea-rates-note">{accuracy}</p> : null}
      {governmentSchemeNoteApplies(state) ? <p className="ea-rates-note">{GOVERNMENT_SCHEME_NOTE}</p> : null}
      <p className="ea-rates-note">
        {rateDisclaimer(plan)}
        {review ? ` ${review}` : ''}
      </p>
    </div>
  );
}

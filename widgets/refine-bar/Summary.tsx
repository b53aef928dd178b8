import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import {
  CHANGE_ADDRESS_CONTEXT,
  CHANGE_ESTIMATE_CONTEXT,
  CHANGE_TEXT,
  dailyUsageOf,
  fuelIncludes,
  selectedFuels,
  MIRN_LABEL,
  NMI_LABEL,
  PLAN_FEATURES_TEXTS,
  refineSummaryText,
  SERVICE_ADDRESS_LABEL,
  usageSummaryValue,
} from '../../src/domain/refine';
import { openRefineOrReset, openResetModal, setKeyFeatures } from '../../src/services/refine';
import { useStore, type StoreState } from '../../src/store';

/** The plans are in and every selected fuel with plans has its daily figure (the summary's text is final). */
const settled = (s: StoreState): boolean =>
  !s.plans.loading &&
  s.plans.electricityPlans.length + s.plans.gasPlans.length > 0 &&
  selectedFuels(s.refine.fuelSelection).every(
    (f) =>
      !(f === 'electricity' ? s.plans.electricityPlans : s.plans.gasPlans).length ||
      dailyUsageOf(s.refine.usageSelection[f], s.refine.usageBands[f]) !== undefined,
  );

/** The summary's text (with `standIn` as the daily figure where none is known, when given). */
const summaryOf = (s: StoreState, standIn?: number): string =>
  refineSummaryText(
    selectedFuels(s.refine.fuelSelection).map((fuel) => ({
      fuel,
      value: usageSummaryValue(fuel, s.refine.usageSelection[fuel], s.refine.usageBands[fuel], standIn),
    })),
    s.refine.estimatePeriod,
  );

/** Longest wait for plans and bands before the summary shows what it has (a failed lookup or bands request). */
const HOLD_MS = 3000;

/**
 * 'Estimate based on: Electricity usage - X, Gas usage - Y at a annual cost. Change'. On a page's
 * first load its line is held (text hidden, space kept) until the plans and usage bands are in:
 * the text changes as each arrives and would move the Change link under the visitor (layout shift).
 * While held it keeps its text as of the saved state being applied (the visitor's fuel and period),
 * with a stand-in daily figure for each fuel whose bands are not in yet, so its height is the final
 * one's and does not follow the intermediate ones either (on a phone the bands add a line, then the
 * fuel falling back to the one with plans takes it away).
 */
export function RefineSummary({
  disabled,
  stateApplied = true,
  focusRef,
}: {
  disabled: boolean;
  stateApplied?: boolean;
  focusRef?: Ref<HTMLParagraphElement>;
}) {
  const text = useStore((s) => summaryOf(s));
  // While held, a stand-in daily figure where none is known yet: the usage bands' figures add a line on a phone.
  const standIn = useStore((s) => summaryOf(s, 88.88));
  const ready = useStore(settled);
  const [held, setHeld] = useState(!ready);
  const first = useRef<string | null>(null);
  if (stateApplied && first.current === null) first.current = standIn;
  const line = useRef<HTMLSpanElement>(null);
  // The held line's height, kept as the summary's least once released until its text next changes: when the
  // plans bring one fuel only (2010 has no gas), the final text is a line shorter on a phone and would move
  // what is below it up (layout shift).
  const [kept, setKept] = useState<{ height: number; text: string } | null>(null);
  // Measured once, as the held line is released (before the final text is drawn).
  const release = (): void => {
    setKept({ height: line.current?.parentElement?.offsetHeight ?? 0, text });
    setHeld(false);
  };
  useLayoutEffect(() => {
    if (held && ready) release();
  });
  useEffect(() => {
    if (!held || ready) return;
    const timer = setTimeout(release, HOLD_MS);
    return () => clearTimeout(timer);
  });
  const keep = kept?.text === text ? kept.height : 0;
  return (
    // Focusable from script only: where the bar's modals leave focus when their opener is disabled (RefineBar).
    <p
      ref={focusRef}
      tabIndex={-1}
      className={held ? 'rb-summary rb-summary--held' : 'rb-summary'}
      style={keep ? { minHeight: keep } : undefined}
    >
      <span ref={line}>{held ? (first.current ?? standIn) : text}</span>{' '}
      <button type="button" className="ea-link" disabled={disabled} onClick={openRefineOrReset}>
        {CHANGE_TEXT}
        <span className="ea-visually-hidden"> {CHANGE_ESTIMATE_CONTEXT}</span>
      </button>
    </p>
  );
}

/** 'Service address:' with Change (opens the reset modal), plus NMI and MIRN unless NMI/MIRN encryption is on. */
export function ServiceAddress() {
  const label = useStore((s) => s.address.label ?? s.address.providerDescription ?? '');
  const nmi = useStore((s) => s.connection.nmi);
  const mirn = useStore((s) => s.connection.mirn);
  const fuel = useStore((s) => s.refine.fuelSelection);
  const encrypted = useStore((s) => s.app.featureToggles['nmiMirnEncryption'] === true);
  if (!label) return null;
  return (
    <div className="rb-address">
      <p>
        <strong>{SERVICE_ADDRESS_LABEL}</strong> {label}{' '}
        <button type="button" className="ea-link" onClick={openResetModal}>
          {CHANGE_TEXT}
          <span className="ea-visually-hidden"> {CHANGE_ADDRESS_CONTEXT}</span>
        </button>
      </p>
      {!encrypted && ((nmi && fuelIncludes(fuel, 'electricity')) || (mirn && fuelIncludes(fuel, 'gas'))) ? (
        <p className="rb-meta">
          {nmi && fuelIncludes(fuel, 'electricity') ? (
            <span>
              {NMI_LABEL}: {nmi}
            </span>
          ) : null}
          {mirn && fuelIncludes(fuel, 'gas') ? (
            <span>
              {MIRN_LABEL}: {mirn}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Plan features toggle button group: All features / Key features. */
export function PlanFeaturesToggle() {
  const key = useStore((s) => s.refine.planFeaturesToggle !== 'all');
  return (
    <div className="rb-toggle-group" role="group" aria-label="Plan features">
      <button type="button" aria-pressed={!key} className="rb-toggle" onClick={() => setKeyFeatures(false)}>
        {PLAN_FEATURES_TEXTS.all}
      </button>
      <button type="button" aria-pressed={key} className="rb-toggle" onClick={() => setKeyFeatures(true)}>
        {PLAN_FEATURES_TEXTS.key}
      </button>
    </div>
  );
}

/** Green power summary (ours: the spec names the block, not its words). */
export function GreenSummary() {
  const option = useStore((s) => s.quote.greenOption);
  const electricity = useStore((s) => fuelIncludes(s.refine.fuelSelection, 'electricity'));
  if (!electricity || option <= 0) return null;
  return (
    <p className="rb-green">
      Your electricity estimate includes {option}% GreenPower: we buy {option}% of your electricity use as accredited renewable energy on
      your behalf.
    </p>
  );
}

import {
  CHANGE_TEXT,
  fuelIncludes,
  selectedFuels,
  MIRN_LABEL,
  NMI_LABEL,
  PLAN_FEATURES_TEXTS,
  refineSummaryText,
  SERVICE_ADDRESS_LABEL,
  usageSummaryValue,
} from '../../src/domain';
import { openRefineOrReset, openResetModal, setKeyFeatures } from '../../src/services/refine';
import { useStore } from '../../src/store';

/** 'Estimate based on: Electricity usage - X, Gas usage - Y at a annual cost. Change'. */
export function RefineSummary({ disabled }: { disabled: boolean }) {
  const text = useStore((s) =>
    refineSummaryText(
      selectedFuels(s.refine.fuelSelection).map((fuel) => ({ fuel, value: usageSummaryValue(fuel, s.refine.usageSelection[fuel], s.refine.usageBands[fuel]) })),
      s.refine.estimatePeriod,
    ),
  );
  return (
    <p className="rb-summary">
      <span>{text}</span>{' '}
      <button type="button" className="ea-link" disabled={disabled} onClick={openRefineOrReset}>
        {CHANGE_TEXT}
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
      Your electricity estimate includes {option}% GreenPower: we buy {option}% of your electricity use as accredited renewable energy on your behalf.
    </p>
  );
}

import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  ESTIMATE_PERIOD_LABEL,
  FUEL_OPTION_TEXTS,
  FUEL_SELECTOR_LABEL,
  fuelIncludes,
  GREEN_ENERGY_LABEL,
  MOBILE_SUMMARY_CLOSE_TEXT,
  MOBILE_SUMMARY_OPEN_TEXT,
  REFINE_CTA_TEXT,
  refineFuelOptions,
  shownFuel,
  singleFuelHeading,
  usageFiltersVisible,
} from '../../src/domain/refine';
import { ESTIMATE_PERIOD_LABELS, ESTIMATE_PERIODS, type EstimatePeriod, type Fuel, type SingleFuel } from '../../src/domain/shared';
import { useWidget } from '../../src/embed/context';
import type { WidgetProps } from '../../src/embed/define-widget';
import { useHeldWhileHidden } from '../../src/services/page';
import {
  greenOptions,
  isPlansLoading,
  openRefineOrReset,
  setEstimatePeriod,
  setFuelSelection,
  setGreenOption,
  startRefineBar,
} from '../../src/services/refine';
import { useStore } from '../../src/store';
import { ModalFocusFallback, useDeviceClass } from '../../src/ui';
import { Location } from './Location';
import { GreenSummary, PlanFeaturesToggle, RefineSummary, ServiceAddress } from './Summary';
import { useFocusKeptWhileDisabled } from './hooks';

const RefineModal = lazy(() => import('./modals/RefineModal'));
const UsageSelectionModal = lazy(() => import('./modals/UsageSelectionModal'));
const NoticeModals = lazy(() => import('./modals/NoticeModals'));
const UsageFilters = lazy(() => import('./UsageFilters'));

/** Fuel selector: "I'm looking for [electricity and gas | electricity only | gas only]", or "{Fuel} plans" with one option. */
function FuelSelector({ disabled }: { disabled: boolean }) {
  const hasElectricity = useStore((s) => s.plans.electricityPlans.length > 0);
  const hasGas = useStore((s) => s.plans.gasPlans.length > 0);
  const dualFuel = useStore((s) => s.plans.dualFuelAvailable);
  const options = useMemo(() => refineFuelOptions(hasElectricity, hasGas, dualFuel), [hasElectricity, hasGas, dualFuel]);
  const current = useStore((s) => s.refine.fuelSelection);
  const id = useId();
  if (options.length === 1) return <h2 className="rb-heading">{singleFuelHeading(options[0] as SingleFuel)}</h2>;
  return (
    <div className="rb-field rb-fuel">
      <label htmlFor={id} className="rb-heading rb-heading--label">
        {FUEL_SELECTOR_LABEL}
      </label>
      <select
        id={id}
        className="rb-select rb-select--fuel"
        value={shownFuel(current, options)}
        disabled={disabled}
        onChange={(e) => setFuelSelection(e.target.value as Fuel)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {FUEL_OPTION_TEXTS[o]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Green energy (percentages, default only 0%) and the estimate period ("Estimate costs", default annual). */
function EstimateOptions({ disabled, greenPageKey }: { disabled: boolean; greenPageKey: string }) {
  const green = useStore((s) => s.quote.greenOption);
  const period = useStore((s) => s.refine.estimatePeriod);
  const electricity = useStore((s) => fuelIncludes(s.refine.fuelSelection, 'electricity'));
  const [options, setOptions] = useState<number[]>([0]);
  const greenId = useId();
  const periodId = useId();
  useEffect(() => {
    let live = true;
    void greenOptions(greenPageKey).then((list) => live && setOptions(list));
    return () => {
      live = false;
    };
  }, [greenPageKey]);
  const shown = options.includes(green) ? options : [...options, green].sort((a, b) => a - b);
  return (
    <>
      <div className="rb-field">
        <label htmlFor={greenId} className="rb-label">
          {GREEN_ENERGY_LABEL}
        </label>
        <select
          id={greenId}
          className="rb-select rb-select--green"
          value={green}
          disabled={disabled || !electricity}
          onChange={(e) => setGreenOption(Number(e.target.value))}
        >
          {shown.map((o) => (
            <option key={o} value={o}>
              {o}%
            </option>
          ))}
        </select>
      </div>
      <div className="rb-field">
        <label htmlFor={periodId} className="rb-label">
          {ESTIMATE_PERIOD_LABEL}
        </label>
        <select
          id={periodId}
          className="rb-select"
          value={period}
          disabled={disabled}
          onChange={(e) => setEstimatePeriod(e.target.value as EstimatePeriod)}
        >
          {[...ESTIMATE_PERIODS].reverse().map((p) => (
            <option key={p} value={p}>
              {ESTIMATE_PERIOD_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** The refine bar: fuel, location, estimate options, usage filters, summary and its modals. */
export function RefineBar({ attributes }: WidgetProps) {
  const { signal } = useWidget();
  const device = useDeviceClass();
  const mobile = device === 'mobile';
  const [open, setOpen] = useState(false);
  const [usageHelp, setUsageHelp] = useState<SingleFuel | null>(null);
  // Held while hidden: a lookup behind "Get started" would otherwise redraw every control, unseen (issue 21).
  const plansLoading = useHeldWhileHidden(useStore(isPlansLoading));
  /** Saved state (storage, URL) is in the store: until then a visitor's or host's change would be overwritten by it. */
  const [stateApplied, setStateApplied] = useState(false);
  /** Disabled while plans load and until the saved state is applied. */
  const loading = plansLoading || !stateApplied;
  const modal = useStore((s) => s.refine.modal);
  const hasCustomerData = useStore((s) => s.refine.customerData.electricity !== null || s.refine.customerData.gas !== null);
  const filters = useStore((s) => usageFiltersVisible(s.app.sourceSystem, s.app.journey));
  const electricity = useStore((s) => fuelIncludes(s.refine.fuelSelection, 'electricity'));
  const keyFeaturesToggle = useStore((s) => s.app.featureToggles['keyFeaturesToggle'] === true);
  /** Until the global configuration has been read the toggle's row is held open, so the plans below do not jump when it appears. */
  const configured = useStore((s) => s.app.ready);
  const panelId = useId();
  /**
   * A modal closing while plans load (Show estimates, Confirm reset) cannot return focus to its opener, which
   * is disabled until they are in: focus goes to the summary line, which says what the estimate is now based on.
   */
  const summary = useRef<HTMLParagraphElement>(null);
  const focusFallback = useCallback(() => summary.current, []);
  const keptFocus = useFocusKeptWhileDisabled(loading, focusFallback);

  // The modals' watcher at once; host events once the saved state is applied (the controls are enabled then).
  useEffect(() => startRefineBar(signal, () => setStateApplied(true)), [signal]);

  const postcodeOnly = attributes['location-mode'] === 'postcode';
  const showControls = !mobile || open;
  return (
    <section className={`rb${mobile ? ' rb--mobile' : ''}`} aria-label="Refine your plans" aria-busy={loading || undefined} {...keptFocus}>
      <div className="rb-top">
        <FuelSelector disabled={loading} />
        {mobile ? (
          <button
            type="button"
            className="ea-btn ea-btn--secondary rb-mobile-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? MOBILE_SUMMARY_CLOSE_TEXT : MOBILE_SUMMARY_OPEN_TEXT}
          </button>
        ) : null}
      </div>
      <div id={panelId} className="rb-panel" hidden={!showControls}>
        {/* Each control is disabled while the plans load, but the text fields: focus and typing stay (refine-bar.md). */}
        <fieldset className="rb-controls">
          <legend className="ea-visually-hidden">Location and estimate options</legend>
          {hasCustomerData ? null : <Location disabled={loading} postcodeOnly={postcodeOnly} showDistributor={electricity} />}
          <div className="rb-options">
            <EstimateOptions disabled={loading} greenPageKey={attributes['green-page-key'] ?? 'greenEnergyOptions'} />
          </div>
        </fieldset>
        {filters ? (
          <Suspense fallback={null}>
            <UsageFilters disabled={loading} hideUnselected={attributes['hide-unselected-fuel'] !== undefined} onHelp={setUsageHelp} />
          </Suspense>
        ) : null}
      </div>
      <div className="rb-bottom">
        <RefineSummary disabled={loading} stateApplied={stateApplied} focusRef={summary} />
        <button type="button" className="ea-btn rb-cta" disabled={loading} onClick={openRefineOrReset}>
          {REFINE_CTA_TEXT}
        </button>
      </div>
      <ServiceAddress />
      <GreenSummary />
      {keyFeaturesToggle ? (
        <PlanFeaturesToggle />
      ) : configured ? null : (
        <div className="rb-toggle-group rb-toggle-group--pending" aria-hidden="true" />
      )}
      <ModalFocusFallback value={focusFallback}>
        <Suspense fallback={null}>
          {modal === 'refine' ? <RefineModal brand={attributes['brand']} /> : null}
          {modal === 'reset' || modal === 'meterDetected' || modal === 'planChange' ? <NoticeModals attributes={attributes} /> : null}
          {usageHelp ? <UsageSelectionModal fuel={usageHelp} onClose={() => setUsageHelp(null)} /> : null}
        </Suspense>
      </ModalFocusFallback>
    </section>
  );
}

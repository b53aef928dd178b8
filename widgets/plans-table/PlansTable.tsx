import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  ANNOUNCER_START,
  announcement,
  hasEstimates,
  currentPlanPanel,
  fuelConditions,
  firstScreenPanels,
  isKeyFeaturesView,
  isPlan,
  isTableMessage,
  showsLoyaltyMessage,
  type AnnouncerEvent,
  type FuelConditions,
  type DisplayPlan,
  type Plan,
} from '../../src/domain/plans';
import { isVerificationRequired, REFRESH_TOKEN_EXPIRY_KEY } from '../../src/domain/auth';
import { stateFromPostcode, type Fuel } from '../../src/domain/shared';
import type { WidgetProps } from '../../src/embed/define-widget';
import { useWidget } from '../../src/embed/context';
import { plansWaitForAddress, startPlansTable } from '../../src/services/plans';
import { useHeldWhileHidden } from '../../src/services/page';
import { widgetOnPage } from '../../src/embed/on-page';
import { useStore, type PlanRecord } from '../../src/store';
import { readStorageValue } from '../../src/store/storage';
import { Spinner, useDeviceClass } from '../../src/ui';
import { TableContext, type TableSettings } from './context';
import { PlanCard } from './PlanCard';
import { WhenNear } from './when-near';
import { panelSteps, PANELS_IN_SLICES_FROM, type PanelInputs } from './panels';
import { stepsAtOnce, stepsInSlices } from '../../src/ui/steps';

const KeyFeaturesTable = lazy(() => import('./KeyFeaturesTable'));
/** The messages' code, once loaded (it loads with the first message: most pages have none). */
let messagesView: ComponentType | null = null;
let messagesLoad: Promise<void> | null = null;

/**
 * The messages' view, loading its code while `wanted`: null until it is in. A load that fails gives up
 * (`failed`), so what waits for it does not wait for ever.
 */
function useMessagesView(wanted: boolean): { View: ComponentType | null; failed: boolean } {
  const [failed, setFailed] = useState(false);
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!wanted || messagesView) return undefined;
    let live = true;
    messagesLoad ??= import('./Messages').then((m) => {
      messagesView = m.Messages;
    });
    messagesLoad.then(
      () => live && loaded((n) => n + 1),
      () => {
        messagesLoad = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return { View: messagesView, failed };
}
const VerificationModal = lazy(() => import('./VerificationModal'));
const LoyaltyMessage = lazy(() => import('./LoyaltyMessage'));
const NoPlansShown = lazy(() => import('./NoPlansShown'));
const CompareTray = lazy(() => import('./CompareTray'));
const MorePlans = lazy(() => import('./MorePlans'));
// Below the plans, so its code (and the server HTML sanitiser) loads after the first plans are drawn (issue 21).
const Disclaimers = lazy(() => import('./Disclaimers'));

const NO_PANELS: DisplayPlan[] = [];

const loadingPlans = (
  <div className="pt-loading">
    <Spinner label="Loading your plans" />
  </div>
);

/**
 * Focus coming into the table: what keeps it there when the plans it is on are replaced loads (./focus-back). Not loaded
 * (offline), focus is as it was without it: the next focus tries again.
 */
const keepFocus = ({ currentTarget }: { currentTarget: Node }): void =>
  void import('./focus-back').then(
    (m) => m.watch(currentTarget.getRootNode() as ShadowRoot),
    () => {},
  );

/** The conditions each fuel's plan features are checked against (spec 2 §4 feature conditions: the condition type follows that fuel's retailer). */
function useConditions(): FuelConditions {
  // One narrow read per input (no shallow-compare helper on the page's start-up path).
  const sourceSystem = useStore((s) => s.app.sourceSystem);
  const existing = useStore((s) => s.account.existingCustomer);
  const moving = useStore((s) => s.moving.movingHouse === 'MOVING');
  const dualFuel = useStore((s) => s.refine.fuelSelection === 'both');
  const rpo = useStore((s) => s.signupCustomer.isRpoOptIn);
  const ebill = useStore((s) => s.signupCustomer.billDeliveryMethod === 'EMAIL');
  const electricityRetailer = useStore((s) => s.connection.frmp);
  const gasRetailer = useStore((s) => s.connection.fro);
  const qualifications = useStore((s) => s.plans.planQualifications);
  return useMemo(
    () =>
      // The table is not the cart: the CART condition is never active here.
      fuelConditions(
        { sourceSystem, existing, moving, dualFuel, rpo, ebill, qualifications, inCart: false },
        { electricity: electricityRetailer, gas: gasRetailer },
      ),
    [sourceSystem, existing, moving, dualFuel, rpo, ebill, electricityRetailer, gasRetailer, qualifications],
  );
}

/** Verification is needed (spec 2 §4); once verified here it is not asked again on this page. */
function useVerificationNeeded(): [boolean, () => void] {
  const [done, setDone] = useState(false);
  const candidate = useStore((s) => s.account.existingCustomer === 'yes' && s.account.accountVerified);
  const expiry = candidate ? Number(readStorageValue('session', REFRESH_TOKEN_EXPIRY_KEY) ?? Number.NaN) : Number.NaN;
  const needed =
    candidate &&
    isVerificationRequired({
      existing: 'yes',
      accountVerified: true,
      refreshTokenExpiresAt: Number.isFinite(expiry) ? expiry : null,
      now: Date.now(),
    });
  return [needed && !done, () => setDone(true)];
}

/**
 * How the panels are built (issue 21): a first screen of panels (two rows of the grid on the visitor's
 * device, `firstScreenPanels`) with the update that brought the plans (they show as soon as they
 * arrive), then six per task, each batch in a transition of its own (React yields while it renders)
 * once the last has been drawn, so no task builds more than a few panels however many plans a lookup
 * answers. Every lookup's plans are built so far ahead (92 at most today); past that, the next batch is
 * built as the visitor scrolls near the end of the list, or asks for it.
 */
const PANELS_PER_BATCH = 6;
const BUILT_AHEAD = 120;

const planOrNull = (record: PlanRecord | null): Plan | null => (record && isPlan(record) ? record : null);

function PlanList({
  panels,
  conditions,
  fuel,
  tray,
  after,
  first,
}: {
  panels: readonly DisplayPlan[];
  conditions: FuelConditions;
  fuel: Fuel;
  /** The compare tray, right after the list. */
  tray: ReactNode;
  /** What follows (the disclaimers), once every panel built ahead is built: it then sits where it stays. */
  after: ReactNode;
  /** How many panels the first screen holds (built with the plans' arrival). */
  first: number;
}) {
  // The first screen renders with the store update that brought the plans (they show as soon as they arrive).
  const list = panels;
  // How many of this list are built; a new list starts again from the first screen.
  const [built, setBuilt] = useState({ of: list, count: first });
  const count = Math.min(list.length, built.of === list ? built.count : first);
  const more = count < list.length;
  const grow = (): void =>
    startTransition(() =>
      setBuilt((b) => {
        const had = b.of === list ? b.count : first;
        // Built ahead up to BUILT_AHEAD exactly, whatever the first screen held; a batch at a time past it.
        return { of: list, count: had < BUILT_AHEAD ? Math.min(BUILT_AHEAD, had + PANELS_PER_BATCH) : had + PANELS_PER_BATCH };
      }),
    );
  const ahead = more && count < BUILT_AHEAD;
  useEffect(() => {
    if (!ahead) return;
    // The next batch once this one has been drawn (its own task).
    const timer = setTimeout(grow, 0);
    return () => clearTimeout(timer);
  });
  const currentElectricity = useStore((s) => s.plans.currentPlanElectricity);
  const currentGas = useStore((s) => s.plans.currentPlanGas);
  const currentPanel = useMemo(
    () => currentPlanPanel(fuel, planOrNull(currentElectricity), planOrNull(currentGas)),
    [fuel, currentElectricity, currentGas],
  );
  const shown = more ? list.slice(0, count) : list;
  return (
    <>
      <h2 className="ea-visually-hidden">Available plans</h2>
      <ul className="pt-grid" aria-label="Plans">
        {currentPanel ? (
          <li className="pt-grid__item">
            <PlanCard panel={currentPanel} conditions={conditions} current />
          </li>
        ) : null}
        {shown.map((panel) => (
          <li key={panel.key} className="pt-grid__item">
            <PlanCard panel={panel} conditions={conditions} />
          </li>
        ))}
      </ul>
      {more && !ahead ? (
        <Suspense fallback={null}>
          <MorePlans built={count} total={list.length} more={grow} />
        </Suspense>
      ) : null}
      {tray}
      {ahead ? null : after}
    </>
  );
}

/**
 * A polite status that tells screen readers the plans or their estimates changed once the page has shown them (a
 * new postcode, another fuel, usage …): the rule is `announcement` in src/domain/plans. Held while the table is
 * hidden ("Get started"), as the plans are: what changed there is said once the plans show again. The same words
 * twice are told twice (a no-break space alternates at their end, so the region's text changes).
 */
function Announcer({ loading, panels }: { loading: boolean; panels: readonly DisplayPlan[] }) {
  const estimatesLoading = useHeldWhileHidden(useStore((s) => s.plans.estimatesLoading));
  // Looked through once per estimates written, not on every store change: 10,000 zero placeholders took 40 ms a time
  // at 4× CPU (issue 21).
  const estimates = useHeldWhileHidden(useStore((s) => s.plans.estimates));
  const estimated = useMemo(() => hasEstimates(estimates), [estimates]);
  const [said, setSaid] = useState({ text: '', times: 0 });
  const state = useRef(ANNOUNCER_START);
  const was = useRef({ loading: true, panels, estimatesLoading });
  useEffect(() => {
    const events: AnnouncerEvent[] = [];
    const at = performance.now();
    if (!loading && (was.current.loading || panels !== was.current.panels)) events.push({ kind: 'plansChanged', count: panels.length, at });
    if (!was.current.estimatesLoading && estimatesLoading) events.push({ kind: 'estimatesStarted', at, busy: loading });
    if (was.current.estimatesLoading && !estimatesLoading) events.push({ kind: 'estimatesEnded', ok: estimated });
    was.current = { loading, panels, estimatesLoading };
    for (const event of events) {
      const next = announcement(state.current, event);
      state.current = next.state;
      const text = next.text;
      if (text !== null) setSaid((s) => ({ text, times: s.times + 1 }));
    }
  }, [loading, panels, estimatesLoading, estimated]);
  return (
    <p className="ea-visually-hidden" role="status">
      {said.text ? `${said.text}${said.times % 2 ? '' : '\u00a0'}` : ''}
    </p>
  );
}

/** `<ea-plans-table>`: lookup messages, the plans (panels or the key-features table), disclaimers (spec 2). */
export function PlansTable({ attributes }: WidgetProps) {
  const { signal, portal } = useWidget();
  const device = useDeviceClass();
  const [started, setStarted] = useState(false);
  // The spinner stays until the plans service has begun (it then owns the loading flag), except on a page whose
  // plans wait for an address (moving home): there the spinner would show and go again before any address,
  // pushing the page down for a frame (a layout shift).
  useEffect(() => startPlansTable(signal, () => setStarted(true)), [signal]);

  // Lookup messages, and the note about plans a shared link named that are no longer offered (issue 17).
  const hasLookupMessages = useStore((s) => s.plans.messages.some((m) => isTableMessage(m, widgetOnPage('ea-refine-bar'))));
  const hasMessages = useStore((s) => s.plans.sharedPlansDropped.length > 0) || hasLookupMessages;
  const messages = useMessagesView(hasMessages);
  // A lookup's messages come with its plans: the spinner stays until their code is in, so a message never
  // pushes the plans down once shown (issue 21). A note coming once the plans are shown does not take them away.
  const waitingForMessages = hasLookupMessages && !messages.View && !messages.failed;
  // Held while hidden as the panels are: a lookup behind "Get started" would otherwise drop every panel
  // for the spinner and build them all again, unseen (issue 21).
  const lookupLoading = useHeldWhileHidden(useStore((s) => s.plans.loading) || (!started && !plansWaitForAddress()) || waitingForMessages);
  const fuel = useStore((s) => s.refine.fuelSelection);
  const strategy = useStore((s) => s.plans.displayStrategy);
  const keyView = useStore((s) => isKeyFeaturesView(s.refine.planFeaturesToggle));
  const electricityList = useStore((s) => s.plans.electricityPlans);
  const gasList = useStore((s) => s.plans.gasPlans);
  const customerType = useStore((s) => s.app.customerType);
  const state = useStore((s) => s.address.state ?? stateFromPostcode(s.app.postcode) ?? null);
  const hideMeterNumbers = useStore((s) => s.app.featureToggles['nmiMirnEncryption'] === true);
  const loyalty = useStore((s) =>
    showsLoyaltyMessage(s.plans.planQualifications, s.app.featureToggles['usageDataLoyaltyMessage'] === true),
  );
  const conditions = useHeldWhileHidden(useConditions());
  const comparing = useStore((s) => s.plans.compared.length > 0);
  const [verify, verified] = useVerificationNeeded();
  // Verified in the modal the page opened (not a control of the visitor's): focus goes to the first plan's name once
  // the plans are back, rather than to the page, unless the visitor has put it somewhere meanwhile.
  const [focusFirstPlan, setFocusFirstPlan] = useState(false);

  const order = attributes['offer-order'];
  const filter = attributes['offer-filter'];
  const inputs = useMemo<PanelInputs>(
    () => [fuel, electricityList, gasList, strategy, order, filter],
    [fuel, electricityList, gasList, strategy, order, filter],
  );
  // Thousands of plans are made into panels in slices, the spinner showing meanwhile (issue 21); what that throws
  // reaches the widget's error boundary as it would at once.
  const sliced = electricityList.length + gasList.length >= PANELS_IN_SLICES_FROM;
  // The panels last made in slices, with what they were made from.
  const [slicedPanels, setSlicedPanels] = useState<readonly [PanelInputs, DisplayPlan[]]>();
  useEffect(() => {
    // Below, the last answer of thousands is let go (it can be tens of megabytes).
    if (!sliced) return setSlicedPanels(undefined);
    let live = true;
    // A run overtaken (new plans, another fuel) stops at its next step.
    stepsInSlices(panelSteps(inputs), () => live).then(
      (panels) => live && panels && setSlicedPanels([inputs, panels]),
      (error: unknown) =>
        live &&
        setSlicedPanels(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [inputs, sliced]);
  // Held too: the address chosen on "Get started" looks the plans up again behind the page.
  const made = useHeldWhileHidden(
    useMemo(
      () => (sliced ? (slicedPanels?.[0] === inputs ? slicedPanels[1] : null) : stepsAtOnce(panelSteps(inputs))),
      [inputs, sliced, slicedPanels],
    ),
  );
  const panels = made ?? NO_PANELS;
  const loading = lookupLoading || !made;
  useEffect(() => {
    // Once the plans after verifying are in, whatever came: none (a failed lookup) leaves focus alone, and no later
    // lookup takes it.
    if (!focusFirstPlan || loading) return;
    setFocusFirstPlan(false);
    const root = portal.getRootNode() as ShadowRoot | Document;
    const inside = root.activeElement;
    const page = document.activeElement;
    const lost = (!inside || !inside.isConnected) && (!page || page === document.body || page === (root as ShadowRoot).host);
    // The first plan's name, or in the key-features table its first 'Select plan'.
    if (lost) root.querySelector<HTMLElement>('.pt-card__title, .pt-kf__table button')?.focus();
  }, [focusFirstPlan, loading, portal]);
  const settings = useHeldWhileHidden(
    useMemo<TableSettings>(
      () => ({
        customerType,
        contactHref: customerType === 'BUSINESS' ? '/business/contact-us' : '/home/contact-us',
        plansHref: customerType === 'BUSINESS' ? '/business/electricity-and-gas/small-business/plans' : '/home/electricity-and-gas/plans',
        state,
        mimic: attributes['mimic-accordions'] !== undefined,
        hideMeterNumbers,
        messageClose: attributes['hide-message-close'] === undefined,
      }),
      [customerType, state, attributes, hideMeterNumbers],
    ),
  );

  // Once the visitor has compared, the tray stays mounted: when every compared panel goes (a new lookup, another
  // fuel), it says so instead of vanishing with its note.
  const [trayKept, keepTray] = useState(false);
  if (comparing && !trayKept) keepTray(true);
  const tray =
    comparing || trayKept ? (
      <Suspense fallback={null}>
        <CompareTray panels={panels} />
      </Suspense>
    ) : null;
  // Below the plans: built when the visitor comes within a screen of them (their code loads then).
  const disclaimers = (
    <WhenNear>
      <Suspense fallback={null}>
        <Disclaimers panels={panels} />
      </Suspense>
    </WhenNear>
  );

  return (
    <TableContext.Provider value={settings}>
      <div className="pt" data-device={device} aria-busy={loading} onFocus={keepFocus}>
        <Announcer loading={loading} panels={panels} />
        {hasMessages && messages.View ? <messages.View /> : null}
        {/* The loyalty message's code loads when it is first shown; what follows it waits (the
            loading spinner in its place), so the message never pushes the plans down once shown. */}
        <Suspense fallback={loadingPlans}>
          {loyalty ? <LoyaltyMessage /> : null}
          {loading ? (
            loadingPlans
          ) : panels.length === 0 ? (
            filter && (electricityList.length > 0 || gasList.length > 0) ? (
              <NoPlansShown filter={filter} plansHref={settings.plansHref} count={electricityList.length + gasList.length} />
            ) : null
          ) : keyView ? (
            <Suspense fallback={loadingPlans}>
              <KeyFeaturesTable panels={panels} />
              {tray}
              {disclaimers}
            </Suspense>
          ) : (
            <PlanList
              panels={panels}
              conditions={conditions}
              fuel={fuel}
              tray={tray}
              after={disclaimers}
              first={firstScreenPanels(device)}
            />
          )}
        </Suspense>
        {verify ? (
          <Suspense fallback={null}>
            <VerificationModal
              product={attributes['brand']}
              onVerified={() => {
                verified();
                setFocusFirstPlan(true);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </TableContext.Provider>
  );
}

import type { EaEventMap } from '../../bus';
import { handlePlanLoad } from '../plans/plan-load';
import { setFuelSelection } from './actions';
import { refineChanges } from '../../domain/refine/refine-events';
import { meterDetectedOpen, refineEventFuel } from '../../domain/refine';
import { type SingleFuel } from '../../domain/shared';
import { store } from '../../store';
import { deleteCookie, QUOTE_COOKIE } from '../../store/storage';
import { openRefineOrReset } from './actions';
import { logWarning } from '../../log';

/**
 * `ea:refine` (spec 2 §4): clears the quote cookie, resets refine data, then sets fuel, postcode, period, green
 * option, NMI, MIRN and usage. An open modal stays open (the refine modal with what the visitor typed in it), but for
 * the reset modal, whose reset has just been done. Invalid values were refused by the bus schema (the whole event is
 * ignored with a warning); a green option not in `offeredGreenOptions` is ignored with one.
 */
export function handleRefineEvent(detail: EaEventMap['ea:refine'], offeredGreenOptions: readonly number[]): void {
  const changes = refineChanges(detail, offeredGreenOptions);
  for (const reason of changes.ignored) logWarning(`ea:refine: ignored ${reason}`);
  const s = store.getState();
  deleteCookie(QUOTE_COOKIE);
  const { usageBands, modal, modalStep, planChange } = s.refine;
  s.resetRefine();
  // Usage bands are the postcode's data, not the visitor's choice: they stay (the plans service fetches them per postcode).
  // An open modal stays as it is, applied behind: the meter-detected one is not closable (it stays until the lookup
  // that raised it is replaced), and closing the refine modal lost what the visitor was typing in it. Not the reset
  // modal: what it offers to reset has just been reset (its Confirm would also undo the event's values).
  s.patch('refine', modal === 'reset' ? { usageBands } : { usageBands, modal, modalStep, planChange });
  if (changes.fuelSelection) {
    const { electricityPlans, gasPlans, dualFuelAvailable, loading } = s.plans;
    // Only a new value reloads the plans (the plans service ignores one the store already holds).
    const reloads =
      (changes.postcode !== undefined && changes.postcode !== s.app.postcode) ||
      (changes.nmi !== undefined && changes.nmi !== s.connection.nmi) ||
      (changes.mirn !== undefined && changes.mirn !== s.connection.mirn);
    const plans = { hasElectricity: electricityPlans.length > 0, hasGas: gasPlans.length > 0, dualFuel: dualFuelAvailable, loading };
    setFuelSelection(refineEventFuel(changes.fuelSelection, plans, reloads));
  }
  if (changes.estimatePeriod) s.patch('refine', { estimatePeriod: changes.estimatePeriod });
  // A postcode from the host, as `ea:plan-load` takes one.
  if (changes.postcode) handlePlanLoad({ postcode: changes.postcode });
  if (changes.greenOption !== undefined) s.patch('quote', { greenOption: changes.greenOption, isGreenPowerOptIn: changes.greenOption > 0 });
  if (changes.nmi !== undefined) s.patch('connection', { nmi: changes.nmi });
  if (changes.mirn !== undefined) s.patch('connection', { mirn: changes.mirn });
  const usage = { ...store.getState().refine.usageSelection };
  for (const fuel of Object.keys(changes.usage) as SingleFuel[]) {
    const selection = changes.usage[fuel];
    if (selection) usage[fuel] = selection;
  }
  s.patch('refine', { usageSelection: usage });
}

/** `ea:open-refine`: reset when customer usage exists, else the refine modal; not over the meter-detected modal, which is not closable. */
export function handleOpenRefineEvent(): void {
  if (meterDetectedOpen(store.getState().refine.modal)) logWarning('ea:open-refine ignored: the meter-detected modal is open');
  else openRefineOrReset();
}

import { panelSelection, type DisplayPlan } from '../../domain/plans';
import { requestCart } from '../../bus';
import { store } from '../../store';

/**
 * Selecting a plan (spec 2 §4): stores a plan per fuel by code; selecting a selected plan again
 * removes it; a dual-fuel plan toggles both fuels together (partly in the cart, it adds both); adding asks the
 * cart to open.
 * `want` (a choice made a frame ago) selects or removes only if the panel is not so already.
 * Returns SELECTED or UNSELECTED: the panel's state afterwards.
 */
export function togglePlan(panel: Pick<DisplayPlan, 'electricity' | 'gas'>, want?: boolean): 'SELECTED' | 'UNSELECTED' {
  const s = store.getState();
  // Every fuel of the panel in the cart; partly in ('Gas added'), it is not: pressed, it adds the rest.
  const selected = panelSelection(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode, panel) === true;
  if (want === selected) return selected ? 'SELECTED' : 'UNSELECTED';
  // One store update for both fuels of a dual-fuel panel: no one (analytics' quote status, the cart) sees it half added.
  const codes: { selectedElectricityPlanCode?: string | null; selectedGasPlanCode?: string | null } = {};
  if (panel.electricity) codes.selectedElectricityPlanCode = selected ? null : panel.electricity.code;
  if (panel.gas) codes.selectedGasPlanCode = selected ? null : panel.gas.code;
  s.patch('plans', codes);
  if (!selected) requestCart();
  return selected ? 'UNSELECTED' : 'SELECTED';
}

import { describe, expect, it } from 'vitest';
import {
  detectPlanChange,
  isFailedLookup,
  modalOnPlanChange,
  navigatesByHistoryBack,
  notifiesPlanChange,
  recordsUnavailable,
} from '../../../../src/domain/refine';
import { planChangeText, planChangeTitle } from '../../../../src/domain/refine/refine-modal-texts';

describe('plan-change modal (spec 2 §2)', () => {
  it('waits behind the refine modal the visitor is in (what they typed stays); replaces any other modal, or opens', () => {
    expect(modalOnPlanChange('refine')).toBe('refine');
    for (const open of [null, 'reset', 'meterDetected', 'planChange'] as const) expect(modalOnPlanChange(open)).toBe('planChange');
  });
  it('is silent when every selection is still offered or nothing was selected', () => {
    expect(detectPlanChange({ electricity: { selectedCode: 'A', codes: ['A', 'B'] }, gas: { selectedCode: null, codes: [] } })).toBeNull();
  });
  it('reports a lost plan, with Continue only when another selection was kept', () => {
    const lost = detectPlanChange({ electricity: { selectedCode: 'A', codes: ['B'] }, gas: { selectedCode: null, codes: ['G'] } });
    expect(lost).toEqual({ removed: ['electricity'], kept: false, unavailableFuel: null });
    expect(planChangeTitle(lost!)).toBe('Plan Unavailable');
    expect(planChangeText(lost!)).toContain("isn't available for the address or postcode");
    const kept = detectPlanChange({ electricity: { selectedCode: 'A', codes: ['B'] }, gas: { selectedCode: 'G', codes: ['G'] } });
    expect(kept?.kept).toBe(true);
  });
  it('names the fuel that is not available when switching fuel (a plan of one fuel only, and only the other fuel has plans now)', () => {
    const change = detectPlanChange({ electricity: { selectedCode: null, codes: ['E'] }, gas: { selectedCode: 'G', codes: [] } });
    expect(change).toEqual({ removed: ['gas'], kept: false, unavailableFuel: 'gas' });
    expect(planChangeTitle(change!)).toBe('Gas Unavailable');
    expect(planChangeText(change!)).toBe(
      'We are unable to provide gas for the address you have specified. If you would like to connect electricity, please select a new plan.',
    );
  });
  it('is not switching fuel when the visitor kept a plan of the other fuel, or the other fuel has no plans either', () => {
    // An electricity plan kept: "connect electricity, please select a new plan" would be wrong.
    expect(detectPlanChange({ electricity: { selectedCode: 'E', codes: ['E'] }, gas: { selectedCode: 'G', codes: [] } })).toEqual({
      removed: ['gas'],
      kept: true,
      unavailableFuel: null,
    });
    expect(detectPlanChange({ electricity: { selectedCode: null, codes: [] }, gas: { selectedCode: 'G', codes: [] } })).toEqual({
      removed: ['gas'],
      kept: false,
      unavailableFuel: null,
    });
  });
  it('records a lost selection as unavailable only when the lookup brought plans or in a campaign (spec 2 §4)', () => {
    expect(recordsUnavailable({ electricity: { codes: ['B'] }, gas: { codes: [] } }, null)).toBe(true);
    expect(recordsUnavailable({ electricity: { codes: [] }, gas: { codes: [] } }, null)).toBe(false);
    expect(recordsUnavailable({ electricity: { codes: [] }, gas: { codes: [] } }, 'CAMPAIGN')).toBe(true);
  });
  it('is the plans page\'s notice: a lookup answered on "Get started" records none (its own warnings say which plan went)', () => {
    const plans = { electricity: { codes: ['B'] }, gas: { codes: [] } };
    expect(notifiesPlanChange(plans, null, true)).toBe(true);
    expect(notifiesPlanChange(plans, null, false)).toBe(false);
    expect(notifiesPlanChange(plans, 'CAMPAIGN', false)).toBe(false);
    expect(notifiesPlanChange({ electricity: { codes: [] }, gas: { codes: [] } }, null, true)).toBe(false);
  });
  it('treats a lookup that failed outright as no new plans at all', () => {
    const failed = (code: string) => ({ electricityPlans: [], gasPlans: [], messages: [{ code }] });
    expect(isFailedLookup(failed('PLAN_LOAD_FAILED'))).toBe(true);
    expect(isFailedLookup(failed('SYSTEM_ERROR'))).toBe(true);
    expect(isFailedLookup(failed('POSTCODE_NOT_SERVICED'))).toBe(false);
    expect(isFailedLookup({ electricityPlans: [{}], gasPlans: [], messages: [{ code: 'SYSTEM_ERROR' }] })).toBe(false);
  });
  it('goes back in history only under the DG69917 experience', () => {
    expect(navigatesByHistoryBack('DG69917')).toBe(true);
    expect(navigatesByHistoryBack(null)).toBe(false);
    expect(navigatesByHistoryBack('X')).toBe(false);
  });
});

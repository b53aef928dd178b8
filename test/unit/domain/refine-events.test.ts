import { describe, expect, it } from 'vitest';
import {
  detectPlanChange,
  isFailedLookup,
  recordsUnavailable,
  meterDetectedContent,
  navigatesByHistoryBack,
  openRefineTarget,
  otherCustomerType,
  planChangeText,
  planChangeTitle,
  plansPathForCustomerType,
  refineChanges,
} from '../../../src/domain';

describe('ea:refine changes (spec 2 §4, §5)', () => {
  it('passes fuel, postcode, period, NMI and MIRN through', () => {
    const c = refineChanges({ fuel: 'gas', postcode: '3000', period: 'MONTHLY', nmi: '4102000000', mirn: '5240000000' });
    expect(c).toMatchObject({
      fuelSelection: 'gas',
      postcode: '3000',
      estimatePeriod: 'MONTHLY',
      nmi: '4102000000',
      mirn: '5240000000',
      ignored: [],
    });
  });
  it('clamps custom usage and ignores custom or customer usage that is not above 0', () => {
    const c = refineChanges({ electricityUsage: { type: 'custom', value: 600 }, gasUsage: { type: 'customer' } });
    expect(c.usage).toEqual({ electricity: { type: 'custom', value: 499.99 } });
    expect(c.ignored).toHaveLength(1);
    expect(refineChanges({ gasUsage: { type: 'low' } }).usage).toEqual({ gas: { type: 'low' } });
  });
  it('accepts only an offered green option', () => {
    expect(refineChanges({ greenOption: 10 }, [0, 10, 25]).greenOption).toBe(10);
    const c = refineChanges({ greenOption: 15 }, [0, 10, 25]);
    expect(c.greenOption).toBeUndefined();
    expect(c.ignored[0]).toContain('greenOption');
    expect(refineChanges({ greenOption: 100 }).greenOption).toBe(100);
    expect(refineChanges({ greenOption: 101 }).greenOption).toBeUndefined();
  });
  it('opens reset when customer usage data exists, else refine', () => {
    expect(openRefineTarget(true)).toBe('reset');
    expect(openRefineTarget(false)).toBe('refine');
  });
});

describe('plan-change modal (spec 2 §2)', () => {
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

describe('meter-detected modal (spec 2 §2)', () => {
  it('points at the other customer type and its plans page', () => {
    expect(otherCustomerType('RESIDENTIAL')).toBe('BUSINESS');
    expect(plansPathForCustomerType('BUSINESS')).toBe('/business/electricity-and-gas/small-business/plans');
    expect(plansPathForCustomerType('RESIDENTIAL')).toBe('/home/electricity-and-gas/plans');
  });
  it('gives hours 8am to 6.30pm and the View {type} plans button', () => {
    const c = meterDetectedContent('RESIDENTIAL', '133 466', 'AEST');
    expect(c.text).toContain('business meter');
    expect(c.text).toContain('133 466, Monday to Friday 8am to 6.30pm AEST.');
    expect(c.button).toBe('View business plans');
    expect(meterDetectedContent('BUSINESS', '133 466', '').button).toBe('View residential plans');
  });
  it('takes content overrides and the hide-button flag', () => {
    expect(meterDetectedContent('RESIDENTIAL', '1', '', { text: 'Custom', button: 'Go' })).toEqual({ text: 'Custom', button: 'Go' });
    expect(meterDetectedContent('RESIDENTIAL', '1', '', { hideButton: true }).button).toBeNull();
  });
});

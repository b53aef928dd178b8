import { describe, it, expect } from 'vitest';
import type { PlanMessage } from '../../../../src/domain/plans/plan-message-codes';
import {
  removedFuels,
  selectionRemovedWarnings,
  continueButtonText,
  isSelectionEmptied,
  reasonsTakenOut,
  meterDetectedUnderWarnings,
  checkoutSelectionKey,
} from '../../../../src/domain/qualifier/qualifier-services';

describe('selection removed', () => {
  it('lists fuels removed since entry', () => {
    expect(removedFuels('both', 'gas')).toEqual(['electricity']);
    expect(removedFuels('both', 'none')).toEqual(['electricity', 'gas']);
    expect(removedFuels('gas', 'both')).toEqual([]);
    expect(removedFuels('none', 'none')).toEqual([]);
  });
  it('gives the warnings verbatim', () => {
    expect(selectionRemovedWarnings('both', 'electricity')).toEqual(['Gas plan removed from your selection.']);
    expect(selectionRemovedWarnings('both', 'none')).toEqual([
      'Electricity plan removed from your selection.',
      'Gas plan removed from your selection.',
    ]);
  });
  it('names the submit button', () => {
    expect(continueButtonText('both', 'gas')).toBe('Continue with gas');
    expect(continueButtonText('both', 'electricity')).toBe('Continue with electricity');
    expect(continueButtonText('both', 'both')).toBe('Continue');
    expect(continueButtonText('both', 'none')).toBe('Continue');
    expect(continueButtonText('electricity', 'none')).toBe('Continue');
  });
  it('detects an emptied selection', () => {
    expect(isSelectionEmptied('gas', 'none')).toBe(true);
    expect(isSelectionEmptied('none', 'none')).toBe(false);
    expect(isSelectionEmptied('both', 'gas')).toBe(false);
  });
});

describe('why a fuel was taken out at the connection address', () => {
  const message = (code: string, fuel: PlanMessage['fuel'], visible = true): PlanMessage => ({
    code,
    fuel,
    level: 'error',
    visible,
    closable: true,
    parameters: {},
  });
  const meter = message('REMOTE_METERING_RISK', 'electricity');
  const gasNotServed = message('POSTCODE_NOT_SERVICED', 'gas');
  const solarUnknown = { ...message('SOLAR_DETECTION_ERROR', 'electricity'), level: 'info' as const };

  it("gives the electricity meter's message when electricity was taken out, and the not-served one for gas", () => {
    const messages = [gasNotServed, meter, solarUnknown];
    expect(reasonsTakenOut(messages, ['electricity'], 'gas')).toEqual([meter]);
    expect(reasonsTakenOut(messages, ['gas'], 'electricity')).toEqual([gasNotServed]);
    expect(reasonsTakenOut(messages, ['electricity', 'gas'], 'none')).toEqual([gasNotServed, meter]);
  });
  it('names every status that takes electricity away, and a message for both fuels whichever went', () => {
    for (const code of [
      'NMI_BLOCKED',
      'INVALID_CUSTOMER_TYPE',
      'QLD_DEENERGISED',
      'SOLAR_SETUP_UNKNOWN',
      'ADDRESS_NOT_SERVICED',
      'STATE_NOT_SERVICED',
    ])
      expect(reasonsTakenOut([message(code, 'electricity')], ['electricity'], 'none')).toHaveLength(1);
    expect(reasonsTakenOut([message('ADDRESS_NOT_SERVICED', 'both')], ['gas'], 'electricity')).toHaveLength(1);
  });
  it("leaves out the meter's offer of a gas plan when a gas plan is still in the selection, and keeps it when none is", () => {
    const blocked = { ...message('NMI_BLOCKED', 'electricity'), parameters: { hasGasPlans: true, commercialIndustrial: false } };
    expect(reasonsTakenOut([blocked], ['electricity'], 'gas')[0]?.parameters).toEqual({ hasGasPlans: false, commercialIndustrial: false });
    expect(reasonsTakenOut([blocked], ['electricity'], 'none')).toEqual([blocked]);
    expect(blocked.parameters.hasGasPlans).toBe(true);
  });
  it('says nothing when nothing was taken out, for a fuel never chosen, for a closed message or for what is not a reason', () => {
    expect(reasonsTakenOut([meter, gasNotServed], [], 'both')).toEqual([]);
    expect(reasonsTakenOut([gasNotServed], ['electricity'], 'none')).toEqual([]);
    expect(reasonsTakenOut([message('REMOTE_METERING_RISK', 'electricity', false)], ['electricity'], 'none')).toEqual([]);
    // A meter number not found takes no plan away; the lookup's solar note (SOLAR_DETECTION_ERROR) is not a reason.
    expect(reasonsTakenOut([message('NMI_NOT_FOUND', 'electricity'), solarUnknown], ['electricity'], 'none')).toEqual([]);
  });
  it("says the switched-off meter's reason unless the qualifier's own Queensland text says it (a Queensland move)", () => {
    const switchedOff = message('QLD_DEENERGISED', 'electricity');
    // Not moving at 100 Queen Street: gas's postcode reason does not explain electricity; the switched-off one does.
    expect(reasonsTakenOut([gasNotServed, switchedOff], ['electricity', 'gas'], 'none')).toEqual([gasNotServed, switchedOff]);
    expect(reasonsTakenOut([gasNotServed, switchedOff], ['electricity', 'gas'], 'none', true)).toEqual([gasNotServed]);
  });
  it('gives SOLAR_SETUP_UNKNOWN as the reason electricity went, and only when it went', () => {
    const solarSetupUnknown = message('SOLAR_SETUP_UNKNOWN', 'electricity');
    expect(reasonsTakenOut([solarSetupUnknown], ['electricity'], 'gas')).toEqual([solarSetupUnknown]);
    expect(reasonsTakenOut([solarSetupUnknown], [], 'both')).toEqual([]);
  });
});

describe('the selection Continue takes to checkout', () => {
  const martinPlace = { id: 'A1', streetName: 'Martin Place', streetNumber: '1', suburb: 'Sydney', postcode: '2000' };
  const both = { electricityPlanCode: 'E1', gasPlanCode: 'G1', address: martinPlace };
  it('is the same for the same plans at the same place (a label or state the lookup adds does not count)', () => {
    expect(checkoutSelectionKey({ ...both, address: { ...martinPlace, label: '1 Martin Place, Sydney NSW 2000', state: 'NSW' } })).toBe(
      checkoutSelectionKey(both),
    );
    expect(checkoutSelectionKey({ ...both, gasPlanCode: undefined, address: { postcode: '2000' } })).toBe(
      checkoutSelectionKey({ ...both, gasPlanCode: null, address: { postcode: '2000', label: '2000' } }),
    );
  });
  it('changes when a plan is taken out or changed, or the place moves', () => {
    const key = checkoutSelectionKey(both);
    expect(checkoutSelectionKey({ ...both, electricityPlanCode: null })).not.toBe(key);
    expect(checkoutSelectionKey({ ...both, gasPlanCode: 'G2' })).not.toBe(key);
    expect(checkoutSelectionKey({ ...both, address: { ...martinPlace, streetNumber: '2' } })).not.toBe(key);
    expect(checkoutSelectionKey({ ...both, address: { postcode: '3000' } })).not.toBe(key);
    expect(checkoutSelectionKey({ ...both, address: { postcode: '2000' } })).not.toBe(key);
    expect(checkoutSelectionKey({ ...both, address: { postcode: '3000' } })).not.toBe(
      checkoutSelectionKey({ ...both, address: { postcode: '2000' } }),
    );
  });
});

describe('the meter-detected words under the removal warnings', () => {
  const meter: PlanMessage = {
    code: 'INVALID_CUSTOMER_TYPE',
    fuel: 'electricity',
    level: 'error',
    visible: true,
    closable: false,
    parameters: {},
  };
  const postcodeOnly = { postcode: '2000' };
  const martinPlace = { postcode: '2000', streetName: 'Martin Place', id: 'ADR-0001' };
  const off = { fieldShown: false, address: postcodeOnly };

  it('says them when a meter for the other customer type took the electricity plan out', () => {
    expect(meterDetectedUnderWarnings([meter], ['electricity'], off)).toBe(true);
    expect(meterDetectedUnderWarnings([meter], ['electricity', 'gas'], off)).toBe(true);
  });
  it('not while the electricity plan is still chosen, nor for another reason', () => {
    expect(meterDetectedUnderWarnings([meter], [], off)).toBe(false);
    expect(meterDetectedUnderWarnings([meter], ['gas'], off)).toBe(false);
    expect(meterDetectedUnderWarnings([{ ...meter, code: 'NMI_BLOCKED' }], ['electricity'], off)).toBe(false);
  });
  it('not where the connection address field shows an address to look up: its reasons say it there', () => {
    expect(meterDetectedUnderWarnings([meter], ['electricity'], { fieldShown: true, address: martinPlace })).toBe(false);
    // The field shown with no address chosen in it, or an address chosen and the field not shown: said here.
    expect(meterDetectedUnderWarnings([meter], ['electricity'], { fieldShown: true, address: postcodeOnly })).toBe(true);
    expect(meterDetectedUnderWarnings([meter], ['electricity'], { fieldShown: false, address: martinPlace })).toBe(true);
  });
});

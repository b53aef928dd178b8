import { describe, it, expect } from 'vitest';
import type { PlanMessage } from '../../../../src/domain/plans/plan-message-codes';
import {
  removedFuels,
  selectionRemovedWarnings,
  continueButtonText,
  isSelectionEmptied,
  reasonsTakenOut,
  reasonsUnderWarnings,
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
    // The lookup's solar note (SOLAR_DETECTION_ERROR) is not a reason.
    expect(reasonsTakenOut([solarUnknown], ['electricity'], 'none')).toEqual([]);
  });
  it('says a meter number not recognised (it answers no plans), for the fuel it is about', () => {
    const nmiNotFound = { ...message('NMI_NOT_FOUND', 'electricity'), level: 'warning' as const };
    const mirnNotFound = { ...message('MIRN_NOT_FOUND', 'gas'), level: 'warning' as const };
    expect(reasonsTakenOut([nmiNotFound], ['electricity', 'gas'], 'none')).toEqual([nmiNotFound]);
    expect(reasonsTakenOut([mirnNotFound], ['electricity', 'gas'], 'none')).toEqual([mirnNotFound]);
    expect(reasonsTakenOut([mirnNotFound], ['electricity'], 'gas')).toEqual([]);
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

describe('the reasons under the removal warnings (a lookup not made at the connection address the form shows)', () => {
  const meter: PlanMessage = {
    code: 'INVALID_CUSTOMER_TYPE',
    fuel: 'electricity',
    level: 'error',
    visible: true,
    closable: false,
    parameters: {},
  };
  const blocked: PlanMessage = { ...meter, code: 'NMI_BLOCKED', closable: true, parameters: { hasGasPlans: true } };
  const remote: PlanMessage = { ...meter, code: 'REMOTE_METERING_RISK', closable: true };
  const solarSetup: PlanMessage = { ...meter, code: 'SOLAR_SETUP_UNKNOWN' };
  const switchedOff: PlanMessage = { ...meter, code: 'QLD_DEENERGISED' };
  const gasNotServed: PlanMessage = { ...meter, code: 'ADDRESS_NOT_SERVICED', fuel: 'gas', level: 'warning' };
  const postcodeOnly = { postcode: '2000' };
  const martinPlace = { postcode: '2000', streetName: 'Martin Place', id: 'ADR-0001' };
  const off = { fieldShown: false, address: postcodeOnly, loading: false };

  it('says the meter-detected reason when a meter for the other customer type took the electricity plan out', () => {
    expect(reasonsUnderWarnings([meter], ['electricity'], 'gas', off)).toEqual([meter]);
    expect(reasonsUnderWarnings([meter], ['electricity', 'gas'], 'none', off)).toEqual([meter]);
  });
  it("says every other status that took a plan out, as reasonsTakenOut gives it (a host's NMI or MIRN)", () => {
    for (const m of [remote, solarSetup, switchedOff]) expect(reasonsUnderWarnings([m], ['electricity'], 'none', off)).toEqual([m]);
    expect(reasonsUnderWarnings([blocked], ['electricity'], 'none', off)).toEqual([blocked]);
    // Gas still chosen: the blocked meter's 'You can still choose a gas plan.' is left out.
    expect(reasonsUnderWarnings([blocked], ['electricity'], 'gas', off)[0]?.parameters?.['hasGasPlans']).toBe(false);
    expect(reasonsUnderWarnings([gasNotServed], ['gas'], 'electricity', off)).toEqual([gasNotServed]);
    // The qualifier's own Queensland text says the switched-off one.
    expect(reasonsUnderWarnings([switchedOff], ['electricity'], 'none', { ...off, queenslandTextShown: true })).toEqual([]);
  });
  it('not while the plan is still chosen, nor for a fuel never chosen', () => {
    expect(reasonsUnderWarnings([meter, blocked], [], 'both', off)).toEqual([]);
    expect(reasonsUnderWarnings([meter, blocked], ['gas'], 'electricity', off)).toEqual([]);
  });
  it('not while a lookup runs: the next one says its reasons anew', () => {
    expect(reasonsUnderWarnings([blocked], ['electricity'], 'none', { ...off, loading: true })).toEqual([]);
  });
  it('not where the connection address field shows an address to look up: its reasons say them there', () => {
    expect(reasonsUnderWarnings([meter, blocked], ['electricity'], 'none', { ...off, fieldShown: true, address: martinPlace })).toEqual([]);
    // The field shown with no address chosen in it, or an address chosen and the field not shown: said here.
    expect(reasonsUnderWarnings([meter], ['electricity'], 'none', { ...off, fieldShown: true })).toEqual([meter]);
    expect(reasonsUnderWarnings([blocked], ['electricity'], 'none', { ...off, address: martinPlace })).toEqual([blocked]);
  });
});

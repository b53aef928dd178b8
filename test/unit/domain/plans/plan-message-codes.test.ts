import { describe, expect, it } from 'vitest';
import {
  isCleanLookup,
  isTableMessage,
  leadingLookupMessage,
  planLoadFailedMessage,
  solarDetectionFailed,
  systemErrorMessage,
  type PlanMessage,
} from '../../../../src/domain/plans';
import { lookupMessages } from '../../../../src/domain/plans/plan-messages';
import { ELECTRICITY_LOAD_STATUSES, GAS_LOAD_STATUSES, outcome } from './plan-fixtures';

describe('the solar detection error (spec 2 §8)', () => {
  it('is raised only for a lookup by address whose electricity rates are as accurate as the postcode', () => {
    const byAddress = (accuracy: string | null, status = 'SUCCESS') =>
      ({ electricity: { status, accuracy }, gas: { status: 'SUCCESS' }, by: 'address' }) as const;
    expect(solarDetectionFailed(byAddress('POSTCODE'))).toBe(true);
    expect(solarDetectionFailed(byAddress('NMI'))).toBe(false);
    expect(solarDetectionFailed(byAddress(null))).toBe(false);
    // No electricity plans: nothing about solar to say.
    expect(solarDetectionFailed(byAddress('POSTCODE', 'NO_PLANS'))).toBe(false);
    expect(solarDetectionFailed({ ...byAddress('POSTCODE'), by: 'postcode' })).toBe(false);
  });
});

describe('a clean lookup (spec 2 §8: no message, no ea:plan-load-failed)', () => {
  it('calls a lookup clean only when its messages are none (the service then loads no message rules)', () => {
    const silent = { messages: [], invalidCustomerType: false, systemError: false };
    const clean = [
      outcome('SUCCESS', 'SUCCESS'),
      outcome('SUCCESS', 'SUCCESS', { by: 'address' }),
      outcome('SUCCESS', 'SUCCESS', { electricity: { status: 'SUCCESS', plansCount: 3, accuracy: 'POSTCODE' } }),
      outcome('SUCCESS', 'SUCCESS', { by: 'address', electricity: { status: 'SUCCESS', plansCount: 3, accuracy: 'NMI' } }),
    ];
    for (const o of clean) {
      expect(isCleanLookup(o)).toBe(true);
      expect(lookupMessages(o)).toEqual(silent);
    }
    const solar = outcome('SUCCESS', 'SUCCESS', { by: 'address', electricity: { status: 'SUCCESS', plansCount: 3, accuracy: 'POSTCODE' } });
    expect(isCleanLookup(solar)).toBe(false);
    expect(lookupMessages(solar).messages.map((m) => m.code)).toEqual(['SOLAR_DETECTION_ERROR']);
    // A status that has no message is still not clean: it dispatches ea:plan-load-failed.
    for (const [ele, gas] of [
      ['SUCCESS', 'NO_PLANS'],
      ['NMI_NOT_FOUND', 'SUCCESS'],
      ['SUCCESS', 'SYSTEM_ERROR'],
    ] as const)
      expect(isCleanLookup(outcome(ele, gas))).toBe(false);
  });

  it('never calls a lookup clean that has a message to show (every status pair, way of looking up and accuracy)', () => {
    // The page skips loading the message rules for a clean lookup: a message it would have given must not be lost.
    for (const ele of ELECTRICITY_LOAD_STATUSES)
      for (const gas of GAS_LOAD_STATUSES)
        for (const by of ['postcode', 'address', 'nmi', 'mirn'] as const)
          for (const accuracy of [null, 'NMI', 'ADDRESS', 'POSTCODE']) {
            const o = outcome(ele, gas, { by, electricity: { status: ele, plansCount: ele === 'SUCCESS' ? 8 : 0, accuracy } });
            const said = lookupMessages(o);
            if (said.messages.length > 0 || said.systemError || said.invalidCustomerType)
              expect(isCleanLookup(o), `${ele}/${gas} by ${by}, ${accuracy}`).toBe(false);
          }
  });
});

describe('which messages the plans table shows', () => {
  const message = (over: Partial<PlanMessage>): PlanMessage => ({
    code: 'NMI_NOT_FOUND',
    fuel: 'electricity',
    level: 'warning',
    visible: true,
    ...over,
  });
  it('shows visible messages', () => {
    expect(isTableMessage(message({}))).toBe(true);
    expect(isTableMessage(message({ visible: false }))).toBe(false);
  });
  it('leaves INVALID_CUSTOMER_TYPE to the meter-detected modal', () => {
    expect(isTableMessage(message({ code: 'INVALID_CUSTOMER_TYPE' }))).toBe(false);
  });
});

describe('a lookup that failed outright (spec 2 §8)', () => {
  it('answered with an HTTP error status: a closable warning for both fuels carrying the status', () => {
    expect(planLoadFailedMessage(503)).toEqual({
      code: 'PLAN_LOAD_FAILED',
      fuel: 'both',
      level: 'warning',
      visible: true,
      closable: true,
      parameters: { status: 503 },
    });
  });
  it('failed in any other way: an error for both fuels the visitor cannot close', () => {
    expect(systemErrorMessage()).toMatchObject({ code: 'SYSTEM_ERROR', fuel: 'both', level: 'error', visible: true, closable: false });
    // Each call gives its own message: closing one in the store cannot change the next.
    expect(systemErrorMessage()).not.toBe(systemErrorMessage());
  });

  it("the lookup's leading message is its most severe table message, closed or not", () => {
    const warning: PlanMessage = { code: 'POSTCODE_NOT_SERVICED', fuel: 'gas', level: 'warning', visible: true, closable: true };
    const error: PlanMessage = { code: 'QLD_DEENERGISED', fuel: 'electricity', level: 'error', visible: false, closable: false };
    const modal: PlanMessage = { code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true, closable: false };
    expect(leadingLookupMessage([warning, error])).toBe(error);
    expect(leadingLookupMessage([modal, warning])).toBe(warning);
    expect(leadingLookupMessage([modal])).toBeNull();
    expect(leadingLookupMessage([])).toBeNull();
  });
});

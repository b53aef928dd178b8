import { describe, expect, it } from 'vitest';
import { lookupRetryCode, planLoadFailedMessage, systemErrorMessage, type PlanMessage } from '../../../src/domain';

const plans = (messages: PlanMessage[], count = 0) => ({ electricityPlans: Array.from({ length: count }), gasPlans: [], messages });

describe("'Try again' under a failed lookup", () => {
  it('is offered on the failure message of a lookup that failed outright', () => {
    expect(lookupRetryCode(plans([planLoadFailedMessage(500)]))).toBe('PLAN_LOAD_FAILED');
    expect(lookupRetryCode(plans([systemErrorMessage()]))).toBe('SYSTEM_ERROR');
  });

  it('is not offered when the lookup brought plans, or said something else', () => {
    expect(lookupRetryCode(plans([systemErrorMessage()], 2))).toBeNull();
    expect(
      lookupRetryCode(
        plans([{ code: 'POSTCODE_NOT_SERVICED', fuel: 'both', level: 'error', visible: true, closable: true, parameters: {} }]),
      ),
    ).toBeNull();
    expect(lookupRetryCode(plans([]))).toBeNull();
  });
});

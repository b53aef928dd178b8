import { describe, expect, it } from 'vitest';
import { modalHasHistoryEntry, stepHasHistoryEntry, stepOnEntry } from '../../../../src/domain/refine/refine-modal-entry';

describe("the refine bar's modals' history entries", () => {
  it('the refine and reset modals have one; the meter-detected modal and "Plan Unavailable" have none', () => {
    expect(modalHasHistoryEntry('refine')).toBe(true);
    expect(modalHasHistoryEntry('reset')).toBe(true);
    expect(modalHasHistoryEntry('meterDetected')).toBe(false);
    expect(modalHasHistoryEntry('planChange')).toBe(false);
    expect(modalHasHistoryEntry(null)).toBe(false);
  });

  it('"Enter usage" has an entry of its own above the modal\'s; the options and the account steps have none', () => {
    expect(stepHasHistoryEntry('refine', 'ENTER_USAGE')).toBe(true);
    for (const step of ['REFINE_OPTIONS', 'VALIDATE_ACCOUNT', 'VERIFY_IDENTITY', 'USAGE_DATA'] as const)
      expect(stepHasHistoryEntry('refine', step)).toBe(false);
    expect(stepHasHistoryEntry('reset', 'ENTER_USAGE')).toBe(false);
    expect(stepHasHistoryEntry(null, 'ENTER_USAGE')).toBe(false);
  });

  it('Back off the step\'s entry shows the options; Forward onto it shows "Enter usage"; other steps stay', () => {
    expect(stepOnEntry(false, 'ENTER_USAGE')).toBe('REFINE_OPTIONS');
    expect(stepOnEntry(true, 'REFINE_OPTIONS')).toBe('ENTER_USAGE');
    expect(stepOnEntry(true, 'ENTER_USAGE')).toBe('ENTER_USAGE');
    expect(stepOnEntry(false, 'REFINE_OPTIONS')).toBe('REFINE_OPTIONS');
    expect(stepOnEntry(false, 'VERIFY_IDENTITY')).toBe('VERIFY_IDENTITY');
  });
});

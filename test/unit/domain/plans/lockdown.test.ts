import { describe, it, expect } from 'vitest';
import { parseLockdownFlag, optionLock, lockdownOptions } from '../../../../src/domain/plans';

describe('parseLockdownFlag', () => {
  it('normalises known spellings', () => {
    expect(parseLockdownFlag('YES')).toBe(true);
    expect(parseLockdownFlag(' yes ')).toBe(true);
    expect(parseLockdownFlag('N')).toBe(false);
    expect(parseLockdownFlag(false)).toBe(false);
    expect(parseLockdownFlag(true)).toBe(true);
  });
  it('is unknown otherwise', () => {
    expect(parseLockdownFlag('UNKNOWN')).toBeUndefined();
    expect(parseLockdownFlag('')).toBeUndefined();
    expect(parseLockdownFlag(null)).toBeUndefined();
    expect(parseLockdownFlag(undefined)).toBeUndefined();
  });
});

describe('optionLock', () => {
  it('locks when all selected plans agree and a value is known', () => {
    expect(optionLock(['YES', 'YES'])).toEqual({ locked: true, value: true });
    expect(optionLock(['NO', false])).toEqual({ locked: true, value: false });
    expect(optionLock(['YES'])).toEqual({ locked: true, value: true });
  });
  it('does not lock on disagreement', () => {
    expect(optionLock(['YES', 'NO'])).toEqual({ locked: false });
    expect(optionLock(['YES', undefined])).toEqual({ locked: false });
    expect(optionLock([undefined, 'NO'])).toEqual({ locked: false });
  });
  it('does not lock when nothing is known', () => {
    expect(optionLock([])).toEqual({ locked: false });
    expect(optionLock([undefined, null])).toEqual({ locked: false });
    expect(optionLock(['maybe'])).toEqual({ locked: false });
  });
});

describe('lockdownOptions', () => {
  it('reads rpoOptIn and ebillingOptIn of the selected plans only', () => {
    const ele = { lockdown: { rpoOptIn: 'YES', ebillingOptIn: 'YES' } };
    const gas = { lockdown: { rpoOptIn: 'YES', ebillingOptIn: 'NO' } };
    expect(lockdownOptions([ele, gas])).toEqual({
      rpoOptIn: { locked: true, value: true },
      ebilling: { locked: false },
    });
    expect(lockdownOptions([ele, undefined])).toEqual({
      rpoOptIn: { locked: true, value: true },
      ebilling: { locked: true, value: true },
    });
    expect(lockdownOptions([{ lockdown: null }, null])).toEqual({
      rpoOptIn: { locked: false },
      ebilling: { locked: false },
    });
    expect(lockdownOptions([])).toEqual({ rpoOptIn: { locked: false }, ebilling: { locked: false } });
  });
});

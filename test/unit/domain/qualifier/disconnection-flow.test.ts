import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_ISSUE_TEXT } from '../../../../src/domain/shared/messages';
import {
  defaultFuelDisconnectionStatus,
  disconnectionDateErrors,
  disconnectionOutcome,
  disconnectionRequestItems,
  disconnectionStepShown,
  disconnectionSubmitPending,
  esvAnswer,
  FAILED_MOVE_OUT_CHARGES,
  failedDisconnectionFuels,
  failedDisconnectionResults,
  moveOutRequest,
  overallDisconnectionStatus,
  schedulableFuels,
  type FuelDisconnectionInput,
  type QualifierFuelDisconnection,
} from '../../../../src/domain/qualifier/disconnection-flow';
import { CHOOSE_DISCONNECTION_DATE_TEXT } from '../../../../src/domain/qualifier/disconnection-texts';

const ele: FuelDisconnectionInput = {
  account: '1000000001',
  status: 'DISCONNECTING',
  date: '2026-12-01',
  renovationStatus: 'no',
  accessIssues: 'no',
  accessIssuesDescription: '',
};
const gas: FuelDisconnectionInput = {
  account: '2000000001',
  status: 'DISCONNECTING',
  date: '2026-12-02',
  renovationStatus: 'unknown',
  accessIssues: 'no',
  accessIssuesDescription: '',
};
const none: FuelDisconnectionInput = { account: '', status: 'NOT_DISCONNECTING', date: '' };

describe('disconnection statuses (spec 3 §4.8)', () => {
  it('a fuel with an account is disconnecting by default; a blank account is not', () => {
    expect(defaultFuelDisconnectionStatus('1000000001')).toBe('DISCONNECTING');
    expect(defaultFuelDisconnectionStatus('   ')).toBe('NOT_DISCONNECTING');
    expect(defaultFuelDisconnectionStatus(null)).toBe('NOT_DISCONNECTING');
  });

  it('overall status is disconnecting if either fuel has an account', () => {
    expect(overallDisconnectionStatus({ account: '' }, { account: '2000000001' })).toBe('DISCONNECTING');
    expect(overallDisconnectionStatus({ account: '1000000001' }, { account: '' })).toBe('DISCONNECTING');
    expect(overallDisconnectionStatus({ account: ' ' }, { account: undefined })).toBe('NOT_DISCONNECTING');
  });

  it('the calendar esvAnswer comes from the renovation yes/no, and is not sent while unanswered', () => {
    expect(esvAnswer('yes')).toBe('yes');
    expect(esvAnswer('no')).toBe('no');
    expect(esvAnswer('unknown')).toBeUndefined();
  });
});

describe('disconnection submit items (spec 3 §3.4, §7)', () => {
  it('one item per fuel with an account and a date, in electricity-then-gas order', () => {
    expect(disconnectionRequestItems({ electricity: ele, gas })).toEqual([
      { accountNumber: '1000000001', disconnectionDate: '2026-12-01', plannedRenovations: 'no' },
      { accountNumber: '2000000001', disconnectionDate: '2026-12-02', plannedRenovations: 'unknown' },
    ]);
  });

  it('leaves out a fuel without an account, without a date, or in error', () => {
    expect(disconnectionRequestItems({ electricity: none, gas })).toHaveLength(1);
    expect(disconnectionRequestItems({ electricity: { ...ele, date: '' }, gas: { ...gas, status: 'ERROR' } })).toEqual([]);
  });

  it('access issues reported without detail send the default text; with detail, the detail', () => {
    const [item] = disconnectionRequestItems({ electricity: { ...ele, accessIssues: 'yes', accessIssuesDescription: '  ' }, gas: none });
    expect(item?.accessToMeter).toBe(
      'The customer reported there are access restrictions for this meter but did not provide more information.',
    );
    expect(item?.accessToMeter).toBe(DEFAULT_ACCESS_ISSUE_TEXT);
    const [detailed] = disconnectionRequestItems({
      electricity: { ...ele, accessIssues: 'yes', accessIssuesDescription: 'Dog in yard' },
      gas: none,
    });
    expect(detailed?.accessToMeter).toBe('Dog in yard');
    const [noIssues] = disconnectionRequestItems({
      electricity: { ...ele, accessIssues: 'no', accessIssuesDescription: 'ignored' },
      gas: none,
    });
    expect(noIssues).not.toHaveProperty('accessToMeter');
  });
});

describe('disconnection results (spec 3 §8)', () => {
  const items = disconnectionRequestItems({ electricity: ele, gas });

  it('a failed submit returns every requested account with success no', () => {
    expect(failedDisconnectionResults(items, { electricity: ele, gas })).toEqual([
      { accountNumber: '1000000001', fuel: 'ELE', success: false },
      { accountNumber: '2000000001', fuel: 'GAS', success: false },
    ]);
  });

  it('per requested fuel, success from the answer by account number; an account the answer leaves out did not succeed', () => {
    expect(disconnectionOutcome(items, [{ accountNumber: '1000000001', fuel: 'ELE', success: true }], { electricity: ele, gas })).toEqual({
      electricity: true,
      gas: false,
    });
    expect(disconnectionOutcome(items.slice(0, 1), [], { electricity: ele, gas })).toEqual({ electricity: false });
  });
});

describe('move-out request (spec 3 §3.4)', () => {
  it('carries each fuel with an account: account, date, the electricity renovation answer and access details', () => {
    expect(
      moveOutRequest({
        electricity: { ...ele, renovationStatus: 'yes', accessIssues: 'yes' },
        gas: { ...gas, accessIssues: 'yes', accessIssuesDescription: 'Locked gate' },
      }),
    ).toEqual({
      electricityAccount: '1000000001',
      electricityMoveOutDate: '2026-12-01',
      plannedRenovationsEle: 'yes',
      accessDetailsEle: DEFAULT_ACCESS_ISSUE_TEXT,
      gasAccount: '2000000001',
      gasMoveOutDate: '2026-12-02',
      accessDetailsGas: 'Locked gate',
    });
  });

  it('a fuel without an account is left out; neither gives no request', () => {
    expect(moveOutRequest({ electricity: none, gas: { ...gas, date: '' } })).toEqual({ gasAccount: '2000000001' });
    expect(moveOutRequest({ electricity: none, gas: none })).toBeNull();
  });

  it('a failed move recommendation: flag set and both charges 0', () => {
    expect(FAILED_MOVE_OUT_CHARGES).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0, failed: true });
  });
});

describe('the disconnection step of the qualifier (spec 3 §2.2, §4.8)', () => {
  const calendar = { minDate: '2026-12-01', availableDates: ['2026-12-01', '2026-12-02'] };
  const ele: QualifierFuelDisconnection = {
    account: '1000000001',
    status: 'DISCONNECTING',
    date: '2026-12-01',
    calendar,
    successful: null,
  };
  const gas: QualifierFuelDisconnection = {
    account: '2000000001',
    status: 'DISCONNECTING',
    date: '2026-12-02',
    calendar,
    successful: null,
  };
  const none: QualifierFuelDisconnection = { account: '', status: 'NOT_DISCONNECTING', date: '', calendar: null, successful: null };

  describe('disconnectionStepShown (spec 3 §2.2, §4.8)', () => {
    const shown = {
      available: true,
      existingCustomer: 'yes' as const,
      accountVerified: true,
      authenticationStatus: 'AUTHENTICATED' as const,
      electricityAccount: '1000000001',
      gasAccount: null,
    };
    it('for a signed-in existing customer with an account to disconnect, where disconnection is available', () => {
      expect(disconnectionStepShown(shown)).toBe(true);
      expect(disconnectionStepShown({ ...shown, electricityAccount: ' ', gasAccount: '2000000001' })).toBe(true);
    });
    it('not where disconnection is unavailable, for a skipped or new visitor, or without a disconnect account', () => {
      expect(disconnectionStepShown({ ...shown, available: false })).toBe(false);
      expect(disconnectionStepShown({ ...shown, authenticationStatus: 'SKIPPED', accountVerified: false })).toBe(false);
      expect(disconnectionStepShown({ ...shown, existingCustomer: 'no' })).toBe(false);
      expect(disconnectionStepShown({ ...shown, authenticationStatus: 'BLOCKED' })).toBe(false);
      expect(disconnectionStepShown({ ...shown, electricityAccount: '', gasAccount: undefined })).toBe(false);
    });
  });

  describe('the dates Continue needs', () => {
    it('each fuel with an account and no calendar error needs one of its available dates', () => {
      expect(schedulableFuels({ electricity: ele, gas: none })).toEqual(['electricity']);
      expect(schedulableFuels({ electricity: { ...ele, status: 'ERROR' }, gas })).toEqual(['gas']);
      expect(disconnectionDateErrors({ electricity: ele, gas })).toEqual({});
      expect(disconnectionDateErrors({ electricity: { ...ele, date: '' }, gas: { ...gas, date: '2027-01-05' } })).toEqual({
        electricity: CHOOSE_DISCONNECTION_DATE_TEXT,
        gas: CHOOSE_DISCONNECTION_DATE_TEXT,
      });
      // A fuel whose calendar failed is not asked for a date (it is not disconnected online).
      expect(disconnectionDateErrors({ electricity: { ...ele, status: 'ERROR', date: '', calendar: null }, gas: none })).toEqual({});
    });
  });

  describe('submitting once', () => {
    it('is pending while a requested fuel has no answer; answered (even failed) it is not sent again', () => {
      expect(disconnectionSubmitPending({ electricity: ele, gas })).toBe(true);
      expect(disconnectionSubmitPending({ electricity: { ...ele, successful: true }, gas: { ...gas, successful: false } })).toBe(false);
      expect(disconnectionSubmitPending({ electricity: { ...ele, status: 'ERROR' }, gas: none })).toBe(false);
      expect(disconnectionSubmitPending({ electricity: none, gas: none })).toBe(false);
    });
    it('names the fuels that failed', () => {
      expect(failedDisconnectionFuels({ electricity: { ...ele, successful: true }, gas: { ...gas, successful: false } })).toEqual(['gas']);
      expect(failedDisconnectionFuels({ electricity: ele, gas })).toEqual([]);
    });
  });
});

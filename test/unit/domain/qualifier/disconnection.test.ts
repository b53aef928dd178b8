import { describe, it, expect } from 'vitest';
import { overallDisconnectionState, accessIssueDescription, afterCalendarSuccess } from '../../../../src/domain/qualifier/disconnection';

describe('overallDisconnectionState', () => {
  it('is no eligible accounts when both errored', () => {
    expect(overallDisconnectionState({ account: '1', status: 'ERROR' }, { account: '2', status: 'ERROR' })).toBe('NO_ELIGIBLE_ACCOUNTS');
  });
  it('is no eligible accounts when one has no account and the other errored', () => {
    expect(overallDisconnectionState({ account: '1', status: 'ERROR' }, {})).toBe('NO_ELIGIBLE_ACCOUNTS');
    expect(overallDisconnectionState({ account: ' ' }, { account: '2', status: 'ERROR' })).toBe('NO_ELIGIBLE_ACCOUNTS');
  });
  it('is disconnecting when either fuel has an account and not both are out', () => {
    expect(overallDisconnectionState({ account: '1', status: 'ERROR' }, { account: '2', status: 'UNKNOWN' })).toBe('DISCONNECTING');
    expect(overallDisconnectionState({ account: '1' }, {})).toBe('DISCONNECTING');
    expect(overallDisconnectionState({}, { account: '2', status: 'DISCONNECTING' })).toBe('DISCONNECTING');
  });
  it('is not disconnecting without accounts or errors', () => {
    expect(overallDisconnectionState({}, {})).toBe('NOT_DISCONNECTING');
    expect(overallDisconnectionState({ account: '' }, { account: null })).toBe('NOT_DISCONNECTING');
  });
});

describe('accessIssueDescription', () => {
  it('uses the default text when no detail was given', () => {
    const def = 'The customer reported there are access restrictions for this meter but did not provide more information.';
    expect(accessIssueDescription(true, '')).toBe(def);
    expect(accessIssueDescription(true, '   ')).toBe(def);
    expect(accessIssueDescription(true, undefined)).toBe(def);
    expect(accessIssueDescription(true, ' dog ')).toBe('dog');
    expect(accessIssueDescription(false, 'dog')).toBeUndefined();
  });
});

describe('afterCalendarSuccess', () => {
  it('restores the default status and selects minDate when no date is set', () => {
    expect(afterCalendarSuccess({}, { minDate: '2030-01-02' }, 'UNKNOWN')).toEqual({ status: 'UNKNOWN', date: '2030-01-02' });
    expect(afterCalendarSuccess({ date: '' }, { minDate: '2030-01-02' }, 'UNKNOWN').date).toBe('2030-01-02');
    expect(afterCalendarSuccess({ date: '2030-02-01' }, { minDate: '2030-01-02' }, 'UNKNOWN').date).toBe('2030-02-01');
    expect(afterCalendarSuccess({}, {}, 'UNKNOWN').date).toBeUndefined();
  });
  it('replaces a date the new calendar does not offer with its minDate (ours)', () => {
    const calendar = { minDate: '2030-01-07', availableDates: ['2030-01-07', '2030-01-08'] };
    expect(afterCalendarSuccess({ date: '2030-01-02' }, calendar, 'DISCONNECTING').date).toBe('2030-01-07');
    expect(afterCalendarSuccess({ date: '2030-01-08' }, calendar, 'DISCONNECTING').date).toBe('2030-01-08');
  });
});

import { describe, it, expect } from 'vitest';
import { journeyFromQuery, isDisconnectionAvailable } from '../../../../src/domain/page/journey';

describe('journeyFromQuery', () => {
  it('is upsell for ele without an electricity account', () => {
    expect(journeyFromQuery({ fuel: 'ele' })).toBe('UPSELL');
    expect(journeyFromQuery({ fuel: 'ELE', electricityAccountNumber: '   ' })).toBe('UPSELL');
    expect(journeyFromQuery({ fuel: 'ele', gasAccountNumber: '2000000001' })).toBe('UPSELL');
  });
  it('is upsell for gas without a gas account', () => {
    expect(journeyFromQuery({ fuel: 'gas', electricityAccountNumber: '1000000001', gasAccountNumber: null })).toBe('UPSELL');
  });
  it('is plan switch when the fuel has its account', () => {
    expect(journeyFromQuery({ fuel: 'ele', electricityAccountNumber: '1000000001' })).toBe('PLAN_SWITCH');
    expect(journeyFromQuery({ fuel: 'gas', gasAccountNumber: '2000000001' })).toBe('PLAN_SWITCH');
  });
  it('is plan switch for both, missing or invalid fuel', () => {
    expect(journeyFromQuery({ fuel: 'both' })).toBe('PLAN_SWITCH');
    expect(journeyFromQuery({})).toBe('PLAN_SWITCH');
    expect(journeyFromQuery({ fuel: 'water' })).toBe('PLAN_SWITCH');
  });
});

describe('isDisconnectionAvailable', () => {
  it('follows spec 3 §4.8', () => {
    expect(isDisconnectionAvailable('DISCONNECTION', 'NOT_MOVING', 'BUSINESS')).toBe(true);
    expect(isDisconnectionAvailable('MOVING', 'MOVING', 'RESIDENTIAL')).toBe(true);
    expect(isDisconnectionAvailable('MOVING', 'MOVING', 'BUSINESS')).toBe(false);
    expect(isDisconnectionAvailable('PLANS', 'NOT_MOVING', 'RESIDENTIAL')).toBe(false);
    expect(isDisconnectionAvailable(undefined, 'UNKNOWN', 'RESIDENTIAL')).toBe(false);
  });
});

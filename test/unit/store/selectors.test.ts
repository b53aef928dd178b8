import { describe, expect, it } from 'vitest';
import { createEaStore, selectAustralianState, selectLockdown, selectNegativeMessages, selectSelectedServices } from '../../../src/store';
import { selectDisconnectionOverall } from '../../../src/services/qualifier/disconnection';

const plan = (code: string, lockdown?: { rpoOptIn?: string; ebillingOptIn?: string }) => ({
  code,
  id: code,
  name: code,
  ...(lockdown ? { lockdown } : {}),
});

describe('derived state', () => {
  it('selected services follow the selected plans per fuel', () => {
    const s = createEaStore();
    expect(selectSelectedServices(s.getState())).toBe('none');
    s.getState().selectPlan('gas', 'G1');
    expect(selectSelectedServices(s.getState())).toBe('gas');
    s.getState().selectPlan('electricity', { code: 'E1' });
    expect(selectSelectedServices(s.getState())).toBe('both');
    s.getState().deselectPlan('gas');
    expect(selectSelectedServices(s.getState())).toBe('electricity');
  });

  it('locks rpoOptIn / e-billing only when the selected plans agree and one is known', () => {
    const s = createEaStore();
    s.getState().patch('plans', {
      electricityPlans: [plan('E1', { rpoOptIn: 'YES', ebillingOptIn: 'NO' })],
      gasPlans: [plan('G1', { rpoOptIn: 'YES' }), plan('G2', { rpoOptIn: 'NO', ebillingOptIn: 'NO' })],
    });
    expect(selectLockdown(s.getState()).rpoOptIn).toEqual({ locked: false });
    s.getState().selectPlan('electricity', 'E1');
    expect(selectLockdown(s.getState())).toEqual({ rpoOptIn: { locked: true, value: true }, ebilling: { locked: true, value: false } });
    s.getState().selectPlan('gas', 'G1');
    expect(selectLockdown(s.getState()).rpoOptIn).toEqual({ locked: true, value: true });
    expect(selectLockdown(s.getState()).ebilling).toEqual({ locked: false });
    s.getState().selectPlan('gas', 'G2');
    expect(selectLockdown(s.getState()).rpoOptIn).toEqual({ locked: false });
  });

  it('lists visible negative messages, errors first, without successes or closed ones', () => {
    const s = createEaStore();
    s.getState().addMessage({ code: 'OK', fuel: 'gas', level: 'success', visible: true });
    s.getState().addMessage({ code: 'W', fuel: 'gas', level: 'warning', visible: true });
    s.getState().addMessage({ code: 'E', fuel: 'electricity', level: 'error', visible: true });
    s.getState().addMessage({ code: 'E', fuel: 'gas', level: 'error', visible: true });
    s.getState().closeMessage('E', 'gas');
    expect(selectNegativeMessages(s.getState()).map((m) => `${m.code}/${m.fuel}`)).toEqual(['E/electricity', 'W/gas']);
  });

  it('derives the Australian state from the address, else the postcode', () => {
    const s = createEaStore();
    expect(selectAustralianState(s.getState())).toBe('NSW');
    s.getState().setPostcode('3000');
    expect(selectAustralianState(s.getState())).toBe('VIC');
    s.getState().setAddress({ postcode: '2600', providerDescription: '1 Test St, Canberra ACT 2600' });
    expect(selectAustralianState(s.getState())).toBe('ACT');
  });

  it("reports 'no eligible accounts' when one fuel has no account and the other errored", () => {
    const s = createEaStore();
    expect(selectDisconnectionOverall(s.getState())).toBe('NOT_DISCONNECTING');
    s.getState().patch('disconnection', { electricity: { ...s.getState().disconnection.electricity, account: '1000000001' } });
    expect(selectDisconnectionOverall(s.getState())).toBe('DISCONNECTING');
    s.getState().setDisconnectionStatus('electricity', 'ERROR');
    expect(selectDisconnectionOverall(s.getState())).toBe('NO_ELIGIBLE_ACCOUNTS');
  });
});

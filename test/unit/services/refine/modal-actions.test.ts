/**
 * The refine modals' own actions (src/services/refine/modal-actions.ts): 'Select new plan' in the
 * plan change modal (backToPlans). The modal's component test covers the button
 * (test/component/refine-bar/notice-usage-modals.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToPlans, goToPlansPage } from '../../../../src/services/refine/modal-actions';
import { persistence, store } from '../../../../src/store';

beforeEach(() => {
  store.getState().patch('refine', {
    modal: 'planChange',
    modalStep: 'REFINE_OPTIONS',
    planChange: { removed: ['electricity'], kept: false, unavailableFuel: 'electricity' },
  });
});

afterEach(() => {
  sessionStorage.removeItem('adobe_experience');
  location.hash = '';
});

describe("'Select new plan' (backToPlans)", () => {
  it('closes the modal and goes to the root route of the page', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    location.hash = '#/qualifier';
    backToPlans();
    expect(store.getState().refine).toMatchObject({ modal: null, modalStep: 'REFINE_OPTIONS', planChange: null });
    expect(location.hash).toBe('#/');
    expect(back).not.toHaveBeenCalled();
  });

  it('leaves the address alone when the page is already on its root route', () => {
    vi.spyOn(history, 'back').mockImplementation(() => undefined);
    for (const hash of ['', '#/']) {
      location.hash = hash;
      const before = location.href;
      backToPlans();
      expect(location.href).toBe(before);
      expect(store.getState().refine.modal).toBeNull();
    }
  });

  it('under the DG69917 experience (adobe_experience in session storage) goes back in history instead', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    sessionStorage.setItem('adobe_experience', 'DG69917');
    location.hash = '#/qualifier';
    backToPlans();
    expect(back).toHaveBeenCalledOnce();
    expect(location.hash).toBe('#/qualifier');
    expect(store.getState().refine).toMatchObject({ modal: null, planChange: null });
  });
});

describe("Meter detected → 'View {type} plans' (goToPlansPage)", () => {
  it('saves the visitor as that type at once, without the old plans or account, then goes there after the redirect delay', () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    try {
      const s = store.getState();
      s.setCustomerType('BUSINESS');
      s.selectPlan('electricity', 'BUS-FLEXI');
      s.patch('account', { electricityAccountNumber: '1000000009' });
      // This page had switched to gas (its electricity refused for this customer type).
      s.patch('refine', { fuelSelection: 'gas' });
      goToPlansPage('/home/electricity-and-gas/plans', 'RESIDENTIAL');
      // Saved now: a page whose widgets state no customer type restores this, not the business visitor.
      const saved = JSON.stringify(persistence.readSaved());
      expect(saved).toContain('"customerType":"RESIDENTIAL"');
      expect(saved).not.toContain('BUS-FLEXI');
      expect(store.getState().account.electricityAccountNumber).toBe('');
      // That page starts on both fuels.
      expect(saved).toContain('"fuelSelection":"both"');
      expect(assign).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(assign).toHaveBeenCalledWith('/home/electricity-and-gas/plans');
    } finally {
      vi.useRealTimers();
      persistence.clearSaved();
      store.getState().setCustomerType('RESIDENTIAL');
    }
  });
});

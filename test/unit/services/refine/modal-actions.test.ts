/**
 * The refine modals' own actions (src/services/refine/modal-actions.ts): 'Select new plan' in the
 * plan change modal (backToPlans). The modal's component test covers the button
 * (test/component/refine-bar/notice-usage-modals.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToPlans } from '../../../../src/services/refine/modal-actions';
import { store } from '../../../../src/store';

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

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { togglePlan } from '../../../../src/services/plans/selection';
import { store } from '../../../../src/store';

const s = () => store.getState();
const ele = { code: 'FLEXI-AUSGRID-1' };
const gas = { code: 'GFLEXI-JEMENA-1' };
const panel = (electricity: { code: string } | null, gasPlan: { code: string } | null) =>
  ({ electricity, gas: gasPlan }) as Parameters<typeof togglePlan>[0];

let cartRequests = 0;
const countCartRequest = (): void => void cartRequests++;
beforeEach(() => {
  cartRequests = 0;
  window.addEventListener('ea:open-cart', countCartRequest);
});
afterEach(() => window.removeEventListener('ea:open-cart', countCartRequest));

describe('selecting a plan (spec 2 §4)', () => {
  it('stores the plan of its fuel and asks the cart to open', () => {
    expect(togglePlan(panel(ele, null))).toBe('SELECTED');
    expect(s().plans.selectedElectricityPlanCode).toBe(ele.code);
    expect(cartRequests).toBe(1);
  });

  it('removes a selected plan when selected again, without asking for the cart', () => {
    togglePlan(panel(ele, null));
    expect(togglePlan(panel(ele, null))).toBe('UNSELECTED');
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(cartRequests).toBe(1);
  });

  it('toggles both fuels of a dual-fuel plan together', () => {
    s().selectPlan('electricity', ele.code);
    expect(togglePlan(panel(ele, gas))).toBe('SELECTED');
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual([ele.code, gas.code]);
    expect(togglePlan(panel(ele, gas))).toBe('UNSELECTED');
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual([null, null]);
  });

  it('adds and removes a dual-fuel plan in one store update: no one sees it half added (the analytics quote status)', () => {
    const seen: [string | null, string | null][] = [];
    const stop = store.subscribe((next) => seen.push([next.plans.selectedElectricityPlanCode, next.plans.selectedGasPlanCode]));
    try {
      togglePlan(panel(ele, gas));
      togglePlan(panel(ele, gas));
    } finally {
      stop();
    }
    expect(seen).toEqual([
      [ele.code, gas.code],
      [null, null],
    ]);
  });

  it('a choice made a frame ago (select, remove) is kept, not flipped, if the panel is so already', () => {
    expect(togglePlan(panel(ele, null), true)).toBe('SELECTED');
    expect(togglePlan(panel(ele, null), true)).toBe('SELECTED');
    expect(s().plans.selectedElectricityPlanCode).toBe(ele.code);
    expect(cartRequests).toBe(1);
    expect(togglePlan(panel(ele, null), false)).toBe('UNSELECTED');
    expect(togglePlan(panel(ele, null), false)).toBe('UNSELECTED');
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
  });

  it('a dual-fuel plan partly in the cart (its gas only) is not selected: pressed, it adds its electricity too', () => {
    s().selectPlan('electricity', 'BALANCE-AUSGRID-1');
    s().selectPlan('gas', gas.code);
    expect(togglePlan(panel(ele, gas))).toBe('SELECTED');
    expect([s().plans.selectedElectricityPlanCode, s().plans.selectedGasPlanCode]).toEqual([ele.code, gas.code]);
    expect(cartRequests).toBe(1);
  });

  it('leaves the other fuel’s selection alone', () => {
    s().selectPlan('gas', gas.code);
    togglePlan(panel(ele, null));
    expect(s().plans.selectedGasPlanCode).toBe(gas.code);
  });
});

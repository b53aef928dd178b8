import { describe, expect, it } from 'vitest';
import {
  fuelAfterLookup,
  fuelIncludes,
  PLAN_FEATURES_TOGGLE_VALUES,
  planFuelOptions,
  refineEventFuel,
  refineFuelOptions,
  selectedFuels,
  shownFuel,
} from '../../../../src/domain/refine';

describe('fuel options after a lookup (spec 2 §4 fuel selection)', () => {
  it('offers both first only with both fuels and dual fuel', () => {
    expect(planFuelOptions(true, true, true)).toEqual(['both', 'electricity', 'gas']);
    expect(planFuelOptions(true, true, false)).toEqual(['electricity', 'gas']);
    expect(planFuelOptions(false, true, true)).toEqual(['gas']);
    expect(planFuelOptions(false, false, true)).toEqual([]);
  });
});

describe('fuel options (spec 2 §4 fuel selection)', () => {
  it('offers BOTH only when both fuels have plans and dual fuel is available', () => {
    expect(refineFuelOptions(true, true, true)).toEqual(['both', 'electricity', 'gas']);
    expect(refineFuelOptions(true, true, false)).toEqual(['electricity', 'gas']);
    expect(refineFuelOptions(true, false, true)).toEqual(['electricity']);
    expect(refineFuelOptions(false, true, true)).toEqual(['gas']);
  });
  it('offers every option before any plans arrive', () => {
    expect(refineFuelOptions(false, false, true)).toEqual(['both', 'electricity', 'gas']);
  });
  it('falls back to the first available option', () => {
    expect(shownFuel('both', ['electricity'])).toBe('electricity');
    expect(shownFuel('gas', ['both', 'electricity', 'gas'])).toBe('gas');
    expect(shownFuel('gas', [])).toBe('gas');
  });
  it('includes fuels of a selection', () => {
    expect(fuelIncludes('both', 'gas')).toBe(true);
    expect(fuelIncludes('electricity', 'gas')).toBe(false);
    expect(selectedFuels('both')).toEqual(['electricity', 'gas']);
    expect(selectedFuels('gas')).toEqual(['gas']);
  });
  it('maps the plan features toggle: all for All features, anything else for Key features', () => {
    expect(PLAN_FEATURES_TOGGLE_VALUES.all).toBe('all');
    expect(PLAN_FEATURES_TOGGLE_VALUES.key).not.toBe('all');
  });
});

describe('ea:refine fuel (spec 2 §4)', () => {
  const plans = { hasElectricity: true, hasGas: false, dualFuel: false, loading: false };
  it('falls back to the first fuel the plans offer', () => {
    expect(refineEventFuel('gas', plans, false)).toBe('electricity');
    expect(refineEventFuel('both', plans, false)).toBe('electricity');
    expect(refineEventFuel('electricity', plans, false)).toBe('electricity');
  });
  it('leaves the choice to the next lookup when the event reloads the plans or they are loading', () => {
    expect(refineEventFuel('gas', plans, true)).toBe('gas');
    expect(refineEventFuel('gas', { ...plans, loading: true }, false)).toBe('gas');
  });
});

describe('the fuel after a lookup (spec 2 §4)', () => {
  it("chooses the first offered fuel when the visitor's is not offered, and remembers theirs", () => {
    expect(fuelAfterLookup('both', ['electricity'], null)).toEqual({ fuel: 'electricity', forced: { from: 'both', to: 'electricity' } });
    expect(fuelAfterLookup('gas', ['both', 'electricity', 'gas'], null)).toEqual({ fuel: 'gas', forced: null });
    expect(fuelAfterLookup('gas', [], null)).toEqual({ fuel: 'gas', forced: null });
  });

  it("gives the visitor's fuel back when a later lookup offers it, unless they have chosen since", () => {
    const forced = { from: 'both', to: 'electricity' } as const;
    expect(fuelAfterLookup('electricity', ['both', 'electricity', 'gas'], forced)).toEqual({ fuel: 'both', forced: null });
    expect(fuelAfterLookup('electricity', ['electricity'], forced)).toEqual({ fuel: 'electricity', forced });
    expect(fuelAfterLookup('electricity', ['gas'], forced)).toEqual({ fuel: 'gas', forced: { from: 'both', to: 'gas' } });
    expect(fuelAfterLookup('gas', ['both', 'electricity', 'gas'], forced)).toEqual({ fuel: 'gas', forced: null });
  });
});

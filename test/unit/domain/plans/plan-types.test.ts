import { describe, expect, it } from 'vitest';
import { isPlan, planFuel } from '../../../../src/domain/plans/plan-types';
import { plan } from './plan-fixtures';

describe('plan records (spec 2 §3)', () => {
  it('recognises a plan record the lookup service stored', () => {
    expect(isPlan(plan({ code: 'A' }))).toBe(true);
  });

  it('refuses what lacks a code, an id, rates, features or a rate summary', () => {
    const p = plan({ code: 'A' }) as Record<string, unknown>;
    for (const missing of ['code', 'id', 'rates', 'features', 'rateSummary']) {
      const { [missing]: _gone, ...rest } = p;
      expect(isPlan(rest), missing).toBe(false);
    }
    expect(isPlan({ ...p, rates: null })).toBe(false);
    expect(isPlan(null)).toBe(false);
    expect(isPlan('A')).toBe(false);
  });

  it('reads GAS as gas and every other fuel type as electricity', () => {
    expect(planFuel({ fuelType: 'GAS' })).toBe('gas');
    expect(planFuel({ fuelType: 'ELE' })).toBe('electricity');
  });
});

import { describe, expect, it } from 'vitest';
import { activeTags, conditionMet, isFeatureVisible, planConditionType, skipsMovingCondition } from '../../../../src/domain/plans';

const ctx = (tags: string[], skipMoving = false) => ({ tags: new Set(tags), skipMoving });

describe('feature conditions (spec 2 §4)', () => {
  it('meets a condition when its enabled flag equals whether its code is active', () => {
    expect(conditionMet({ code: 'MOVING', enabled: true }, ctx(['MOVING']))).toBe(true);
    expect(conditionMet({ code: 'MOVING', enabled: true }, ctx([]))).toBe(false);
    expect(conditionMet({ code: 'MOVING', enabled: false }, ctx([]))).toBe(true);
    expect(conditionMet({ code: 'MOVING', enabled: false }, ctx(['MOVING']))).toBe(false);
  });

  it('shows a feature with no conditions or with any group fully met', () => {
    expect(isFeatureVisible({ conditions: [] }, ctx([]))).toBe(true);
    const f = {
      conditions: [
        [
          { code: 'EXISTING', enabled: true },
          { code: 'PLAN_SWITCH', enabled: true },
        ],
        [{ code: 'DUALFUEL', enabled: true }],
      ],
    };
    expect(isFeatureVisible(f, ctx(['EXISTING']))).toBe(false);
    expect(isFeatureVisible(f, ctx(['EXISTING', 'PLAN_SWITCH']))).toBe(true);
    expect(isFeatureVisible(f, ctx(['DUALFUEL']))).toBe(true);
  });

  it('skips the moving condition for My Account and the quote tool', () => {
    expect(skipsMovingCondition('MA')).toBe(true);
    expect(skipsMovingCondition('EQ')).toBe(true);
    expect(skipsMovingCondition('QT2')).toBe(false);
    expect(isFeatureVisible({ conditions: [[{ code: 'MOVING', enabled: true }]] }, ctx([], true))).toBe(true);
  });

  it('derives the plan condition type from the retailer, else the existing-customer answer', () => {
    expect(planConditionType('EA', 'no')).toBe('PLAN_SWITCH');
    expect(planConditionType('ENERGYAUST', 'unknown')).toBe('PLAN_SWITCH');
    expect(planConditionType('AGLE', 'yes')).toBe('COR');
    expect(planConditionType(null, 'yes')).toBe('PLAN_SWITCH');
    expect(planConditionType('', 'no')).toBe('COR');
    expect(planConditionType(undefined, 'unknown')).toBeNull();
  });

  it('builds the active tags from the situation', () => {
    const tags = activeTags({
      sourceSystem: 'QT2',
      existing: 'yes',
      moving: true,
      dualFuel: true,
      rpo: false,
      ebill: true,
      inCart: false,
      conditionType: 'PLAN_SWITCH',
      qualifications: ['loyalty'],
    });
    expect([...tags].sort()).toEqual(['DUALFUEL', 'EBILL', 'EXISTING', 'LOYALTY', 'MOVING', 'PLAN_SWITCH', 'QT2']);
    expect(
      activeTags({
        sourceSystem: 'MA',
        existing: 'no',
        moving: false,
        dualFuel: false,
        rpo: true,
        ebill: false,
        inCart: true,
        conditionType: null,
        qualifications: [],
      }).has('NEW'),
    ).toBe(true);
  });
});

describe('each fuel’s conditions in the plans table (spec 2 §4: the condition type depends on the fuel’s retailer)', () => {
  it('gives electricity plans the electricity retailer’s condition type and gas plans the gas retailer’s', async () => {
    const { fuelConditions } = await import('../../../../src/domain/plans/plan-features');
    const input = {
      sourceSystem: 'QT2' as const,
      existing: 'unknown' as const,
      moving: false,
      dualFuel: true,
      rpo: false,
      ebill: false,
      inCart: false,
      qualifications: [],
    };
    const c = fuelConditions(input, { electricity: 'ENERGYAUST', gas: 'AGL' });
    expect(c.electricity.tags.has('PLAN_SWITCH')).toBe(true);
    expect(c.electricity.tags.has('COR')).toBe(false);
    expect(c.gas.tags.has('COR')).toBe(true);
    expect(c.gas.tags.has('PLAN_SWITCH')).toBe(false);
    expect(c.gas.tags.has('DUALFUEL')).toBe(true);
  });
});

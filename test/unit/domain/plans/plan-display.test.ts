import { describe, expect, it } from 'vitest';
import {
  codePrefix,
  planColour,
  currentPlanPanel,
  displayPlans,
  displayStrategy,
  firstScreenPanels,
  fuelPlans,
  groupPlans,
  isDualFuelAvailable,
  isKeyFeaturesView,
  matchSelection,
  panelSelection,
  selectPressed,
  selectText,
  pairPlans,
} from '../../../../src/domain/plans';
import { FUEL_TITLE, FUEL_WORD, fuelTitle } from '../../../../src/domain/shared';
import { plan } from './plan-fixtures';

const e = (code: string, name = code) => plan({ code, name, fuelType: 'ELE' });
const g = (code: string, name = code) => plan({ code, name, fuelType: 'GAS' });

describe('plan display strategy (spec 2 §4)', () => {
  const ele = [e('FLEXI-A-1', 'Flexi'), e('BAL-A-2', 'Balance'), e('SOLAR-A-3', 'Solar')];
  const gas = [g('GFLEXI-G-1', 'Flexi'), g('GBAL-G-2', 'balance ')];

  it('groups plans of both fuels by name; names in one fuel only form no group', () => {
    const groups = groupPlans(ele, gas);
    expect(groups.map((x) => [x.key, x.electricity.length, x.gas.length])).toEqual([
      ['flexi', 1, 1],
      ['balance', 1, 1],
    ]);
  });

  it('has dual fuel only when groups exist and every group holds exactly one plan per fuel', () => {
    expect(isDualFuelAvailable(groupPlans(ele, gas))).toBe(true);
    expect(isDualFuelAvailable(groupPlans([...ele, e('FLEXI-A-9', 'Flexi')], gas))).toBe(false);
    expect(isDualFuelAvailable(groupPlans(ele, []))).toBe(false);
  });

  it('is grouped by default and, in a campaign, individual with fewer than 2 groups or a group that is not a pair', () => {
    expect(displayStrategy(null, [])).toBe('grouped');
    expect(displayStrategy('CAMPAIGN', groupPlans(ele, gas))).toBe('grouped');
    expect(displayStrategy('CAMPAIGN', groupPlans(ele, gas.slice(0, 1)))).toBe('individual');
    expect(displayStrategy('CAMPAIGN', groupPlans([...ele, e('FLEXI-A-9', 'Flexi')], gas))).toBe('individual');
  });

  it('shows dual-fuel panels per group then the ungrouped plans when both fuels are chosen and grouped', () => {
    const panels = displayPlans('both', ele, gas, 'grouped');
    expect(panels.map((p) => [p.fuelType, p.electricity?.code ?? null, p.gas?.code ?? null])).toEqual([
      ['BOTH', 'FLEXI-A-1', 'GFLEXI-G-1'],
      ['BOTH', 'BAL-A-2', 'GBAL-G-2'],
      ['ELE', 'SOLAR-A-3', null],
    ]);
    expect(displayPlans('both', ele, gas, 'individual')).toHaveLength(5);
    expect(displayPlans('gas', ele, gas, 'grouped').map((p) => p.fuelType)).toEqual(['GAS', 'GAS']);
    expect(displayPlans('electricity', ele, gas, 'grouped')).toHaveLength(3);
  });

  it('dual-fuel panels follow the electricity plans’ order, whatever the gas plans’ order; ungrouped plans come after', () => {
    const electricity = [e('SOLAR', 'Solar'), e('FLEXI', 'Flexi'), e('GO', 'Go'), e('BAL', 'Balance')];
    const gasPlans = [g('GBAL', 'Balance'), g('GTOT', 'Total'), g('GFLEXI', 'flexi ')];
    expect(displayPlans('both', electricity, gasPlans, 'grouped').map((p) => p.key)).toEqual([
      'FLEXI+GFLEXI',
      'BAL+GBAL',
      'SOLAR',
      'GO',
      'GTOT',
    ]);
    // Thousands of pairs, in their order (each group found once, not searched for per plan).
    const many = Array.from({ length: 3000 }, (_, i) => i);
    const paired = displayPlans(
      'both',
      many.map((i) => e(`E${i}`, `Plan ${i}`)),
      [...many].reverse().map((i) => g(`G${i}`, `Plan ${i}`)),
      'grouped',
    );
    expect(paired.map((p) => p.key)).toEqual(many.map((i) => `E${i}+G${i}`));
  });

  it('refuses to group two plans of the same fuel', () => {
    expect(() => pairPlans(e('A'), e('B'))).toThrow(/data error/);
    expect(pairPlans(e('A'), g('B')).key).toBe('A+B');
  });

  it('reads Key features as any plan features toggle but all', () => {
    expect(isKeyFeaturesView('all')).toBe(false);
    expect(isKeyFeaturesView('benefits')).toBe(true);
  });
});

describe('current-plan column (spec 2 §2, §4 fuel selection)', () => {
  const ele = e('CUR-E', 'Current');
  const gas = g('CUR-G', 'Current');

  it('shows the current plan of each fuel the selection includes, as the plans are filtered', () => {
    expect(currentPlanPanel('both', ele, gas)).toEqual({ key: 'current', fuelType: 'BOTH', electricity: ele, gas });
    expect(currentPlanPanel('electricity', ele, gas)).toEqual({ key: 'current', fuelType: 'ELE', electricity: ele, gas: null });
    expect(currentPlanPanel('gas', ele, gas)).toEqual({ key: 'current', fuelType: 'GAS', electricity: null, gas });
    expect(currentPlanPanel('both', null, gas)).toEqual({ key: 'current', fuelType: 'GAS', electricity: null, gas });
  });

  it('shows no column when the selected fuel has no current plan', () => {
    expect(currentPlanPanel('electricity', null, gas)).toBeNull();
    expect(currentPlanPanel('gas', ele, null)).toBeNull();
    expect(currentPlanPanel('both', null, null)).toBeNull();
  });
});

describe('reconciliation after a lookup (spec 2 §4)', () => {
  const plans = [e('FLEXI-AUSGRID-1'), e('BAL-AUSGRID-2')];
  it('matches a selection by the code part before the first hyphen', () => {
    expect(codePrefix('FLEXI-ENDEAVOUR-7')).toBe('FLEXI');
    expect(matchSelection('FLEXI-ENDEAVOUR-7', plans)).toBe('FLEXI-AUSGRID-1');
    expect(matchSelection('BAL-AUSGRID-2', plans)).toBe('BAL-AUSGRID-2');
    expect(matchSelection('NONE-X', plans)).toBeNull();
    expect(matchSelection(null, plans)).toBeNull();
  });
});

describe("a panel's fuel plans", () => {
  it('lists the plans a panel holds with their fuels, electricity first', () => {
    const ele = e('FLEXI-A-1', 'Flexi');
    const gas = g('GFLEXI-G-1', 'Flexi');
    expect(fuelPlans(pairPlans(ele, gas))).toEqual([
      ['electricity', ele],
      ['gas', gas],
    ]);
    expect(fuelPlans({ electricity: null, gas })).toEqual([['gas', gas]]);
    expect(fuelPlans({ electricity: ele, gas: null })).toEqual([['electricity', ele]]);
    expect(fuelPlans({ electricity: null, gas: null })).toEqual([]);
  });

  it("takes a plan's fuel from the plan, not from its slot", () => {
    const gas = g('GFLEXI-G-1');
    expect(fuelPlans({ electricity: gas, gas: null })).toEqual([['gas', gas]]);
  });

  it('names the fuels as every widget shows them', () => {
    expect(FUEL_TITLE).toEqual({ electricity: 'Electricity', gas: 'Gas' });
    expect(FUEL_WORD).toEqual({ electricity: 'electricity', gas: 'gas' });
    expect(fuelTitle('gas')).toBe('Gas');
  });
});

describe('firstScreenPanels', () => {
  it('is two rows of the plans grid: two panels on a phone, more where panels sit side by side', () => {
    expect(firstScreenPanels('mobile')).toBe(2);
    expect(firstScreenPanels('tablet')).toBe(4);
    expect(firstScreenPanels('desktop')).toBe(6);
    expect(firstScreenPanels('wide')).toBe(6);
    expect(firstScreenPanels('extra-wide')).toBe(8);
  });
});

describe('how much of a panel is in the cart, and what its select button says', () => {
  const ele = plan({ code: 'FLEXI-AUSGRID-1' });
  const gas = plan({ code: 'GFLEXI-JEMENA-1', fuelType: 'GAS' });
  const dual = { electricity: ele, gas };

  it('is in the cart when every fuel plan of the panel is: Added, pressed', () => {
    expect(panelSelection(ele.code, gas.code, dual)).toBe(true);
    expect(panelSelection(ele.code, null, { electricity: ele, gas: null })).toBe(true);
    expect(panelSelection('OTHER', gas.code, { electricity: null, gas })).toBe(true);
    expect(selectText(true)).toBe('Added');
    expect(selectPressed(true)).toBe(true);
  });

  it('is not when none is: Select plan, not pressed', () => {
    expect(panelSelection(null, null, dual)).toBe(false);
    expect(panelSelection('OTHER', null, { electricity: ele, gas: null })).toBe(false);
    expect(panelSelection(null, null, { electricity: null, gas: null })).toBe(false);
    expect(selectText(false)).toBe('Select plan');
    expect(selectPressed(false)).toBe(false);
  });

  it('names the fuel in the cart of a dual-fuel panel partly in: Gas added / Electricity added, mixed', () => {
    expect(panelSelection('BALANCE-AUSGRID-1', gas.code, dual)).toBe('Gas');
    expect(panelSelection(ele.code, null, dual)).toBe('Electricity');
    expect(selectText('Gas')).toBe('Gas added');
    expect(selectText('Electricity')).toBe('Electricity added');
    expect(selectPressed('Gas')).toBe('mixed');
  });
});

describe("a plan's colour (VISUAL, plan cards' band)", () => {
  it('is its colour code when that is a hex colour, else none (the brand colour shows)', () => {
    expect(planColour('#00A3AD')).toBe('#00A3AD');
    expect(planColour('#fa0')).toBe('#fa0');
    for (const colourCode of ['', 'red', '#00A3A', '#00A3AD0', 'url(x)', '#00A3AD; background: red', undefined, 7])
      expect(planColour(colourCode)).toBeUndefined();
  });
});

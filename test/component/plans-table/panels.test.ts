import { describe, expect, it } from 'vitest';
import { panelSteps, type PanelInputs } from '../../../widgets/plans-table/panels';
import { stepsAtOnce, stepsInSlices } from '../../../src/ui/steps';
import { plan } from '../../unit/domain/plans/plan-fixtures';

const e = (code: string, name = code) => plan({ code, name, fuelType: 'ELE', offerCode: code });
const g = (code: string, name = code) => plan({ code, name, fuelType: 'GAS', offerCode: code });
const keys = (inputs: PanelInputs): string[] => stepsAtOnce(panelSteps(inputs)).map((p) => p.key);

describe("the plans table's panels (offer-filter, fuel selection, display strategy, offer-order)", () => {
  const ele = [e('FLEXI', 'Flexi'), e('BAL', 'Balance'), e('SOLAR', 'Solar')];
  const gas = [g('GFLEXI', 'Flexi'), g('GBAL', 'Balance')];

  it('one fuel: its plans in the answer’s order', () => {
    expect(keys(['electricity', ele, gas, 'grouped', undefined, undefined])).toEqual(['FLEXI', 'BAL', 'SOLAR']);
    expect(keys(['gas', ele, gas, 'grouped', undefined, undefined])).toEqual(['GFLEXI', 'GBAL']);
  });

  it('both fuels, grouped: a dual-fuel panel per name, then the plans of one fuel', () => {
    expect(keys(['both', ele, gas, 'grouped', undefined, undefined])).toEqual(['FLEXI+GFLEXI', 'BAL+GBAL', 'SOLAR']);
    expect(keys(['both', ele, gas, 'individual', undefined, undefined])).toEqual(['FLEXI', 'BAL', 'SOLAR', 'GFLEXI', 'GBAL']);
  });

  it('offer-filter keeps the plans it names; offer-order puts the panels it names first, in its order', () => {
    expect(keys(['electricity', ele, gas, 'grouped', undefined, 'solar, flexi'])).toEqual(['FLEXI', 'SOLAR']);
    expect(keys(['electricity', ele, gas, 'grouped', 'SOLAR,BAL', undefined])).toEqual(['SOLAR', 'BAL', 'FLEXI']);
    expect(keys(['both', ele, gas, 'grouped', 'SOLAR', undefined])).toEqual(['SOLAR', 'FLEXI+GFLEXI', 'BAL+GBAL']);
  });

  it('records that are not whole plans are left out', () => {
    const partial = { code: 'PART', id: 'PART', name: 'Part' };
    expect(keys(['electricity', [partial, ...ele], gas, 'grouped', undefined, undefined])).toEqual(['FLEXI', 'BAL', 'SOLAR']);
  });

  it('in slices, the same panels as at once', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => e(`P${i}`, `Plan ${i}`));
    const inputs: PanelInputs = ['both', many, gas, 'grouped', 'P1199,P7', 'P1199,P7,P8,GBAL'];
    const sliced = await stepsInSlices(panelSteps(inputs), () => true);
    expect(sliced).toEqual(stepsAtOnce(panelSteps(inputs)));
    expect(sliced?.map((p) => p.key)).toEqual(['P1199', 'P7', 'P8', 'GBAL']);
  });
});

import { describe, expect, it } from 'vitest';
import { compareButtonText, compareLabels, comparedDroppedText, trayLabels } from '../../../../src/domain/compare/compare-view-texts';

const plan = (name: string, tariffDescription = '') => ({ name, rates: { tariffDescription } });

describe('compare view labels', () => {
  it('name each panel by its plan name and tariff, numbering a label that repeats', () => {
    expect(
      compareLabels([
        { electricity: plan('Flexi Plan', 'Time of use'), gas: null },
        { electricity: plan('Flexi Plan', 'Single rate'), gas: null },
        { electricity: plan('Flexi Plan', 'Time of use'), gas: null },
        { electricity: plan('Total Plan', 'Single rate'), gas: plan('Total Plan') },
        { electricity: null, gas: plan('Basic Gas') },
      ]),
    ).toEqual([
      'Flexi Plan, Time of use',
      'Flexi Plan, Single rate',
      'Flexi Plan, Time of use (2)',
      'Total Plan, Single rate',
      'Basic Gas',
    ]);
  });

  it('name a panel in the tray by its plan name alone, unless another compared panel has that name', () => {
    expect(
      trayLabels([
        { electricity: plan('Flexi Plan', 'Time of use'), gas: null },
        { electricity: plan('Flexi Plan', 'Single rate'), gas: plan('Basic Gas') },
        { electricity: plan('Rate Fix', 'Single rate & Block rate'), gas: plan('Rate Fix') },
      ]),
    ).toEqual(['Flexi Plan', 'Flexi Plan & Basic Gas', 'Rate Fix']);
    expect(
      trayLabels([
        { electricity: plan('Flexi Plan', 'Time of use'), gas: null },
        { electricity: plan('Flexi Plan', 'Time of use'), gas: null },
        { electricity: plan('Balance Plan', 'Single rate'), gas: null },
      ]),
    ).toEqual(['Flexi Plan, Time of use', 'Flexi Plan, Time of use (2)', 'Balance Plan']);
  });

  it('count plans in words', () => {
    expect(compareButtonText(1)).toBe('Compare 1 plan');
    expect(compareButtonText(3)).toBe('Compare 3 plans');
    expect(comparedDroppedText(2)).toBe('2 plans you chose to compare are no longer shown, so they were taken out.');
  });
});

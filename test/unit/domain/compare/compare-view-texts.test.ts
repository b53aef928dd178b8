import { describe, expect, it } from 'vitest';
import {
  cheapestText,
  compareButtonText,
  compareLabels,
  comparedDroppedText,
  estimateFuelLabel,
  fuelOnlyText,
  noFuelText,
  partialFuelNote,
  TOTAL_ESTIMATE_LABEL,
  trayLabels,
} from '../../../../src/domain/compare/compare-view-texts';

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

describe('estimate rows of plans with different fuels', () => {
  it('name each fuel, say a plan has none, and say why a one-fuel plan is compared on that fuel alone', () => {
    expect([estimateFuelLabel('electricity'), estimateFuelLabel('gas'), TOTAL_ESTIMATE_LABEL]).toEqual([
      'Electricity estimate',
      'Gas estimate',
      'Total estimate',
    ]);
    expect([noFuelText('gas'), noFuelText('electricity'), fuelOnlyText('electricity'), fuelOnlyText('gas')]).toEqual([
      'No gas',
      'No electricity',
      'Electricity only',
      'Gas only',
    ]);
    expect([cheapestText(null), cheapestText('electricity'), cheapestText('gas')]).toEqual([
      'Cheapest estimate',
      'Cheapest electricity estimate',
      'Cheapest gas estimate',
    ]);
    expect(partialFuelNote('NSW Seniors Offer, Single rate', 'electricity')).toBe(
      'NSW Seniors Offer, Single rate is electricity only, so it is compared on the electricity estimate alone.',
    );
  });
});

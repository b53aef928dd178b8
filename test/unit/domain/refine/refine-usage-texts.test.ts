import { describe, expect, it } from 'vitest';
import { customUsageLabel, usageHelpLabel, usageSelectLabel } from '../../../../src/domain/refine/refine-usage-texts';

describe('the usage inputs’ labels (spec 2 §2, §5)', () => {
  it('names the fuel of each input', () => {
    expect(usageSelectLabel('electricity')).toBe('Electricity usage');
    expect(usageSelectLabel('gas')).toBe('Gas usage');
    expect(customUsageLabel('gas', 'MJ')).toBe('Gas daily usage (MJ)');
    expect(customUsageLabel('electricity', 'kWh')).toBe('Electricity daily usage (kWh)');
    expect(usageHelpLabel('electricity')).toBe('Help me choose my electricity usage');
    expect(usageHelpLabel('gas')).toBe('Help me choose my gas usage');
  });
});

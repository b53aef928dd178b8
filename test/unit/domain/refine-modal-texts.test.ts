import { describe, expect, it } from 'vitest';
import { maxUsageText, usageModalTitle } from '../../../src/domain';

describe('usage modal texts (spec 2 §2, §5)', () => {
  it('quotes the maximum text and the usage modal title', () => {
    expect(maxUsageText('electricity', 499.99, 'kWh')).toBe(
      'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.',
    );
    expect(maxUsageText('gas', 27398, 'MJ')).toBe('This is not an official quote. Gas daily usage must not exceed 27398 MJ.');
    expect(usageModalTitle('gas')).toBe('Update your gas estimate* by selecting a matching usage.');
  });
});

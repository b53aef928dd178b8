import { describe, expect, it } from 'vitest';
import { INVALID_USAGE_TEXT } from '../../../../src/domain/refine/refine-modal-texts';
import { readEnteredUsage } from '../../../../src/domain/refine/refine-entered-usage';

describe('Enter usage fields (spec 2 §5: a custom value must be above 0 to apply)', () => {
  it('applies clamped values above 0 and leaves empty fields alone', () => {
    expect(readEnteredUsage({ electricity: '600', gas: '' }, ['electricity', 'gas'])).toEqual({
      usage: { electricity: 499.99 },
      errors: {},
    });
  });
  it('puts the error under the field holding 0 or something not a number', () => {
    expect(readEnteredUsage({ electricity: '', gas: '0' }, ['electricity', 'gas'])).toEqual({
      usage: {},
      errors: { gas: INVALID_USAGE_TEXT },
    });
    expect(readEnteredUsage({ electricity: '12x', gas: '30' }, ['electricity', 'gas'])).toEqual({
      usage: { gas: 30 },
      errors: { electricity: INVALID_USAGE_TEXT },
    });
  });
  it('asks in the first field when nothing was entered', () => {
    expect(readEnteredUsage({ electricity: ' ', gas: '' }, ['gas'])).toEqual({ usage: {}, errors: { gas: INVALID_USAGE_TEXT } });
  });
});

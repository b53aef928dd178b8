import { describe, expect, it } from 'vitest';
import { INVALID_USAGE_TEXT } from '../../../../src/domain/refine/refine-modal-texts';
import { enteredUsageStart, followEnteredUsage, readEnteredUsage } from '../../../../src/domain/refine/refine-entered-usage';

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

describe("what Enter usage starts with: the usage in effect, when it is the visitor's own figure", () => {
  it('shows custom usage and customer data as daily figures', () => {
    expect(enteredUsageStart({ electricity: { type: 'custom', value: 499.99 }, gas: { type: 'customer', value: 50 } })).toEqual({
      electricity: '499.99',
      gas: '50',
    });
  });
  it('leaves a band (Low, Medium, High, Average) and a type without a figure empty', () => {
    expect(enteredUsageStart({ electricity: { type: 'low' }, gas: { type: 'benchmark' } })).toEqual({ electricity: '', gas: '' });
    expect(enteredUsageStart({ electricity: { type: 'custom' }, gas: { type: 'custom', value: 0 } })).toEqual({ electricity: '', gas: '' });
  });
});

describe("Enter usage fields when the usage in effect changes while the modal is open (a host's ea:refine)", () => {
  it('a field still showing the figure it was filled with follows the new usage, a band emptying it', () => {
    expect(followEnteredUsage({ electricity: '12', gas: '' }, { electricity: '12', gas: '' }, { electricity: '', gas: '40' })).toEqual({
      electricity: '',
      gas: '40',
    });
  });
  it('a field the visitor has typed in since keeps what they typed', () => {
    expect(followEnteredUsage({ electricity: '15', gas: '3' }, { electricity: '12', gas: '' }, { electricity: '20', gas: '40' })).toEqual({
      electricity: '15',
      gas: '3',
    });
  });
  it('an emptied field the visitor emptied stays empty', () => {
    expect(followEnteredUsage({ electricity: '', gas: '' }, { electricity: '12', gas: '' }, { electricity: '20', gas: '' })).toEqual({
      electricity: '',
      gas: '',
    });
  });
});

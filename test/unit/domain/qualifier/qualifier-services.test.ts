import { describe, it, expect } from 'vitest';
import {
  removedFuels,
  selectionRemovedWarnings,
  continueButtonText,
  isSelectionEmptied,
} from '../../../../src/domain/qualifier/qualifier-services';

describe('selection removed', () => {
  it('lists fuels removed since entry', () => {
    expect(removedFuels('both', 'gas')).toEqual(['electricity']);
    expect(removedFuels('both', 'none')).toEqual(['electricity', 'gas']);
    expect(removedFuels('gas', 'both')).toEqual([]);
    expect(removedFuels('none', 'none')).toEqual([]);
  });
  it('gives the warnings verbatim', () => {
    expect(selectionRemovedWarnings('both', 'electricity')).toEqual(['Gas plan removed from your selection.']);
    expect(selectionRemovedWarnings('both', 'none')).toEqual([
      'Electricity plan removed from your selection.',
      'Gas plan removed from your selection.',
    ]);
  });
  it('names the submit button', () => {
    expect(continueButtonText('both', 'gas')).toBe('Continue with gas');
    expect(continueButtonText('both', 'electricity')).toBe('Continue with electricity');
    expect(continueButtonText('both', 'both')).toBe('Continue');
    expect(continueButtonText('both', 'none')).toBe('Continue');
    expect(continueButtonText('electricity', 'none')).toBe('Continue');
  });
  it('detects an emptied selection', () => {
    expect(isSelectionEmptied('gas', 'none')).toBe(true);
    expect(isSelectionEmptied('none', 'none')).toBe(false);
    expect(isSelectionEmptied('both', 'gas')).toBe(false);
  });
});

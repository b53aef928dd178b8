import { describe, expect, it } from 'vitest';
import { previousRefineStep } from '../../../../src/domain/refine/refine-modal-steps';

describe("the refine modal's Back (spec 2 §4: Back moves one step back)", () => {
  it('goes from each step to the one before it', () => {
    expect(previousRefineStep('ENTER_USAGE')).toBe('REFINE_OPTIONS');
    expect(previousRefineStep('VALIDATE_ACCOUNT')).toBe('REFINE_OPTIONS');
    expect(previousRefineStep('VERIFY_IDENTITY')).toBe('VALIDATE_ACCOUNT');
    expect(previousRefineStep('USAGE_DATA')).toBe('VERIFY_IDENTITY');
    expect(previousRefineStep('REFINE_OPTIONS')).toBe('REFINE_OPTIONS');
  });
});

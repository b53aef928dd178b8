import { describe, expect, it } from 'vitest';
import { benchmark } from '../plans/plan-fixtures';
import { EXPLAINER_BUTTON, explainerButtonFuel, hasReferenceExplainer } from '../../../../src/domain/compare/explainer-button';

describe('hasReferenceExplainer', () => {
  it('electricity lines with a percentage only; gas lines and lines without a comparison have none', () => {
    expect(hasReferenceExplainer('electricity', benchmark(-3))).toBe(true);
    expect(hasReferenceExplainer('gas', benchmark(-3))).toBe(false);
    expect(hasReferenceExplainer('electricity', { ...benchmark(null), referencePrice: null })).toBe(false);
    expect(hasReferenceExplainer('electricity', null)).toBe(false);
  });
});

describe('the explainer button (issue 17)', () => {
  it('tells assistive technology which comparison it explains, by the state’s reference price', () => {
    expect(EXPLAINER_BUTTON).toBe('What does this mean?');
    expect(explainerButtonFuel('electricity', 'VIC')).toBe('About the electricity Victorian Default Offer comparison');
    expect(explainerButtonFuel('electricity', 'NSW')).not.toContain('Victorian Default Offer');
    expect(explainerButtonFuel('electricity', 'NSW')).toMatch(/^About the electricity .+ comparison$/);
  });
});

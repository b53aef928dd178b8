import { describe, expect, it } from 'vitest';
import { isPanelKey, PLAN_CODE_PATTERN } from '../../../../src/domain/compare/panel-key';

describe('plan codes and panel keys in saved state and shared links (issue 17)', () => {
  it('takes a plan code, or an electricity and a gas code joined by +', () => {
    expect(isPanelKey('FLEXI-AUSGRID-1')).toBe(true);
    expect(isPanelKey('FLEXI-AUSGRID-1+GFLEXI-JEMENA-1')).toBe(true);
    expect(isPanelKey('plan_1.v2@x')).toBe(true);
  });

  it('refuses anything else: empty, three codes, a leading sign, spaces, markup, not a string', () => {
    for (const value of ['', 'A+B+C', '+A', 'A+', '-A', 'A B', '<script>', 'A/B', null, 42, ['A']]) expect(isPanelKey(value)).toBe(false);
  });

  it('allows a code of up to 80 characters', () => {
    expect(isPanelKey('A'.repeat(80))).toBe(true);
    expect(isPanelKey('A'.repeat(81))).toBe(false);
    expect(isPanelKey(`${'A'.repeat(80)}+${'G'.repeat(80)}`)).toBe(true);
    expect(PLAN_CODE_PATTERN.test('A'.repeat(81))).toBe(false);
    expect(PLAN_CODE_PATTERN.test('A+B')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { planCallsUseAuth } from '../../../../src/domain/auth';

describe('planCallsUseAuth (spec 2 §6: by source system and account verification)', () => {
  it('covers account-portal visitors and verified accounts', () => {
    expect(planCallsUseAuth({ sourceSystem: 'MA', accountVerified: false })).toBe(true);
    expect(planCallsUseAuth({ sourceSystem: 'QT2', accountVerified: true })).toBe(true);
    expect(planCallsUseAuth({ sourceSystem: 'EQ', accountVerified: true })).toBe(true);
  });
  it('leaves anyone else anonymous', () => {
    expect(planCallsUseAuth({ sourceSystem: 'QT2', accountVerified: false })).toBe(false);
    expect(planCallsUseAuth({ sourceSystem: 'EQ', accountVerified: false })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { verifiedPlanQualifications } from '../../../../src/domain/plans/plan-loyalty';

describe('the loyalty qualification of a verified customer (spec 2 §1)', () => {
  it("takes the loyalty qualification from the verified details' loyalty value, else from their conditions", () => {
    const existing = { code: 'EXISTING', enabled: true };
    expect(verifiedPlanQualifications({ loyalty: true, conditions: [existing] })).toEqual(['EXISTING', 'LOYALTY']);
    expect(verifiedPlanQualifications({ loyalty: true, conditions: null })).toEqual(['LOYALTY']);
    expect(verifiedPlanQualifications({ loyalty: false, conditions: [existing, { code: 'LOYALTY', enabled: true }] })).toEqual([
      'EXISTING',
    ]);
    expect(verifiedPlanQualifications({ loyalty: true, conditions: [{ code: 'LOYALTY', enabled: true }] })).toEqual(['LOYALTY']);
    expect(
      verifiedPlanQualifications({ conditions: [existing, { code: 'LOYALTY', enabled: true }, { code: 'NEW', enabled: false }] }),
    ).toEqual(['EXISTING', 'LOYALTY']);
    expect(verifiedPlanQualifications(null)).toEqual([]);
  });
});

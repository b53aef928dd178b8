import { describe, expect, it } from 'vitest';
import { MOVING_OPTIONS, movingStatusOf } from '../../../../src/domain/qualifier/moving-answer';

describe('the moving status an answer gives (spec 3 §3.1, §4.4)', () => {
  it('four options count as moving, three as not moving; yes and no for the standard wording', () => {
    const moving = MOVING_OPTIONS.filter((o) => movingStatusOf(o) === 'MOVING');
    expect(moving).toEqual(['MOVED_TO_NEW_ADDRESS', 'LETTER_TO_OPEN_ACCOUNT', 'CONNECT_PROPERTY_MOVING_INTO', 'CONNECT_ANOTHER_PROPERTY']);
    expect(MOVING_OPTIONS.filter((o) => movingStatusOf(o) === 'NOT_MOVING')).toEqual([
      'SWITCHING_FROM_RETAILER',
      'SWITCH_TO_NEW_PLAN',
      'ADD_ANOTHER_ENERGY_TYPE',
    ]);
    expect(movingStatusOf('yes')).toBe('MOVING');
    expect(movingStatusOf('no')).toBe('NOT_MOVING');
    expect(movingStatusOf('')).toBe('UNKNOWN');
    expect(movingStatusOf('__proto__')).toBe('UNKNOWN');
  });

  it('answers the standard question with yes or no only', () => {
    expect(['yes', 'no'].map(movingStatusOf)).toEqual(['MOVING', 'NOT_MOVING']);
    // Case matters: a saved state that says 'YES' is not an answer.
    expect(movingStatusOf('YES')).toBe('UNKNOWN');
    expect(movingStatusOf('moved_to_new_address')).toBe('UNKNOWN');
  });
});

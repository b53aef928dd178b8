import { describe, it, expect } from 'vitest';
import { isValidPostcode, stateFromPostcode, shouldAcceptLocationUpdate } from '../../../../src/domain/shared';

describe('isValidPostcode', () => {
  it('accepts exactly four digits', () => {
    expect(isValidPostcode('2000')).toBe(true);
    expect(isValidPostcode('0800')).toBe(true);
  });
  it('rejects everything else', () => {
    for (const v of ['200', '20000', ' 2000', '2000 ', '20a0', '', '２０００', '2000\n']) {
      expect(isValidPostcode(v)).toBe(false);
    }
    expect(isValidPostcode(2000)).toBe(false);
    expect(isValidPostcode(null)).toBe(false);
  });
});

describe('stateFromPostcode', () => {
  it.each([
    ['2000', 'NSW'],
    ['2001', 'NSW'],
    ['2599', 'NSW'],
    ['2619', 'NSW'],
    ['2620', 'NSW'],
    ['2880', 'NSW'],
    ['2899', 'NSW'],
    ['2921', 'NSW'],
    ['1000', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['0200', 'ACT'],
    ['0299', 'ACT'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['4870', 'QLD'],
    ['9000', 'QLD'],
    ['5000', 'SA'],
    ['5999', 'SA'],
    ['6000', 'WA'],
    ['6999', 'WA'],
    ['7000', 'TAS'],
    ['7999', 'TAS'],
    ['0800', 'NT'],
    ['0870', 'NT'],
    ['0909', 'NT'],
  ])('%s → %s', (postcode, state) => {
    expect(stateFromPostcode(postcode)).toBe(state);
  });
  it('strips whitespace first', () => {
    expect(stateFromPostcode(' 30 00 ')).toBe('VIC');
  });
  it('is undefined outside any range or for bad input', () => {
    for (const v of ['0000', '0199', '0300', '0799', '200', 'abcd', '', '-200', '2000.5']) {
      expect(stateFromPostcode(v)).toBeUndefined();
    }
    expect(stateFromPostcode(null)).toBeUndefined();
    expect(stateFromPostcode(undefined)).toBeUndefined();
  });
});

describe('shouldAcceptLocationUpdate', () => {
  it('accepts a new valid postcode from the host', () => {
    expect(shouldAcceptLocationUpdate({ postcode: '3000', source: 'cms' }, '2000')).toBe(true);
    expect(shouldAcceptLocationUpdate({ postcode: '3000' }, undefined)).toBe(true);
  });
  it('ignores our own events, repeats and bad postcodes', () => {
    expect(shouldAcceptLocationUpdate({ postcode: '3000', source: 'widgets' }, '2000')).toBe(false);
    expect(shouldAcceptLocationUpdate({ postcode: '2000', source: 'cms' }, '2000')).toBe(false);
    expect(shouldAcceptLocationUpdate({ postcode: '300', source: 'cms' }, '2000')).toBe(false);
    expect(shouldAcceptLocationUpdate({ postcode: 3000, source: 'cms' }, '2000')).toBe(false);
  });
});

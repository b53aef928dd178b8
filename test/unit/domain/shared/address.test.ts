import { describe, expect, it } from 'vitest';
import { addressLabel } from '../../../../src/domain/shared';

describe('address label (a lookup address without one)', () => {
  it("keeps the address's own label", () => {
    expect(addressLabel({ label: '1 Martin Pl, Sydney NSW 2000', streetName: 'Other' })).toBe('1 Martin Pl, Sydney NSW 2000');
  });
  it('builds one from the parts it has', () => {
    expect(
      addressLabel({ unitNumber: '4', streetNumber: '12', streetName: 'Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' }),
    ).toBe('4/12 Smith St, Fitzroy VIC 3065');
    expect(addressLabel({ streetName: 'Smith St', postcode: '3065' })).toBe('Smith St, 3065');
    expect(addressLabel({ unitNumber: null, label: '  ' })).toBe('');
  });
});

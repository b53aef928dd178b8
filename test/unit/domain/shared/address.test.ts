import { describe, expect, it } from 'vitest';
import { addressKey, addressLabel, isLookupAddress, lookupPlaceKey } from '../../../../src/domain/shared';

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

describe('an address to look up by, and which place it is', () => {
  const george = { postcode: '2000', streetNumber: '1', streetName: 'George St', suburb: 'Sydney' };
  it('needs a valid postcode and a street or an id', () => {
    expect(isLookupAddress(george)).toBe(true);
    expect(isLookupAddress({ postcode: '2000', id: 'A1' })).toBe(true);
    expect(isLookupAddress({ postcode: '2000', label: '1 George St' })).toBe(false);
    expect(isLookupAddress({ ...george, postcode: '200' })).toBe(false);
  });
  it('gives the same key for the same place, another for another number, unit or id', () => {
    expect(addressKey({ ...george, label: 'a label' })).toBe(addressKey(george));
    expect(addressKey({ ...george, streetNumber: '2' })).not.toBe(addressKey(george));
    expect(addressKey({ ...george, unitNumber: '4' })).not.toBe(addressKey(george));
    expect(addressKey({ ...george, id: 'A1' })).not.toBe(addressKey(george));
  });
  it('gives no key for an address not good enough to look up by', () => {
    expect(addressKey({ postcode: '2000', label: '1 George St' })).toBe('');
  });
});

describe('which place a lookup is for', () => {
  const george = { postcode: '2000', streetNumber: '1', streetName: 'George St', suburb: 'Sydney' };
  it('is the same for the same postcode, address, NMI or MIRN, and another for another', () => {
    expect(lookupPlaceKey({ by: 'postcode', postcode: '2000' })).toBe(lookupPlaceKey({ by: 'postcode', postcode: '2000' }));
    expect(lookupPlaceKey({ by: 'postcode', postcode: '2000' })).not.toBe(lookupPlaceKey({ by: 'postcode', postcode: '3000' }));
    expect(lookupPlaceKey({ by: 'address', address: { ...george, label: 'x' } })).toBe(lookupPlaceKey({ by: 'address', address: george }));
    expect(lookupPlaceKey({ by: 'address', address: { ...george, streetNumber: '2' } })).not.toBe(
      lookupPlaceKey({ by: 'address', address: george }),
    );
    expect(lookupPlaceKey({ by: 'nmi', nmi: '4102000000' })).not.toBe(lookupPlaceKey({ by: 'nmi', nmi: '4102000007' }));
  });
  it('tells a lookup by meter from one by the same digits as another kind', () => {
    expect(lookupPlaceKey({ by: 'nmi', nmi: '5240000000' })).not.toBe(lookupPlaceKey({ by: 'mirn', mirn: '5240000000' }));
    expect(lookupPlaceKey({ by: 'postcode', postcode: '2000' })).not.toBe(lookupPlaceKey({ by: 'address', address: george }));
  });
});

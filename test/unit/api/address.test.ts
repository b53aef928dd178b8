import { describe, expect, it } from 'vitest';
import { searchAddresses } from '../../../src/api/address';
import { ADDRESS_SEARCH_MAX_LENGTH, isAddressQueryTooLong } from '../../../src/domain/shared/address-search';
import { fakeFetch, json, useFake } from './fake-fetch';

describe('address search cap (issue 22)', () => {
  it('caps the text at 100 characters, trimmed', () => {
    expect(ADDRESS_SEARCH_MAX_LENGTH).toBe(100);
    expect(isAddressQueryTooLong('a'.repeat(100))).toBe(false);
    expect(isAddressQueryTooLong(` ${'a'.repeat(100)} `)).toBe(false);
    expect(isAddressQueryTooLong('a'.repeat(101))).toBe(true);
  });

  it('sends a text within the cap as typed', async () => {
    const fake = fakeFetch(json({ results: [] }));
    useFake(fake);
    const query = `1 Collins Street ${'x'.repeat(83)}`;
    expect(query).toHaveLength(100);
    await searchAddresses(query);
    expect(fake.requests.map((r) => new URL(r.url).searchParams.get('query'))).toEqual([query]);
  });

  it('does not send a text over the cap: it finds nothing', async () => {
    const fake = fakeFetch(json({ results: [{ label: '1 Collins St, Melbourne VIC 3000', postcode: '3000' }] }));
    useFake(fake);
    expect(await searchAddresses('1 Collins Street '.padEnd(1004, 'x'))).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });
});

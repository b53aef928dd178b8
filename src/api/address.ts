import * as v from 'valibot';
import { isAddressQueryTooLong } from '../domain/shared/address-search';
import { request, type CallOptions } from './client';

/** Address search (path ours, see host-demo/README.md). */
export const ADDRESS_SEARCH_PATH = '/apis/address/v1/search';

const Text = v.nullish(v.pipe(v.string(), v.maxLength(300)));

export const AddressResultSchema = v.object({
  id: Text,
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  unitNumber: Text,
  streetNumber: Text,
  streetName: Text,
  suburb: Text,
  state: v.nullish(v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])),
  postcode: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});
export const AddressResultsSchema = v.object({ results: v.array(AddressResultSchema) });
export type AddressResult = v.InferOutput<typeof AddressResultSchema>;

/**
 * Searches service addresses matching the text; at most `limit` (default 10). A text over the
 * address search's cap (ADDRESS_SEARCH_MAX_LENGTH) is not sent: it finds nothing.
 */
export async function searchAddresses(
  query: string,
  options: Pick<CallOptions, 'signal'> & { limit?: number } = {},
): Promise<AddressResult[]> {
  if (isAddressQueryTooLong(query)) return [];
  const { limit = 10, ...rest } = options;
  const data = await request(ADDRESS_SEARCH_PATH, AddressResultsSchema, { ...rest, query: { query } });
  return data.results.slice(0, limit);
}

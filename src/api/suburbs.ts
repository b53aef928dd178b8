/**
 * The suburb search of the refine bar's postcode-or-suburb box. Not in ./index.ts: only that box asks, which loads
 * when postcode mode is first shown (widgets/refine-bar/PostcodeBox.tsx), so the start-up script carries none of it.
 */
import * as v from 'valibot';
import { PATHS } from './app';
import { request, type CallOptions } from './client';

export const SuburbSchema = v.object({ postcode: v.pipe(v.string(), v.regex(/^\d{4}$/)), label: v.string() });
export const SuburbResultsSchema = v.union([
  v.array(SuburbSchema),
  v.pipe(
    v.object({ results: v.array(SuburbSchema) }),
    v.transform((o) => o.results),
  ),
]);
export type Suburb = v.InferOutput<typeof SuburbSchema>;

/** Suburb search through the shared postcode service (path ours): at most 10, PO boxes excluded. */
export async function searchSuburbs(query: string, options: Pick<CallOptions, 'signal'> = {}): Promise<Suburb[]> {
  const results = await request(PATHS.suburbSearch, SuburbResultsSchema, { ...options, query: { query, includePOBox: false } });
  return results.slice(0, 10);
}

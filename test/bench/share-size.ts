import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure, total, type Size } from './sizes';

/** The share feature's lazily loaded chunks (issue 17): the share panel, the shared-plans note and the service that opens a shared link. */
export const SHARE_CHUNKS = /^(SharePanel|SharedPlansNote|share-open)-[\w-]+\.js$/;

/**
 * What the share feature adds when it loads: its lazy chunks and what they import that the plans
 * page does not load at start (gzip per file, summed as a browser downloads them). Null when the
 * build holds none of its chunks.
 */
export function shareFeatureSize(dist: string, pageEntries: readonly string[]): { size: Size; files: number } | null {
  const chunksDir = join(dist, 'chunks');
  if (!existsSync(chunksDir)) return null;
  const roots = readdirSync(chunksDir)
    .filter((f) => SHARE_CHUNKS.test(f))
    .map((f) => join(chunksDir, f));
  if (roots.length === 0) return null;
  const atStart = new Set<string>();
  for (const entry of pageEntries) for (const f of staticClosure(entry)) atStart.add(f);
  const files = new Set<string>();
  for (const root of roots) for (const f of staticClosure(root)) if (!atStart.has(f)) files.add(f);
  return { size: total(files), files: files.size };
}

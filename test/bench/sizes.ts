import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SourceMapConsumer, type MappingItem, type RawSourceMap } from 'source-map-js';

export interface Size {
  min: number;
  gzip: number;
  brotli: number;
}

export function sizeOf(code: Buffer): Size {
  return {
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*${}\s,]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
/**
 * The function a chunk declares for its lazily loaded chunks that are asked for again after a failed download
 * (`retryFailedChunks` in rollup.config.mjs: the import, then the same file under a fresh query); its name is the
 * minifier's.
 */
const RETRYING_IMPORT =
  /function\s+([\w$]+)\s*\(\s*(\w+)\s*\)\s*\{\s*return\s+import\(\s*\2\s*\)\.catch\(\s*\(\)\s*=>\s*import\(\s*\2\s*\+\s*"\?"\s*\+\s*Date\.now\(\)\s*\)\s*\)\s*;?\s*\}/;

/** The chunks a chunk's code loads through its retrying import (see `RETRYING_IMPORT`), as written there. */
export function retriedImports(code: string): string[] {
  const name = RETRYING_IMPORT.exec(code)?.[1];
  if (!name) return [];
  const call = new RegExp(`(?<![\\w$.])${name.replaceAll('$', '\\$')}\\(\\s*["'](\\.{1,2}\\/[^"']+)["']\\s*\\)`, 'g');
  return [...code.matchAll(call)].flatMap((m) => (m[1] ? [m[1]] : []));
}

/** The files a module loads before it runs (itself and its static imports, transitively). */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  const path = normalize(file);
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const spec = match[1];
    if (spec) staticClosure(join(dirname(path), spec), seen);
  }
  return seen;
}

/** Modules a file loads later, on demand. */
export function dynamicImports(files: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const specs = [...[...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]), ...retriedImports(code)];
    for (const spec of specs) if (spec) out.add(normalize(join(dirname(file), spec)));
  }
  return out;
}

/** Sum of per-file compressed sizes (each file is its own HTTP response). */
export function total(files: Iterable<string>): Size {
  const sum: Size = { min: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const s = sizeOf(readFileSync(file));
    sum.min += s.min;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
}

export function entries(dist: string): string[] {
  if (!existsSync(dist)) return [];
  return readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .sort()
    .map((f) => join(dist, f));
}

export const rel = (dist: string, file: string): string => relative(dist, file);

/**
 * A widget's own code where it shares a start-up chunk with others (the plans page's widgets ship
 * theirs as one chunk): the minified text that the chunks' source maps give to the modules only
 * that widget uses at start (`dist/own-code.json`, written by the build), plus its entry file,
 * gzipped together as if it were a file of its own.
 */
export function ownCodeSize(entry: string, ownModules: readonly string[]): Size {
  const wanted = new Set(ownModules.map((m) => normalize(m)));
  const parts: string[] = [];
  for (const file of staticClosure(entry)) {
    const code = readFileSync(file, 'utf8');
    if (normalize(file) === normalize(entry)) {
      parts.push(code);
      continue;
    }
    const mapFile = `${file}.map`;
    if (!existsSync(mapFile)) continue;
    const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
    const lines = code.split('\n');
    const segments: MappingItem[] = [];
    map.eachMapping((m) => segments.push(m), null, SourceMapConsumer.GENERATED_ORDER);
    segments.forEach((m, i) => {
      const source = m.source ? relative('.', join(dirname(file), m.source)) : '';
      if (!wanted.has(normalize(source))) return;
      const next = segments[i + 1];
      const line = lines[m.generatedLine - 1] ?? '';
      const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
      parts.push(line.slice(m.generatedColumn, end));
    });
  }
  return sizeOf(Buffer.from(parts.join('')));
}

/**
 * A lazily loaded feature's own code: the chunks whose names start with one of `names` (as Rollup
 * names a chunk after its module, e.g. `CompareTray`), and what they load statically and later
 * on demand that `loadedAtStart` (the page's start-up files) does not hold. Null when not built.
 */
export function lazyFeature(
  dist: string,
  names: readonly string[],
  loadedAtStart: ReadonlySet<string>,
): { files: string[]; size: Size } | null {
  const chunksDir = join(dist, 'chunks');
  if (!existsSync(chunksDir)) return null;
  const starts = readdirSync(chunksDir)
    .filter((f) => f.endsWith('.js') && names.some((n) => f.startsWith(`${n}-`)))
    .map((f) => join(chunksDir, f));
  if (starts.length === 0) return null;
  const files = new Set<string>();
  let frontier = starts;
  while (frontier.length) {
    const closure = new Set<string>();
    for (const f of frontier) for (const g of staticClosure(f)) if (!loadedAtStart.has(g)) closure.add(g);
    const next = [...closure, ...dynamicImports(closure)].filter((f) => !files.has(f) && !loadedAtStart.has(f) && existsSync(f));
    for (const f of next) files.add(f);
    // Only the feature's own chunks are followed into their lazy imports.
    frontier = next.filter((f) => names.some((n) => f.includes(`/${n}-`)));
  }
  return { files: [...files].map((f) => relative(dist, f)), size: total(files) };
}

/** Issue 17's lazily loaded features: a label and the names of the chunks its `lazy(() => import(...))` loads. */
export const LAZY_FEATURES: readonly (readonly [label: string, names: readonly string[]])[] = [
  ['compare side by side', ['CompareTray', 'CompareView', 'compare-state']],
  ['where the money goes (estimate breakdown)', ['EstimateBreakdown']],
  ['reference price explainer', ['ReferenceExplainer']],
  ['share (panel, shared-link service, note)', ['SharePanel', 'SharedPlansNote', 'share-open']],
];

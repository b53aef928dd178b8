import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
    for (const match of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const spec = match[1];
      if (spec) out.add(normalize(join(dirname(file), spec)));
    }
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

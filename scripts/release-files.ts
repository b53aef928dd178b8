/**
 * What a CDN serves: dist/manifest.json lists every release file with its size, its gzip and brotli
 * sizes and its Subresource Integrity hash, and each text file gets a precompressed `.gz` and `.br`
 * beside it (the same bytes the sizes are taken from). Build time only (scripts/release.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The release's file list (not listed in itself). */
export const MANIFEST_FILE = 'manifest.json';

/**
 * Left out of the release: the manifest itself, the precompressed copies (their sizes are the
 * `gzip` / `brotli` figures of the file they pack), the bench's measurement input (own-code.json)
 * and the browser tests' fixture elements (test-fixtures/), which are not for a CDN.
 */
export function isReleaseFile(path: string): boolean {
  return path !== MANIFEST_FILE && path !== 'own-code.json' && !path.startsWith('test-fixtures/') && !/\.(gz|br)$/.test(path);
}

/** Precompressed (`.gz`, `.br`): scripts, their source maps (JSON), JSON and CSS. */
export const PRECOMPRESSED = /\.(js|map|json|css)$/;

export interface ReleaseFile {
  /** Bytes. */
  size: number;
  /** Bytes of the `.gz` beside it (gzip -9). */
  gzip: number;
  /** Bytes of the `.br` beside it (brotli quality 11). */
  brotli: number;
  /** Subresource Integrity: `sha384-` and the base64 SHA-384 of the file's bytes. */
  integrity: string;
}

export interface ReleaseManifest {
  name: string;
  /** The bundle's version (package.json). */
  version: string;
  /** By path relative to dist/ with `/` separators, sorted. */
  files: Record<string, ReleaseFile>;
}

/** `sha384-…` of `bytes`, as a `<script integrity>` attribute wants it. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function gzip(bytes: Uint8Array): Buffer {
  return gzipSync(bytes, { level: 9 });
}

export function brotli(bytes: Uint8Array): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Every file under `dist`, as sorted `/`-separated paths relative to it. */
export function filesIn(dist: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [relative(dist, path).split(sep).join(posix.sep)];
    });
  return walk(dist).sort();
}

/** Writes `.gz` and `.br` beside `path` and returns their sizes. */
function precompress(path: string, bytes: Uint8Array): { gzip: number; brotli: number } {
  const gz = gzip(bytes);
  const br = brotli(bytes);
  writeFileSync(`${path}.gz`, gz);
  writeFileSync(`${path}.br`, br);
  return { gzip: gz.byteLength, brotli: br.byteLength };
}

/**
 * Precompresses the release files in `dist` and writes dist/manifest.json (itself precompressed too,
 * but not listed in itself). Returns what it wrote.
 */
export function writeRelease(dist: string, name: string, version: string): ReleaseManifest {
  const files: Record<string, ReleaseFile> = {};
  for (const path of filesIn(dist).filter(isReleaseFile)) {
    const full = join(dist, ...path.split('/'));
    const bytes = readFileSync(full);
    const packed = PRECOMPRESSED.test(path) ? precompress(full, bytes) : { gzip: gzip(bytes).byteLength, brotli: brotli(bytes).byteLength };
    files[path] = { size: bytes.byteLength, ...packed, integrity: integrityOf(bytes) };
  }
  const manifest: ReleaseManifest = { name, version, files };
  const path = join(dist, MANIFEST_FILE);
  const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path, text);
  precompress(path, text);
  return manifest;
}

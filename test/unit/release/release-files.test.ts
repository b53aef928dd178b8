import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filesIn, isReleaseFile, writeRelease, type ReleaseManifest } from '../../../scripts/release-files';

/** Recomputed here, independently of the code under test. */
const sri = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Checks each listed file against the bytes on disk and its `.gz` / `.br` copies. */
function verify(dist: string, manifest: ReleaseManifest): void {
  for (const [path, entry] of Object.entries(manifest.files)) {
    const file = join(dist, path);
    const bytes = readFileSync(file);
    expect(entry.size, path).toBe(statSync(file).size);
    expect(entry.integrity, path).toBe(sri(bytes));
    const gz = readFileSync(`${file}.gz`);
    const br = readFileSync(`${file}.br`);
    expect(entry.gzip, path).toBe(gz.byteLength);
    expect(entry.brotli, path).toBe(br.byteLength);
    expect(gunzipSync(gz).equals(bytes), path).toBe(true);
    expect(brotliDecompressSync(br).equals(bytes), path).toBe(true);
  }
}

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ea-dist-'));
  mkdirSync(join(dist, 'chunks'));
  mkdirSync(join(dist, 'test-fixtures'));
  const code = `import{a}from"./chunks/core-AbC123.js";a(${'"x",'.repeat(400)}1);`;
  writeFileSync(join(dist, 'refine-bar.js'), code);
  writeFileSync(join(dist, 'refine-bar.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA'.repeat(300) }));
  writeFileSync(join(dist, 'chunks', 'core-AbC123.js'), 'export const a = (...x) => x.length;\n'.repeat(50));
  writeFileSync(join(dist, 'custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}');
  writeFileSync(join(dist, 'theme.css'), ':host{--ea-radius:8px}');
  writeFileSync(join(dist, 'own-code.json'), '{}');
  writeFileSync(join(dist, 'test-fixtures', 'status.js'), 'export {};');
  return dist;
}

describe('dist/manifest.json and the precompressed files', () => {
  it('lists each release file with its size, gzip and brotli sizes and SRI hash, matching the bytes', () => {
    const dist = fakeDist();
    const manifest = writeRelease(dist, 'energy-plan-widgets', '9.8.7');
    expect(manifest.version).toBe('9.8.7');
    expect(Object.keys(manifest.files)).toEqual([
      'chunks/core-AbC123.js',
      'custom-elements.json',
      'refine-bar.js',
      'refine-bar.js.map',
      'theme.css',
    ]);
    verify(dist, manifest);
    expect(JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(gunzipSync(readFileSync(join(dist, 'manifest.json.gz'))).toString()).toBe(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  });

  it('leaves out itself, the .gz/.br copies, the bench input and the test fixtures, also when run again', () => {
    const dist = fakeDist();
    const first = writeRelease(dist, 'x', '1.0.0');
    const again = writeRelease(dist, 'x', '1.0.0');
    expect(again).toEqual(first);
    expect(existsSync(join(dist, 'test-fixtures', 'status.js.gz'))).toBe(false);
    expect(existsSync(join(dist, 'own-code.json.gz'))).toBe(false);
    expect(existsSync(join(dist, 'refine-bar.js.gz.gz'))).toBe(false);
    expect(filesIn(dist).filter(isReleaseFile)).toEqual(Object.keys(first.files));
  });

  it('a changed file gets a new hash and sizes', () => {
    const dist = fakeDist();
    const before = writeRelease(dist, 'x', '1.0.0').files['refine-bar.js'];
    writeFileSync(join(dist, 'refine-bar.js'), 'export {};');
    const after = writeRelease(dist, 'x', '1.0.0').files['refine-bar.js'];
    expect(after?.integrity).not.toBe(before?.integrity);
    expect(after?.size).toBe(10);
    verify(dist, writeRelease(dist, 'x', '1.0.0'));
  });

  const built = join('dist', 'manifest.json');
  it.runIf(existsSync(built))('the build in dist/ (when there is one) matches its manifest.json', () => {
    const manifest = JSON.parse(readFileSync(built, 'utf8')) as ReleaseManifest;
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(manifest.version).toBe(pkg.version);
    expect(Object.keys(manifest.files)).toEqual(filesIn('dist').filter(isReleaseFile));
    expect(Object.keys(manifest.files)).toContain('plans-table.js');
    verify('dist', manifest);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const MANIFEST_MODULE = /(^|[\\/])(manifest|manifest-data|manifest-types)\.ts$/;
const IMPORTS_MANIFEST = /(?:from|import)\s*\(?\s*['"][^'"]*\/(manifest|manifest-data|manifest-types)['"]/;

describe('element metadata stays out of the bundles', () => {
  it('no runtime module (src/, widgets/) imports a manifest module', () => {
    const runtime = [...sources('src'), ...sources('widgets')].filter((f) => !MANIFEST_MODULE.test(f));
    expect(runtime.length).toBeGreaterThan(50);
    const importers = runtime.filter((f) => IMPORTS_MANIFEST.test(readFileSync(f, 'utf8')));
    expect(importers).toEqual([]);
  });

  it('the check sees such an import', () => {
    expect(IMPORTS_MANIFEST.test("import { manifest } from './manifest';")).toBe(true);
    expect(IMPORTS_MANIFEST.test("const m = import('../../src/embed/manifest-data');")).toBe(true);
    expect(IMPORTS_MANIFEST.test("import css from './manifest.css?inline';")).toBe(false);
  });
});

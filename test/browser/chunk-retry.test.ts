import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retriedImports } from '../bench/sizes';

/**
 * The build's fallback for a lazily loaded chunk whose download failed (`retryFailedChunks` in rollup.config.mjs):
 * asked for again under a fresh query, and only where no other chunk imports that chunk statically (such an
 * importer would still meet the failed address, and a part half loaded could break what the failure left alone).
 */
const dir = 'dist/chunks';
const chunks = readdirSync(dir).filter((f) => f.endsWith('.js'));
const code = new Map(chunks.map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
const staticImports = new Set(
  [...code.values()].flatMap((text) =>
    [...text.matchAll(/(?:^|[;}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([\w-]+\.js)"/g)].map((m) => m[1]),
  ),
);
/** The chunks each chunk asks for through its retrying import (one function a chunk: the fallback under a fresh query). */
const retried = [...code.values()].flatMap((text) => retriedImports(text).map((spec) => basename(spec)));

describe('lazily loaded chunks asked for again after a failed download', () => {
  it('the host events’ rules and the modals the visitor opens are among them (each under its own name plus a fresh query)', () => {
    const names = retried.map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    for (const name of ['host-schemas', 'UsageSelectionModal', 'VerificationModal', 'KeyFeaturesTable']) expect(names).toContain(name);
  });

  it('none is a chunk another chunk imports statically', () => {
    expect(staticImports.size).toBeGreaterThan(5);
    expect(retried.length).toBeGreaterThan(5);
    expect(retried.filter((file) => staticImports.has(file))).toEqual([]);
    // And every dynamic import of a chunk that is imported statically elsewhere is left as it was.
    const plain = [...code.values()].flatMap((text) => [...text.matchAll(/import\("\.\/([\w-]+\.js)"\)(?!\.catch)/g)].map((m) => m[1]));
    expect(plain.some((file) => staticImports.has(file ?? ''))).toBe(true);
  });
});

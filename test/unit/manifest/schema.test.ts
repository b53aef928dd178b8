import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, readBaseCss, SCHEMA_VERSION } from '../../../scripts/custom-elements';

const require = createRequire(import.meta.url);
const schemaPath = require.resolve('custom-elements-manifest/schema.json');

function validator(): ValidateFunction {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

describe('custom-elements.json against the custom-elements-manifest schema', () => {
  const validate = validator();
  const manifest = customElementsManifest('0.1.0', readBaseCss());

  it('is valid, as the build writes it (JSON round trip)', () => {
    const written: unknown = JSON.parse(JSON.stringify(manifest));
    const ok = validate(written);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("names the schema version of the package's schema", () => {
    const pkg = JSON.parse(readFileSync(require.resolve('custom-elements-manifest/package.json'), 'utf8')) as { version: string };
    expect(manifest.schemaVersion).toBe(SCHEMA_VERSION);
    expect(SCHEMA_VERSION).toBe(pkg.version);
  });

  it('rejects a manifest that breaks the schema (the check is real)', () => {
    const broken = JSON.parse(JSON.stringify(manifest)) as { modules: { kind: string; declarations: Record<string, unknown>[] }[] };
    const module = broken.modules[0];
    const declaration = module?.declarations[0];
    if (!module || !declaration) throw new Error('no declaration to break');
    delete declaration['name'];
    expect(validate(broken)).toBe(false);
    declaration['name'] = 'EaX';
    module.kind = 'commonjs-module';
    expect(validate(broken)).toBe(false);
    const noVersion: Record<string, unknown> = { ...manifest };
    delete noVersion['schemaVersion'];
    expect(validate(noVersion)).toBe(false);
  });
});

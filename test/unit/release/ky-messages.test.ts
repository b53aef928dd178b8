import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build's config is plain JavaScript, without types; the plugin's shape is stated below.
import { kyTerseMessages } from '../../../rollup.config.mjs';

/** ky's own files, as the build reads them. */
const kyDir = join(dirname(createRequire(import.meta.url).resolve('ky')), '..');
const kyFile = (file: string) => join(kyDir, 'distribution', file);

interface Transformed {
  code: string;
}
/** The plugin's transform as Rollup calls it; `this.error` throws, as Rollup's does. */
function transform(code: string, id: string): Transformed | null {
  const plugin = kyTerseMessages() as {
    transform: (this: { error: (m: string) => never }, code: string, id: string) => Transformed | null;
  };
  return plugin.transform.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe("the build's short ky messages (kyTerseMessages in rollup.config.mjs)", () => {
  it.each(['core/Ky.js', 'utils/merge.js'])('%s: every misused-option message is shortened, nothing else changes', (file) => {
    const source = readFileSync(kyFile(file), 'utf8');
    const out = transform(source, kyFile(file))!.code;
    expect(out).not.toMatch(
      /must be (a function|an object|a string)|not supported in your environment|cannot be greater than|\[\[key, value\], \.\.\.\]/,
    );
    expect(out.match(/'ky: [^']+'/g)?.length).toBeGreaterThan(2);
    // Only the messages changed: the same lines, each changed one the same but for its string.
    const lines = source.split('\n');
    expect(out.split('\n')).toHaveLength(lines.length);
    const strip = (line: string) => line.replace(/(['`]).*\1/, 'MESSAGE');
    const changed = out.split('\n').flatMap((line, i) => (line === lines[i] ? [] : [[strip(line), strip(lines[i]!)]]));
    expect(changed).toHaveLength(out.match(/'ky: [^']+'/g)!.length);
    for (const [after, before] of changed) expect(after).toBe(before);
  });

  it('a ky whose message changed stops the build, naming it', () => {
    const source = readFileSync(kyFile('utils/merge.js'), 'utf8').replace('The `context` option must be an object', 'context?');
    expect(() => transform(source, kyFile('utils/merge.js'))).toThrow(/no longer says 'The `context` option must be an object'/);
  });

  it("other modules, ky's own included, are left alone", () => {
    expect(transform("throw new TypeError('The `options` argument must be an object');", '/x/src/api/client.ts')).toBeNull();
    expect(transform('export {};', kyFile('utils/normalize.js'))).toBeNull();
  });
});

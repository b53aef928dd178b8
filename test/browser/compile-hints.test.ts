import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { describe, expect, it } from 'vitest';

/** The build the browser suite runs against (npm run test:browser builds it first). */
const CHUNKS = join('dist', 'chunks');
const chunk = (name: string): string => {
  const file = readdirSync(CHUNKS).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${name} chunk in ${CHUNKS}`);
  return join(CHUNKS, file);
};

describe('V8 compile hints on the chunks that run as the plans page loads (issue 21)', () => {
  it.each(['react', 'plans-page'])('%s starts with //# allFunctionsCalledOnLoad', (name) => {
    expect(readFileSync(chunk(name), 'utf8').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('leaves lazily loaded chunks without it', () => {
    const lazy = readdirSync(CHUNKS).filter((f) => f.endsWith('.js') && !/^(react|plans-page)-/.test(f));
    expect(lazy.length).toBeGreaterThan(0);
    for (const f of lazy) expect(readFileSync(join(CHUNKS, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
  });

  it("keeps the plans-page chunk's source map true: a text maps back to where it is written", () => {
    const file = chunk('plans-page');
    const lines = readFileSync(file, 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
    const line = lines.findIndex((l) => l.includes('"Loading your plans"'));
    expect(line).toBeGreaterThan(0);
    const at = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('"Loading your plans"') });
    expect(at.source).toMatch(/widgets\/plans-table\/PlansTable\.tsx$/);
    const source = readFileSync(join('widgets', 'plans-table', 'PlansTable.tsx'), 'utf8').split('\n');
    expect(source[at.line - 1]?.slice(at.column)).toMatch(/^"Loading your plans"/);
  });
});

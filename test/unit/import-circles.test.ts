// @vitest-environment node
/**
 * No two modules of src/ or widgets/ may reach each other through imports (issue 23). Every edge
 * counts: static imports and re-exports (type-only too: a shared type belongs in a third module),
 * `import('…')` and `typeof import('…')`. A lazily loaded module that imports back the module loading
 * it is a circle too: what they share goes to a module both import.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Every module each module imports, by any kind of import. TypeScript's import scanner (no full parse)
 * reports static imports and re-exports, type-only ones too, and `import('…')` with `typeof import('…')`.
 */
function importGraph(files: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const edges = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (target) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one module (Tarjan), each a circle or a knot of them. */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.has(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found;
}

describe('imports', () => {
  it('form no circle in src/ and widgets/', () => {
    const graph = importGraph([...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'widgets'))]);
    expect(graph.size).toBeGreaterThan(100);
    const named = circles(graph).map((c) =>
      c
        .map((f) => relative(ROOT, f))
        .sort()
        .join(' <-> '),
    );
    expect(named).toEqual([]);
  });

  it('finds a circle made by a lazy import and a type import back', () => {
    const a = join(ROOT, 'src/a.ts');
    const b = join(ROOT, 'src/b.ts');
    const graph = new Map([
      [a, new Set([b])],
      [b, new Set([a])],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });
});

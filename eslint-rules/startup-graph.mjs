// What the widgets load at start-up, computed from the source: the modules that the entries
// (`src/index.ts`, `widgets/*/index.ts`) reach through static value imports, following each
// imported name through re-exports (barrels) to the module that declares it, as Rollup does with
// `moduleSideEffects: false`. `import()` and `import type` are not followed: what only they reach
// loads later, with the lazily loaded code. Used by the ESLint rule `local/concern-boundaries`
// (eslint-rules/) and by the grouping codemod; the two copies are kept identical.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Resolves a relative specifier of `from` (paths relative to `root`, '/'-separated); undefined when not one of our source files. */
export function resolveSource(root, from, spec, exists = (p) => existsSync(path.join(root, p))) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  if (/\.(tsx?)$/.test(base) && exists(base)) return base;
  for (const e of EXTENSIONS) if (exists(base + e)) return base + e;
  const noJs = base.replace(/\.js$/, '');
  if (noJs !== base) for (const e of ['.ts', '.tsx']) if (exists(noJs + e)) return noJs + e;
  return undefined;
}

function hasExportModifier(ts, node) {
  return (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * The import and export statements of a module. `imports`: static imports (type-only ones marked);
 * `reexports`: `export … from`; `locals`: names the module itself declares and exports.
 */
export function parseModule(ts, file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports = [];
  const reexports = [];
  const locals = new Set();
  const localBindings = new Map(); // local name → { spec, name } for `import { a } …; export { a }`
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const c = st.importClause;
      const entry = { spec: st.moduleSpecifier.text, node: st, names: [], namespace: false, sideEffect: !c, typeOnly: false };
      if (c) {
        if (c.name) entry.names.push({ name: 'default', local: c.name.text, typeOnly: c.isTypeOnly });
        if (c.namedBindings && ts.isNamespaceImport(c.namedBindings)) entry.namespace = !c.isTypeOnly;
        if (c.namedBindings && ts.isNamedImports(c.namedBindings))
          for (const el of c.namedBindings.elements)
            entry.names.push({ name: (el.propertyName ?? el.name).text, local: el.name.text, typeOnly: c.isTypeOnly || el.isTypeOnly });
        entry.typeOnly = c.isTypeOnly || (!entry.namespace && entry.names.length > 0 && entry.names.every((n) => n.typeOnly));
        for (const n of entry.names) if (!n.typeOnly) localBindings.set(n.local, { spec: entry.spec, name: n.name });
      }
      imports.push(entry);
    } else if (ts.isExportDeclaration(st)) {
      if (st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
        const e = { spec: st.moduleSpecifier.text, node: st, names: [], star: false, namespaceAs: undefined, typeOnly: st.isTypeOnly };
        if (!st.exportClause) e.star = true;
        else if (ts.isNamespaceExport(st.exportClause)) e.namespaceAs = st.exportClause.name.text;
        else
          for (const el of st.exportClause.elements)
            e.names.push({ name: (el.propertyName ?? el.name).text, as: el.name.text, typeOnly: st.isTypeOnly || el.isTypeOnly });
        reexports.push(e);
      } else if (st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const el of st.exportClause.elements) {
          const local = (el.propertyName ?? el.name).text;
          const bound = localBindings.get(local);
          if (bound)
            reexports.push({
              spec: bound.spec,
              node: st,
              names: [{ name: bound.name, as: el.name.text, typeOnly: false }],
              star: false,
              typeOnly: false,
              viaLocal: true,
            });
          else locals.add(el.name.text);
        }
      }
    } else if (ts.isExportAssignment(st)) locals.add('default');
    else if (hasExportModifier(ts, st)) {
      const isDefault = (ts.getModifiers(st) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) locals.add('default');
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const collect = (n) => {
            if (ts.isIdentifier(n)) locals.add(n.text);
            else for (const el of n.elements) if (!ts.isOmittedExpression(el)) collect(el.name);
          };
          collect(d.name);
        }
      } else if (st.name && ts.isIdentifier(st.name)) locals.add(st.name.text);
    }
  }
  return { imports, reexports, locals, sourceFile: sf };
}

function listSources(root, dirs) {
  const out = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    for (const e of readdirSync(abs)) {
      if (e === 'node_modules') continue;
      const r = `${rel}/${e}`;
      if (statSync(path.join(root, r)).isDirectory()) walk(r);
      else if (/\.tsx?$/.test(e) && !e.endsWith('.d.ts')) out.push(r);
    }
  };
  for (const d of dirs) walk(d);
  return out;
}

/** Parses every source module under `dirs` of `root`. `read(file)` may supply edited text. */
export function buildGraph(ts, root, { dirs = ['src', 'widgets'], read } = {}) {
  const files = listSources(root, dirs);
  const set = new Set(files);
  const exists = (p) => set.has(p);
  const modules = new Map();
  for (const f of files) {
    const m = parseModule(ts, f, read ? read(f) : readFileSync(path.join(root, f), 'utf8'));
    for (const i of m.imports) i.target = resolveSource(root, f, i.spec, exists);
    for (const r of m.reexports) r.target = resolveSource(root, f, r.spec, exists);
    modules.set(f, m);
  }
  return { root, files, modules };
}

/** Every name a module exports (its own and re-exported). */
export function exportedNames(graph, file, seen = new Set()) {
  const m = graph.modules.get(file);
  if (!m || seen.has(file)) return new Set();
  seen.add(file);
  const out = new Set(m.locals);
  for (const r of m.reexports) {
    if (r.namespaceAs) out.add(r.namespaceAs);
    for (const n of r.names) out.add(n.as);
    if (r.star && r.target) for (const n of exportedNames(graph, r.target, seen)) if (n !== 'default') out.add(n);
  }
  return out;
}

/** The module that declares `name` as exported by `file` (following re-exports); undefined when unknown. */
export function originOf(graph, file, name, seen = new Set()) {
  const m = graph.modules.get(file);
  if (!m || seen.has(file)) return undefined;
  seen.add(file);
  if (m.locals.has(name)) return file;
  for (const r of m.reexports) {
    if (r.namespaceAs === name) return file;
    const n = r.names.find((x) => x.as === name);
    if (n) return r.target ? (originOf(graph, r.target, n.name, seen) ?? r.target) : undefined;
  }
  for (const r of m.reexports)
    if (r.star && r.target && exportedNames(graph, r.target).has(name)) return originOf(graph, r.target, name, seen);
  return undefined;
}

/** The entry modules: `src/index.ts` and each widget's `widgets/<name>/index.ts`. */
export function entryModules(graph) {
  return graph.files.filter((f) => f === 'src/index.ts' || /^widgets\/[^/]+\/index\.tsx?$/.test(f));
}

/**
 * The modules loaded at start-up. `via` maps each to the module and statement that first pulled it
 * in (for messages).
 */
export function startupModules(graph, entries = entryModules(graph)) {
  const requested = new Map(); // file → Set of names, or '*'
  const included = new Set();
  const via = new Map();
  const queue = [];
  const request = (file, names, from) => {
    if (!file || !graph.modules.has(file)) return;
    if (from && !via.has(file)) via.set(file, from);
    const had = requested.get(file);
    if (had === '*') return;
    if (names === '*') requested.set(file, '*');
    else {
      const fresh = names.filter((n) => !had?.has(n));
      if (had && fresh.length === 0) return;
      requested.set(file, new Set([...(had ?? []), ...fresh]));
      names = fresh;
    }
    queue.push([file, names]);
  };
  const include = (file) => {
    if (included.has(file)) return;
    included.add(file);
    for (const i of graph.modules.get(file).imports) {
      if (i.typeOnly || !i.target) continue;
      const names = i.namespace || i.sideEffect ? '*' : i.names.filter((n) => !n.typeOnly).map((n) => n.name);
      request(i.target, names, { file, node: i.node });
    }
  };
  for (const e of entries) {
    request(e, '*');
    include(e);
  }
  while (queue.length) {
    const [file, names] = queue.shift();
    const m = graph.modules.get(file);
    if (names === '*') {
      if (m.locals.size > 0 || m.imports.some((i) => i.sideEffect) || m.reexports.length === 0) include(file);
      for (const r of m.reexports)
        if (!r.typeOnly)
          request(r.target, r.star || r.namespaceAs ? '*' : r.names.filter((n) => !n.typeOnly).map((n) => n.name), { file, node: r.node });
      continue;
    }
    for (const name of names) {
      if (m.locals.has(name)) {
        include(file);
        continue;
      }
      let found = false;
      for (const r of m.reexports) {
        if (r.typeOnly) continue;
        if (r.namespaceAs === name) {
          request(r.target, '*', { file, node: r.node });
          found = true;
        }
        const n = r.names.find((x) => x.as === name && !x.typeOnly);
        if (n) {
          request(r.target, [n.name], { file, node: r.node });
          found = true;
        }
      }
      if (!found)
        for (const r of m.reexports)
          if (r.star && !r.typeOnly && r.target && exportedNames(graph, r.target).has(name))
            request(r.target, [name], { file, node: r.node });
    }
  }
  return { included, via };
}

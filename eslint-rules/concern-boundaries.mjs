// ESLint rule `local/concern-boundaries` (issue 23): the folders of src/domain and src/services are
// grouped by concern, and each concern's index.ts is what start-up code may import.
//
// - A concern module is a file in src/domain/<concern>/ or src/services/<concern>/ whose folder has an
//   index.ts. It is on the concern's start-up surface when that index re-exports it; otherwise it is
//   lazy-only.
// - "Start-up code" is computed, not declared: the modules the entries (src/index.ts and each
//   widgets/<name>/index.ts) reach through static value imports, each imported name followed through
//   re-exports to the module that declares it (./startup-graph.mjs). `import()` and `import type` are
//   not followed, so what only they reach is lazily loaded code.
// Reported:
// - lazyOnly: a start-up module imports a lazy-only module (its code would join the page's start-up
//   script). Import it from lazily loaded code only, or export it from the index if start-up needs it.
// - throughIndex: code outside the module's layer (src/domain or src/services) imports a start-up
//   module by its path instead of through its concern's index. Inside a layer, modules import each
//   other by path (no barrel cycles).
import path from 'node:path';
import { existsSync } from 'node:fs';
import ts from 'typescript';
import { buildGraph, resolveSource, startupModules } from './startup-graph.mjs';

const LAYERS = ['src/domain', 'src/services'];
const cache = new Map();

function analyse(root) {
  let state = cache.get(root);
  if (state) return state;
  const graph = buildGraph(ts, root);
  const { included, via } = startupModules(graph);
  const surface = new Set();
  for (const file of graph.files) {
    if (!isConcernIndex(root, file)) continue;
    for (const r of graph.modules.get(file).reexports) if (r.target && !r.typeOnly) surface.add(r.target);
  }
  state = { graph, included, via, surface };
  cache.set(root, state);
  return state;
}

const layerOf = (file) => LAYERS.find((l) => file.startsWith(`${l}/`));

function isConcernIndex(root, file) {
  const layer = layerOf(file);
  return !!layer && new RegExp(`^${layer}/[^/]+/index\\.tsx?$`).test(file);
}

/** The concern folder of a module, when it is a concern module (not the index itself). */
function concernOf(root, file) {
  const layer = layerOf(file);
  const m = layer && new RegExp(`^(${layer}/[^/]+)/[^/]+\\.tsx?$`).exec(file);
  if (!m || isConcernIndex(root, file)) return undefined;
  return existsSync(path.join(root, m[1], 'index.ts')) || existsSync(path.join(root, m[1], 'index.tsx')) ? m[1] : undefined;
}

function chainOf(via, file) {
  const chain = [file];
  for (let f = file; via.has(f) && chain.length < 30;) chain.push((f = via.get(f).file));
  const names = chain.reverse();
  return names.length > 4 ? [names[0], '…', ...names.slice(-3)].join(' → ') : names.join(' → ');
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Start-up code imports a concern only through its index.ts; lazy-only modules only from lazily loaded code' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      lazyOnly:
        "'{{spec}}' is lazy-only (not exported by {{index}}) and this module is start-up code ({{chain}}). Import it only from lazily loaded code (reached through import()), or, if start-up really needs it, export it from {{index}} (the page's script grows).",
      throughIndex:
        "Import '{{concern}}' through its index ('{{suggest}}'), not by the module's path: the index is the folder's start-up surface.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? context.getCwd();
    const root = path.resolve(cwd, context.options[0]?.root ?? '.');
    const file = path
      .relative(root, context.filename ?? context.getFilename())
      .split(path.sep)
      .join('/');
    if (!/^(src|widgets)\//.test(file) || isConcernIndex(root, file)) return {};
    const { included, via, surface } = analyse(root);
    const check = (node, typeOnly) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveSource(root, file, spec);
      const concern = target && concernOf(root, target);
      if (!concern) return;
      const index = `${concern}/index.ts`;
      if (surface.has(target)) {
        if (layerOf(file) !== layerOf(target)) {
          let suggest = path.posix.relative(path.posix.dirname(file), concern);
          if (!suggest.startsWith('.')) suggest = `./${suggest}`;
          context.report({ node: node.source, messageId: 'throughIndex', data: { concern, suggest } });
        }
      } else if (!typeOnly && included.has(file)) {
        context.report({ node: node.source, messageId: 'lazyOnly', data: { spec, index, chain: chainOf(via, file) } });
      }
    };
    const allTypes = (specs) => specs.length > 0 && specs.every((s) => s.importKind === 'type' || s.exportKind === 'type');
    return {
      ImportDeclaration(node) {
        const onlyTypes =
          node.importKind === 'type' || (allTypes(node.specifiers) && node.specifiers.every((s) => s.type === 'ImportSpecifier'));
        check(node, onlyTypes);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.exportKind === 'type' || allTypes(node.specifiers));
      },
      ExportAllDeclaration(node) {
        check(node, node.exportKind === 'type');
      },
    };
  },
};

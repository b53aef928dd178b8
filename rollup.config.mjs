// Builds one ES-module entry per widget (widgets/<name>/index.ts → dist/<name>.js) with the
// store, bus, API client and React in shared chunks, plus the test-fixture elements the
// browser tests mount (dist/test-fixtures/), as a separate build of their own.
import { readdirSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));

// Every build starts from an empty dist/, so no stale chunk is served or measured.
if (!process.env.ROLLUP_WATCH) rmSync('dist', { recursive: true, force: true });

/** `import css from './x.css?inline'` gives the file's text, as Vite does in tests and Storybook. */
function inlineCss() {
  return {
    name: 'inline-css',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return resolve(importer, '..', source.slice(0, -'?inline'.length)) + '?inline';
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      const css = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        // Not the space before a colon: in a selector it is a descendant combinator (`.a :is(b)` is not `.a:is(b)`).
        .replace(/\s*([{};,>])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .trim();
      return `export default ${JSON.stringify(css)};`;
    },
  };
}

/**
 * wouter's hooks import React's useSyncExternalStore through the `use-sync-external-store` shim, a
 * copy for React < 18 (0.6 kB gz). React 19 has it built in: the shim's module re-exports React's.
 */
function builtinSyncExternalStore() {
  const id = '\0builtin-use-sync-external-store';
  return {
    name: 'builtin-use-sync-external-store',
    resolveId(source) {
      return /^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? id : null;
    },
    load(loaded) {
      return loaded === id ? "export { useSyncExternalStore } from 'react';" : null;
    },
  };
}

/**
 * ky's upload and download progress (`onUploadProgress`, `onDownloadProgress`) wrap the body in
 * streams (ky/distribution/utils/body.js, 0.6 kB gz on every page). The API client never passes
 * either option (src/api/client.ts), so the module is replaced by stand-ins that say so if called.
 */
function kyWithoutProgress() {
  return {
    name: 'ky-without-progress',
    load(id) {
      if (!/[\\/]ky[\\/]distribution[\\/]utils[\\/]body\.js$/.test(id)) return null;
      return [
        "const unused = () => { throw new Error('ky: no progress callbacks'); };",
        'export const getBodySize = unused;',
        'export const streamResponse = unused;',
        'export const streamRequest = unused;',
      ].join('\n');
    },
  };
}

/**
 * ky's messages for misused options (an option of the wrong type, progress callbacks, stream support), which only a
 * programmer's mistake shows: the API client passes fixed, typed options (src/api/client.ts). Shortened to name the
 * option (0.13 kB gz on the plans page). Each message must be found as written (ky's version is pinned in the
 * lockfile): an upgrade that changes one fails the build here rather than shipping it long.
 */
const KY_MESSAGES = {
  'core/Ky.js': [
    ['`The \\`timeout\\` option cannot be greater than ${maxSafeTimeout}`', "'ky: timeout too long'"],
    ["'The `onDownloadProgress` option must be a function'", "'ky: onDownloadProgress'"],
    ["'Streams are not supported in your environment. `ReadableStream` is missing.'", "'ky: no ReadableStream'"],
    ["'`input` must be a string, URL, or Request'", "'ky: input'"],
    ["'`input` must not begin with a slash when using `prefixUrl`'", "'ky: input begins with a slash'"],
    ["'The `onUploadProgress` option must be a function'", "'ky: onUploadProgress'"],
    [
      "'Request streams are not supported in your environment. The `duplex` option for `Request` is not available.'",
      "'ky: no request streams'",
    ],
  ],
  'utils/merge.js': [
    ["'The `options` argument must be an object'", "'ky: options'"],
    ["'Array search parameters must be provided in [[key, value], ...] format'", "'ky: searchParams'"],
    ["'The `context` option must be an object'", "'ky: context'"],
  ],
};

export function kyTerseMessages() {
  return {
    name: 'ky-terse-messages',
    transform(code, id) {
      const file = Object.keys(KY_MESSAGES).find((f) => id.replaceAll('\\', '/').endsWith(`/ky/distribution/${f}`));
      if (!file) return null;
      let out = code;
      for (const [long, short] of KY_MESSAGES[file]) {
        if (!out.includes(long)) this.error(`ky-terse-messages: ${file} no longer says ${long}`);
        out = out.replaceAll(long, short);
      }
      return { code: out, map: null };
    },
  };
}

function entriesIn(dir, prefix = '') {
  if (!existsSync(dir)) return {};
  const out = {};
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'index.ts');
    if (existsSync(file)) out[prefix + name] = file;
  }
  return out;
}

/**
 * A lazily loaded chunk that failed to download once (a dropped connection) is asked for again the next time it is
 * needed: browsers keep a failed module import for the page's life, so without this one failure left the host's
 * events unheard (their rules' chunk) or a modal's error text in place until reload. A dynamic import falls back to
 * the same file under a fresh query (a new module URL, fetched anew; its own imports are the page's), but only for
 * a chunk no other chunk imports statically: those importers would still meet the first, failed URL, and a part
 * that half loaded could break where the failure was contained before (a review). `EA_RETRIED_CHUNKS=1` lists them.
 */
function retryFailedChunks() {
  return {
    name: 'retry-failed-chunks',
    renderDynamicImport({ chunk, targetChunk }) {
      if (!targetChunk) return null;
      // A module of the chunk imported statically from outside it: the chunk is another chunk's static import.
      const imported = targetChunk.moduleIds.some((id) =>
        (this.getModuleInfo(id)?.importers ?? []).some((importer) => !targetChunk.moduleIds.includes(importer)),
      );
      if (imported) return null;
      if (process.env.EA_RETRIED_CHUNKS) console.log(`retried: ${targetChunk.name} (from ${chunk.name})`);
      return { left: `${RETRIED_IMPORT}(`, right: ')' };
    },
    // One function per chunk that retries (appended: a declaration, so calls above it find it), not the fallback
    // written out at each import: -0.1 kB gz on the plans page's start-up (measured). It imports relative to its chunk,
    // as each import it stands for did.
    renderChunk(code) {
      if (!code.includes(`${RETRIED_IMPORT}(`)) return null;
      return { code: `${code}\nfunction ${RETRIED_IMPORT}(u){return import(u).catch(()=>import(u+"?"+Date.now()))}\n`, map: null };
    },
  };
}

/** The retrying import's name before the minifier shortens it. */
const RETRIED_IMPORT = '__eaRetriedImport';

const plugins = ({ minify = !process.env.EA_NO_MINIFY } = {}) => [
  retryFailedChunks(),
  replace({
    preventAssignment: true,
    values: {
      __EA_VERSION__: JSON.stringify(pkg.version),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  }),
  inlineCss(),
  builtinSyncExternalStore(),
  kyWithoutProgress(),
  kyTerseMessages(),
  nodeResolve({ browser: true, exportConditions: ['production'], extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  // React's CommonJS files hoisted into the chunk's top level rather than each wrapped in a function run on first
  // require (the plugin's default): V8 then compiles that code with the chunk as it streams in, not on the main thread
  // when the page first calls it. React's evaluation went from 58-67 to 33-40 ms at 4x CPU, -0.15 kB gz (measured).
  // Safe here: the only CommonJS in the bundle is React's (react, react-dom, scheduler); no development build comes in.
  commonjs({ strictRequires: false }),
  typescript({
    tsconfig: './tsconfig.json',
    include: ['src/**/*', 'widgets/**/*', 'test/fixtures/**/*'],
    exclude: ['**/*.test.*', 'node_modules/**'],
    compilerOptions: { noEmit: false, sourceMap: true, declaration: false, allowImportingTsExtensions: false },
  }),
  // unsafe_comps only swaps comparisons of side-effect-free operands, and no code here uses an
  // object literal's function as a constructor (unsafe_methods); not unsafe_arrows: React's
  // component-stack code gives an anonymous function a prototype. Together -0.05 kB gz on the plans page (measured).
  // keep_fargs false: no code here reads a function's length (not pure_getters: docs/architecture.md).
  minify &&
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 3, unsafe_comps: true, unsafe_methods: true, keep_fargs: false },
      format: { comments: false },
    }),
];

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136+) on the chunks whose code
 * runs as the page loads (React, and the plans page's start-up chunk): V8 compiles their functions
 * while the file streams in, off the main thread, instead of one by one as the first renders call
 * them, which was part of the start-up task (issue 21). After the minifier, which drops comments.
 */
function compileHints(names = /^(react|plans-page)$/) {
  return {
    name: 'compile-hints',
    // The hint is part of what the file's hashed name stands for.
    augmentChunkHash(chunk) {
      return !chunk.isEntry && names.test(chunk.name) ? 'allFunctionsCalledOnLoad' : undefined;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isEntry || !names.test(chunk.name)) continue;
        chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        // One line more at the top: the source map's lines move down by one.
        const map = bundle[`${chunk.fileName}.map`];
        if (map?.type === 'asset') {
          const json = JSON.parse(String(map.source));
          map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
        }
      }
    },
  };
}

// Source maps without the `//# sourceMappingURL` comment ('hidden'): every visitor would download it (0.23 kB gz
// over the plans page's six files); the server names each script's map in a `SourceMap` header instead
// (docs/release.md), which DevTools reads as it reads the comment.
const output = (dir, plan) => ({
  dir,
  format: 'es',
  sourcemap: 'hidden',
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  manualChunks(id) {
    if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
    return plan?.get(id);
  },
});

const onwarn = (warning, warn) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
};

/**
 * Our own modules have no import-time side effects except the widget entries, which define the
 * elements. Declaring that lets Rollup leave a module out of the start-up chunk when only its
 * re-export through a barrel (a concern's `index.ts`, such as `src/domain/plans/index.ts`) is reached there: a rule used only by a lazily
 * loaded modal then travels with that modal instead of being loaded with every page.
 */
const OWN_MODULE = /[\\/](src|widgets)[\\/]/;
const WIDGET_ENTRY = /[\\/](widgets|elements)[\\/][^\\/]+[\\/]index\.ts$/;
const treeshake = { moduleSideEffects: (id) => !OWN_MODULE.test(id) || WIDGET_ENTRY.test(id) };

/**
 * Where each module goes. Left to itself, Rollup gives every set of entries that shares code its
 * own chunk: the shared core, plus small chunks for what only two of the three widgets load at
 * start (a few hundred bytes each: one more request each, and gzip packs a small file badly). A
 * first, unminified pass learns Rollup's own split; the real build then puts every start-up chunk
 * that only the plans page's widgets use into one `plans-page` chunk (they always sit on that page
 * together, spec 2, so one response that gzip packs whole is about 3.9 kB gz smaller than four), every
 * other start-up chunk that two or more widgets use into `core`, and a start-up chunk only one
 * other widget uses into that widget's chunk. Lazily loaded chunks stay as Rollup made them.
 * (Every module is placed explicitly: a manual chunk would otherwise pull in what its modules
 * import, and the barrels, each concern's `index.ts`, import all of its start-up modules.)
 */
// checkout-summary (the checkout page's stand-in) needs only the shared runtime at start: counted
// here, it rides the plans-page chunk rather than splitting that chunk into a core and a rest.
const PLANS_PAGE_WIDGETS = ['refine-bar', 'plans-table', 'cart-overlay', 'qualifier', 'checkout-summary'];
// Widgets whose page also holds the plans-page widgets (the moving-home page shows the plans at the
// visitor's new address with the plans table and cart), so that page loads the plans-page chunk anyway:
// start-up code they share with the plans page stays in it, but their own start-up code stays out of it
// (in their entry, or their own chunk), so the plans page does not grow by a byte for them.
const PLANS_PAGE_COMPANIONS = ['moving-home'];

async function chunkPlan(input) {
  const bundle = await rollup({
    input,
    plugins: plugins({ minify: false }),
    onwarn: () => {},
    preserveEntrySignatures: 'strict',
    treeshake,
  });
  const { output: files } = await bundle.generate({ ...output('unused', new Map()), sourcemap: false });
  await bundle.close();
  const chunks = new Map(files.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
  const closure = (entry, follow) => {
    const seen = new Set();
    const stack = [...follow(entry)];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = chunks.get(file);
      if (chunk) stack.push(...follow(chunk));
    }
    return seen;
  };
  // Loaded at start: static imports. Used at all: static and dynamic imports (a widget's lazy parts too).
  const atStart = new Map();
  const usedBy = new Map();
  for (const entry of [...chunks.values()].filter((c) => c.isEntry)) {
    for (const file of closure(entry, (c) => c.imports)) atStart.set(file, [...(atStart.get(file) ?? []), entry.name]);
    for (const file of closure(entry, (c) => [...c.imports, ...c.dynamicImports]))
      usedBy.set(file, [...(usedBy.get(file) ?? []), entry.name]);
  }
  const plan = new Map();
  /** Per widget, the modules of its start-up code that no other widget uses (the bench's "own code"). */
  const own = {};
  const lazyNames = new Set();
  for (const chunk of chunks.values()) {
    // A plans-page widget's entry keeps only its entry module (the one call that defines the
    // element): what else Rollup put in it goes to the plans-page chunk, which the page loads
    // anyway and where gzip packs it with the rest, so each of the page's entry files stays tiny.
    if (chunk.isEntry && PLANS_PAGE_WIDGETS.includes(chunk.name)) {
      const moved = Object.keys(chunk.modules).filter((id) => !WIDGET_ENTRY.test(id));
      for (const id of moved) plan.set(id, 'plans-page');
      (own[chunk.name] ??= []).push(...moved.map((id) => relative(process.cwd(), id)));
    }
    if (chunk.isEntry && PLANS_PAGE_COMPANIONS.includes(chunk.name))
      (own[chunk.name] ??= []).push(...Object.keys(chunk.modules).map((id) => relative(process.cwd(), id)));
    if (chunk.isEntry || chunk.name === 'react') continue;
    const users = usedBy.get(chunk.fileName) ?? [];
    const startUsers = atStart.get(chunk.fileName) ?? [];
    const companionsOnly = startUsers.length > 0 && startUsers.every((u) => PLANS_PAGE_COMPANIONS.includes(u));
    const startName =
      users.length > 0 && users.every((u) => PLANS_PAGE_WIDGETS.includes(u))
        ? 'plans-page'
        : companionsOnly
          ? // Start-up code of companions only: not in the plans-page chunk; what another widget also loads
            // lazily keeps a chunk of its own, so that widget never loads the companion's start-up code.
            users.length === 1
            ? `${startUsers[0]}-start`
            : chunk.name
          : users.length > 0 && users.every((u) => PLANS_PAGE_WIDGETS.includes(u) || PLANS_PAGE_COMPANIONS.includes(u))
            ? 'plans-page'
            : users.length >= 2
              ? 'core'
              : (users[0] ?? 'core');
    let name = atStart.has(chunk.fileName) ? startName : chunk.name;
    if (!atStart.has(chunk.fileName)) {
      for (let n = 2; lazyNames.has(name); n++) name = `${chunk.name}${n}`;
      lazyNames.add(name);
    }
    // The entry modules (they define the elements) stay with their entries.
    for (const id of Object.keys(chunk.modules)) if (!WIDGET_ENTRY.test(id)) plan.set(id, name);
    if (atStart.has(chunk.fileName) && users.length === 1)
      (own[users[0]] ??= []).push(...Object.keys(chunk.modules).map((id) => relative(process.cwd(), id)));
  }
  return { plan, own };
}

const builds = [];
const widgetEntries = entriesIn('widgets');
if (Object.keys(widgetEntries).length > 0) {
  const { plan, own } = await chunkPlan(widgetEntries);
  /** dist/own-code.json: what `npm run bench` measures as each widget's own code inside the shared start-up chunks. */
  const ownCode = {
    name: 'own-code',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'own-code.json', source: JSON.stringify(own, null, 1) });
    },
  };
  builds.push({
    input: widgetEntries,
    output: output('dist', plan),
    plugins: [...plugins(), compileHints(), ownCode],
    onwarn,
    preserveEntrySignatures: 'strict',
    treeshake,
  });
}
const fixtureEntries = entriesIn('test/fixtures/elements');
if (Object.keys(fixtureEntries).length > 0) {
  builds.push({
    input: fixtureEntries,
    output: output('dist/test-fixtures'),
    plugins: plugins(),
    onwarn,
    preserveEntrySignatures: 'strict',
    treeshake,
  });
}

export default builds;

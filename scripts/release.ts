/**
 * The build's second step (`npm run build` runs it after Rollup), over dist/:
 * 1. the element metadata: dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) and
 *    dist/vscode.html-custom-data.json (VS Code HTML custom data), from widgets/<name>/manifest.ts;
 * 2. the release: a `.gz` and `.br` beside every script, source map, JSON and CSS file, and
 *    dist/manifest.json with each file's size, gzip and brotli sizes and SRI hash (docs/release.md).
 * Nothing here is imported by the bundles.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCoverage, customElementsManifest, readBaseCss, vscodeCustomData } from './custom-elements';
import { writeRelease } from './release-files';

const DIST = process.env['EA_DIST'] ?? 'dist';

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };

checkCoverage('widgets');
const manifest = customElementsManifest(version, readBaseCss());
writeFileSync(join(DIST, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(DIST, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);
console.log(`dist/custom-elements.json: ${manifest.modules.length} elements (bundle ${version})`);

const started = performance.now();
const release = writeRelease(DIST, name, version);
const files = Object.values(release.files);
const total = (key: 'size' | 'gzip' | 'brotli'): string => `${(files.reduce((sum, f) => sum + f[key], 0) / 1000).toFixed(1)} kB`;
console.log(
  `dist/manifest.json: ${files.length} files (${total('size')}, ${total('gzip')} gz, ${total('brotli')} br), .gz/.br written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

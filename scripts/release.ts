/**
 * The build's second step (`npm run build` runs it after Rollup): writes the element metadata files
 * into dist/ — dist/custom-elements.json (Custom Elements Manifest) and
 * dist/vscode.html-custom-data.json. Nothing here is imported by the bundles.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCoverage, customElementsManifest, readBaseCss, vscodeCustomData } from './custom-elements';

const DIST = process.env['EA_DIST'] ?? 'dist';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

checkCoverage('widgets');
const manifest = customElementsManifest(version, readBaseCss());
writeFileSync(join(DIST, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(DIST, 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`);
console.log(`dist/custom-elements.json: ${manifest.modules.length} elements (bundle ${version})`);

// @vitest-environment node
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../host-demo/api/app';
import { integrityOf } from '../../scripts/release-files';
import { mountSite } from '../../host-demo/site/routes';
import { tempQuotesFile } from './helpers';

const FIXTURES = join(__dirname, '..', 'fixtures', 'embed');
const ENTRIES = ['refine-bar.js', 'plans-table.js', 'qualifier.js', 'moving-home.js'];

/** A dist/ with the fixture manifests; 'real' writes the entries' true sha384, 'fixture' keeps the fixture's made-up ones. */
function site(manifests: 'none' | 'real' | 'fixture') {
  const distDir = mkdtempSync(join(tmpdir(), 'ea-dist-'));
  for (const entry of ENTRIES) writeFileSync(join(distDir, entry), `export const entry = ${JSON.stringify(entry)};\n`);
  if (manifests !== 'none') {
    copyFileSync(join(FIXTURES, 'custom-elements.json'), join(distDir, 'custom-elements.json'));
    const manifest = JSON.parse(readFileSync(join(FIXTURES, 'manifest.json'), 'utf8')) as { files: Record<string, { integrity: string }> };
    if (manifests === 'real') {
      for (const [path, f] of Object.entries(manifest.files)) {
        if (ENTRIES.includes(path)) f.integrity = integrityOf(readFileSync(join(distDir, path)));
      }
    }
    writeFileSync(join(distDir, 'manifest.json'), JSON.stringify(manifest));
  }
  const app = createApi({ quotesFile: tempQuotesFile() });
  mountSite(app, { distDir, csp: true });
  return (path: string) => app.fetch(new Request(`https://cms.example${path}`));
}

interface State {
  snippet: string;
  problems: { message: string; errorId: string; controlIds: string[] }[];
  previewSrc: string;
}

describe('/embed on the demo site', () => {
  it('renders the builder with a snippet whose scripts are absolute, hashed and match the files', async () => {
    const get = site('real');
    const res = await get('/embed');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('<form id="embed-form"');
    expect(body).toMatch(/<script type="module" src="\/site\/embed\.js" nonce="[^"]+"><\/script>/);
    const state = (await (await get('/embed/state.json?submitted=1&widget=ea-refine-bar')).json()) as State;
    expect(state.problems).toEqual([]);
    // The versioned path: a hash on the stable path would break the page at the next release.
    const integrity = /src="https:\/\/cms\.example\/widgets\/0\.1\.0\/refine-bar\.js" integrity="(sha384-[^"]+)"/.exec(state.snippet)?.[1];
    const versioned = await get('/widgets/0.1.0/refine-bar.js');
    const served = Buffer.from(await versioned.arrayBuffer());
    expect(served).toEqual(Buffer.from(await (await get('/widgets/refine-bar.js')).arrayBuffer()));
    // Another version is not this build's: not served.
    expect((await get('/widgets/0.0.9/refine-bar.js')).status).toBe(404);
    expect(integrity).toBe(`sha384-${createHash('sha384').update(served).digest('base64')}`);
    expect(integrity).toBe(integrityOf(served));
  });

  it('ties each problem to its error element and controls', async () => {
    const state = (await (await site('real')('/embed/state.json?widget=ea-refine-bar&customer-type=x&api-base=%2Fapi')).json()) as State;
    expect(state.problems.map((p) => [p.errorId, p.controlIds])).toEqual([
      ['err-f-customer-type', ['f-customer-type-residential', 'f-customer-type-business']],
      ['err-f-api-base', ['f-api-base']],
    ]);
  });

  it('refuses a hash in manifest.json that does not match the file', async () => {
    const state = (await (await site('fixture')('/embed/state.json?widget=ea-refine-bar')).json()) as State;
    expect(state.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/refine-bar\.js has no integrity hash in manifest\.json that matches/),
    ]);
    expect(state.snippet).not.toContain('integrity=');
  });

  it('says what to do when the bundle has no manifests', async () => {
    const get = site('none');
    expect(await (await get('/embed')).text()).toMatch(/could not be read .*Run npm run build/);
    expect((await get('/embed/state.json')).status).toBe(503);
  });

  it('serves the preview under the nonce CSP, with the nonce on its scripts and style and without api-base', async () => {
    const res = await site('real')('/embed/preview?widget=ea-plans-table&customer-type=business&api-base=https%3A%2F%2Fapi.example');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const body = await res.text();
    expect(nonce).toBeTruthy();
    expect(body).toContain(`<style nonce="${nonce}">`);
    expect(body).toContain(`crossorigin="anonymous" nonce="${nonce}"></script>`);
    expect(body).toContain('<ea-plans-table customer-type="business"></ea-plans-table>');
    expect(body).toContain('ea-plans-table:not(:defined) { display: block; min-height: 1200px; }');
  });
});

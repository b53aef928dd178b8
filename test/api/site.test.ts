import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../host-demo/api/app';
import { mountSite } from '../../host-demo/site/routes';
import { startDemoServer } from '../../host-demo/server';
import { tempQuotesFile } from './helpers';

function site(opts: { csp?: boolean; withWidget?: boolean } = {}) {
  const distDir = mkdtempSync(join(tmpdir(), 'ea-dist-'));
  mkdirSync(join(distDir, 'chunks'));
  mkdirSync(join(distDir, 'test-fixtures'));
  writeFileSync(join(distDir, 'chunks', 'core-abc.js'), 'export const x = 1;');
  writeFileSync(join(distDir, 'test-fixtures', 'fixtures.js'), 'export {};');
  if (opts.withWidget) writeFileSync(join(distDir, 'refine-bar.js'), 'export {};');
  const app = createApi({ quotesFile: tempQuotesFile() });
  mountSite(app, { distDir, csp: opts.csp ?? false });
  return (path: string) => app.fetch(new Request(`http://localhost${path}`));
}

describe('demo site', () => {
  it.each([
    '/',
    '/home/electricity-and-gas/plans',
    '/business/electricity-and-gas/small-business/plans',
    '/moving-house/move-home',
    '/checkout',
    '/404',
    '/home/contact-us',
    '/business/contact-us',
    '/bpid/?ct=residential&ft=ele&pc=FLEXI&on=Flexi%20Plan',
    '/paper-bill-fee',
    '/conditions-pricing',
    '/home/electricity-and-gas/compare-electricity-and-gas-plans/tariffs',
    '/business/electricity-and-gas/small-business/small-business-tariffs',
  ])('%s renders a CMS page', async (path) => {
    const res = await site()(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const body = await res.text();
    expect(body).toMatch(/<header class="site-header">/);
    expect(body).toMatch(/<footer class="site-footer">/);
    expect(body).toMatch(/<link rel="icon"/);
  });

  it('unknown paths answer 404 with the not-found page; unknown API paths 404 JSON', async () => {
    const res = await site()('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/can&#39;t find that page|can't find that page/);
    const api = await site()('/qt2/app/nothing');
    expect(api.status).toBe(404);
    expect((await api.json()).errorCode).toBe('NOT_FOUND');
  });

  it('shows the escaped snippet until the widget is built, then the script and element', async () => {
    const before = await (await site()('/home/electricity-and-gas/plans')).text();
    expect(before).toContain('data-widget="refine-bar"');
    expect(before).toContain('&lt;ea-refine-bar customer-type=&quot;residential&quot;&gt;');
    expect(before).not.toContain('<ea-refine-bar');
    const after = await (await site({ withWidget: true })('/home/electricity-and-gas/plans')).text();
    expect(after).toContain('<script type="module" src="/widgets/refine-bar.js"></script>');
    expect(after).toContain('<ea-refine-bar customer-type="residential"></ea-refine-bar>');
    expect(after).toContain('data-widget="plans-table"');
  });

  it('the business plans page uses customer-type business', async () => {
    expect(await (await site()('/business/electricity-and-gas/small-business/plans')).text()).toContain(
      'customer-type=&quot;business&quot;',
    );
  });

  it('with csp, every script and stylesheet carries the nonce of the header, fresh per response', async () => {
    const fetchPage = site({ csp: true, withWidget: true });
    const a = await fetchPage('/moving-house/move-home');
    const b = await fetchPage('/moving-house/move-home');
    const header = a.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(header)?.[1];
    expect(header).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`);
    expect(b.headers.get('content-security-policy')).not.toBe(header);
    const body = await a.text();
    const tags = body.match(/<script\b[^>]*>|<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(body).not.toMatch(/\sstyle="/);
  });

  it('serves dist/ at /widgets, fixtures at /test-fixtures and page assets with content types', async () => {
    const f = site();
    const chunk = await f('/widgets/chunks/core-abc.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/text\/javascript/);
    expect((await f('/test-fixtures/fixtures.js')).status).toBe(200);
    expect((await f('/site/site.css')).headers.get('content-type')).toMatch(/text\/css/);
    expect((await f('/favicon.ico')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await f('/widgets/missing.js')).status).toBe(404);
    expect((await f('/widgets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('the home page links every scenario row', async () => {
    const body = await (await site()('/')).text();
    for (const href of ['?postcode=2003', '?postcode=2010', '?nmi=4102000001', '?mirn=5240000000', '/checkout?r=EXP123'])
      expect(body).toContain(href);
  });
});

describe('startDemoServer', () => {
  it('serves on a random loopback port and closes', async () => {
    const demo = await startDemoServer({ port: 0, quiet: true, quotesFile: tempQuotesFile() });
    expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const status = await new Promise<number>((resolve, reject) => {
      get(`${demo.url}qt2/app/countries`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
    await demo.close();
  });
});

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { builderState, loadCatalogue, previewDocument, stateJson } from './embed-page';
import { renderPage } from './layout';
import { notFoundPage, pageFor } from './pages';
import { serveFile } from './static-files';
import type { RenderContext } from './widgets';

export interface SiteOptions {
  /** The built widget bundle (npm run build). */
  distDir: string;
  /** Serve pages under a strict nonce Content-Security-Policy. */
  csp?: boolean;
}

const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'static');
const API_PREFIXES = ['/qt2/', '/apis/', '/__faults'];

function cspHeader(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`;
}

function renderHtml(c: Context, opts: SiteOptions, status: 200 | 404): Response {
  const nonce = opts.csp ? randomBytes(16).toString('base64') : null;
  const ctx: RenderContext = { distDir: opts.distDir, nonce };
  const url = new URL(c.req.url);
  const page = status === 404 ? notFoundPage() : pageFor(ctx, { path: url.pathname, query: url.searchParams, origin: url.origin });
  const body = renderPage(ctx, page ?? notFoundPage(), url.pathname);
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (nonce) headers['content-security-policy'] = cspHeader(nonce);
  return new Response(body, { status: page ? status : 404, headers });
}

/** The built bundle's version (dist/manifest.json), or undefined before a build that writes it. */
async function distVersion(distDir: string): Promise<string | undefined> {
  try {
    const manifest: unknown = JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8'));
    const version = manifest && typeof manifest === 'object' ? (manifest as { version?: unknown }).version : undefined;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** Adds the demo site to the API app: pages, page assets, the widget bundle and test fixtures. */
export function mountSite(app: Hono, opts: SiteOptions): void {
  app.get('/site/*', async (c) => (await serveFile(STATIC_DIR, c.req.path.slice('/site/'.length))) ?? c.notFound());
  app.get('/favicon.svg', async (c) => (await serveFile(STATIC_DIR, 'favicon.svg', 'max-age=86400')) ?? c.notFound());
  app.get('/favicon.ico', async (c) => (await serveFile(STATIC_DIR, 'favicon.svg', 'max-age=86400')) ?? c.notFound());
  // The release's versioned path (docs/release.md): what snippets with `integrity` load; only this build's version.
  app.get('/widgets/:version{\\d+\\.\\d+\\.\\d+[^/]*}/*', async (c) => {
    const rest = c.req.path.slice(`/widgets/${c.req.param('version')}/`.length);
    if (c.req.param('version') !== (await distVersion(opts.distDir))) return c.notFound();
    // A CDN caches a release's versioned path for good (docs/release.md); the demo rebuilds under one version, so not here.
    return (await serveFile(opts.distDir, rest)) ?? c.notFound();
  });
  app.get('/widgets/*', async (c) => (await serveFile(opts.distDir, c.req.path.slice('/widgets/'.length))) ?? c.notFound());
  app.get(
    '/test-fixtures/*',
    async (c) => (await serveFile(join(opts.distDir, 'test-fixtures'), c.req.path.slice('/test-fixtures/'.length))) ?? c.notFound(),
  );
  // The snippet builder's preview frame and its state for the page's script (/embed itself is a page).
  app.get('/embed/preview', (c) => {
    const nonce = opts.csp ? randomBytes(16).toString('base64') : null;
    const url = new URL(c.req.url);
    const body = previewDocument({ distDir: opts.distDir, nonce }, loadCatalogue(opts.distDir), url.searchParams, url.origin);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (nonce) headers['content-security-policy'] = cspHeader(nonce);
    return new Response(body, { headers });
  });
  app.get('/embed/state.json', (c) => {
    const loaded = loadCatalogue(opts.distDir);
    c.header('cache-control', 'no-store');
    if ('error' in loaded) return c.json({ errorCode: 'NO_MANIFEST', message: loaded.error }, 503);
    const url = new URL(c.req.url);
    return c.json(stateJson(builderState(loaded.catalogue, url.searchParams, url.origin)));
  });
  app.get('*', (c) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return c.notFound();
    const url = new URL(c.req.url);
    const known =
      pageFor({ distDir: opts.distDir, nonce: null }, { path: url.pathname, query: url.searchParams, origin: url.origin }) !== undefined;
    return renderHtml(c, opts, known ? 200 : 404);
  });
  app.notFound((c) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p)) || c.req.method !== 'GET') {
      return c.json({ errorCode: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` }, 404);
    }
    return renderHtml(c, opts, 404);
  });
}

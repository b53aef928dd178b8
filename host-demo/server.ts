import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApi } from './api/app';
import { compressResponse } from './compress';
import { preflight, withCors } from './cors';
import { mountSite } from './site/routes';

export interface DemoServerOptions {
  /** 0 picks a free port. Default 4173. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Enables /__faults. */
  faults?: boolean;
  /** No request log. */
  quiet?: boolean;
  /** The built widget bundle; default dist/ at the repository root. */
  distDir?: string;
  /** Pages under a strict nonce Content-Security-Policy, a fresh nonce per response. */
  csp?: boolean;
  /** Quotes file (default EA_QUOTES_FILE or the system temp directory). */
  quotesFile?: string;
}

export interface DemoServer {
  url: string;
  close: () => Promise<void>;
}

const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Starts the demo site, the reference API and the widget bundle on loopback. */
export async function startDemoServer(opts: DemoServerOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const app = createApi({ faults: opts.faults ?? false, ...(opts.quotesFile ? { quotesFile: opts.quotesFile } : {}) });
  mountSite(app, { distDir: opts.distDir ?? DEFAULT_DIST, csp: opts.csp ?? false });

  const fetch = async (request: Request): Promise<Response> => {
    const started = performance.now();
    // Served compressed (brotli or gzip), as a CDN would serve the bundle, pages and API answers; the bundle
    // and the API to any origin (CORS), so a snippet from /embed works on another site.
    const response = preflight(request) ?? withCors(request, await compressResponse(request, await app.fetch(request)));
    if (!opts.quiet) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${request.method} ${new URL(request.url).pathname} ${response.status} ${ms}ms`);
    }
    return response;
  };

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch, port: opts.port ?? 4173, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (isMain) {
  const port = Number(process.env['PORT'] ?? 4173);
  const demo = await startDemoServer({ port, faults: true });
  console.log(`Demo running at ${demo.url}`);
  const stop = (): void => {
    void demo.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

import { Hono } from 'hono';
import { optionalBearer, OPTIONAL_AUTH_PATHS } from './auth';
import { defaultSleep, type ApiContext } from './context';
import { createFaultRegistry, faultMiddleware, faultRoutes, type FaultRegistry } from './faults';
import { errorResponse } from './http';
import { accountRoutes } from './routes/account';
import { bffRoutes } from './routes/bff';
import { configRoutes } from './routes/config';
import { estimateRoutes } from './routes/estimate';
import { lookupRoutes } from './routes/lookup';
import { moverRoutes } from './routes/movers';
import { quoteRoutes } from './routes/quotes';
import { searchRoutes } from './routes/search';
import { createQuoteStore } from './store/quotes';
import { createTokenStore } from './store/tokens';

export interface ApiOptions {
  /** Enables /__faults (fault injection). Off unless asked for. */
  faults?: boolean;
  /** Where quotes are kept; default EA_QUOTES_FILE or ea-demo-quotes.json in the temp directory (memory outside Node). */
  quotesFile?: string;
  /** The clock (tests move it to expire tokens and quotes). */
  now?: () => Date;
  /** How the API waits (the 30 s lookup, fault delays); tests pass a fake. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type ApiApp = Hono & { faults?: FaultRegistry };

/**
 * The reference API: every call of spec 1/2/3 §7 as one set of web-standard handlers.
 * Hono runs the same app over HTTP (@hono/node-server) and in process (`app.fetch`).
 */
export function createApi(options: ApiOptions = {}): ApiApp {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const ctx: ApiContext = {
    now,
    sleep,
    quotes: createQuoteStore({ ...(options.quotesFile !== undefined ? { file: options.quotesFile } : {}), now }),
    tokens: createTokenStore(now),
  };
  const app: ApiApp = new Hono();
  if (options.faults) {
    const registry = createFaultRegistry();
    app.use('*', faultMiddleware(registry, sleep));
    faultRoutes(app, registry);
    app.faults = registry;
  }
  for (const path of OPTIONAL_AUTH_PATHS) app.use(path, optionalBearer(ctx));
  for (const routes of [
    configRoutes(),
    searchRoutes(),
    lookupRoutes(ctx),
    estimateRoutes(),
    accountRoutes(ctx),
    quoteRoutes(ctx),
    moverRoutes(ctx),
    bffRoutes(),
  ]) {
    app.route('/', routes);
  }
  app.notFound((c) => errorResponse(c, 404, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    console.error('[api]', c.req.method, c.req.path, err);
    return errorResponse(c, 500, 'INTERNAL_ERROR', 'Unexpected server error');
  });
  return app;
}

export type ApiFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The same handlers as a fetch-shaped function (unit tests, Storybook). Relative URLs resolve against http://localhost. */
export function createApiFetch(options: ApiOptions = {}): ApiFetch {
  const app = createApi(options);
  return async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input instanceof URL ? input.href : input), 'http://localhost'), init);
    return app.fetch(request);
  };
}

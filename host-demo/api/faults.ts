import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { jsonBody, isResponse } from './http';

/** A fault: the next `times` requests whose path starts with `path` fail, delay or answer `body`. */
export const FaultSchema = v.object({
  path: v.pipe(v.string(), v.startsWith('/', 'path must start with /'), v.maxLength(500)),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120_000))),
  body: v.optional(v.unknown()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type Fault = v.InferOutput<typeof FaultSchema> & { id: number };

export interface FaultRegistry {
  add(f: v.InferOutput<typeof FaultSchema>): Fault;
  clear(): void;
  list(): Fault[];
  /** Takes one use of the first fault matching the path. */
  take(path: string): Fault | undefined;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(f) {
      const fault = { ...f, id: nextId++ };
      faults.push(fault);
      return fault;
    },
    clear() {
      faults = [];
    },
    list() {
      return faults.map((f) => ({ ...f }));
    },
    take(path) {
      const fault = faults.find((f) => path.startsWith(f.path));
      if (!fault) return undefined;
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
      return fault;
    },
  };
}

/** Applies a matching fault before the real handler: delay, then a forced status/body, or pass through. */
export function faultMiddleware(registry: FaultRegistry, sleep: (ms: number, signal?: AbortSignal) => Promise<void>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === '/__faults') return next();
    const fault = registry.take(c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs, c.req.raw.signal);
    if (fault.status === undefined && fault.body === undefined) return next();
    const body = fault.body === undefined ? '' : typeof fault.body === 'string' ? fault.body : JSON.stringify(fault.body);
    return new Response(body === '' && (fault.status === 204 || fault.status === 304) ? null : body, {
      status: fault.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-ea-fault': String(fault.id) },
    });
  };
}

/** POST /__faults adds a fault, DELETE clears all, GET lists them. */
export function faultRoutes(app: Hono, registry: FaultRegistry): void {
  app.post('/__faults', async (c) => {
    const body = await jsonBody(c, FaultSchema);
    if (isResponse(body)) return body;
    return c.json(registry.add(body), 201);
  });
  app.delete('/__faults', (c) => {
    registry.clear();
    return c.body(null, 204);
  });
  app.get('/__faults', (c) => c.json(registry.list()));
}

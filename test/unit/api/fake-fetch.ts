import { configureApi, type ApiConfig } from '../../../src/api';

export type Reply = Response | ((request: Request, attempt: number) => Response | Promise<Response>);

/** A recording fetch: answers each call with the next reply (the last one repeats). */
export function fakeFetch(...replies: Reply[]) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(await request.clone().text());
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('no reply configured');
    if (typeof reply === 'function') return reply(request, requests.length);
    return reply.clone();
  };
  return { fetch, requests, bodies };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Configures the API with the fake and small limits so tests stay fast. */
export function useFake(fake: ReturnType<typeof fakeFetch>, extra: Partial<ApiConfig> = {}): void {
  configureApi({ fetch: fake.fetch, base: 'https://api.test', sessionId: () => 'ABCDEFGHIJ', retries: 2, maxRetryAfter: 50, ...extra });
}

/** A reply that never comes, until the request is aborted (as a real fetch behaves). */
export const hang = (request: Request): Promise<Response> =>
  new Promise((_resolve, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });

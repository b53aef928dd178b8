// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preflight, withCors } from '../../host-demo/cors';
import { startDemoServer } from '../../host-demo/server';
import { tempQuotesFile } from './helpers';

const req = (path: string, init?: RequestInit) => new Request(`http://127.0.0.1${path}`, init);

describe('CORS for the bundle and the API', () => {
  it('answers a preflight for the API with the headers the widgets send', () => {
    const res = preflight(
      req('/qt2/app/v1/offers/lookup', {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-ea-session-id,x-trace-id,content-type' },
      }),
    );
    expect(res?.status).toBe(204);
    expect(res?.headers.get('access-control-allow-origin')).toBe('*');
    expect(res?.headers.get('access-control-allow-headers')).toMatch(/X-EA-Session-ID.*X-Trace-Id/);
  });

  it('allows the methods the widgets use (saving a quote is a PUT) and no other', () => {
    const res = preflight(req('/qt2/app/v1/quotes/Q1', { method: 'OPTIONS', headers: { 'access-control-request-method': 'PUT' } }));
    const methods = res?.headers.get('access-control-allow-methods')?.split(/,\s*/);
    expect(methods).toContain('PUT');
    expect(methods).toContain('POST');
    expect(methods).not.toContain('DELETE');
    expect(methods).not.toContain('PATCH');
  });

  it('leaves pages and plain OPTIONS alone', () => {
    expect(preflight(req('/embed', { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } }))).toBeUndefined();
    expect(preflight(req('/qt2/app/countries', { method: 'OPTIONS' }))).toBeUndefined();
    expect(withCors(req('/embed'), new Response('x')).headers.has('access-control-allow-origin')).toBe(false);
  });

  it('the demo server sends the bundle byte for byte with Access-Control-Allow-Origin', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'ea-dist-'));
    const source = `export const x = ${JSON.stringify('é'.repeat(2000))};\n`;
    writeFileSync(join(distDir, 'refine-bar.js'), source);
    const demo = await startDemoServer({ port: 0, quiet: true, distDir, quotesFile: tempQuotesFile() });
    try {
      // fetch() decodes Content-Encoding, as a browser does before it checks integrity.
      const res = await fetch(`${demo.url}widgets/refine-bar.js`, {
        headers: { origin: 'http://elsewhere.example', 'accept-encoding': 'br' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(await res.text()).toBe(source);
      const api = await fetch(`${demo.url}qt2/app/countries`, { headers: { origin: 'http://elsewhere.example' } });
      expect(api.headers.get('access-control-allow-origin')).toBe('*');
      const page = await fetch(`${demo.url}`, { headers: { origin: 'http://elsewhere.example' } });
      expect(page.headers.has('access-control-allow-origin')).toBe(false);
    } finally {
      await demo.close();
    }
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding } from '../../host-demo/compress';
import { startDemoServer, type DemoServer } from '../../host-demo/server';

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(null)).toBeNull();
  });
});

describe('the demo server compresses as a CDN would', () => {
  let demo: DemoServer;
  beforeAll(async () => {
    demo = await startDemoServer({ port: 0, quiet: true });
  });
  afterAll(() => demo.close());

  const get = (path: string, encoding: string) =>
    // Node's fetch would decode the body itself; ask for the raw bytes through the low-level agent.
    fetch(new URL(path, demo.url), { headers: { 'accept-encoding': encoding } });

  it('serves pages and API answers with brotli or gzip, and plainly when neither is accepted', async () => {
    const page = await get('/home/electricity-and-gas/plans?postcode=2000', 'gzip, br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await page.text()).toContain('<html lang="en-AU">');

    const api = await get('/qt2/app/countries', 'gzip');
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await api.json())).toBe(true);

    const plain = await get('/home/electricity-and-gas/plans?postcode=2000', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<html lang="en-AU">');
  });

  it('packs a page so a browser unpacks it to the same bytes, with either encoding', async () => {
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const req = request(
          new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url),
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const plain = await raw('identity');
    const br = await raw('br');
    const gz = await raw('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });
});

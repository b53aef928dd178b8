import { gzipSync } from 'node:zlib';
import { launchBrowser, startDemo } from '../browser/harness';

/**
 * What the residential plans page of the demo really loads: every script response until the
 * network is idle (lazy chunks included), each gzip -9 compressed as a server would send it.
 */
export async function measurePageScripts(
  path = '/home/electricity-and-gas/plans?postcode=2000',
): Promise<{ files: number; gzip: number; list: { url: string; gzip: number }[] }> {
  const demo = await startDemo();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const list: { url: string; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || url.origin !== new URL(demo.url).origin) return;
      pending.push(
        response
          .body()
          .then((body) => void list.push({ url: url.pathname, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => undefined),
      );
    });
    await page.goto(new URL(path, demo.url).toString(), { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return { files: list.length, gzip: list.reduce((sum, f) => sum + f.gzip, 0), list: list.sort((a, b) => b.gzip - a.gzip) };
  } finally {
    await browser.close();
    await demo.close();
  }
}

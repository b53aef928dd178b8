import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, type Demo } from './harness';

/** XSS vectors (after DOMPurify's and OWASP's lists) that a disclaimer from the server could carry. */
const VECTORS = [
  '<img src=x onerror="window.__xss()">',
  '<svg><script>window.__xss()</script></svg>',
  '<svg onload="window.__xss()"></svg>',
  '<a href="javascript:window.__xss()">click</a>',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss()"></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xss()">',
  '<details open ontoggle="window.__xss()">x</details>',
  '<body onload="window.__xss()">',
  '<object data="javascript:window.__xss()"></object>',
  '<video><source onerror="window.__xss()"></video>',
  '<p style="background:url(javascript:window.__xss())">styled</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss()>">',
  '<img src="https://tracker.example/pixel.gif" alt="tracked">',
  '<p style="background:url(https://tracker.example/bg.png)">styled</p>',
];

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

describe('server HTML is sanitised before it reaches the page', () => {
  it.each([
    ['the browser sanitiser (Element.setHTML)', ''],
    ['DOMPurify where the browser has none', 'delete Element.prototype.setHTML;'],
  ])('renders the markup of a disclaimer and runs none of the XSS vectors: %s', async (_name, setup) => {
    const { context, page } = await newPage(browser);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>XSS</title><link rel="icon" href="data:,">
<script>${setup} window.__hits = 0; window.__xss = function () { window.__hits++; }; window.alert = window.__xss;</script>
<script type="module" src="/test-fixtures/disclaimer.js"></script></head><body><main id="root"></main></body></html>`;
    await page.route(`${demo.url}xss.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    // Server HTML loads nothing from elsewhere, nor by a relative path (issue 22: `<img src=x>` requested /x).
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${demo.url}xss.html`);
    await page.evaluate((vectors) => {
      const root = document.getElementById('root') as HTMLElement;
      const ok = document.createElement('ea-test-disclaimer');
      ok.id = 'ok';
      ok.setAttribute('html', '<p>Prices change on <strong>1 July</strong>. <a href="/offer">Offers</a></p>');
      root.append(ok);
      vectors.forEach((vector, i) => {
        const el = document.createElement('ea-test-disclaimer');
        el.id = `v${i}`;
        el.setAttribute('html', `<p>before</p>${vector}<p>after</p>`);
        root.append(el);
      });
    }, VECTORS);
    await expect.poll(() => page.locator('#ok strong').textContent()).toBe('1 July');
    await expect.poll(() => page.locator('#v0').getByText('after').count()).toBe(1);
    for (let i = 0; i < VECTORS.length; i++) await page.locator(`#v${i} a, #v${i} p`).first().waitFor({ state: 'attached' });
    for (const link of await page.locator('ea-test-disclaimer[id^="v"] a').all())
      await link.click({ force: true, trial: false, timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __hits: number }).__hits)).toBe(0);
    const markup = await page.evaluate(() =>
      [...document.querySelectorAll('ea-test-disclaimer')].map((el) => el.shadowRoot?.innerHTML ?? '').join('\n'),
    );
    expect(markup).not.toMatch(/onerror|onload|ontoggle|javascript:|<script|<iframe|<object/i);
    expect(requests.filter((url) => /\/x$|tracker\.example/.test(url))).toEqual([]);
    await context.close();
  });
});

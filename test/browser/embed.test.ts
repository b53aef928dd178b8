import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TEXT } from '../../src/domain/shared/messages';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * A plain host page, as a developer would write one: the test elements from separate script
 * tags, a host `window.onerror` counter, and a count of the widgets' window listeners.
 */
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Embed test</title><link rel="icon" href="data:,">
<script>
  window.__errors = 0; window.__rejections = 0; window.__listeners = 0;
  window.onerror = function () { window.__errors++; };
  window.addEventListener('unhandledrejection', function () { window.__rejections++; });
  var add = window.addEventListener, remove = window.removeEventListener, live = new Set();
  window.addEventListener = function (type, fn, opts) { if (String(type).indexOf('ea:') === 0 && !live.has(fn)) { live.add(fn); window.__listeners = live.size; } return add.call(this, type, fn, opts); };
  window.removeEventListener = function (type, fn, opts) { if (String(type).indexOf('ea:') === 0) { live.delete(fn); window.__listeners = live.size; } return remove.call(this, type, fn, opts); };
</script>
<script type="module" src="/test-fixtures/postcode.js"></script>
<script type="module" src="/test-fixtures/status.js"></script>
</head><body>
<h1>Host page</h1>
<p id="host-text" style="color: rgb(1, 2, 3)">The host's own content.</p>
<ea-test-postcode id="first"></ea-test-postcode>
<ea-test-postcode id="second"></ea-test-postcode>
<ea-test-status id="status"></ea-test-status>
</body></html>`;

const THROWER_PAGE = HOST_PAGE.replace(
  '<script type="module" src="/test-fixtures/status.js"></script>',
  '<script type="module" src="/test-fixtures/status.js"></script><script type="module" src="/test-fixtures/thrower.js"></script>',
).replace(
  '<ea-test-status id="status"></ea-test-status>',
  '<ea-test-status id="status"></ea-test-status><ea-test-thrower id="boom"></ea-test-thrower>',
);

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

async function open(
  html: string,
  headers: Record<string, string> = {},
): Promise<{ page: Page; w: ReturnType<typeof watch>; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  await page.route(`${demo.url}embed-test.html`, (route) => route.fulfill({ contentType: 'text/html', body: html, headers }));
  await page.goto(`${demo.url}embed-test.html`);
  return { page, w, close: () => context.close() };
}

const text = (page: Page, id: string, selector: string) => page.locator(`#${id}`).locator(selector).first().textContent();

describe('embedding: several elements from several script tags share one runtime', () => {
  it('uses one store, runs start-up once and asks for global configuration once', async () => {
    const { page, w, close } = await open(HOST_PAGE);
    await expect.poll(() => text(page, 'status', '[data-testid="ready"]')).toBe('true');
    expect(w.requests.filter((p) => p === '/qt2/app/getGlobalConfig')).toHaveLength(1);
    expect(w.consoleErrors.filter((e) => /already ran/.test(e))).toEqual([]);

    await page.locator('#first').getByLabel('New postcode').fill('3000');
    await page.locator('#first').getByRole('button', { name: 'Set postcode' }).click();
    await expect.poll(() => text(page, 'second', 'output')).toBe('3000');
    await expect.poll(() => text(page, 'status', '[data-testid="postcode"]')).toBe('3000');

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '5000', source: 'host' } })),
    );
    await expect.poll(() => text(page, 'first', 'output')).toBe('5000');
    expect(await page.evaluate(() => (window as unknown as { __errors: number }).__errors)).toBe(0);
    await close();
  });

  it('releases its window listeners when an element is removed', async () => {
    const { page, close } = await open(HOST_PAGE);
    await expect.poll(() => text(page, 'first', 'output')).toBe('2000');
    const listeners = () => page.evaluate(() => (window as unknown as { __listeners: number }).__listeners);
    // Each element listens for its own; for the page's life, the page's analytics keeps one location listener and the
    // bus one function that keeps the host's events while a widget starts.
    const pageLevel = 2;
    expect(await listeners()).toBe(pageLevel + 2);
    await page.evaluate(() => document.getElementById('first')?.remove());
    await expect.poll(listeners).toBe(pageLevel + 1);
    await page.evaluate(() => document.getElementById('second')?.remove());
    await expect.poll(listeners).toBe(pageLevel);
    await close();
  });

  it('shows the default error text for a throwing widget and never reaches the host window.onerror', async () => {
    const { page, w, close } = await open(THROWER_PAGE);
    await expect.poll(() => page.locator('#boom').getByRole('alert').textContent()).toContain(DEFAULT_ERROR_TEXT);
    await expect.poll(() => text(page, 'status', '[data-testid="ready"]')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { __errors: number }).__errors)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __rejections: number }).__rejections)).toBe(0);
    expect(w.pageErrors).toEqual([]);
    expect(await text(page, 'first', 'output')).toBe('2000');
    await close();
  });

  it('keeps host CSS out and its own CSS in', async () => {
    const hostile = HOST_PAGE.replace(
      '</head>',
      '<style>html{font-size:62.5%}*{box-sizing:content-box}button{background:red!important}</style></head>',
    );
    const { page, close } = await open(hostile);
    await expect.poll(() => text(page, 'first', 'output')).toBe('2000');
    const styles = await page
      .locator('#first')
      .getByRole('button', { name: 'Set postcode' })
      .evaluate((el) => {
        const cs = getComputedStyle(el);
        return {
          background: cs.backgroundColor,
          boxSizing: cs.boxSizing,
          fontSize: getComputedStyle(el.getRootNode() instanceof ShadowRoot ? (el.getRootNode() as ShadowRoot).host : el).fontSize,
        };
      });
    expect(styles.background).not.toBe('rgb(255, 0, 0)');
    expect(styles.boxSizing).toBe('border-box');
    expect(styles.fontSize).toBe('16px');
    expect(await page.locator('#host-text').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
    await close();
  });

  it('keeps what a host rule on the element itself, or an inherited page style, would pass into the widget', async () => {
    const hostile = HOST_PAGE.replace(
      '</head>',
      "<style>*{color:#fff;font-family:'Courier New';line-height:1;font-size:13px;letter-spacing:3px;text-transform:uppercase}" +
        'body{text-align:center;white-space:pre;direction:rtl;word-break:break-all;overflow-wrap:anywhere;hyphens:auto;' +
        'cursor:wait;-webkit-text-stroke:1px red;-webkit-text-fill-color:red;font-feature-settings:"smcp";tab-size:20;' +
        'text-underline-offset:8px;word-spacing:9px;text-indent:40px;text-shadow:1px 1px red}</style></head>',
    );
    const { page, close } = await open(hostile);
    await expect.poll(() => text(page, 'first', 'output')).toBe('2000');
    const inside = await page.locator('#first output').evaluate((el) => {
      const cs = getComputedStyle(el);
      return [
        cs.color,
        cs.fontFamily.includes('Courier'),
        cs.fontSize,
        cs.lineHeight,
        cs.letterSpacing,
        cs.textTransform,
        cs.textAlign,
        cs.whiteSpace,
        cs.direction,
        cs.wordBreak,
        cs.overflowWrap,
        cs.hyphens,
        cs.cursor,
        cs.getPropertyValue('-webkit-text-stroke-width'),
        cs.getPropertyValue('-webkit-text-fill-color'),
        cs.fontFeatureSettings,
        cs.tabSize,
        cs.textUnderlineOffset,
        cs.wordSpacing,
        cs.textIndent,
        cs.textShadow,
      ];
    });
    expect(inside).toEqual([
      'rgb(31, 35, 40)',
      false,
      '16px',
      '24px',
      'normal',
      'none',
      'start',
      'normal',
      'ltr',
      'normal',
      'normal',
      'manual',
      'auto',
      '0px',
      'rgb(31, 35, 40)',
      'normal',
      '8',
      'auto',
      '0px',
      '0px',
      'none',
    ]);
    // What the page hides (a closed tab: visibility hidden on a wrapper) stays hidden inside the widget too.
    await page.locator('#first').evaluate((el) => {
      const wrapper = document.createElement('div');
      wrapper.style.visibility = 'hidden';
      el.replaceWith(wrapper);
      wrapper.append(el);
    });
    await expect.poll(() => page.locator('#first output').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await close();
  });

  it('works under a strict nonce CSP with no violation (no eval, styles as constructable stylesheets)', async () => {
    const nonce = 'n0nce4test';
    const html = HOST_PAGE.replace(/<script/g, `<script nonce="${nonce}"`)
      .replace(' style="color: rgb(1, 2, 3)"', '')
      .replace(
        '<script nonce',
        `<script nonce="${nonce}">window.__violations=[];document.addEventListener('securitypolicyviolation',function(e){window.__violations.push(e.violatedDirective+' '+e.blockedURI)});</script><script nonce`,
      );
    const csp = `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`;
    const { page, w, close } = await open(html, { 'content-security-policy': csp });
    await expect.poll(() => text(page, 'status', '[data-testid="ready"]')).toBe('true');
    const outline = await page.locator('#first').evaluate((el) => getComputedStyle(el).display);
    expect(outline).toBe('block');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await close();
  });

  it('exposes the bundle version as a CSS custom property on every widget', async () => {
    const { page, close } = await open(HOST_PAGE);
    await expect.poll(() => text(page, 'first', 'output')).toBe('2000');
    const version = await page.locator('#first').evaluate((el) => getComputedStyle(el).getPropertyValue('--ea-version').trim());
    expect(version).toMatch(/^"\d+\.\d+\.\d+"$/);
    await close();
  });
});

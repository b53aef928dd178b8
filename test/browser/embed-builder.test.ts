import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * The snippet builder (/embed) on the demo site under its strict nonce CSP: pick widgets and settings,
 * see them live, copy the snippet, paste it into a blank page on another origin and use the widgets there.
 */
let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo({ csp: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

/** A plain static server on another port (another origin): serves one HTML file, nothing else. */
async function staticPage(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'ea-pasted-'));
  writeFileSync(join(dir, 'index.html'), html);
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // localhost, not 127.0.0.1: another host as well as another port, so nothing is same-site by accident.
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const blankPage = (snippet: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Pasted</title><link rel="icon" href="data:,"></head>\n<body>\n<h1>A CMS page</h1>\n${snippet}</body></html>\n`;

async function openBuilder(
  query = '',
): Promise<{ page: Page; w: ReturnType<typeof watch>; violations: () => Promise<string[]>; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(demo.url).origin });
  const w = watch(page);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${demo.url}embed${query}`);
  return {
    page,
    w,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
    close: () => context.close(),
  };
}

const snippetOf = (page: Page) => page.getByRole('textbox', { name: 'Snippet to paste where the widgets should appear' }).inputValue();

describe('the snippet builder at /embed', () => {
  it('is linked from the home page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(demo.url);
    await page.getByRole('link', { name: /Embed a widget/ }).click();
    await expect.poll(() => page.url()).toBe(`${demo.url}embed`);
    await context.close();
  });

  it('builds a snippet live, copies it, and the snippet works pasted into a page on another origin', async () => {
    const { page, w, violations, close } = await openBuilder();
    const widgets = page.getByRole('group', { name: 'Widgets' });
    expect(await widgets.getByRole('checkbox', { name: '<ea-refine-bar>' }).isChecked()).toBe(true);
    expect(await widgets.getByRole('checkbox', { name: '<ea-plans-table>' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Customer type' }).getByRole('radio', { name: 'Residential' }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Settings: the postcode box only, and the plans table's accordions together.
    await page
      .getByRole('group', { name: '<ea-refine-bar> attributes' })
      .getByRole('combobox', { name: 'location-mode' })
      .selectOption('postcode');
    await page.getByRole('group', { name: '<ea-plans-table> attributes' }).getByRole('checkbox', { name: 'mimic-accordions' }).check();
    await expect.poll(() => snippetOf(page)).toContain('<ea-plans-table customer-type="residential"');
    await expect.poll(() => snippetOf(page)).toContain('mimic-accordions></ea-plans-table>');
    const snippet = await snippetOf(page);
    expect(snippet).toContain('location-mode="postcode"');
    expect(snippet).toContain(`api-base="${demo.url.replace(/\/$/, '')}"`);
    expect(snippet).toContain('ea-refine-bar:not(:defined) { display: block; min-height: 360px; }');
    expect(snippet).toMatch(
      new RegExp(
        `<script type="module" src="${demo.url}widgets/\\d+\\.\\d+\\.\\d+/refine-bar\\.js" integrity="sha384-[A-Za-z0-9+/]+=*" crossorigin="anonymous"></script>`,
      ),
    );
    expect(page.url()).toContain('ea-refine-bar.location-mode=postcode');

    // Live: the preview frame has the widgets with the chosen attributes, drawn.
    const preview = page.frameLocator('#embed-preview');
    await expect.poll(() => preview.locator('ea-refine-bar').getAttribute('location-mode'), { timeout: 10_000 }).toBe('postcode');
    await expect
      .poll(() => preview.locator('ea-plans-table').evaluate((el) => el.matches(':defined') && el.shadowRoot !== null))
      .toBe(true);
    await expect
      .poll(() => preview.locator('ea-refine-bar').getByRole('combobox', { name: 'Postcode or suburb' }).count(), { timeout: 10_000 })
      .toBe(1);

    // Copy: the clipboard has the snippet, and a status says so.
    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'copied' }).textContent()).toBe('Snippet copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(snippet);
    expect(await violations()).toEqual([]);
    // The preview page runs under the same nonce CSP, and nothing in it is refused either.
    const previewFrame = page.frames().find((f) => f.url().includes('/embed/preview'));
    expect(await previewFrame?.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await close();

    // Pasted into a blank page served from another origin: the scripts pass their integrity check and the
    // widgets call the demo's API cross-origin; postcode 3000 shows plans.
    const host = await staticPage(blankPage(copied));
    const { context, page: pasted } = await newPage(browser);
    const pw = watch(pasted);
    try {
      await pasted.goto(host.url);
      const bar = pasted.locator('ea-refine-bar');
      const table = pasted.locator('ea-plans-table');
      const box = bar.getByRole('combobox', { name: 'Postcode or suburb' });
      await expect.poll(() => box.count(), { timeout: 15_000 }).toBe(1);
      expect(await bar.getByRole('radio', { name: 'Postcode' }).count()).toBe(0);
      await box.fill('3000');
      await bar.getByRole('button', { name: 'Update' }).click();
      await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(3);
      expect(await table.getAttribute('mimic-accordions')).toBe('');
      expect(pw.requests.filter((p) => p === '/qt2/app/v1/offers/lookup').length).toBeGreaterThan(0);
      expect(pw.failedRequests).toEqual([]);
      expect(pw.pageErrors).toEqual([]);
      expect(pw.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }

    // The integrity is enforced: the same page with a changed hash loads no widget.
    const tampered = copied.replace(/integrity="sha384-[^"]+"/, `integrity="sha384-${'A'.repeat(64)}"`);
    const bad = await staticPage(blankPage(tampered));
    const { context: badContext, page: badPage } = await newPage(browser);
    const bw = watch(badPage);
    try {
      await badPage.goto(bad.url);
      await expect.poll(() => bw.consoleErrors.some((e) => /integrity/i.test(e)), { timeout: 10_000 }).toBe(true);
      expect(await badPage.evaluate(() => customElements.get('ea-refine-bar') === undefined)).toBe(true);
    } finally {
      await badContext.close();
      await host.close();
      await bad.close();
    }
  });

  it('says why a combination is invalid, ties each reason to its control, and does not copy', async () => {
    const { page, violations, close } = await openBuilder();
    const widgets = page.getByRole('group', { name: 'Widgets' });
    await widgets.getByRole('checkbox', { name: '<ea-plans-table>' }).uncheck();
    await widgets.getByRole('checkbox', { name: '<ea-moving-home>' }).check();
    const reason = 'ea-moving-home needs ea-plans-table on the same page';
    await expect.poll(() => page.locator('#err-widgets').textContent()).toContain(reason);
    expect(await widgets.getAttribute('aria-describedby')).toContain('err-widgets');
    await expect.poll(() => page.locator('#embed-check').textContent()).toContain('1 problem');

    const apiBase = page.getByRole('textbox', { name: 'api-base' });
    await apiBase.fill('api.example.com');
    await expect.poll(() => apiBase.getAttribute('aria-invalid'), { timeout: 5_000 }).toBe('true');
    const errorId = (await apiBase.getAttribute('aria-describedby'))?.split(' ').find((id) => id.startsWith('err-'));
    expect(await page.locator(`#${errorId}`).textContent()).toMatch(/api-base must be an absolute http\(s\) address/);
    await expect.poll(() => page.locator('#embed-check').textContent()).toContain('2 problems');
    await expect.poll(() => page.frameLocator('#embed-preview').locator('body').textContent()).toContain('Preview paused');

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect.poll(() => page.locator('#embed-copy-status').textContent()).toMatch(/^Not copied: the snippet has 2 problems/);
    expect(await axeViolations(page)).toEqual([]);

    // Fixed: the reasons go and the preview comes back.
    await apiBase.fill('https://api.example.com');
    await widgets.getByRole('checkbox', { name: '<ea-plans-table>' }).check();
    await expect.poll(() => page.locator('#embed-check').textContent()).toContain('No problems');
    expect(await page.locator('#err-widgets').textContent()).toBe('');
    expect(await apiBase.getAttribute('aria-invalid')).toBeNull();
    expect(await violations()).toEqual([]);
    await close();
  });

  it('works without its script: the form is a GET form rendered on the server', async () => {
    const { context, page } = await newPage(browser);
    await context.route('**/site/embed.js', (route) => route.abort());
    await page.goto(`${demo.url}embed?submitted=1&widget=ea-qualifier&ea-qualifier.checkout-url=javascript:x`);
    expect(await page.locator('#err-f-ea-qualifier-checkout-url').textContent()).toMatch(/checkout-url must be a path on the same site/);
    expect(await snippetOf(page)).toContain('<ea-qualifier checkout-url="javascript:x"></ea-qualifier>');
    await page.getByRole('textbox', { name: 'checkout-url' }).fill('/checkout');
    await page.getByRole('radio', { name: 'Business' }).check();
    await page.getByRole('button', { name: 'Update snippet and preview' }).click();
    await expect.poll(() => snippetOf(page)).toContain('<ea-qualifier customer-type="business" checkout-url="/checkout"></ea-qualifier>');
    expect(page.url()).toContain('customer-type=business');
    expect(await page.locator('#err-f-ea-qualifier-checkout-url').textContent()).toBe('');
    await context.close();
  });
});

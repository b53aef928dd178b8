import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

const RES = 'home/electricity-and-gas/plans';

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser({ backForwardCache: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const fuel = (page: Page) => page.locator('ea-refine-bar').getByRole('combobox', { name: "I'm looking for" });

describe('the plans page back out of the browser’s back/forward cache', () => {
  it('shows the choices the visitor made on another page since, and keeps them', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    // The demo's pages say `no-store`; a host's marketing page is usually cacheable, and the browser then keeps it
    // whole in its back/forward cache.
    await page.route(`${demo.url}${RES}*`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'cache-control': 'private, max-age=0' } });
    });
    await page.addInitScript(`addEventListener('pageshow', (e) => { window.__eaRestored = e.persisted; });`);
    await page.goto(`${demo.url}${RES}?postcode=2000`);
    await expect.poll(() => fuel(page).inputValue(), { timeout: 15_000 }).toBe('both');

    // Another page of the site (here the same page with another query): the visitor chooses electricity only.
    await page.goto(`${demo.url}${RES}?postcode=2000&campaign=b`);
    await expect.poll(() => fuel(page).inputValue(), { timeout: 15_000 }).toBe('both');
    await fuel(page).selectOption('electricity');
    await expect.poll(() => fuel(page).inputValue()).toBe('electricity');
    // Applied and saved (once the page is idle), as it is by the time a visitor has looked at the result.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ea_widgets_state') ?? ''), { timeout: 10_000 })
      .toContain('"fuelSelection":"electricity"');

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __eaRestored?: boolean }).__eaRestored === true, null, {
      timeout: 10_000,
    });
    // As a reload would: the saved choice, and the page's own query.
    await expect.poll(() => fuel(page).inputValue(), { timeout: 10_000 }).toBe('electricity');
    expect(new URL(page.url()).search).toBe('?postcode=2000');
    // Its next save keeps it: a reload shows it still.
    await page.reload();
    await expect.poll(() => fuel(page).inputValue(), { timeout: 15_000 }).toBe('electricity');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

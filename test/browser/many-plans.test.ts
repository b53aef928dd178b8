/**
 * A lookup that answers far more plans than usual must not freeze the page (issue 21): with 10,000
 * plans faked into the lookup answer, only what is near the viewport is built (120 panels ahead, the
 * next batch as the visitor scrolls to the end or presses 'Show more plans'), and the page still
 * answers: the first plan can be selected. No timing is asserted (the bench measures the tasks).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePlans, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

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

const articles = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('article').length ?? 0);
const elements = (page: Page): Promise<number> =>
  page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('*').length ?? 0);

describe('<ea-plans-table> with 10,000 plans in the lookup answer', () => {
  it('builds 120 panels ahead, not 10,000; more as the visitor scrolls or asks; a plan can still be selected', async () => {
    const { context, page } = await newPage(browser, { width: 412, height: 823 });
    const w = watch(page);
    try {
      await fakePlans(page, 10_000);
      await page.goto(`${demo.url}home/electricity-and-gas/plans?postcode=2000&fuel=ele`);
      const more = page.locator('ea-plans-table').getByRole('button', { name: 'Show more plans' });
      await more.waitFor({ timeout: 60_000 });
      expect(await articles(page)).toBe(120);
      expect(await elements(page)).toBeLessThan(10_000);
      await expect
        .poll(() => page.locator('ea-plans-table').getByRole('status').filter({ hasText: 'Showing' }).textContent())
        .toBe('Showing 120 of 10000 plans.');

      // The page answers: the first plan is selected and says so.
      const select = page.locator('ea-plans-table').getByRole('button', { name: 'Select plan' }).first();
      await select.click();
      await expect.poll(() => page.locator('ea-plans-table').getByRole('button', { name: 'Added' }).count()).toBe(1);
      await page.keyboard.press('Escape');

      // By keyboard: 'Show more plans' builds the next batch (and, in view, the next ones as it nears the end).
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => articles(page)).toBeGreaterThanOrEqual(126);
      await expect.poll(() => page.locator('ea-plans-table').getByRole('heading', { name: 'Plan number 126' }).count()).toBe(1);

      // Scrolling to the end of the list builds the next batches, a few at a time.
      const before = await articles(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await more.scrollIntoViewIfNeeded();
      await expect.poll(() => articles(page), { timeout: 30_000 }).toBeGreaterThan(before);
      expect(await articles(page)).toBeLessThan(1000);
      expect(w.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

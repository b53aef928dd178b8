import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

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

const cart = (page: Page) => page.getByRole('dialog', { name: 'YOUR CART' });
const compareView = (page: Page) => page.getByRole('dialog', { name: 'Compare plans' });
const panels = (page: Page) => page.locator('ea-plans-table article[data-plan]:not([data-plan="current"])');
const focusedIn = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null;
  });

/** A plans page reached from the demo's home page (so Back has somewhere to leave to), its plans shown. */
async function plansPage(page: Page, query: string): Promise<void> {
  await page.goto(new URL('/', demo.url).toString());
  await page.goto(new URL(`/home/electricity-and-gas/plans?${query}`, demo.url).toString());
  await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
}

const leftThePage = (page: Page) => expect.poll(() => new URL(page.url()).pathname).toBe('/');

describe("the browser's Back with the plans table's modals", () => {
  it('Back closes the reference price explainer (focus back on its button, the plans page stays); after its Close one Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await plansPage(page, 'postcode=2010');
    const plansUrl = page.url();
    const card = panels(page).filter({ hasText: 'This offer is 3% less than the reference price' }).first();
    const button = card.getByRole('button', { name: 'What does this mean? About the electricity reference price comparison' });
    const dialog = page.getByRole('dialog', { name: 'About the reference price' });

    await button.click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(plansUrl);
    expect(await focusedIn(page)).toBe('What does this mean? About the electricity reference price comparison');

    await button.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Its Close went back off its entry: no Back is left that changes nothing.
    await page.goBack();
    await leftThePage(page);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("'Select plan' in the compare view closes it for the cart: Back closes the cart, and the next Back leaves the page", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await plansPage(page, 'postcode=2000&fuel=ele');
    const plansUrl = page.url();
    for (let i = 0; i < 2; i++) {
      const toggle = panels(page)
        .nth(i)
        .getByRole('button', { name: /^Compare / });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByRole('button', { name: 'Compare 2 plans' }).click();
    await compareView(page).waitFor();
    await compareView(page)
      .getByRole('button', { name: /^Select plan / })
      .first()
      .click();
    await compareView(page).waitFor({ state: 'detached' });
    await cart(page).waitFor();
    // The compare view's entry went as the cart's came: the cart stays open once that Back has landed.
    await page.waitForFunction(() => (history.state as Record<string, unknown> | null)?.['eaCartOpen'] === true);
    expect(await cart(page).isVisible()).toBe(true);

    await page.goBack();
    await cart(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(plansUrl);
    await page.goBack();
    await leftThePage(page);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("Back closes the compare tray's share panel; after that one Back leaves the page", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await plansPage(page, 'postcode=2000&fuel=ele');
    const plansUrl = page.url();
    const toggle = panels(page)
      .first()
      .getByRole('button', { name: /^Compare / });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const shareButton = page.locator('ea-plans-table').getByRole('button', { name: 'Share', exact: true });
    await shareButton.click();
    const share = page.getByRole('dialog', { name: 'Share this comparison' });
    await share.waitFor();
    await page.goBack();
    await share.waitFor({ state: 'detached' });
    expect(page.url()).toBe(plansUrl);
    expect(await focusedIn(page)).toBe('Share');
    await page.goBack();
    await leftThePage(page);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

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

const RES = '/home/electricity-and-gas/plans';
const qualifier = (page: Page) => page.locator('ea-qualifier');
const heading = (page: Page) => qualifier(page).getByRole('heading', { name: 'Get started', level: 1 });
const field = (page: Page) => qualifier(page).getByRole('combobox', { name: 'Your connection address' });

/** The plans page at 2000 with the first plan selected, then "Get started" through the cart: a new visitor, not moving. */
async function toAddressField(page: Page): Promise<void> {
  await page.goto(new URL(`${RES}?postcode=2000`, demo.url).toString());
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect.poll(() => cart.isVisible()).toBe(true);
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
  await qualifier(page).getByRole('button', { name: "Yes, I'm new" }).click();
  await qualifier(page).getByRole('radio', { name: 'No', exact: true }).check();
}

describe('"Get started" keeps a connection address typed and not chosen', () => {
  it('12 Albe typed: after Back and Forward, and after a reload, the field still holds it', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await toAddressField(page);
    await field(page).pressSequentially('12 Albe');
    // Its suggestions show; the visitor leaves without choosing one.
    await qualifier(page)
      .getByRole('option', { name: /12 Albert Street/ })
      .first()
      .waitFor({ timeout: 10_000 });

    await page.goBack();
    await expect.poll(() => heading(page).count(), { timeout: 10_000 }).toBe(0);
    await page.goForward();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await field(page).inputValue()).toBe('12 Albe');

    await page.reload();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await field(page).inputValue()).toBe('12 Albe');
    // Restored, no list opens over the form until the visitor types again; then it searches as before.
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    await field(page).press('End');
    await field(page).pressSequentially('r');
    await qualifier(page)
      .getByRole('option', { name: /12 Albert Street/ })
      .first()
      .waitFor({ timeout: 10_000 });
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

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

const PLANS = '/home/electricity-and-gas/plans?postcode=2000';
const bar = (page: Page) => page.locator('ea-refine-bar');
const dialog = (page: Page) => bar(page).getByRole('dialog', { name: 'Refine your estimate' });
const opener = (page: Page) => bar(page).getByRole('button', { name: 'Refine your estimate' });
const openerFocused = (page: Page) => opener(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement);

/** The plans page, reached from the demo's home page (so Back has somewhere to leave to), its plans shown. */
async function plansPage(page: Page): Promise<void> {
  await page.goto(new URL('/', demo.url).toString());
  await page.goto(new URL(PLANS, demo.url).toString());
  await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => opener(page).isEnabled(), { timeout: 10_000 }).toBe(true);
}

describe("the browser's Back and Forward with the refine modal", () => {
  it('Back closes the open refine modal (focus back on its opener, the plans page stays), Forward opens it again, and after Close one Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await plansPage(page);
    const plansUrl = page.url();
    await opener(page).click();
    await dialog(page).waitFor();

    await page.goBack();
    await dialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(plansUrl);
    expect(await openerFocused(page)).toBe(true);

    await page.goForward();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await openerFocused(page)).toBe(true);

    // No entry is left behind that changes nothing: the first Back leaves the plans page.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('Enter usage → Apply closes the modal with the usage applied; the next Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await plansPage(page);
    await opener(page).click();
    await dialog(page).getByRole('button', { name: 'Enter usage' }).click();
    const entered = bar(page).getByRole('dialog', { name: 'Enter usage' });
    await entered.getByRole('textbox').first().fill('20');
    await entered.getByRole('button', { name: 'Apply' }).click();
    await entered.waitFor({ state: 'detached' });
    await expect
      .poll(
        () =>
          bar(page)
            .getByText(/20(\.00)? kWh/)
            .count(),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('with account usage: the reset modal, then Confirm, then the refine modal on the same entry; one Back closes it and the next leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await plansPage(page);
    await opener(page).click();
    await dialog(page).getByRole('button', { name: 'Verify account' }).click();
    const validate = bar(page).getByRole('dialog', { name: 'Verify account' });
    await validate.getByRole('textbox', { name: 'Electricity account number' }).fill('1000000001');
    await validate.getByRole('textbox', { name: 'Gas account number' }).fill('2000000001');
    await validate.getByRole('textbox', { name: 'Postcode' }).fill('2000');
    await validate.getByRole('button', { name: 'Next' }).click();
    const identity = bar(page).getByRole('dialog', { name: 'Verify your identity' });
    await identity.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('01011980');
    await identity.getByRole('button', { name: 'Next' }).click();
    const usage = bar(page).getByRole('dialog', { name: 'Your usage' });
    await usage.getByRole('button', { name: 'Show estimates' }).click();
    await usage.waitFor({ state: 'detached' });
    await bar(page)
      .getByText(/Customer data/)
      .waitFor({ timeout: 10_000 });
    await expect.poll(() => opener(page).isEnabled(), { timeout: 10_000 }).toBe(true);

    await opener(page).click();
    const reset = bar(page).getByRole('dialog', { name: 'Reset cost estimates' });
    await reset.getByRole('button', { name: 'Confirm' }).click();
    await dialog(page).waitFor();
    const plansUrl = page.url();

    // The reset's closing did not take the entry away: the first Back closes the refine modal on the plans page.
    await page.goBack();
    await dialog(page).waitFor({ state: 'detached' });
    expect(page.url()).toBe(plansUrl);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('the host\'s ea:open-cart over the open refine modal is ignored with a warning: the entries do not stack, and "Get started" stays clean', async () => {
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await plansPage(page);
    await opener(page).click();
    await dialog(page).waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
    await expect.poll(() => warnings.some((t) => t.includes('ea:open-cart ignored: a refine bar modal is open'))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'YOUR CART' }).count()).toBe(0);
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ eaRefineOpen: true });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("Escape closes it too, and the host router's history state stays on every entry", async () => {
    const { context, page } = await newPage(browser);
    await plansPage(page);
    await page.evaluate(() => history.replaceState({ hostRouter: { key: 'plans', scroll: 0 } }, ''));
    await opener(page).click();
    await dialog(page).waitFor();
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ hostRouter: { key: 'plans', scroll: 0 }, eaRefineOpen: true });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toEqual({ hostRouter: { key: 'plans', scroll: 0 } });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

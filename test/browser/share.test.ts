import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

const RES = 'home/electricity-and-gas/plans';

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

describe('sharing the comparison (issue 17)', () => {
  it('at 2010: select a plan, change the period, share; the link opens the same view in a fresh browser', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.url });
    const w = watch(page);
    await page.goto(`${demo.url}${RES}?postcode=2010`);
    const table = page.locator('ea-plans-table');
    const bar = page.locator('ea-refine-bar');
    await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(3);

    // Select the second plan shown (the cart opens; close it).
    const card = table.getByRole('article').nth(1);
    const key = await card.getAttribute('data-plan');
    expect(key).toBeTruthy();
    await card.getByRole('button', { name: 'Select plan' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Added' }).count()).toBe(1);
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await expect.poll(() => cart.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => cart.isVisible()).toBe(false);

    await bar.getByRole('combobox', { name: 'Estimate costs' }).selectOption('QUARTERLY');
    await expect.poll(() => bar.getByRole('combobox', { name: 'Estimate costs' }).inputValue()).toBe('QUARTERLY');

    // Share is in the compare tray: what it shares is the comparison.
    await card.getByRole('button', { name: /^Compare / }).click();
    await table.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = table.getByRole('dialog', { name: 'Share this comparison' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    const link = await dialog.getByRole('textbox', { name: 'Link to this comparison' }).inputValue();
    const params = new URL(link).searchParams;
    expect(params.get('postcode')).toBe('2010');
    expect(params.get('estimatePeriod')).toBe('QUARTERLY');
    expect(params.get('compare')).toBe(key);
    expect(link.startsWith(`${demo.url}${RES}?`)).toBe(true);

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await axeViolations(page, 'ea-plans-table')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await context.close();

    // A fresh browser context: empty storage, only the link.
    const fresh = await newPage(browser);
    const w2 = watch(fresh.page);
    await fresh.page.goto(link);
    const table2 = fresh.page.locator('ea-plans-table');
    const bar2 = fresh.page.locator('ea-refine-bar');
    await expect.poll(() => table2.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await expect.poll(() => bar2.getByRole('combobox', { name: 'Estimate costs' }).inputValue()).toBe('QUARTERLY');
    await expect.poll(() => fresh.page.evaluate(() => new URLSearchParams(location.search).get('postcode'))).toBe('2010');
    const selected = table2.locator(`article[data-plan="${key}"]`);
    await expect.poll(() => selected.getByRole('button', { name: 'Added' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => table2.getByRole('button', { name: 'Added' }).count()).toBe(1);
    await expect.poll(() => selected.getByRole('button', { name: /^Compare / }).getAttribute('aria-pressed')).toBe('true');
    expect(await table2.getByText(/no longer available/).count()).toBe(0);
    expect(w2.pageErrors).toEqual([]);
    expect(w2.consoleErrors).toEqual([]);
    await fresh.context.close();
  });

  it('a shared link naming a plan no longer offered opens the plans with a note, never an error', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(`${demo.url}${RES}?postcode=2010&fuel=ele&elePlan=GONE-AUSGRID-ENE1&compare=GONE-AUSGRID-ENE1`);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    const note = table.getByRole('status').filter({ hasText: 'Some plans in the link you opened are no longer available' });
    await note.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await table.getByRole('alert').count()).toBe(0);
    expect(await table.getByRole('button', { name: 'Added' }).count()).toBe(0);
    await table.getByRole('button', { name: 'Close note' }).click();
    await expect.poll(() => note.count()).toBe(0);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await context.close();
  });
});

import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, type Demo } from './harness';

const PLANS = 'home/electricity-and-gas/plans';

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

async function open(path: string) {
  const { context, page } = await newPage(browser);
  await page.goto(demo.url + path);
  const table: Locator = page.locator('ea-plans-table');
  const cards = table.getByRole('article');
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => table.locator('.pt-estimate--loading').count(), { timeout: 15_000 }).toBe(0);
  return { page, table, cards, close: () => context.close() };
}

const cents = (text: string): number => {
  const n = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.trim().startsWith('−') ? -n : n;
};

describe('where the money goes and the reference price explainer, on the demo', () => {
  it('at 2010, a time-of-use plan’s details: its bands and the other parts add up to the estimate to the cent', async () => {
    const { page, cards, close } = await open(`${PLANS}?postcode=2010`);
    let found: Locator | null = null;
    for (let i = 0; i < 12 && !found; i++) {
      const card = cards.nth(i);
      await card.getByRole('button', { name: 'Plan details' }).click();
      const table = card.getByRole('table', { name: /electricity estimate per year \(inc GST\)/ });
      await table.waitFor({ state: 'visible', timeout: 10_000 });
      if ((await table.getByRole('rowheader', { name: /Peak usage/ }).count()) > 0) found = card;
    }
    expect(found, 'a time-of-use plan among the first 12').not.toBeNull();
    const card = found as Locator;
    const table = card.getByRole('table', { name: /electricity estimate per year \(inc GST\)/ });
    const rows = await table.locator('tbody tr').all();
    const parts = await Promise.all(rows.map((r) => r.getByRole('cell').textContent()));
    const labels = await Promise.all(rows.map((r) => r.getByRole('rowheader').textContent()));
    expect(labels).toEqual(expect.arrayContaining(['Supply', 'Peak usage', 'Off-peak usage']));
    // One line per part, even where two bands count as the same part.
    expect(new Set(labels).size).toBe(labels.length);
    const total = (await table.locator('tfoot td').textContent()) ?? '';
    expect(parts.reduce((s, p) => s + cents(p ?? ''), 0)).toBe(cents(total));
    // The total is the estimate the panel shows (whole dollars there).
    const shown = (await card.locator('[data-estimate="electricity"] .pt-estimate__value').textContent()) ?? '';
    expect(`$${Math.round(cents(total) / 100).toLocaleString('en-AU')}`).toBe(shown);
    // The bar is drawn (hidden from assistive technology), and axe finds nothing in the details.
    expect(await card.locator('svg.ea-breakdown__bar rect[data-part]').count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page, 'ea-plans-table')).toEqual([]);
    await close();
  });

  it('at 2010, the explainer on a plan 3% below the reference price shows the dollars and gives focus back on Escape', async () => {
    const { page, table, close } = await open(`${PLANS}?postcode=2010`);
    const card = table.getByRole('article').filter({ hasText: 'This offer is 3% less than the reference price' }).first();
    const button = card.getByRole('button', { name: 'What does this mean? About the electricity reference price comparison' });
    await button.click();
    const dialog = table.getByRole('dialog', { name: 'About the reference price' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Default Market Offer');
    expect(text).toMatch(
      /This offer is 3% less than the reference price\. At the usage shown \([\d,]+ kWh a year\) that is about \$\d+ a year less\./,
    );
    const values = await dialog.locator('.ea-rpx__value').allTextContents();
    expect(values).toHaveLength(2);
    expect(cents(values[1] ?? '') - cents(values[0] ?? '')).toBe(100 * Number(/about \$(\d+) a year less/.exec(text)?.[1]));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    await close();
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * WCAG 1.4.10 Reflow (issue 22): at 320 and 375 px no widget state makes the host page scroll
 * sideways, and every open dialog lies within the viewport and does not itself scroll sideways.
 */

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

const panels = (page: Page) => page.locator('ea-plans-table article[data-plan]:not([data-plan="current"])');

/** What overflows the viewport sideways in this state: the page's scroll width and each visible dialog's box. */
async function overflow(page: Page, state: string, dialogs: Locator[] = []): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`${state}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
  for (const dialog of dialogs) {
    const box = await dialog.boundingBox();
    if (!box) {
      problems.push(`${state}: the dialog is not shown`);
      continue;
    }
    if (box.x < -0.5 || box.x + box.width > innerWidth + 0.5) {
      problems.push(`${state}: a dialog spans x ${Math.round(box.x)} to ${Math.round(box.x + box.width)} in a ${innerWidth} px viewport`);
    }
    // Nor does the dialog's own content drag sideways (a wide table scrolls in a box of its own).
    const inside = await dialog.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    if (inside.scrollWidth > inside.clientWidth + 1) {
      problems.push(`${state}: the dialog's content is ${inside.scrollWidth} px wide in its ${inside.clientWidth} px box`);
    }
  }
  return problems;
}

describe.each([320, 375])('at %i px nothing scrolls sideways (WCAG 1.4.10)', (width) => {
  it('the plans page: plans, the compare tray and view, the cart, the refine modal and the qualifier', async () => {
    const { context, page } = await newPage(browser, { width, height: 812 });
    const w = watch(page);
    const problems: string[] = [];
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000&fuel=ele', demo.url).toString());
    await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
    problems.push(...(await overflow(page, 'plans')));

    for (let i = 0; i < 3; i++) {
      const toggle = panels(page)
        .nth(i)
        .getByRole('button', { name: /^Compare / });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    const tray = page.getByRole('button', { name: 'Compare 3 plans' });
    await tray.waitFor();
    problems.push(...(await overflow(page, 'compare tray')));

    await tray.click();
    const view = page.getByRole('dialog', { name: 'Compare plans' });
    await expect.poll(() => view.isVisible()).toBe(true);
    problems.push(...(await overflow(page, 'compare view', [view])));
    await page.keyboard.press('Escape');
    await expect.poll(() => view.count()).toBe(0);

    const bar = page.locator('ea-refine-bar');
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    const refine = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await expect.poll(() => refine.isVisible()).toBe(true);
    problems.push(...(await overflow(page, 'refine modal', [refine])));
    await page.keyboard.press('Escape');
    await expect.poll(() => refine.count()).toBe(0);

    await panels(page)
      .first()
      .getByRole('button', { name: /Select plan/ })
      .click();
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await expect.poll(() => cart.isVisible()).toBe(true);
    problems.push(...(await overflow(page, 'cart', [cart])));

    await cart.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/#\/qualifier/);
    const qualifier = page.locator('ea-qualifier');
    await expect.poll(() => qualifier.getByRole('heading').first().isVisible(), { timeout: 10_000 }).toBe(true);
    problems.push(...(await overflow(page, 'qualifier')));
    // A brand of one long word (the host's `brand` attribute): the header and "Are you new to {brand}?" wrap inside the page.
    await qualifier.evaluate((el) => el.setAttribute('brand', 'EnergyAustraliaBusinessSolutions'));
    await expect
      .poll(() => qualifier.getByRole('group', { name: /^Are you new to EnergyAustraliaBusinessSolutions\?$/ }).isVisible())
      .toBe(true);
    problems.push(...(await overflow(page, 'qualifier with a long one-word brand')));

    expect(problems).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('the moving-house page', async () => {
    const { context, page } = await newPage(browser, { width, height: 812 });
    const w = watch(page);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText("Choose the address you're moving to above").count(), { timeout: 15_000 }).toBe(1);
    expect(await overflow(page, 'moving page')).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe.each([320, 412])('at %i px a rate reads as one value', (width) => {
  it("at 2010, the Flexi Plan's electricity rates: each price on one line, its label wrapping beside it", async () => {
    const { context, page } = await newPage(browser, { width, height: 823 });
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2010', demo.url).toString());
    const flexi = page.locator('ea-plans-table').getByRole('article').filter({ hasText: 'Flexi Plan' }).first();
    await flexi.waitFor({ timeout: 15_000 });
    await flexi.getByRole('button', { name: 'Show electricity rates' }).click();
    const values = flexi.locator('.ea-rate dd');
    await expect.poll(() => values.count(), { timeout: 10_000 }).toBeGreaterThan(2);
    // Lines each value's text takes: one rectangle per line of an inline run.
    const lines = await values.evaluateAll((dds) =>
      dds.map((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return `${dd.textContent ?? ''}: ${tops.size}`;
      }),
    );
    expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

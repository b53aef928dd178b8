import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

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

/** Presses Compare on the first three panels. */
async function compareThree(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const toggle = panels(page)
      .nth(i)
      .getByRole('button', { name: /^Compare / });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  }
}

describe('compare side by side (issue 17)', () => {
  it('at postcode 2010: compare three plans, open the view, select one from it, and the cart shows it', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2010&fuel=ele', demo.url).toString());
    await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await compareThree(page);

    await page.getByRole('button', { name: 'Compare 3 plans' }).click();
    await expect.poll(() => compareView(page).isVisible()).toBe(true);
    const table = compareView(page).getByRole('table', { name: /side by side/ });
    expect(await table.getByRole('columnheader').count()).toBe(3);
    expect(await table.getByRole('rowheader', { name: /Estimate/ }).count()).toBe(1);
    expect(await table.getByRole('rowheader', { name: /Supply charge/ }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    const third = panels(page).nth(2);
    const code = await third.getAttribute('data-plan');
    const name = (await third.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await compareView(page)
      .getByRole('button', { name: /^Select plan / })
      .nth(2)
      .click();
    await expect.poll(() => compareView(page).count()).toBe(0);
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    expect(await cart(page).getByText(name).count()).toBeGreaterThan(0);
    expect(await cart(page).getByText('Added').count()).toBe(1);
    expect(await page.locator(`ea-plans-table article[data-plan="${code}"]`).getByRole('button', { name: 'Added' }).count()).toBe(1);

    // The compared plans survive a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Compare 3 plans' }).count(), { timeout: 15_000 }).toBe(1);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('at phone width the view is a full-screen sheet, Escape closes it and focus goes back to the tray', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000&fuel=ele', demo.url).toString());
    await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await compareThree(page);
    const open = page.getByRole('button', { name: 'Compare 3 plans' });
    await open.click();
    await expect.poll(() => compareView(page).isVisible()).toBe(true);
    const box = await compareView(page).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    expect(box?.height).toBeGreaterThanOrEqual(790);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => compareView(page).count()).toBe(0);
    expect(await open.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
  it('on a phone, the tray names each compared plan so they can be told apart, without covering the plans', async () => {
    for (const width of [320, 412]) {
      const { context, page } = await newPage(browser, { width, height: 568 });
      await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
      await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
      await compareThree(page);
      const tray = page.getByRole('region', { name: 'Plans to compare' });
      await expect.poll(() => tray.getByRole('listitem').count()).toBe(3);
      const names = await tray.getByRole('listitem').allInnerTexts();
      expect(names).toHaveLength(3);
      expect(new Set(names).size).toBe(3);
      // Whole, or cut short only after two lines: clipped names (scrolled past their box) are the longest only.
      const clipped = await tray
        .getByRole('listitem')
        .evaluateAll((items) => items.filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).length);
      expect(clipped).toBeLessThanOrEqual(width < 400 ? 1 : 0);
      // The buttons' words fit them, and the tray keeps under a third of the screen.
      for (const button of await tray.getByRole('button').all()) {
        expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
      expect((await tray.boundingBox())?.height ?? 0).toBeLessThan(568 / 3);
      await context.close();
    }
  });

  it('on a phone, scrolled to the last plan, the fuel headings still read at the left of the view', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await compareThree(page);
    await page.getByRole('button', { name: 'Compare 3 plans' }).click();
    await expect.poll(() => compareView(page).isVisible()).toBe(true);
    const table = compareView(page).getByRole('table', { name: /side by side/ });
    const electricity = table.getByRole('columnheader', { name: 'Electricity', exact: true });
    await electricity.waitFor();
    // The plans scroll sideways in their own box, to the end.
    const scroller = compareView(page).locator('.pt-compare__scroll');
    const moved = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(moved).toBeGreaterThan(0);
    const shown = await scroller.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('th[scope="colgroup"]')].map((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        const words = range.getBoundingClientRect();
        return `${th.textContent}: ${words.left >= box.left && words.right <= box.right ? 'in view' : 'out of view'}`;
      });
    });
    expect(shown).toEqual(['Electricity: in view', 'Gas: in view']);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('Tabbing through the plans with plans compared, the sticky tray never covers the focused control (WCAG 2.4.11)', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${demo.url}home/electricity-and-gas/plans?postcode=2000`);
    for (let i = 0; i < 2; i++) {
      const toggle = panels(page)
        .nth(i)
        .getByRole('button', { name: /^Compare / });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    }
    await page.waitForTimeout(300);
    let checked = 0;
    const covered: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const root = document.querySelector('ea-plans-table')?.shadowRoot;
        const focused = root?.activeElement;
        const tray = root?.querySelector('.pt-compare-tray');
        if (!focused || !tray || tray.contains(focused)) return null;
        const f = focused.getBoundingClientRect();
        const t = tray.getBoundingClientRect();
        return { name: focused.textContent ?? '', under: f.bottom > t.top && f.top < t.bottom };
      });
      if (!seen) continue;
      checked += 1;
      if (seen.under) covered.push(seen.name);
    }
    expect(checked).toBeGreaterThan(20);
    expect(covered).toEqual([]);
    await context.close();
  });
  it('a dual-fuel plan beside an electricity-only one is compared fuel by fuel, and the view reads as the cards do (1280 and 412 px)', async () => {
    // An exploratory pass: Flexi Plan (electricity and gas) beside NSW Seniors Offer (electricity) read
    // '$2,984.57 | $1,822.47' on one 'Estimate per year' row, as if Seniors were $1,162 cheaper.
    for (const width of [1280, 412]) {
      const { context, page } = await newPage(browser, { width, height: 900 });
      const w = watch(page);
      await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
      const flexi = panels(page).filter({ has: page.getByRole('heading', { level: 3, name: 'Flexi Plan', exact: true }) });
      const seniors = panels(page).filter({ has: page.getByRole('heading', { level: 3, name: 'NSW Seniors Offer', exact: true }) });
      const cardAmount = async (panel: Locator, fuel: string) => {
        const value = panel.locator(`[data-estimate="${fuel}"] .pt-estimate__value`);
        await value.waitFor({ timeout: 15_000 });
        return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
      };
      const card = {
        flexiElectricity: await cardAmount(flexi, 'electricity'),
        flexiGas: await cardAmount(flexi, 'gas'),
        seniorsElectricity: await cardAmount(seniors, 'electricity'),
      };
      for (const panel of [flexi, seniors]) {
        const toggle = panel.getByRole('button', { name: /^Compare / });
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      }
      await page.getByRole('button', { name: 'Compare 2 plans' }).click();
      await expect.poll(() => compareView(page).isVisible()).toBe(true);
      const table = compareView(page).getByRole('table', { name: /side by side/ });
      const cells = (name: RegExp) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name }) })
          .getByRole('cell')
          .allInnerTexts();

      expect(await table.getByRole('rowheader', { name: /^(≠\s*)?Estimate/ }).count()).toBe(0);
      const electricity = await cells(/Electricity estimate per year/);
      const gas = await cells(/Gas estimate per year/);
      const total = await cells(/Total estimate per year/);
      expect(gas[1]?.trim()).toBe('No gas');
      expect(total[1]?.trim()).toBe('Electricity only');
      expect(total.some((c) => c.includes('Cheapest'))).toBe(false);
      expect(electricity[1]).toContain('Cheapest electricity estimate');
      await expect
        .poll(() => compareView(page).getByText('is electricity only, so it is compared on the electricity estimate alone.').isVisible())
        .toBe(true);

      // The same estimates as the cards, rounding aside; the total is the two fuels added up.
      const dollars = (text: string | undefined) => Number((text ?? '').replace(/Cheapest.*$/s, '').replace(/[^\d.]/g, ''));
      expect(Math.round(dollars(electricity[0]))).toBe(card.flexiElectricity);
      expect(Math.round(dollars(gas[0]))).toBe(card.flexiGas);
      expect(Math.round(dollars(electricity[1]))).toBe(card.seniorsElectricity);
      expect(dollars(total[0])).toBeCloseTo(dollars(electricity[0]) + dollars(gas[0]), 2);
      expect(await axeViolations(page)).toEqual([]);
      expect(w.pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('three quick presses while the compare code loads are compared in the order pressed, none lost', async () => {
    // An exploratory pass saw the tray list quickly pressed plans in reverse. Each press asked for the compare code with
    // an import() of its own, and Chromium settled several imports of one loading chunk in no fixed order: with the
    // chunk held back here, three presses were applied in press order about one round in four before the fix (in
    // 012, 021, 102, 120, 201 and 210 order). The chunk is held until the three presses are made, then let through;
    // four rounds, each on a fresh page.
    for (let round = 0; round < 4; round++) {
      const { context, page } = await newPage(browser);
      const w = watch(page);
      let asked!: () => void;
      const requested = new Promise<void>((resolve) => (asked = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/chunks\/compare-state-[\w-]+\.js$/, async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000&fuel=ele', demo.url).toString());
      await expect.poll(() => panels(page).count(), { timeout: 15_000 }).toBeGreaterThan(3);
      const pressed: string[] = [];
      for (let i = 0; i < 3; i++) {
        const panel = panels(page).nth(i);
        pressed.push((await panel.getByRole('heading', { level: 3 }).textContent()) ?? '');
        await panel.getByRole('button', { name: /^Compare / }).click();
      }
      // The tray names each plan alone only when the names differ: they do for the first three plans at 2000.
      expect(new Set(pressed).size).toBe(3);
      await requested;
      expect(await page.locator('ea-plans-table .pt-compare-toggle[aria-pressed="true"]').count()).toBe(0);
      release();
      const tray = page.getByRole('region', { name: 'Plans to compare' });
      await expect.poll(() => tray.getByRole('listitem').count()).toBe(3);
      expect(await tray.getByRole('listitem').allInnerTexts()).toEqual(pressed);
      expect(await page.locator('ea-plans-table .pt-compare-toggle[aria-pressed="true"]').count()).toBe(3);
      expect(w.pageErrors).toEqual([]);
      await context.close();
    }
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * A host's location update reloads the plans while the visitor types their usage in the refine modal, and the new
 * place no longer offers the gas plan they had selected: what they typed stays, and "Plan Unavailable" shows once the
 * refine modal has closed (docs/decisions/refine-bar.md, "A plan lost while the refine modal is open").
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

const PLANS = '/home/electricity-and-gas/plans?postcode=2000';

interface Opened {
  page: Page;
  bar: Locator;
  /** The "Enter usage" step of the refine modal, with the electricity usage typed in it (not applied). */
  entered: Locator;
  usage: Locator;
  close: () => Promise<void>;
}

/** The plans page at 2000 (reached from the demo's home page, so Back has somewhere to leave to), a dual-fuel plan selected, 12.5 typed in "Enter usage". */
async function typingUsage(): Promise<Opened> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  await page.goto(new URL('/', demo.url).toString());
  await page.goto(new URL(PLANS, demo.url).toString());
  const bar = page.locator('ea-refine-bar');
  const table = page.locator('ea-plans-table');
  await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await table
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  // Selecting opens the cart overlay; back to the page.
  await page.locator('ea-cart-overlay').getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ea_widgets_state') ?? ''), { timeout: 10_000 })
    .toMatch(/"selectedGasPlanCode":"[^"]+"/);
  const opener = bar.getByRole('button', { name: 'Refine your estimate' });
  await expect.poll(() => opener.isEnabled(), { timeout: 10_000 }).toBe(true);
  await opener.click();
  await bar.getByRole('dialog', { name: 'Refine your estimate' }).getByRole('button', { name: 'Enter usage' }).click();
  const entered = bar.getByRole('dialog', { name: 'Enter usage' });
  const usage = entered.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
  await usage.click();
  await page.keyboard.type('12.5');

  // The host's location widget: the visitor is at 4000, where gas is not supplied.
  await page.evaluate(() => dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '4000', source: 'host' } })));
  await page.getByText('Please note: at postcode 4000, we only supply electricity.').first().waitFor({ timeout: 15_000 });
  // The lost gas plan has left the selection.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ea_widgets_state') ?? ''), { timeout: 10_000 })
    .toContain('"selectedGasPlanCode":null');
  return {
    page,
    bar,
    entered,
    usage,
    close: async () => {
      expect(w.pageErrors).toEqual([]);
      await context.close();
    },
  };
}

describe('a reload that loses the selected plan while the visitor types in the refine modal', () => {
  it('keeps the refine modal with what was typed and the focus; Apply applies it, then "Plan Unavailable" shows', async () => {
    const o = await typingUsage();
    const unavailable = o.bar.getByRole('dialog', { name: 'Plan Unavailable' });
    expect(await o.entered.isVisible()).toBe(true);
    expect(await o.usage.inputValue()).toBe('12.5');
    expect(await o.usage.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(await unavailable.count()).toBe(0);
    // The visitor goes on typing, then applies.
    await o.page.keyboard.type('5');
    expect(await o.usage.inputValue()).toBe('12.55');
    await o.entered.getByRole('button', { name: 'Apply' }).click();
    await o.entered.waitFor({ state: 'detached' });
    // The notice they have not seen yet: the gas plan is gone, the electricity plan kept (Continue).
    await unavailable.waitFor({ timeout: 5_000 });
    await unavailable.getByText(/isn't available for the address or postcode/).waitFor();
    await expect.poll(() => o.bar.getByText(/12\.55 kWh/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await unavailable.getByRole('button', { name: 'Continue' }).click();
    await unavailable.waitFor({ state: 'detached' });
    await o.close();
  });

  it("the browser's Back goes to the options, where the notice still waits; the next Back closes the refine modal (the plans page stays), and the notice shows", async () => {
    const o = await typingUsage();
    const plansUrl = o.page.url();
    expect(await o.usage.inputValue()).toBe('12.5');
    await o.page.goBack();
    await o.bar.getByRole('dialog', { name: 'Refine your estimate' }).waitFor();
    expect(await o.bar.getByRole('dialog', { name: 'Plan Unavailable' }).count()).toBe(0);
    await o.page.goBack();
    await o.bar.getByRole('dialog', { name: 'Refine your estimate' }).waitFor({ state: 'detached' });
    await o.bar.getByRole('dialog', { name: 'Plan Unavailable' }).waitFor({ timeout: 5_000 });
    expect(o.page.url()).toBe(plansUrl);
    await o.close();
  });
});

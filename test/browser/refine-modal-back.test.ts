import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * The refine modal's own Back and the page behind it (docs/decisions/refine-bar.md, "The refine modal's Back, the
 * usage in effect and the page behind"): what the visitor typed in "Enter usage" survives Back, the usage applied is
 * what the step shows next time, Back puts focus on the control the visitor came by, and the page behind the modal
 * does not scroll while it is open and is where it was once it closes.
 */

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  // With the page's scrollbar drawn, so hiding it would shift the page sideways if its width were not made up for.
  browser = await launchBrowser({ scrollbars: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const PLANS = '/home/electricity-and-gas/plans?postcode=2000';

/** True when `control` has focus in its shadow root (and the page's focus is in that widget). */
const hasFocus = (control: Locator): Promise<boolean> =>
  control.evaluate(
    (el) => (el.getRootNode() as ShadowRoot).activeElement === el && document.activeElement === (el.getRootNode() as ShadowRoot).host,
  );

async function plansPage(): Promise<{ page: Page; bar: Locator; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  await page.goto(new URL(PLANS, demo.url).toString());
  const bar = page.locator('ea-refine-bar');
  await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => bar.getByRole('button', { name: 'Refine your estimate' }).isEnabled(), { timeout: 10_000 }).toBe(true);
  return {
    page,
    bar,
    close: async () => {
      expect(w.pageErrors).toEqual([]);
      await context.close();
    },
  };
}

describe("the refine modal's Back", () => {
  it('keeps what was typed in Enter usage, puts focus back on Enter usage, and the usage applied is there next time', async () => {
    const { page, bar, close } = await plansPage();
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    const options = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await options.getByRole('button', { name: 'Enter usage' }).click();
    const entered = bar.getByRole('dialog', { name: 'Enter usage' });
    const electricity = entered.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    await electricity.click();
    await page.keyboard.type('499.99');
    await entered.getByRole('button', { name: 'Back' }).click();

    // Back on the options, on the button the visitor came by: Enter takes them straight back to their figure.
    const enterUsage = options.getByRole('button', { name: 'Enter usage' });
    await expect.poll(() => hasFocus(enterUsage)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => electricity.inputValue()).toBe('499.99');

    await entered.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => bar.getByRole('dialog').count()).toBe(0);
    await bar.getByText(/Custom \(499\.99 kWh a day\)/).waitFor({ timeout: 10_000 });

    // Opened again: the usage in effect, ready to adjust.
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await options.getByRole('button', { name: 'Enter usage' }).click();
    await expect.poll(() => electricity.inputValue()).toBe('499.99');
    await close();
  });

  it('from Verify your identity puts focus on Next of Verify account, with the accounts as typed', async () => {
    const { page, bar, close } = await plansPage();
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).getByRole('button', { name: 'Verify account' }).click();
    const account = bar.getByRole('dialog', { name: 'Verify account' });
    await account.getByRole('textbox', { name: 'Electricity account number' }).fill('1000000001');
    await account.getByRole('textbox', { name: 'Gas account number' }).fill('2000000001');
    await account.getByRole('textbox', { name: 'Postcode' }).fill('2000');
    await account.getByRole('button', { name: 'Next' }).click();
    const identity = bar.getByRole('dialog', { name: 'Verify your identity' });
    await identity.getByRole('button', { name: 'Back' }).click({ timeout: 10_000 });

    const next = account.getByRole('button', { name: 'Next' });
    await expect.poll(() => hasFocus(next)).toBe(true);
    expect(await account.getByRole('textbox', { name: 'Electricity account number' }).inputValue()).toBe('1000000001');
    // Enter goes on again with what is there.
    await page.keyboard.press('Enter');
    await identity.getByRole('textbox', { name: 'Date of birth' }).waitFor({ timeout: 10_000 });
    await close();
  });
});

describe('the browser\'s Back on "Enter usage" (its own history entry)', () => {
  it('goes back to the options with what was typed kept and focus on Enter usage; Forward returns; closed from the step, one Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/', demo.url).toString());
    await page.goto(new URL(PLANS, demo.url).toString());
    const bar = page.locator('ea-refine-bar');
    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await expect.poll(() => opener.isEnabled(), { timeout: 15_000 }).toBe(true);
    const plansUrl = page.url();
    await opener.click();
    const options = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await options.getByRole('button', { name: 'Enter usage' }).click();
    const entered = bar.getByRole('dialog', { name: 'Enter usage' });
    const electricity = entered.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    await electricity.fill('12.5');

    // The phone's Back: one step back, as the step's own Back goes, not out of the modal.
    await page.goBack();
    await options.waitFor({ timeout: 5_000 });
    await expect.poll(() => hasFocus(options.getByRole('button', { name: 'Enter usage' }))).toBe(true);
    expect(page.url()).toBe(plansUrl);
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ eaRefineOpen: true });

    await page.goForward();
    await expect.poll(() => electricity.inputValue()).toBe('12.5');

    // Escape from the step leaves neither entry behind: the first Back leaves the plans page.
    await page.keyboard.press('Escape');
    await expect.poll(() => bar.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("the step's own Back then the browser's Back closes the modal, with no entry left behind", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/', demo.url).toString());
    await page.goto(new URL(PLANS, demo.url).toString());
    const bar = page.locator('ea-refine-bar');
    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await expect.poll(() => opener.isEnabled(), { timeout: 15_000 }).toBe(true);
    await opener.click();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).getByRole('button', { name: 'Enter usage' }).click();
    await bar.getByRole('dialog', { name: 'Enter usage' }).getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toEqual({ eaRefineOpen: true });
    await page.goBack();
    await expect.poll(() => bar.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('the page behind the open refine modal', () => {
  it('does not scroll while it is open, keeps its layout, and is where it was once it closes', async () => {
    const { page, bar, close } = await plansPage();
    const opener = bar.getByRole('button', { name: 'Refine your estimate' });
    await page.evaluate(() => scrollTo(0, 200));
    await opener.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 400)).toBe(true);
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    const barBox = await bar.boundingBox();
    await opener.click();
    const dialog = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await dialog.waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(before);
    // Nothing behind moved sideways (the scrollbar's width is made up for).
    expect(await bar.boundingBox()).toEqual(barBox);

    // The wheel over the backdrop, and over the dialog (whose own content does not scroll here: it chains to the page).
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 800);
    const box = await dialog.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(before);

    // A submit that finds a field wrong focuses it inside the modal, not by scrolling the page.
    await dialog.getByRole('button', { name: 'Enter usage' }).click();
    const entered = bar.getByRole('dialog', { name: 'Enter usage' });
    await entered.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => hasFocus(entered.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }))).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => scrollY)).toBe(before);

    await page.keyboard.press('Escape');
    await expect.poll(() => bar.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    expect(await bar.boundingBox()).toEqual(barBox);
    // The page scrolls again.
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    await close();
  });

  it('scrolls again when the refine bar is taken out of the page with its modal open', async () => {
    const { page, bar, close } = await plansPage();
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.evaluate(() => document.querySelector('ea-refine-bar')?.remove());
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    await close();
  });
});

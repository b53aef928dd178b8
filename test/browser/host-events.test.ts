import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, scrollToDisclaimers, startDemo, watch, type Demo } from './harness';

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

/** The plans shown are those of a Victorian postcode (3000), not the page's own (2000, NSW). */
async function victorianPlansShown(page: Page): Promise<void> {
  await page.locator('ea-refine-bar').getByText('Your electricity distributor is CitiPower').waitFor({ state: 'visible', timeout: 15_000 });
  await scrollToDisclaimers(page);
  const table = page.locator('ea-plans-table');
  await table
    .getByText('Victorian customers may be eligible for the Annual Electricity Concession.')
    .waitFor({ state: 'visible', timeout: 10_000 });
  expect(await table.getByText('NSW customers may be eligible for the Low Income Household Rebate.').count()).toBe(0);
}

/**
 * Opens the plans page with a host script that sends `name` with `detail` as soon as `tag` is
 * defined (before the widget has applied its saved state and started listening), as a host's
 * start-up code that waits only for `customElements.whenDefined` does.
 */
async function openSendingAtDefinition(tag: string, name: string, detail: object): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  // A string, not a function: the test runner's transform would add helpers the page does not have.
  await page.addInitScript(
    `customElements.whenDefined(${JSON.stringify(tag)}).then(() => {
      window.__eaSent = true;
      window.dispatchEvent(new CustomEvent(${JSON.stringify(name)}, { detail: ${JSON.stringify(detail)} }));
    });`,
  );
  await page.goto(`${demo.url}${RES}?postcode=2000`);
  await page.waitForFunction(() => (window as unknown as { __eaSent?: boolean }).__eaSent === true, null, { timeout: 10_000 });
  return {
    page,
    close: async () => {
      expect(w.pageErrors).toEqual([]);
      await context.close();
    },
  };
}

describe('host events sent as soon as a widget is defined', () => {
  it('a location update reaches the plans, shown for its postcode', async () => {
    const { page, close } = await openSendingAtDefinition('ea-plans-table', 'ea:location-update', { postcode: '3000', source: 'host' });
    await victorianPlansShown(page);
    await close();
  });

  it('a plan load reaches the plans, shown for its postcode', async () => {
    const { page, close } = await openSendingAtDefinition('ea-plans-table', 'ea:plan-load', { postcode: '3000' });
    await victorianPlansShown(page);
    await close();
  });

  it('a request to open the cart opens it', async () => {
    const { page, close } = await openSendingAtDefinition('ea-cart-overlay', 'ea:open-cart', {});
    await page.locator('ea-cart-overlay').getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
    await close();
  });
});

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
 * Opens `path` (the plans page by default) with a host script that sends `events` as soon as `tag`
 * is defined (before the widget has applied its saved state and started listening), as a host's
 * start-up code that waits only for `customElements.whenDefined` does.
 */
async function openSendingAtDefinition(
  tag: string,
  events: [name: string, detail: object][],
  path = `${RES}?postcode=2000`,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  const sends = events.map(
    ([name, detail]) => `window.dispatchEvent(new CustomEvent(${JSON.stringify(name)}, { detail: ${JSON.stringify(detail)} }));`,
  );
  // A string, not a function: the test runner's transform would add helpers the page does not have.
  await page.addInitScript(
    `customElements.whenDefined(${JSON.stringify(tag)}).then(() => {
      window.__eaSent = true;
      ${sends.join('\n')}
    });`,
  );
  await page.goto(`${demo.url}${path}`);
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
    const { page, close } = await openSendingAtDefinition('ea-plans-table', [['ea:location-update', { postcode: '3000', source: 'host' }]]);
    await victorianPlansShown(page);
    await close();
  });

  it('a plan load reaches the plans, shown for its postcode', async () => {
    const { page, close } = await openSendingAtDefinition('ea-plans-table', [['ea:plan-load', { postcode: '3000' }]]);
    await victorianPlansShown(page);
    await close();
  });

  it('a location update then a plan load take effect in that order: the plan load has the last word', async () => {
    const { page, close } = await openSendingAtDefinition('ea-plans-table', [
      ['ea:location-update', { postcode: '4000', source: 'host' }],
      ['ea:plan-load', { postcode: '3000' }],
    ]);
    await victorianPlansShown(page);
    await close();
  });

  it('a refine event reaches the refine bar: electricity only', async () => {
    const { page, close } = await openSendingAtDefinition('ea-refine-bar', [['ea:refine', { fuel: 'electricity' }]]);
    const fuel = page.locator('ea-refine-bar').getByRole('combobox', { name: "I'm looking for" });
    await expect.poll(() => fuel.inputValue(), { timeout: 15_000 }).toBe('electricity');
    await close();
  });

  it('a request to open the refine modal opens it', async () => {
    const { page, close } = await openSendingAtDefinition('ea-refine-bar', [['ea:open-refine', {}]]);
    await page
      .locator('ea-refine-bar')
      .getByRole('dialog', { name: 'Refine your estimate' })
      .waitFor({ state: 'visible', timeout: 15_000 });
    await close();
  });

  it("an address on the moving-house page reaches it: its lookup runs (here the reference API's failing postcode)", async () => {
    const address = { postcode: '2002', streetNumber: '1', streetName: 'Test St', suburb: 'Sydney', label: '1 Test St, Sydney NSW 2002' };
    const { page, close } = await openSendingAtDefinition('ea-moving-home', [['ea:address-update', { address }]], 'moving-house/move-home');
    await page
      .locator('ea-plans-table')
      .getByText("We couldn't load your plans just now (error 500). Please try again.")
      .waitFor({ state: 'visible', timeout: 15_000 });
    await close();
  });

  it('a request to open the cart opens it', async () => {
    const { page, close } = await openSendingAtDefinition('ea-cart-overlay', [['ea:open-cart', {}]]);
    await page.locator('ea-cart-overlay').getByRole('dialog').waitFor({ state: 'visible', timeout: 10_000 });
    await close();
  });
});

describe('a host that takes the plans table out and puts it back (a single-page app swapping views)', () => {
  it('shows the place chosen since, not the URL’s again', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(`${demo.url}${RES}?postcode=2000`);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.evaluate(`window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '3000', source: 'host' } }))`);
    await victorianPlansShown(page);
    // Out for good (a later task), then back: the table starts again and looks its plans up.
    const lookedUp = page.waitForResponse((r) => r.url().endsWith('/offers/lookup'), { timeout: 15_000 });
    await page.evaluate(`(() => {
      const t = document.querySelector('ea-plans-table');
      const parent = t.parentElement;
      t.remove();
      setTimeout(() => parent.append(t), 50);
    })()`);
    await lookedUp;
    await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await victorianPlansShown(page);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('host events while the meter-detected modal (not closable) is open', () => {
  it('open-refine and open-cart are ignored; a new place closes it', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(`${demo.url}${RES}?postcode=2000`);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const send = (name: string, detail: object) =>
      page.evaluate(`window.dispatchEvent(new CustomEvent(${JSON.stringify(name)}, { detail: ${JSON.stringify(detail)} }))`);
    // The reference API's business meter (docs/reference-api.md).
    await send('ea:plan-load', { nmi: '4102000005' });
    const meter = page.locator('ea-refine-bar').getByRole('dialog', { name: 'Meter detected' });
    await meter.waitFor({ state: 'visible', timeout: 15_000 });
    const warnings: string[] = [];
    page.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())));
    await send('ea:open-refine', {});
    await send('ea:open-cart', {});
    await expect
      .poll(() =>
        ['ea:open-refine ignored: the meter-detected modal is open', 'ea:open-cart ignored: a refine bar modal is open'].every((w) =>
          warnings.some((t) => t.includes(w)),
        ),
      )
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await meter.isVisible()).toBe(true);
    await send('ea:location-update', { postcode: '2010', source: 'host' });
    await meter.waitFor({ state: 'hidden', timeout: 15_000 });
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

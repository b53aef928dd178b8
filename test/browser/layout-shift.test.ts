import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, type Demo } from './harness';

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

/** Counts layout shifts from the next document's start (on `window.__shifts`). */
function watchShifts(): void {
  const shifts: string[] = [];
  (window as unknown as { __shifts: string[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms`);
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('nothing moves while the plans page loads', () => {
  // Lighthouse's phone (412 × 823) on a slow CPU: the refine bar's 'Refine your estimate' sits at the
  // bottom of the first screen, under the usage summary that the usage bands lengthen by a line (2000),
  // and that loses its gas part when the plans bring electricity only (2010).
  it.each(['2000', '2010'])(
    'at 412 × 823 with a 4× slower CPU, postcode %s: no layout shift until the plans and their summary are in',
    async (postcode) => {
      const { context, page } = await newPage(browser, { width: 412, height: 823 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(watchShifts);
      await page.goto(new URL(`/home/electricity-and-gas/plans?postcode=${postcode}`, demo.url).toString());
      const summary = page.locator('ea-refine-bar').getByText(/^Estimate based on: Electricity usage - Average \(\d/);
      await expect.poll(() => summary.isVisible(), { timeout: 20_000 }).toBe(true);
      // Until the first plans are drawn too (what the visitor waits for), rather than for a fixed time.
      const select = page
        .locator('ea-plans-table')
        .getByRole('button', { name: /^Select plan/ })
        .first();
      await expect.poll(() => select.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
      await context.close();
    },
  );
});

describe('nothing moves while "Get started" loads', () => {
  // Reloaded on #/qualifier with a plan in the cart: the plans widgets above hide, and the host page's
  // own content below ('Why compare with us?') used to come into view and move again as the page drew.
  it('at 412 × 823 with a 4× slower CPU, reloaded on #/qualifier: no layout shift until its first question is in', async () => {
    const { context, page } = await newPage(browser, { width: 412, height: 823 });
    const plans = new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString();
    await page.goto(plans);
    await page
      .locator('ea-plans-table')
      .getByRole('button', { name: /^Select plan/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Continue' }).click();
    const qualifier = page.locator('ea-qualifier');
    await qualifier.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(watchShifts);
    await page.reload();
    await expect.poll(() => qualifier.getByRole('button', { name: "Yes, I'm new" }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    await context.close();
  });
});

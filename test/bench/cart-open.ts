import { launchBrowser, startDemo } from '../browser/harness';

/**
 * Time from a click on 'Select plan' in the table to the painted cart overlay, on the demo's
 * residential plans page in Chromium with 4× CPU slowdown (median of `runs`), and the cart's own
 * share: opened by `ea:open-cart` with nothing else changing. The first open includes fetching
 * the cart's lazy chunk and is reported apart.
 */
/** Runs in the page (a string, so the test runner's transforms cannot touch it). */
const openScript = (how: 'select' | 'event'): string => `new Promise((resolve) => {
  const table = document.querySelector('ea-plans-table')?.shadowRoot;
  const cart = document.querySelector('ea-cart-overlay')?.shadowRoot;
  const button = [...(table?.querySelectorAll('button') ?? [])].find((b) => /Select plan/.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
  if (!table || !cart || !button) return resolve(NaN);
  const start = performance.now();
  if (${JSON.stringify(how)} === 'select') button.click();
  else window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} }));
  const poll = () => {
    if (cart.querySelector('[role="dialog"]')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
    else requestAnimationFrame(poll);
  };
  poll();
})`;

export async function measureCartOpen(runs = 5): Promise<{ first: number; median: number; ownMedian: number }> {
  const demo = await startDemo();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await page
      .locator('ea-plans-table')
      .getByRole('button', { name: /Select plan/ })
      .first()
      .waitFor();
    const times: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      own.push((await page.evaluate(openScript('event'))) as number);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
      const ms = (await page.evaluate(openScript('select'))) as number;
      times.push(ms);
      await page.keyboard.press('Escape');
      await page.evaluate(
        `for (const b of document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('button[aria-pressed="true"]') ?? []) b.click()`,
      );
      await page.waitForTimeout(200);
    }
    const median = (list: number[]): number => {
      const sorted = list.filter(Number.isFinite).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    };
    return { first: own[0] ?? Number.NaN, median: median(times.slice(1)), ownMedian: median(own.slice(1)) };
  } finally {
    await browser.close();
    await demo.close();
  }
}

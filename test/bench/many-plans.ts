import type { Browser, Page } from 'playwright-core';
import { startDemoServer } from '../../host-demo/server';
import { fakePlans, launchBrowser, newPage } from '../browser/harness';
import type { BenchVariant } from './runtime';

/**
 * A lookup that answers far more plans than usual (issue 21: "with 10,000 plans faked into the lookup answer ... keep
 * every task under 50 ms, and keep a click answered within 100 ms at any plan count"), on the demo's residential plans
 * page for 2010 on a 412 px phone in Chromium with 4× CPU slowdown: the longest task of the load (from the first
 * contentful paint) and once the first plans are painted (long tasks, and the scripts of long animation frames), the panels built, and real clicks on the first 'Select plan'
 * and on 'Show more plans' (Event Timing, input to the next frame), with the tasks the next batch takes.
 */
const PLAN_COUNT = 10_000;
const TARGET_CLICK_MS = 100;

const INIT = `
window.__long = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
// Long animation frames' scripts too: Chromium reported no long task for a promise continuation of 1.2 s (a JSON.parse
// after Response.text()), its long-animation-frame entry did.
try { new PerformanceObserver((list) => { for (const e of list.getEntries()) for (const s of e.scripts) if (s.duration > 50) window.__long.push([s.startTime, s.duration]); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
window.__interactions = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push(e.duration); }).observe({ type: 'event', durationThreshold: 16 });
(function poll() {
  const root = document.querySelector('ea-plans-table')?.shadowRoot;
  if (root && root.querySelector('article')) { window.__plansVisibleAt = performance.now(); return; }
  requestAnimationFrame(poll);
})();
`;

type Collected = { long: [number, number][]; interactions: number[] };
const collected = (page: Page): Promise<Collected> =>
  page.evaluate(() => {
    const w = window as unknown as { __long: [number, number][]; __interactions: number[] };
    return { long: w.__long, interactions: w.__interactions };
  });
const reset = (page: Page): Promise<void> => page.evaluate('window.__long = []; window.__interactions = []');

/**
 * A real click at the middle of the table's first element matching `selector` once it is in view (the browser's input
 * pipeline, as a visitor's tap). Found and scrolled to by the page's own querySelector: Playwright's role locators run
 * its accessibility-tree code in the page, a long task of their own (about 1 s at 4× CPU over 120 panels).
 */
async function tap(page: Page, selector: string): Promise<void> {
  const box = await page.evaluate((sel) => {
    const el = document.querySelector('ea-plans-table')?.shadowRoot?.querySelector(sel);
    el?.scrollIntoView({ block: 'center' });
    const r = el?.getBoundingClientRect();
    return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }, selector);
  if (!box) throw new Error(`${selector} not found`);
  await page.waitForTimeout(1000);
  await reset(page);
  await page.mouse.click(box.x, box.y);
  await page.waitForTimeout(1500);
}

interface RunFigures {
  /** Plans visible, after DOMContentLoaded. */
  visible: number;
  /** The longest task from the first contentful paint to the first plans painted (0: none reached 50 ms). */
  longestLoad: number;
  /**
   * The longest task from the lookup's request to the first plans painted (0: none reached 50 ms): what the answer's
   * size costs, apart from the page's start-up before it (the same at any plan count).
   */
  longestAnswer: number;
  /** The longest task once the first plans are painted, the load settled (0: none reached 50 ms). */
  longestAfter: number;
  panels: number;
  selectClick: number;
  moreClick: number;
  /** The longest task after 'Show more plans' (its batch built). */
  longestMore: number;
}

const longest = (long: [number, number][], keep: (start: number) => boolean): number =>
  Math.max(0, ...long.filter(([start]) => keep(start)).map(([, d]) => d));

async function measureRun(browser: Browser, url: string): Promise<RunFigures> {
  const { context, page } = await newPage(browser, { width: 412, height: 823 });
  try {
    await fakePlans(page, PLAN_COUNT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(INIT);
    await page.goto(`${url}home/electricity-and-gas/plans?postcode=2010&fuel=ele`);
    // Waited for by the page's own querySelector, each frame (not a Playwright locator: see `tap`).
    await page.waitForFunction(() => !!document.querySelector('ea-plans-table')?.shadowRoot?.querySelector('.pt-more button'), undefined, {
      timeout: 120_000,
      polling: 'raf',
    });
    await page.waitForTimeout(2000);
    const at = await page.evaluate(() => (window as unknown as { __plansVisibleAt: number }).__plansVisibleAt);
    const dcl = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    );
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    // The lookup's request as the page's resource timing saw it (the first contentful paint where it has none).
    const asked = await page.evaluate(
      () => performance.getEntriesByType('resource').find((e) => e.name.includes('/offers/lookup'))?.startTime ?? null,
    );
    const load = await collected(page);
    const panels = await page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('article').length ?? 0);

    await tap(page, 'button.pt-select');
    const select = await collected(page);
    // The click did what a visitor asks of it (else its figure would be of nothing): the cart opened over the table.
    if (!(await page.evaluate(() => !!document.querySelector('ea-cart-overlay')?.shadowRoot?.querySelector('[role="dialog"]')))) {
      throw new Error("'Select plan' did not open the cart");
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1000);
    await tap(page, '.pt-more button');
    const afterMore = await collected(page);
    const built = await page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('article').length ?? 0);
    if (built <= panels) throw new Error("'Show more plans' built no panels");
    return {
      visible: at - dcl,
      longestLoad: longest(load.long, (start) => start >= Math.min(fcp, dcl) && start <= at),
      longestAnswer: longest(load.long, (start) => start >= (asked ?? fcp) && start <= at),
      longestAfter: longest(load.long, (start) => start > at),
      panels,
      // No Event Timing entry: the browser measured under 16 ms (the click's effect is checked above).
      selectClick: Math.max(16, ...select.interactions),
      moreClick: Math.max(16, ...afterMore.interactions),
      longestMore: longest(afterMore.long, () => true),
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (n: number): string => (n ? `${Math.round(n)} ms` : '< 50 ms');

/** Runs per variant: `EA_BENCH_RUNS` (as the runtime bench), at most 3 (each load checks 10,000 plans at 4× CPU). */
const RUNS = Math.min(3, Math.max(1, Number(process.env['EA_BENCH_RUNS'] ?? 3) || 3));

export async function manyPlansBench(variants: readonly BenchVariant[]): Promise<void> {
  console.log(
    `\n${PLAN_COUNT.toLocaleString('en-AU')} plans in the lookup answer (Chromium, 4× CPU slowdown, 412 px phone, 2010 electricity; medians of ${RUNS} runs${variants.length > 1 ? `, alternating ${variants.map((v) => v.name).join(' / ')}` : ''})`,
  );
  const demos = await Promise.all(variants.map((v) => startDemoServer({ port: 0, faults: true, quiet: true, distDir: v.distDir })));
  const browser = await launchBrowser();
  const runs: RunFigures[][] = variants.map(() => []);
  try {
    for (let run = 0; run < RUNS; run++) {
      for (let v = 0; v < variants.length; v++) runs[v]?.push(await measureRun(browser, demos[v]?.url ?? ''));
    }
  } finally {
    await browser.close();
    await Promise.all(demos.map((d) => d.close()));
  }
  const figures = runs.map((r) => ({
    visible: median(r.map((x) => x.visible)),
    longestLoad: median(r.map((x) => x.longestLoad)),
    longestAnswer: median(r.map((x) => x.longestAnswer)),
    longestAfter: median(r.map((x) => x.longestAfter)),
    panels: median(r.map((x) => x.panels)),
    selectClick: median(r.map((x) => x.selectClick)),
    moreClick: median(r.map((x) => x.moreClick)),
    longestMore: median(r.map((x) => x.longestMore)),
  }));
  const head = figures[0];
  if (!head) return;
  const row = (label: string, value: (f: (typeof figures)[number]) => string, target: string, ok: boolean | null): void =>
    console.log(
      `  ${label.padEnd(44)}${value(head).padStart(10)}   ${target.padEnd(10)} ${ok === null ? '   ' : ok ? 'yes' : 'NO '}${figures
        .slice(1)
        .map((f, i) => `   ${variants[i + 1]?.name ?? ''}: ${value(f)}`)
        .join('')}`,
    );
  row('panels built on load', (f) => String(f.panels), `of ${PLAN_COUNT}`, null);
  row('plans visible after DOMContentLoaded', (f) => `${Math.round(f.visible)} ms`, '', null);
  row('longest task while the plans load', (f) => ms(f.longestLoad), '< 50 ms', head.longestLoad < 50);
  row("… from the lookup's request on", (f) => ms(f.longestAnswer), '< 50 ms', head.longestAnswer < 50);
  row('longest task after the first plans paint', (f) => ms(f.longestAfter), '< 50 ms', head.longestAfter < 50);
  row(
    "real click → next paint, 'Select plan'",
    (f) => `${Math.round(f.selectClick)} ms`,
    `≤ ${TARGET_CLICK_MS} ms`,
    head.selectClick <= TARGET_CLICK_MS,
  );
  row(
    "real click → next paint, 'Show more plans'",
    (f) => `${Math.round(f.moreClick)} ms`,
    `≤ ${TARGET_CLICK_MS} ms`,
    head.moreClick <= TARGET_CLICK_MS,
  );
  row("longest task after 'Show more plans'", (f) => ms(f.longestMore), '< 50 ms', head.longestMore < 50);
}

/**
 * Lighthouse 12.2.3 (pinned exactly: 13 needs Node 22) on the demo's plans page, mobile preset with its
 * default simulated throttling, in Debian's Chromium: the figures a retailer's web team sees in PageSpeed
 * Insights (performance score, Total Blocking Time, paints, script transferred, accessibility).
 *
 * Run alone: `npx tsx test/bench/lighthouse.ts [runs] [path ...]` against the build in dist/.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { startDemoServer } from '../../host-demo/server';
import { CHROMIUM } from '../browser/harness';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  tbt: number;
  fcp: number;
  lcp: number;
  si: number;
  cls: number;
  /** Script bytes transferred (compressed), kB of 1000 bytes. */
  scriptKb: number;
  /** The longest main-thread task Lighthouse saw (simulated 4× CPU), ms. */
  longestTask: number;
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface Audit {
  numericValue?: number;
  details?: { items?: { duration?: number; resourceType?: string; transferSize?: number }[] };
}

/**
 * A visitor's earlier steps, taken in the same Chromium before Lighthouse loads the page: what they
 * leave in the browser's storage is kept for the measured load (the page cache is not).
 */
type Prepare = (page: import('playwright-core').Page, url: string) => Promise<void>;

/** A plan in the cart and "Get started" entered: measured is then a load (or reload) of `#/qualifier` as that visitor. */
const withPlanInCart: Prepare = async (page, url) => {
  await page.goto(url.replace(/#.*$/, ''));
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click({ timeout: 60_000 });
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await cart.getByRole('button', { name: 'Continue' }).click({ timeout: 30_000 });
  await page.locator('ea-qualifier').getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
};

/** One Lighthouse run on `url` in a fresh Chromium (its own profile, nothing cached; `prepare` steps first, their storage kept). */
export async function lighthouseRun(url: string, prepare?: Prepare): Promise<LighthouseFigures> {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('no browser context to prepare in');
      const page = await context.newPage();
      await prepare(page, url);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: prepare !== undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string): Audit => (lhr.audits[id] ?? {}) as Audit;
    const value = (id: string): number => audit(id).numericValue ?? Number.NaN;
    const scripts = (audit('resource-summary').details?.items ?? []).find((i) => i.resourceType === 'script');
    const tasks = audit('long-tasks').details?.items ?? [];
    return {
      performance: Math.round((lhr.categories['performance']?.score ?? Number.NaN) * 100),
      accessibility: Math.round((lhr.categories['accessibility']?.score ?? Number.NaN) * 100),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      si: value('speed-index'),
      cls: value('cumulative-layout-shift'),
      scriptKb: (scripts?.transferSize ?? Number.NaN) / 1000,
      longestTask: Math.max(0, ...tasks.map((t) => t.duration ?? 0)),
    };
  } finally {
    await chrome?.kill();
  }
}

/** "Get started" as loaded by a visitor with a plan in the cart (prepared in the same browser first). */
export const QUALIFIER_PAGE = '/home/electricity-and-gas/plans?postcode=2000#/qualifier';
const PREPARE: Readonly<Record<string, Prepare>> = { [QUALIFIER_PAGE]: withPlanInCart };

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export interface LighthouseVariant {
  name: string;
  distDir: string;
}

export const LIGHTHOUSE_PAGES = [
  '/home/electricity-and-gas/plans?postcode=2000',
  '/home/electricity-and-gas/plans?postcode=2010',
  // Before an address: the moving-home prompt, the refine bar, the cart.
  '/moving-house/move-home',
  // Loaded (or reloaded) on "Get started" with a plan in the cart, as that visitor (an empty cart sends #/qualifier back to the plans).
  QUALIFIER_PAGE,
] as const;

/** Runs per page and variant (`EA_LIGHTHOUSE_RUNS`, default 5: the issue's 'medians of at least 5 runs'). */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env['EA_LIGHTHOUSE_RUNS'] ?? 5) || 5);

/**
 * Lighthouse on each page for each variant, runs alternating between variants (an A/B in one run), and
 * the medians printed against the targets: performance ≥ 95, Total Blocking Time ≤ 150 ms, accessibility 100.
 */
export async function lighthouseBench(
  variants: readonly LighthouseVariant[],
  pages: readonly string[] = LIGHTHOUSE_PAGES,
  runs = LIGHTHOUSE_RUNS,
): Promise<void> {
  console.log(
    `\nLighthouse 12.2.3 (mobile preset, simulated throttling, Debian Chromium; pages served compressed; medians of ${runs} runs${
      variants.length > 1 ? `, alternating ${variants.map((v) => v.name).join(' / ')}` : ''
    })`,
  );
  const demos = await Promise.all(variants.map((v) => startDemoServer({ port: 0, quiet: true, distDir: v.distDir })));
  try {
    for (const path of pages) {
      const results: LighthouseFigures[][] = variants.map(() => []);
      for (let run = 0; run < runs; run++) {
        for (const [v, demo] of demos.entries()) {
          try {
            results[v]?.push(await lighthouseRun(`${demo.url.replace(/\/$/, '')}${path}`, PREPARE[path]));
          } catch (error) {
            console.log(`  (${variants[v]?.name} run ${run + 1} failed: ${error instanceof Error ? error.message : String(error)})`);
          }
        }
      }
      console.log(`  ${path}`);
      const figure = (
        label: string,
        pick: (f: LighthouseFigures) => number,
        format: (n: number) => string,
        target: string,
        ok?: (n: number) => boolean,
      ) => {
        const cells = results.map((r, v) => {
          const values = r.map(pick);
          const m = median(values);
          return `${v === 0 ? '' : `${variants[v]?.name}: `}${format(m)} (${values.map(format).join('/')})`;
        });
        const head = median((results[0] ?? []).map(pick));
        const verdict = ok ? (ok(head) ? 'yes' : 'NO ') : '   ';
        console.log(
          `    ${label.padEnd(28)}${(cells[0] ?? '').padEnd(40)} ${target.padEnd(10)} ${verdict}   ${cells.slice(1).join('   ')}`,
        );
      };
      const ms = (n: number): string => `${Math.round(n)} ms`;
      figure(
        'performance score',
        (f) => f.performance,
        String,
        '≥ 95',
        (n) => n >= 95,
      );
      figure(
        'Total Blocking Time',
        (f) => f.tbt,
        ms,
        '≤ 150 ms',
        (n) => n <= 150,
      );
      figure('longest task (simulated)', (f) => f.longestTask, ms, '');
      figure('First Contentful Paint', (f) => f.fcp, ms, '');
      figure('Largest Contentful Paint', (f) => f.lcp, ms, '');
      figure('Speed Index', (f) => f.si, ms, '');
      figure(
        'Cumulative Layout Shift',
        (f) => f.cls,
        (n) => n.toFixed(3),
        '0',
        (n) => n === 0,
      );
      figure(
        'script transferred',
        (f) => f.scriptKb,
        (n) => `${n.toFixed(1)} kB`,
        '',
      );
      figure(
        'accessibility score',
        (f) => f.accessibility,
        String,
        '100',
        (n) => n === 100,
      );
    }
  } finally {
    await Promise.all(demos.map((d) => d.close()));
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const [runs, ...paths] = process.argv.slice(2);
  // EA_LIGHTHOUSE_AGAINST=<a dist directory>: an A/B against another build, alternating runs.
  const against = process.env['EA_LIGHTHOUSE_AGAINST'];
  const variants = [{ name: 'this build', distDir: 'dist' }, ...(against ? [{ name: against, distDir: against }] : [])];
  await lighthouseBench(variants, paths.length ? paths : LIGHTHOUSE_PAGES, Number(runs ?? 1) || 1);
}

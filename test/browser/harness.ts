import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startDemoServer } from '../../host-demo/server';
import { withManyPlans, type LookupAnswerBody } from '../fixtures/many-plans';

/** Debian's Chromium (installed by `apt-get install -y chromium`); never a test tool's own download. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine without outside network. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Chromium; `backForwardCache` keeps the browser's back/forward cache on (Playwright turns it off by default);
 * `scrollbars` draws the page's scrollbars, with their width, as a desktop browser does (Playwright hides them).
 */
export async function launchBrowser(options: { backForwardCache?: boolean; scrollbars?: boolean } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run apt-get install -y chromium`);
  const ignoreDefaultArgs = [
    ...(options.backForwardCache ? ['--disable-back-forward-cache'] : []),
    ...(options.scrollbars ? ['--hide-scrollbars'] : []),
  ];
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    ...(ignoreDefaultArgs.length > 0 ? { ignoreDefaultArgs } : {}),
  });
}

export interface Demo {
  url: string;
  close: () => Promise<void>;
}

/** The demo site + reference API on a random loopback port, faults on. */
export async function startDemo(options: { csp?: boolean } = {}): Promise<Demo> {
  return startDemoServer({ port: 0, faults: true, quiet: true, ...options });
}

/** What a page did that a host would notice: console errors, page errors, failed requests. */
export interface PageWatch {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  requests: string[];
}

export function watch(page: Page): PageWatch {
  const w: PageWatch = { consoleErrors: [], pageErrors: [], failedRequests: [], requests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') w.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => w.pageErrors.push(error.message));
  page.on('requestfailed', (req) => w.failedRequests.push(`${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('request', (req) => w.requests.push(new URL(req.url()).pathname));
  page.on('response', (res) => {
    if (res.status() >= 400) w.failedRequests.push(`${res.request().method()} ${res.url()} ${res.status()}`);
  });
  return w;
}

/** A fresh context (no shared storage) and page. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { context, page };
}

const requireFromHere = createRequire(import.meta.url);

/** axe-core's violations on the page, or inside one element (its shadow roots included), as 'rule (count)'. */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: requireFromHere.resolve('axe-core') });
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Element | Document, o: object) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
      }
    ).axe;
    const target = sel ? document.querySelector(sel) : null;
    const result = await axe.run(target ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  }, selector ?? null);
}

/**
 * Scrolls to the end of the page until the plans' disclaimers are there: they are built as the
 * visitor comes within a screen of them, and the list above them grows as its panels are built.
 */
export async function scrollToDisclaimers(page: Page, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  const section = page.locator('ea-plans-table').locator('.pt-disclaimers');
  while ((await section.count()) === 0) {
    if (Date.now() > end) throw new Error('the disclaimers were not built on scrolling to the end of the page');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
  }
}

/** The colour a widget's theme token (e.g. `--ea-color-brand-dark`) resolves to, as computed colours read. */
export function themeColour(widget: Locator, token: string): Promise<string> {
  return widget.evaluate((el, name) => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(el).getPropertyValue(name);
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

/** Rewrites every lookup answer (issue 21's many-plans test and bench) with `count` plans (`withManyPlans`). */
export async function fakePlans(page: Page, count: number): Promise<void> {
  await page.route('**/qt2/app/v1/offers/lookup', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withManyPlans((await response.json()) as LookupAnswerBody, count) });
  });
}

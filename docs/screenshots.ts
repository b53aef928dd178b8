/**
 * Regenerates the screenshots of the widget pages (docs/widgets/*.png) from the demo site, in Debian's
 * Chromium (`apt-get install -y chromium`), 800 px wide:
 *
 *   npm run build && npx tsx docs/screenshots.ts
 *
 * It starts the demo server on a free port (quotes in a temporary file), walks each widget through its
 * main states as a visitor would, and writes one PNG per state. Run it after a change a reader would see.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { startDemoServer } from '../host-demo/server';

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'widgets');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const WIDTH = 800;
const PLANS = '/home/electricity-and-gas/plans';

const written: string[] = [];

/** A page of its own (fresh storage), 800 px wide. */
async function open(browser: Browser, url: string, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** The element itself, at most `maxHeight` px of it from its top. */
async function shootElement(page: Page, element: Locator, name: string, maxHeight = 1100): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await settle(page);
  const box = await element.boundingBox();
  if (!box) throw new Error(`${name}: element not shown`);
  const path = join(OUT, `${name}.png`);
  const scrollY = await page.evaluate(() => window.scrollY);
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: box.y + scrollY, width: WIDTH, height: Math.min(Math.ceil(box.height), maxHeight) },
  });
  written.push(path);
}

/** What the visitor sees (for dialogs, which sit above the page). */
async function shootViewport(page: Page, name: string): Promise<void> {
  await settle(page);
  const path = join(OUT, `${name}.png`);
  await page.screenshot({ path });
  written.push(path);
}

const visible = (locator: Locator, timeout = 15_000) => locator.first().waitFor({ state: 'visible', timeout });

/** The plans page at 2000 with its estimates in. */
async function plansPage(browser: Browser, base: string, query = '?postcode=2000'): Promise<Page> {
  const page = await open(browser, new URL(`${PLANS}${query}`, base).toString());
  const table = page.locator('ea-plans-table');
  await visible(table.getByRole('button', { name: /Select plan/ }));
  await page.waitForFunction(
    () => !document.querySelector('ea-plans-table')?.shadowRoot?.querySelector('[aria-label^="Calculating your"]'),
    undefined,
    { timeout: 15_000 },
  );
  return page;
}

async function refineBar(browser: Browser, base: string): Promise<void> {
  const page = await plansPage(browser, base);
  const bar = page.locator('ea-refine-bar');
  await shootElement(page, bar, 'refine-bar');
  await bar.getByRole('button', { name: 'Refine your estimate' }).first().click();
  await visible(page.getByRole('dialog', { name: 'Refine your estimate' }));
  await shootViewport(page, 'refine-bar-modal');
  await page.context().close();
}

async function plansTable(browser: Browser, base: string): Promise<void> {
  const page = await plansPage(browser, base);
  const table = page.locator('ea-plans-table');
  await shootElement(page, table, 'plans-table', 1000);

  const toggles = table.getByRole('button', { name: /^Compare (?!\d)/ });
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await table.getByRole('button', { name: 'Compare 2 plans' }).click();
  await visible(page.getByRole('dialog', { name: 'Compare plans' }));
  await shootViewport(page, 'plans-table-compare');
  await page.context().close();

  // A postcode the retailer does not supply (the Ergon network area): the lookup's message.
  const ergon = await open(browser, new URL(`${PLANS}?postcode=4810`, base).toString());
  const message = ergon.locator('ea-plans-table').getByText(/we don.t supply energy to postcode/);
  await visible(message);
  await shootElement(ergon, ergon.locator('ea-plans-table'), 'plans-table-message', 500);
  await ergon.context().close();
}

/** Selects the first plan; returns the page with the cart open. */
async function withCart(browser: Browser, base: string): Promise<Page> {
  const page = await plansPage(browser, base);
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  await visible(page.getByRole('dialog', { name: 'YOUR CART' }));
  return page;
}

async function cartOverlay(browser: Browser, base: string): Promise<void> {
  const page = await withCart(browser, base);
  await shootViewport(page, 'cart-overlay');
  await page.keyboard.press('Escape');
  const cart = page.locator('ea-cart-overlay');
  await visible(cart.getByRole('button', { name: 'View cart' }));
  await shootElement(page, cart, 'cart-overlay-bar');
  await page.context().close();
}

async function qualifierAndCheckout(browser: Browser, base: string): Promise<void> {
  const page = await withCart(browser, base);
  await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Continue' }).click();
  const q = page.locator('ea-qualifier');
  await visible(q.getByRole('heading', { name: 'Get started', level: 1 }));
  await shootElement(page, q, 'qualifier');

  await q.getByRole('button', { name: "Yes, I'm new" }).click();
  await q.getByRole('radio', { name: 'No', exact: true }).check();
  await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
  await q.getByRole('option', { name: /1 Martin Place/ }).click();
  await q.getByRole('radio', { name: 'Own' }).check();
  await shootElement(page, q, 'qualifier-new-customer', 1400);

  await q.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/checkout\?r=/, { timeout: 20_000 });
  const summary = page.locator('ea-checkout-summary');
  await visible(summary.getByText('Here is what you chose.'));
  await shootElement(page, summary, 'checkout-summary');
  await page.context().close();

  const missing = await open(browser, new URL('/checkout', base).toString());
  const error = missing.locator('ea-checkout-summary');
  await visible(error.getByText('Expected a quote reference.'));
  await shootElement(missing, error, 'checkout-summary-no-quote');
  await missing.context().close();
}

async function movingHome(browser: Browser, base: string): Promise<void> {
  const page = await open(browser, new URL('/moving-house/move-home', base).toString());
  const shell = page.locator('ea-moving-home');
  await visible(shell.getByText(/Choose the address you're moving to/));
  await shootElement(page, shell, 'moving-home');

  await page.getByRole('searchbox', { name: "Address you're moving to" }).fill('Martin Place');
  await page.getByRole('option', { name: /1 Martin Place/ }).click();
  await visible(page.locator('ea-plans-table').getByRole('button', { name: /Select plan/ }));
  await visible(shell.getByText('When are you moving in?'));
  await shootElement(page, shell, 'moving-home-date-picker');
  await page.context().close();
}

const quotesDir = await mkdtemp(join(tmpdir(), 'ea-screenshots-'));
const demo = await startDemoServer({ port: 0, quiet: true, quotesFile: join(quotesDir, 'quotes.json') });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shoot of [refineBar, plansTable, cartOverlay, qualifierAndCheckout, movingHome]) await shoot(browser, demo.url);
} finally {
  await browser.close();
  await demo.close();
  await rm(quotesDir, { recursive: true, force: true });
}
let total = 0;
for (const path of written) {
  const { size } = await stat(path);
  total += size;
  console.log(`${path.slice(OUT.length + 1)}\t${(size / 1000).toFixed(1)} kB`);
}
console.log(`${written.length} screenshots, ${(total / 1000).toFixed(0)} kB`);

/**
 * The data layer as a tag manager reads it (issue 22): the real Adobe Client Data Layer 3.0.1 (the
 * pinned dev dependency, its published dist file) on the demo's plans page, loaded before the widgets
 * (an init script: it runs before any of the page's scripts) and after them (a script tag added once
 * the widgets' first page view sits in the plain array, which the library replays when it loads).
 * On each page of the journey the test reads `adobeDataLayer.getState()` and what an
 * `adobeDataLayer:change` listener saw, registered the way tag managers do: a function pushed onto
 * the array, which the library runs once it is there.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

const requireFromHere = createRequire(import.meta.url);
const ACDL_FILE = requireFromHere.resolve('@adobe/adobe-client-data-layer/dist/adobe-client-data-layer.min.js');
const ACDL_SOURCE = readFileSync(ACDL_FILE, 'utf8');
/** Where the host page would serve the library from (answered by the test, not the demo server). */
const ACDL_PATH = '/vendor/adobe-client-data-layer.min.js';

/** What the listener keeps of each change: the pushed item (nulls included) and the state right after it. */
interface Change {
  event: string | null;
  page?: Record<string, unknown>;
  quote?: Record<string, unknown>;
  state: State;
}
interface State {
  page?: Record<string, unknown>;
  quote?: Record<string, unknown>;
  visitor?: { id?: unknown };
}
type Win = Window & {
  adobeDataLayer?: unknown[] & { version?: string; getState?: () => State };
  __changes?: Change[];
};

/**
 * The tag manager's listener, as page code: a function pushed onto `adobeDataLayer` (created if the
 * page has none yet) that the library calls with itself once loaded, registering a change listener.
 */
const LISTENER = `(() => {
  const w = window;
  w.__changes = [];
  w.adobeDataLayer = w.adobeDataLayer || [];
  w.adobeDataLayer.push(function (dl) {
    dl.addEventListener('adobeDataLayer:change', function (e) {
      w.__changes.push({ event: e.event || null, page: e.page, quote: e.quote, state: dl.getState() });
    });
  });
})();`;

const RES = '/home/electricity-and-gas/plans';
const PLANS_NAME = 'ea:home:electricity-and-gas/plans:select-plans';

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

const state = (page: Page): Promise<State | null> => page.evaluate(() => (window as Win).adobeDataLayer?.getState?.() ?? null);
const changes = (page: Page): Promise<Change[]> => page.evaluate(() => (window as Win).__changes ?? []);
/** The events of the widgets' pushes the listener saw, in order. */
const changeEvents = async (page: Page): Promise<(string | null)[]> => (await changes(page)).map((c) => c.event);
const lastPageView = async (page: Page): Promise<Change | undefined> =>
  (await changes(page)).filter((c) => c.event === 'ea.pageView').at(-1);

type Load = 'before' | 'after';

/** A context whose pages have the listener, and the library either from the start or served for a late script tag. */
async function hostContext(load: Load): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await context.route(`**${ACDL_PATH}`, (route) => route.fulfill({ path: ACDL_FILE, contentType: 'text/javascript; charset=utf-8' }));
  // One init script, so the library (before) is there before the listener is pushed: the order of several is not defined.
  await context.addInitScript({ content: load === 'before' ? `${ACDL_SOURCE}\n;${LISTENER}` : LISTENER });
  return { context, page };
}

/** After load: once the widgets' first page view is in the plain array, the host's tag adds the library. */
async function libraryLate(page: Page, load: Load): Promise<void> {
  if (load === 'before') return;
  await expect
    .poll(
      () => page.evaluate(() => ((window as Win).adobeDataLayer ?? []).some((i) => (i as { event?: unknown }).event === 'ea.pageView')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  expect(await page.evaluate(() => (window as Win).adobeDataLayer?.version ?? null)).toBeNull();
  await page.addScriptTag({ url: ACDL_PATH });
}

for (const load of ['before', 'after'] as const) {
  describe(`the Adobe Client Data Layer 3.0.1 loaded ${load} the widgets`, () => {
    it('getState() and a change listener describe each page of the journey: plans, cart, "Get started", Back, "Get started" again', async () => {
      const { context, page } = await hostContext(load);
      const w = watch(page);

      // The plans page.
      await page.goto(new URL(`${RES}?postcode=2000`, demo.url).toString());
      await libraryLate(page, load);
      await expect.poll(async () => (await state(page))?.page?.['name'], { timeout: 15_000 }).toBe(PLANS_NAME);
      expect(await page.evaluate(() => (window as Win).adobeDataLayer?.version)).toBe('3.0.1');
      expect((await state(page))?.page).toEqual({ name: PLANS_NAME, siteSection: 'home', section: 'product', stage: 'plans', route: '' });
      expect((await state(page))?.quote).toMatchObject({
        status: 'viewed',
        journey: 'PLANS',
        fuel: 'none',
        postcode: '2000',
        state: 'NSW',
      });
      expect(await changeEvents(page)).toEqual(['ea.pageView']);

      // A plan into the cart (the first, dual-fuel Flexi: both fuels in one quote status): the quote changes, the page does not.
      await page
        .locator('ea-plans-table')
        .getByRole('button', { name: /Select plan/ })
        .first()
        .click();
      await expect.poll(async () => (await state(page))?.quote?.['status']).toBe('in_cart');
      const inCart = await state(page);
      expect(inCart?.page?.['name']).toBe(PLANS_NAME);
      expect(inCart?.quote).toMatchObject({ fuel: 'both', postcode: '2000', state: 'NSW' });
      expect(inCart?.quote?.['offerCodes']).toEqual(['FLEXI', 'GFLEXI']);
      expect(inCart?.visitor?.id).toEqual(expect.any(String));
      expect(await changeEvents(page)).toEqual(['ea.pageView', 'ea.quoteStatus', 'ea.startQuote']);

      // "Get started" (#/qualifier): a page without a name, so the plans page's name leaves the state.
      const cart = page.getByRole('dialog', { name: 'YOUR CART' });
      await expect.poll(() => cart.isVisible()).toBe(true);
      await cart.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(async () => (await state(page))?.page?.['route'], { timeout: 15_000 }).toBe('qualifier');
      const onQualifier = await state(page);
      expect(onQualifier?.page).toEqual({ siteSection: 'home', section: 'product', stage: 'qualifier', route: 'qualifier' });
      expect(onQualifier?.page).not.toHaveProperty('name');
      expect(onQualifier?.quote).toMatchObject({ status: 'in_qual', postcode: '2000', state: 'NSW' });
      const qualifierView = await lastPageView(page);
      expect(qualifierView?.page).toEqual({ name: null, siteSection: 'home', section: 'product', stage: 'qualifier', route: 'qualifier' });
      expect(onQualifier?.quote).toEqual(qualifierView?.quote);
      expect(qualifierView?.state.page).not.toHaveProperty('name');
      expect(await changeEvents(page)).toEqual(['ea.pageView', 'ea.quoteStatus', 'ea.startQuote', 'ea.pageView']);

      // Back to the plans: the name is back.
      await page.goBack();
      await expect.poll(async () => (await state(page))?.page?.['route'], { timeout: 15_000 }).toBe('');
      const back = await state(page);
      expect(back?.page).toMatchObject({ name: PLANS_NAME, route: '' });
      expect(back?.quote).toMatchObject({ status: 'in_cart' });

      // "Get started" again, then on to checkout: a new page, its own data layer.
      await page.goForward();
      await expect.poll(async () => (await state(page))?.page?.['route'], { timeout: 15_000 }).toBe('qualifier');
      expect((await state(page))?.page).not.toHaveProperty('name');
      const q = page.locator('ea-qualifier');
      await q.getByRole('button', { name: "Yes, I'm new" }).click();
      await q.getByRole('radio', { name: 'No', exact: true }).check();
      await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
      await q.getByRole('option', { name: /1 Martin Place/ }).click();
      await q.getByRole('radio', { name: 'Own' }).check();
      await q.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/\/checkout\?r=[^&]+&customerType=residential/, { timeout: 15_000 });
      await expect.poll(() => page.getByText('Here is what you chose.').count(), { timeout: 10_000 }).toBe(1);
      // The checkout stand-in is a new page with a data layer of its own. It pushes no page view yet: its
      // analytics start rule (spec 3 §4.9) waits for plans or messages, and it loads the saved quote only.
      if (load === 'after') await page.addScriptTag({ url: ACDL_PATH });
      expect(await page.evaluate(() => (window as Win).adobeDataLayer?.version)).toBe('3.0.1');
      expect((await state(page))?.page?.['name']).not.toBe(PLANS_NAME);

      expect(w.pageErrors).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
      await context.close();
    });
  });
}

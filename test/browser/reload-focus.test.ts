import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * The host reloads the plans while the visitor's focus is on one of them (the 8th 'Select plan' at 2000, far down the
 * page): focus never falls to the page. It waits on "Loading your plans", in view, then goes to the same plan's
 * 'Select plan' when the new plans offer it, else to the first plan's name (docs/decisions/plans-table.md, "Focus when
 * the plans are replaced").
 */

const RES = 'home/electricity-and-gas/plans';
const SENIORS = 'SENIORS-AUSGRID-ENE1161296MRE1';

/** What has focus: 'BODY', or inside the plans table its class, text and plan panel. */
const ACTIVE = `(() => {
  const a = document.activeElement;
  const i = a && a.shadowRoot ? a.shadowRoot.activeElement : null;
  if (!i) return a ? a.tagName : 'none';
  const panel = i.closest('[data-plan]');
  return i.className + '|' + (i.textContent || '').trim() + '|' + (panel ? panel.getAttribute('data-plan') : '');
})()`;

/** Records, every frame, whether focus is on the page's body (read by FELL). */
const RECORD = `(() => {
  window.__eaFell = 0;
  const frame = () => {
    if (document.activeElement === document.body) window.__eaFell++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;
const FELL = 'window.__eaFell';

/** Whether an element of the plans table (a selector in its shadow root) is within the window. */
const inView = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate(`(() => {
    const el = document.querySelector('ea-plans-table').shadowRoot.querySelector(${JSON.stringify(selector)});
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  })()`);

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

/** The plans page at 2000 with focus on the 8th 'Select plan' (Seniors), the plan lookups from now on held until `release`. */
async function focusedOnEighth(): Promise<{ page: Page; release: () => Promise<void>; held: () => number; errors: string[] }> {
  const { page } = await newPage(browser, { width: 1280, height: 900 });
  const w = watch(page);
  const routes: Route[] = [];
  let holding = false;
  await page.route('**/qt2/app/v1/offers/lookup', (route) => (holding ? void routes.push(route) : route.continue()));
  await page.goto(`${demo.url}${RES}?postcode=2000`);
  const select = page.locator('ea-plans-table').getByRole('button', { name: /^Select plan/ });
  await expect.poll(() => select.count(), { timeout: 15_000 }).toBe(8);
  // What keeps focus loads when focus first comes into the table: in before the reload, as a visitor's would be.
  const code = page.waitForResponse((response) => /\/focus-back-[^/]*\.js$/.test(response.url()));
  await select.nth(7).focus();
  await expect.poll(() => page.evaluate(ACTIVE)).toBe(`pt-select|Select plan|${SENIORS}`);
  await page.evaluate(`import(${JSON.stringify((await code).url())}).then(() => undefined)`);
  expect(await page.evaluate('scrollY')).toBeGreaterThan(2500);
  await page.evaluate(RECORD);
  holding = true;
  return {
    page,
    held: () => routes.length,
    release: async () => {
      holding = false;
      for (const route of routes.splice(0)) await route.continue();
    },
    errors: w.pageErrors,
  };
}

const send = (page: Page, name: string, detail: object): Promise<unknown> =>
  page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n as string, { detail: d })), [name, detail] as const);

describe('focus on a plan when the host reloads the plans', () => {
  it('ea:location-update 3000: focus waits on "Loading your plans" in view, then goes to the first plan\'s name, never to the page', async () => {
    const { page, release, held, errors } = await focusedOnEighth();
    await send(page, 'ea:location-update', { postcode: '3000', source: 'host' });
    await expect.poll(held).toBe(1);
    await expect.poll(() => page.evaluate(ACTIVE)).toBe('ea-spinner|Loading your plans|');
    // The page is where the status is, not left at a blank part of the shrunken table.
    expect(await inView(page, '.pt-loading .ea-spinner')).toBe(true);
    await release();
    await expect.poll(() => page.evaluate(ACTIVE), { timeout: 10_000 }).toMatch(/^pt-card__title\|Home 365\|HOME365-/);
    expect(await inView(page, '.pt-card__title')).toBe(true);
    expect(await page.evaluate(FELL)).toBe(0);
    // The next Tab goes on from the first plan, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(ACTIVE)).toMatch(/\|HOME365-/);
    await expect.poll(() => page.locator('ea-plans-table').getByRole('status').filter({ hasText: 'plans found' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("ea:plan-load 2001, where the same plan is offered: focus comes back to that plan's 'Select plan'", async () => {
    const { page, release, held } = await focusedOnEighth();
    await send(page, 'ea:plan-load', { postcode: '2001' });
    await expect.poll(held).toBe(1);
    await expect.poll(() => page.evaluate(ACTIVE)).toBe('ea-spinner|Loading your plans|');
    await release();
    await expect.poll(() => page.evaluate(ACTIVE), { timeout: 10_000 }).toBe(`pt-select|Select plan|${SENIORS}`);
    expect(await page.evaluate(FELL)).toBe(0);
    await page.close();
  });

  it("ea:refine to gas, the panel's fuel gone: focus goes to the first gas plan's name", async () => {
    const { page, release } = await focusedOnEighth();
    await release();
    await send(page, 'ea:refine', { fuel: 'gas' });
    await expect.poll(() => page.evaluate(ACTIVE), { timeout: 10_000 }).toMatch(/^pt-card__title\|.*\|GFLEXI-/);
    expect(await inView(page, '.pt-card__title')).toBe(true);
    expect(await page.evaluate(FELL)).toBe(0);
    await page.close();
  });
});

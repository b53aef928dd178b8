import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * A host's location update reloads the plans while the visitor types in the refine bar: what they type, before and
 * during the reload, stays in the field, and so does their focus (docs/decisions/refine-bar.md, "Typing while the
 * plans reload").
 */

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

interface Opened {
  page: Page;
  bar: Locator;
  /** Holds the plan lookups from now on (the reload stays under way) until `release`. */
  hold: () => void;
  /** Lets the held lookups through, and the next ones. */
  release: () => Promise<void>;
  /** Lookups held so far. */
  held: () => number;
  /** The postcodes the widgets announced (`ea:location-update`, source "widgets"). */
  announced: () => Promise<string[]>;
  close: () => Promise<void>;
}

async function open(): Promise<Opened> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  const routes: Route[] = [];
  let holding = false;
  await page.route('**/qt2/app/v1/offers/lookup', (route) => (holding ? void routes.push(route) : route.continue()));
  await page.addInitScript(`window.__eaAnnounced = [];
    window.addEventListener('ea:location-update', (e) => e.detail.source === 'widgets' && window.__eaAnnounced.push(e.detail.postcode));`);
  await page.goto(`${demo.url}${RES}?postcode=2000`);
  const bar = page.locator('ea-refine-bar');
  await expect.poll(() => page.locator('ea-plans-table').getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await bar.getByText('Your electricity distributor is Ausgrid').waitFor({ timeout: 10_000 });
  return {
    page,
    bar,
    hold: () => void (holding = true),
    release: async () => {
      holding = false;
      for (const route of routes.splice(0)) await route.continue();
    },
    held: () => routes.length,
    announced: () => page.evaluate(() => (window as unknown as { __eaAnnounced: string[] }).__eaAnnounced),
    close: async () => {
      expect(w.pageErrors).toEqual([]);
      await context.close();
    },
  };
}

/** Whether `field` has focus (inside the widget's shadow root). */
const focused = (field: Locator): Promise<boolean> => field.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

/** The host's location widget says the visitor is at 3000; the plans reload, held until the test releases them. */
async function hostMovesTo3000(o: Opened): Promise<void> {
  o.hold();
  await o.page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '3000', source: 'host' } })),
  );
  await expect.poll(o.held, { timeout: 10_000 }).toBeGreaterThan(0);
  // The bar says it is busy: its options wait for the plans.
  await o.bar.locator('section.rb[aria-busy="true"]').waitFor({ timeout: 5_000 });
}

/** The plans for 3000 are in: the distributor line names Victoria's, and the bar is no longer busy. */
async function plansFor3000Shown(o: Opened): Promise<void> {
  await o.release();
  await o.bar.getByText('Your electricity distributor is CitiPower').waitFor({ timeout: 15_000 });
  await o.bar.locator('section.rb:not([aria-busy])').waitFor({ timeout: 10_000 });
}

describe('typing in the refine bar while a host location update reloads the plans', () => {
  it('the postcode box keeps what the visitor is typing and their focus; the plans follow the host, then the visitor’s Enter', async () => {
    const o = await open();
    await o.bar.getByRole('radio', { name: 'Postcode' }).check();
    const box = o.bar.getByRole('combobox', { name: 'Postcode or suburb' });
    await box.click();
    await box.press('Control+a');
    await o.page.keyboard.type('20');

    await hostMovesTo3000(o);
    // Mid-edit: the host's postcode does not overwrite it, and the field is not taken from under the visitor.
    expect(await box.inputValue()).toBe('20');
    expect(await focused(box)).toBe(true);
    await o.page.keyboard.type('1');
    expect(await box.inputValue()).toBe('201');

    await plansFor3000Shown(o);
    expect(await box.inputValue()).toBe('201');
    expect(await focused(box)).toBe(true);
    await o.page.keyboard.type('0');
    await o.page.keyboard.press('Enter');
    await expect.poll(o.announced, { timeout: 10_000 }).toContain('2010');
    await o.bar.getByText('Your electricity distributor is CitiPower').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await box.inputValue()).toBe('2010');
    await o.close();
  });

  it('the address field keeps focus and every letter typed during the reload; its suggestions show once the plans are in', async () => {
    const o = await open();
    const field = o.bar.getByRole('combobox', { name: 'Service address' });
    await field.click();
    await o.page.keyboard.type('200 Col');

    await hostMovesTo3000(o);
    expect(await focused(field)).toBe(true);
    await o.page.keyboard.type('lins');
    expect(await field.inputValue()).toBe('200 Collins');

    await plansFor3000Shown(o);
    expect(await focused(field)).toBe(true);
    expect(await field.inputValue()).toBe('200 Collins');
    await o.bar.getByRole('option', { name: /200 Collins Street/ }).waitFor({ timeout: 10_000 });
    await o.close();
  });

  it('"Enter usage" in the refine modal keeps what is typed during the reload', async () => {
    const o = await open();
    await o.bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await o.bar.getByRole('button', { name: 'Enter usage' }).click();
    const input = o.bar.getByRole('dialog', { name: 'Enter usage' }).getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    await input.click();
    await o.page.keyboard.type('1');
    await hostMovesTo3000(o);
    await o.page.keyboard.type('2');
    await plansFor3000Shown(o);
    expect(await input.inputValue()).toBe('12');
    expect(await focused(input)).toBe(true);
    await o.close();
  });
});

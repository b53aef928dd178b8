import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/**
 * The plans page's widgets stay mounted, hidden, while "Get started" shows (`#/qualifier`). What they hold open
 * sleeps there: the host page scrolls and keeps its focus, and the modal comes back as it was on Back
 * (docs/decisions/refine-bar.md, "A modal open when the host goes to Get started"). A lookup answered there
 * tells its news through the qualifier's warnings: no stale "Plan Unavailable" on Back (same file, "No Plan
 * Unavailable for a lookup answered on Get started"); a meter for the other customer type is said there under the
 * warning, and "Meter detected", which describes the lookup the plans page shows, is there on Back (same file).
 */

let demo: Demo;
let browser: Browser;

beforeAll(async () => {
  demo = await startDemo();
  // With the page's scrollbar drawn, as on a desktop browser.
  browser = await launchBrowser({ scrollbars: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.close();
});

const PLANS = '/home/electricity-and-gas/plans?postcode=2000';

/** The element (ea-* tag) and, inside its shadow root, the focused control's accessible text. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    return `${host?.localName ?? ''} ${inner?.getAttribute('aria-label') ?? inner?.textContent?.trim() ?? ''}`;
  });

/** The host page's root has no style of ours: the page scrolls. */
const rootStyle = (page: Page): Promise<string | null> => page.evaluate(() => document.documentElement.getAttribute('style'));

/** The host's own router: a history entry for "Get started" and a hashchange (as wouter, and many routers, do: no popstate). */
const hostGoesToQualifier = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const oldURL = location.href;
    history.pushState(null, '', '#/qualifier');
    dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
  });

/** The plans page at 2000 (reached from the demo's home page), Flexi Plan selected for both fuels, the cart closed. */
async function plansWithFlexi(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  const w = watch(page);
  await page.goto(new URL('/', demo.url).toString());
  await page.goto(new URL(PLANS, demo.url).toString());
  const table = page.locator('ea-plans-table');
  await table.getByRole('article', { name: 'Flexi Plan' }).getByRole('button', { name: 'Select plan' }).click({ timeout: 15_000 });
  await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  await expect.poll(() => page.locator('ea-refine-bar').getByRole('button', { name: 'Refine your estimate' }).isEnabled()).toBe(true);
  return {
    page,
    close: async () => {
      expect(w.pageErrors).toEqual([]);
      await context.close();
    },
  };
}

const OPENERS: [string, string, (page: Page) => Promise<void>][] = [
  [
    'the refine modal',
    'Refine your estimate',
    (page) => page.locator('ea-refine-bar').getByRole('button', { name: 'Refine your estimate' }).click(),
  ],
  [
    'the compare view',
    'Compare plans',
    async (page) => {
      const table = page.locator('ea-plans-table');
      for (const n of [0, 1])
        await table
          .getByRole('article')
          .nth(n)
          .getByRole('button', { name: /^Compare / })
          .click();
      await page.getByRole('button', { name: 'Compare 2 plans' }).click();
    },
  ],
  ['the cart', 'YOUR CART', (page) => page.locator('ea-cart-overlay').getByRole('button', { name: 'View cart' }).click()],
];

describe('a plans-page modal open when the host goes to "Get started"', () => {
  it.each(OPENERS)('%s lets go of the page there, and is back, with focus, on Back', async (_, name, open) => {
    const { page, close } = await plansWithFlexi();
    await open(page);
    const dialog: Locator = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await expect.poll(() => rootStyle(page)).toContain('overflow');

    await hostGoesToQualifier(page);
    const q = page.locator('ea-qualifier');
    await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });
    // Hidden from everyone, and the page free: no lock on its root, the wheel scrolls it.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rootStyle(page)).toBeNull();
    const before = await page.evaluate(() => scrollY);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
    // Tab goes through "Get started" and on to the host page, never into the sleeping modal or its widget.
    expect(await focused(page)).toBe('ea-qualifier Get started');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).not.toMatch(/^ea-(refine-bar|plans-table|cart-overlay) /);
    }

    // Back to the plans: the modal as the visitor left it, holding focus, the page behind locked again.
    await page.goBack();
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    await expect.poll(() => rootStyle(page)).toContain('overflow');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rootStyle(page)).toBeNull();
    await close();
  });
});

describe('a host\'s ea:plan-load on "Get started" that loses the gas plan', () => {
  it('is said there by the qualifier\'s warning; Back to the plans opens no "Plan Unavailable"', async () => {
    const { page, close } = await plansWithFlexi();
    await page.locator('ea-cart-overlay').getByRole('button', { name: 'View cart' }).click();
    await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Continue' }).click();
    const q = page.locator('ea-qualifier');
    await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });

    // The host's location widget: 4000, where gas is not supplied.
    await page.evaluate(() => dispatchEvent(new CustomEvent('ea:plan-load', { detail: { postcode: '4000' } })));
    await q.getByText('Gas plan removed from your selection.').waitFor({ timeout: 15_000 });
    await q.getByRole('button', { name: 'Continue with electricity' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Saved with the gas plan's removal, no notice waits for the plans page (the hidden refine bar draws its modal
    // from a chunk loaded once it shows, so what it would show is read here, not raced for after Back).
    const saved = (): Promise<string> => page.evaluate(() => localStorage.getItem('ea_widgets_state') ?? '');
    await expect.poll(saved, { timeout: 10_000 }).toContain('"selectedGasPlanCode":null');
    expect(await saved()).toMatch(/"modal":null,/);
    expect(await saved()).toMatch(/"planChange":null[,}]/);

    await page.goBack();
    // Focus on the plan still chosen, electricity's Flexi Plan ('Added'): nothing opened over the plans.
    await expect.poll(() => focused(page), { timeout: 10_000 }).toMatch(/^ea-plans-table .*Added/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('ea-refine-bar').getByText('Plan Unavailable').count()).toBe(0);
    await page.getByText('Please note: at postcode 4000, we only supply electricity.').first().waitFor();
    await expect.poll(() => rootStyle(page)).toBeNull();
    await close();
  });
});

const METER_DETECTED =
  'We have detected a business meter at this address. It is compatible only with business plans. To talk about your options, call us on 133 466, Monday to Friday 8am to 6.30pm AEST.';

describe('a host\'s ea:plan-load by NMI on "Get started" that finds a business meter', () => {
  it('is said there under the warning, in the meter-detected words; Back to the plans shows "Meter detected", holding focus', async () => {
    const { page, close } = await plansWithFlexi();
    await page.locator('ea-cart-overlay').getByRole('button', { name: 'View cart' }).click();
    await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Continue' }).click();
    const q = page.locator('ea-qualifier');
    await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });

    // The host's meter search: NMI 4102000005 is a business meter, for a residential visitor.
    await page.evaluate(() => dispatchEvent(new CustomEvent('ea:plan-load', { detail: { nmi: '4102000005' } })));
    const warning = q.getByText('Electricity plan removed from your selection.');
    await warning.waitFor({ timeout: 15_000 });
    const why = q.getByRole('alert').filter({ hasText: METER_DETECTED });
    await why.waitFor();
    await why.getByRole('button', { name: 'View business plans' }).waitFor();
    // Under the warning, above the form's first question.
    const [warningBox, whyBox, question] = await Promise.all([
      warning.boundingBox(),
      why.boundingBox(),
      q.getByRole('button', { name: "Yes, I'm new" }).boundingBox(),
    ]);
    expect(warningBox && whyBox && question && warningBox.y < whyBox.y && whyBox.y < question.y).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Back: the plans page's own word on that lookup, the modal (not closable), with focus in it.
    await page.goBack();
    const modal = page.locator('ea-refine-bar').getByRole('dialog', { name: 'Meter detected' });
    await modal.waitFor({ timeout: 10_000 });
    await modal.getByText(METER_DETECTED).waitFor();
    await expect.poll(() => modal.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await modal.isVisible()).toBe(true);
    await close();
  });
});

const REMOTE_METERING =
  "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.";

describe('a host\'s ea:plan-load by NMI on "Get started" that finds a remotely capable meter', () => {
  it("is said there under the warning, in the plans table's words, as an alert above the form", async () => {
    const { page, close } = await plansWithFlexi();
    await page.locator('ea-cart-overlay').getByRole('button', { name: 'View cart' }).click();
    await page.getByRole('dialog', { name: 'YOUR CART' }).getByRole('button', { name: 'Continue' }).click();
    const q = page.locator('ea-qualifier');
    await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });

    await page.evaluate(() => dispatchEvent(new CustomEvent('ea:plan-load', { detail: { nmi: '4102000002' } })));
    const warning = q.getByText('Electricity plan removed from your selection.');
    await warning.waitFor({ timeout: 15_000 });
    const why = q.getByRole('alert').filter({ hasText: REMOTE_METERING });
    await why.waitFor();
    const [warningBox, whyBox, question] = await Promise.all([
      warning.boundingBox(),
      why.boundingBox(),
      q.getByRole('button', { name: "Yes, I'm new" }).boundingBox(),
    ]);
    expect(warningBox && whyBox && question && warningBox.y < whyBox.y && whyBox.y < question.y).toBe(true);
    expect(await q.getByText(REMOTE_METERING).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

/** A host that sets `location.hash` (a plain link, many routers): a new history entry, and a `popstate` as well as a hashchange. */
const hostSetsHash = (page: Page): Promise<void> =>
  page.evaluate(() => {
    location.hash = '#/qualifier';
  });

describe('a plans-page modal open when the host sets location.hash to "Get started" (a popstate)', () => {
  it('the refine modal sleeps on "Enter usage" with what was typed, and is back there, holding focus, on Back', async () => {
    const { page, close } = await plansWithFlexi();
    const bar = page.locator('ea-refine-bar');
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).getByRole('button', { name: 'Enter usage' }).click();
    const entered = bar.getByRole('dialog', { name: 'Enter usage' });
    const electricity = entered.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    await electricity.click();
    await page.keyboard.type('499.99');

    await hostSetsHash(page);
    const q = page.locator('ea-qualifier');
    await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rootStyle(page)).toBeNull();

    await page.goBack();
    await entered.waitFor();
    await expect.poll(() => electricity.inputValue()).toBe('499.99');
    await expect.poll(() => electricity.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    await expect.poll(() => rootStyle(page)).toContain('overflow');
    // Its entries are still there: the next Back goes to the options (the step's own entry), the one after closes it
    // and leaves the visitor on the plans.
    await page.goBack();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rootStyle(page)).toBeNull();
    expect(await page.evaluate(() => location.pathname)).toBe('/home/electricity-and-gas/plans');
    await close();
  });

  it.each(OPENERS.slice(1))('%s sleeps there and is back, holding focus, on Back', async (_, name, open) => {
    const { page, close } = await plansWithFlexi();
    await open(page);
    const dialog: Locator = page.getByRole('dialog', { name });
    await dialog.waitFor();
    // Focus moved on inside it (Tab), so "as it was" means that control, not its first.
    await page.keyboard.press('Tab');
    const before = await dialog.evaluate((el) => {
      const active = (el.getRootNode() as ShadowRoot).activeElement;
      return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
    });

    await hostSetsHash(page);
    await page.locator('ea-qualifier').getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => rootStyle(page)).toBeNull();

    await page.goBack();
    await dialog.waitFor();
    await expect
      .poll(() =>
        dialog.evaluate((el) => {
          const active = (el.getRootNode() as ShadowRoot).activeElement;
          return el.contains(active) ? (active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '') : null;
        }),
      )
      .toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await close();
  });
});

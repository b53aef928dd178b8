import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

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

const cart = (page: Page) => page.getByRole('dialog', { name: 'YOUR CART' });

/** The page's first 'Select plan' pressed: the cart opens with it. */
async function selectFirstPlan(page: Page): Promise<void> {
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  await expect.poll(() => cart(page).isVisible()).toBe(true);
}

describe('the cart on the residential plans page', () => {
  it("a card's rates: closed at first, opened by keyboard, the Inc GST switch takes every card's GST off; its help opens over the cart and closes back to it", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await selectFirstPlan(page);
    const show = cart(page).getByRole('button', { name: 'Show electricity rates' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await show.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => show.getAttribute('aria-expanded')).toBe('true');
    const rates = cart(page).locator('article[data-fuel="electricity"] [data-rate]');
    await expect.poll(() => rates.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const inc = await rates.allTextContents();
    expect(await cart(page).getByText('Rates shown include GST. Solar feed-in rates are GST-free.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const gst = cart(page).getByRole('switch', { name: 'Inc GST' });
    await gst.click();
    await expect.poll(() => gst.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => rates.allTextContents()).not.toEqual(inc);
    expect(await cart(page).getByText('Rates shown exclude GST. Solar feed-in rates are GST-free.').count()).toBe(1);

    // The supply charge's help: a modal over the cart, closed by Escape back to its button, the cart still open.
    const help = cart(page)
      .locator('article[data-fuel="electricity"]')
      .getByRole('button', { name: /supply charge/i });
    await help.click();
    const modal = page.getByRole('dialog').filter({ hasNot: page.getByText('YOUR CART') });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    expect(await cart(page).isVisible()).toBe(true);
    await expect.poll(() => help.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await context.close();
  });

  it('select in the table, see it in the cart, remove it, add a gas plan, continue to #/qualifier with the query, keep it on reload and back on the plans', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const electricitySelect = page
      .locator('ea-plans-table article[data-fuel="electricity"], ea-plans-table article[data-fuel="ELE"]')
      .getByRole('button', { name: /Select plan/ })
      .first();
    await electricitySelect.click();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    expect(await cart(page).getByText('Added').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await cart(page)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect.poll(() => cart(page).count()).toBe(0);

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    await cart(page)
      .getByRole('button', { name: /^Add (?!a different plan).*\(gas\)$/ })
      .click();
    expect(
      await cart(page)
        .getByRole('button', { name: /^Remove .*\(gas\)$/ })
        .count(),
    ).toBe(1);
    await cart(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/qualifier');
    expect(await page.evaluate(() => location.search)).toBe('?postcode=2000');

    // On the qualifier route the cart renders nothing; the selection survives a reload and shows again on the plans.
    await page.reload();
    await expect
      .poll(() => page.locator('ea-qualifier').getByRole('heading', { name: 'Get started' }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.locator('ea-cart-overlay').getByText('1 plan in your cart').isVisible()).toBe(false);
    await page.goBack();
    await expect.poll(() => page.locator('ea-cart-overlay').getByText('1 plan in your cart').isVisible()).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('arrived by ?postcode=2000, a visitor who changes to 3000 and picks a plan keeps both on reload (the URL no longer overrides them)', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const bar = page.locator('ea-refine-bar');
    await page
      .locator('ea-plans-table')
      .getByRole('button', { name: /Select plan/ })
      .first()
      .waitFor();
    await bar.getByRole('radio', { name: 'Postcode' }).check({ force: true });
    await bar.getByRole('combobox', { name: 'Postcode or suburb' }).fill('3000');
    await bar.getByRole('button', { name: 'Update' }).click();
    await expect.poll(() => bar.getByText(/Your electricity distributor is (?!Ausgrid)/).count(), { timeout: 10_000 }).toBe(1);
    await selectFirstPlan(page);
    await cart(page).getByRole('button', { name: 'Close' }).click();
    const inCart = page.locator('ea-cart-overlay').getByText(/^\d plans? in your cart$/);
    await expect.poll(() => inCart.isVisible()).toBe(true);
    const before = await inCart.textContent();

    await page.reload();
    await expect.poll(() => inCart.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await inCart.textContent()).toBe(before);
    await expect.poll(() => bar.getByText(/Your electricity distributor is (?!Ausgrid)/).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('dialog', { name: /Plan Unavailable/i }).count()).toBe(0);
    expect(await page.evaluate(() => location.search)).toBe('?postcode=2000');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("'Add a different plan' on the gas card, by Tab and Space: the cart closes and focus is on a gas plan's Select plan, in view", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    // Both fuels shown (the dual-fuel panels first); an electricity-only plan selected leaves the gas card to add.
    await page.locator('ea-plans-table article[data-fuel="BOTH"]').first().waitFor();
    await page.locator('ea-plans-table article[data-fuel="ELE"]').getByRole('button', { name: 'Select plan' }).first().click();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    expect(
      await cart(page)
        .getByRole('button', { name: /Add a different plan/ })
        .count(),
    ).toBe(1);
    const choiceFocused = () =>
      page.evaluate(() => document.querySelector('ea-cart-overlay')?.shadowRoot?.activeElement?.getAttribute('aria-label'));
    for (let i = 0; i < 20 && (await choiceFocused()) !== 'Add a different plan (gas)'; i++) await page.keyboard.press('Tab');
    expect(await choiceFocused()).toBe('Add a different plan (gas)');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Space');

    await expect.poll(() => cart(page).count()).toBe(0);
    expect(await page.evaluate(() => location.search)).toBe('?postcode=2000');
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('ea-plans-table')?.shadowRoot?.activeElement;
        const panel = active?.closest('article');
        const button = active?.getBoundingClientRect();
        const card = panel?.getBoundingClientRect();
        // The button in the window, and the panel down to its foot: whole where it fits, else the part above the button
        // (a pixel's leeway for fractional layout).
        const inView =
          !!button &&
          !!card &&
          button.top >= 0 &&
          button.bottom <= innerHeight &&
          card.bottom <= innerHeight + 1 &&
          (card.top >= 0 || card.height > innerHeight);
        return { className: active?.className, text: active?.textContent, fuel: panel?.dataset['fuel'], inView };
      });
    await expect.poll(async () => (await focused()).className).toBe('pt-select');
    expect(await focused()).toMatchObject({ text: 'Select plan', fuel: expect.stringMatching(/^(GAS|BOTH)$/), inView: true });
    // The electricity plan is still in the cart.
    expect(await page.locator('ea-cart-overlay').getByText('1 plan in your cart').isVisible()).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('traps focus, closes on Escape and gives focus back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const opener = page
      .locator('ea-plans-table')
      .getByRole('button', { name: /Select plan/ })
      .first();
    await opener.click();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const host = document.querySelector('ea-cart-overlay');
      return Boolean(host?.shadowRoot?.activeElement?.closest('[role="dialog"]'));
    });
    expect(inside).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => cart(page).count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
    expect(focused).toBe('ea-plans-table');
    await context.close();
  });
});

describe('focus after the cart on a phone', () => {
  it("opened by 'View cart' below the plans, removing the last plan puts focus on that plan's 'Select plan', in view", async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 800 });
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=3000', demo.url).toString());
    const table = page.locator('ea-plans-table');
    const chosen = table.locator('article[data-fuel="ELE"]').nth(1);
    const key = await chosen.getAttribute('data-plan');
    await chosen.getByRole('button', { name: /Select plan/ }).click();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => cart(page).count()).toBe(0);
    await page.locator('ea-cart-overlay').getByRole('button', { name: 'View cart' }).click();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    await cart(page)
      .getByRole('button', { name: /^Remove .*\(electricity\)$/ })
      .click();
    await expect.poll(() => cart(page).count()).toBe(0);
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('ea-plans-table')?.shadowRoot?.activeElement;
        const box = active?.getBoundingClientRect();
        return {
          plan: active?.closest('article')?.getAttribute('data-plan') ?? null,
          text: active?.textContent ?? null,
          inView: !!box && box.top >= 0 && box.bottom <= innerHeight,
        };
      });
    await expect.poll(focused).toEqual({ plan: key, text: 'Select plan', inView: true });
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("the browser's Back and Forward with the cart", () => {
  it('Back closes the open cart (focus back on the plans), Forward opens it again, and after Close one Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/', demo.url).toString());
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const plansUrl = page.url();
    await selectFirstPlan(page);

    await page.goBack();
    await expect.poll(() => cart(page).count()).toBe(0);
    expect(page.url()).toBe(plansUrl);
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('ea-plans-table');

    await page.goForward();
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    await cart(page).getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => cart(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
    expect(await page.evaluate(() => location.search)).toBe('?postcode=2000');

    // The first Back after closing leaves the plans page: no entry is left that changes nothing.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('Continue to "Get started" takes the place of the cart\'s entry: Back goes to the plans with the cart closed; the host router\'s history state stays on every entry', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await page.evaluate(() => history.replaceState({ hostRouter: { key: 'plans', scroll: 0 } }, ''));
    await selectFirstPlan(page);
    await cart(page).getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/qualifier');
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ hostRouter: { key: 'plans', scroll: 0 } });
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    expect(await page.evaluate(() => history.state as unknown)).toEqual({ hostRouter: { key: 'plans', scroll: 0 } });
    await expect
      .poll(() =>
        page
          .locator('ea-cart-overlay')
          .getByText(/^\d plans? in your cart$/)
          .isVisible(),
      )
      .toBe(true);
    expect(await cart(page).count()).toBe(0);
    await context.close();
  });
});

describe('a host page that wraps the widgets (a scroll-animation transform, a stacking context, a sticky header)', () => {
  const wrapped = (
    wrapper: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wrapped</title><link rel="icon" href="data:,">
<style>body{margin:0} header{position:sticky;top:0;z-index:100;height:80px;background:#333;color:#fff} .sec{${wrapper}}</style>
<script type="module" src="/widgets/refine-bar.js"></script><script type="module" src="/widgets/plans-table.js"></script>
<script type="module" src="/widgets/cart-overlay.js"></script></head>
<body><header>Host header</header><main><h1>Plans</h1><div class="sec"><ea-refine-bar></ea-refine-bar></div>
<div class="sec"><ea-plans-table></ea-plans-table></div><div class="sec"><ea-cart-overlay></ea-cart-overlay></div></main></body></html>`;

  /** What the page shows on top at the centre of `target`: true when it is `target` (or inside it). */
  const onTop = (target: Locator) =>
    target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const root = el.getRootNode() as ShadowRoot;
      return document.elementFromPoint(x, y) === root.host && el.contains(root.elementFromPoint(x, y));
    });

  it.each([
    ['a transform', 'transform: translateY(0)'],
    ['a stacking context', 'position: relative; z-index: 1'],
  ])('with %s, the cart and the refine modal cover the viewport above the host header, their Close on top', async (_, wrapper) => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.route(`${demo.url}home/wrapped-plans?*`, (route) => route.fulfill({ contentType: 'text/html', body: wrapped(wrapper) }));
    await page.goto(`${demo.url}home/wrapped-plans?postcode=2000`);
    await selectFirstPlan(page);
    expect(await cart(page).boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    const close = cart(page).getByRole('button', { name: 'Close' }).first();
    expect(await onTop(close)).toBe(true);
    await close.click();
    await expect.poll(() => cart(page).count()).toBe(0);

    const bar = page.locator('ea-refine-bar');
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    const modal = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    expect(await onTop(modal.getByRole('button', { name: 'Close' }))).toBe(true);
    const backdrop = await modal.evaluate((el) => el.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
    expect([backdrop.x, backdrop.y, backdrop.width, backdrop.height]).toEqual([0, 0, 1280, 900]);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("the widgets inside a host's modal <dialog>", () => {
  it("Escape closes the widget's modal or cart, not the host's dialog around them", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dialog</title><link rel="icon" href="data:,">
<script type="module" src="/widgets/refine-bar.js"></script><script type="module" src="/widgets/plans-table.js"></script>
<script type="module" src="/widgets/cart-overlay.js"></script></head>
<body><main><h1>Plans</h1><dialog id="host" aria-label="Compare plans"><ea-refine-bar></ea-refine-bar><ea-plans-table></ea-plans-table>
<ea-cart-overlay></ea-cart-overlay></dialog></main><script>document.getElementById('host').showModal()</script></body></html>`;
    await page.route(`${demo.url}home/dialog-plans?*`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${demo.url}home/dialog-plans?postcode=2000`);
    const hostOpen = () => page.evaluate(() => (document.getElementById('host') as HTMLDialogElement).open);

    const bar = page.locator('ea-refine-bar');
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    const modal = bar.getByRole('dialog', { name: 'Refine your estimate' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    expect(await hostOpen()).toBe(true);

    await selectFirstPlan(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => cart(page).count()).toBe(0);
    expect(await hostOpen()).toBe(true);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("a widget's customer-type changed by the host after it connected", () => {
  it("the page looks up and shows the other audience's plans, and the plan chosen for the first leaves the cart", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/offers/lookup'))
        lookups.push(String((JSON.parse(request.postData() ?? '{}') as { customerType?: string }).customerType));
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Switch</title><link rel="icon" href="data:,">
<script type="module" src="/widgets/plans-table.js"></script><script type="module" src="/widgets/cart-overlay.js"></script></head>
<body><main><h1>Plans</h1><ea-plans-table customer-type="residential"></ea-plans-table><ea-cart-overlay customer-type="residential"></ea-cart-overlay></main></body></html>`;
    await page.route(`${demo.url}plans-switch?*`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${demo.url}plans-switch?postcode=2000`);
    await selectFirstPlan(page);
    await cart(page).getByRole('button', { name: 'Close' }).first().click();
    expect(lookups).toEqual(['RESIDENTIAL']);
    await page.evaluate(() =>
      document.querySelectorAll('ea-plans-table, ea-cart-overlay').forEach((el) => el.setAttribute('customer-type', 'business')),
    );
    await expect.poll(() => lookups).toEqual(['RESIDENTIAL', 'BUSINESS']);
    await expect
      .poll(() =>
        page
          .locator('ea-cart-overlay')
          .getByText(/in your cart$/)
          .count(),
      )
      .toBe(0);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the cart alone on a page', () => {
  it('opens its dialog without defining any other widget or loading their lazy parts', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cart only</title><link rel="icon" href="data:,">
<script type="module" src="/widgets/cart-overlay.js"></script></head><body><main><h1>Cart only</h1><ea-cart-overlay></ea-cart-overlay></main></body></html>`;
    await page.route(`${demo.url}cart-only.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${demo.url}cart-only.html`);
    await page.waitForFunction(() => customElements.get('ea-cart-overlay') !== undefined);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:open-cart', { detail: {} })));
    await expect.poll(() => cart(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => [customElements.get('ea-plans-table'), customElements.get('ea-refine-bar')].map(Boolean))).toEqual([
      false,
      false,
    ]);
    // The plans page's widgets share one start-up chunk (they always sit on that page together);
    // the other widgets' entries and lazily loaded parts stay away.
    // Only its entry, React, the shared start-up chunk and the cart's own lazy parts load (any other
    // widget's entry or lazy part would be a name outside this list). Its lazy parts include the
    // cart dialog's rules, the message texts and the message component, which load later on every page,
    // and the rule of where Continue may lead (src/domain/quote/site-link.ts, shared with the qualifier's checkout),
    // and the brand name's fallback (src/domain/shared/brand.ts, shared with every lazily loaded part that names the brand),
    // and the page scroll lock with the hidden-widget watch (src/ui/widget-shown.ts, shared with the modals).
    // The message catalogue (src/domain/shared/messages.ts) is 'messages2' when the plans service's messages.ts, which
    // the cart does not load, is a chunk of its own (it is shared by the plans table and "Get started").
    const allowed =
      /^\/widgets\/(cart-overlay\.js|chunks\/(react|plans-page|CartDialog|useFocusTrap|widget-shown|carousel|shallow|cart-dialog|messages2?|Message|site-link|brand)-[\w-]+\.js)$/;
    expect(scripts.filter((s) => !allowed.test(s))).toEqual([]);
    expect(scripts.some((s) => /\/CartDialog-/.test(s))).toBe(true);
    expect(w.pageErrors).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await context.close();
  });

  // The cart's code loads on its first open, so the second click of a double click used to land on the button
  // again and take the plan back out: the cart opened empty ("Please select at least one plan to signup").
  it('a double click on the first Select plan of the page puts the plan in the cart', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const panel = page.locator('ea-plans-table').getByRole('article', { name: 'Flexi Plan' });
    await panel.getByRole('button', { name: 'Select plan' }).dblclick();
    await expect.poll(() => cart(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => cart(page).getByText('Flexi Plan').first().isVisible()).toBe(true);
    expect(await cart(page).getByText('Please select at least one plan to signup').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Added' }).getAttribute('aria-pressed')).toBe('true');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('Add and Remove in the cart, for keyboard and screen-reader users', () => {
  /** The element focused, inside the shadow roots. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.getAttribute('aria-label') ?? a?.textContent ?? '';
    });

  it("Remove and Add by keyboard say what they did in the cart's polite status; focus stays on that card's button", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await selectFirstPlan(page);
    const status = cart(page).getByRole('status');
    expect(await status.textContent()).toBe('');
    await cart(page)
      .getByRole('button', { name: /^Remove .*\(electricity\)$/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/^.+ \(electricity\) removed from your cart\.$/);
    // The electricity card moved after the gas card (spec 2 §4): focus went with it, onto its Add.
    await expect.poll(() => focused(page)).toMatch(/^Add (?!a different plan).*\(electricity\)$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/^.+ \(electricity\) added to your cart\.\s?$/);
    await expect.poll(() => focused(page)).toMatch(/^Remove .*\(electricity\)$/);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px a selected card is framed in the brand colour below its plan's band, not ringed under the band; Remove's focus ring shows`, async () => {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
      await selectFirstPlan(page);
      const card = cart(page).getByRole('article', { name: /^Electricity: / });
      const look = await card.evaluate((article) => {
        const style = getComputedStyle(article);
        // Each shadow's offsets and spread: 'rgb(…) 2px 0px 0px 0px inset'.
        const shadows = style.boxShadow
          .split(/,(?![^(]*\))/)
          .map((shadow) => [...shadow.replace(/rgba?\([^)]*\)/, '').matchAll(/-?[\d.]+px/g)].map((m) => parseFloat(m[0])));
        return {
          shadows,
          top: style.borderTopColor,
          side: style.borderLeftColor,
          band: style.getPropertyValue('--cart-plan-colour').trim(),
        };
      });
      // A ring on the sides and the foot: no shadow reaches the top edge (a spread, or a downward offset, drew a second band under the plan's).
      expect(look.shadows.length).toBeGreaterThan(0);
      for (const [x = 0, y = 0, , spread = 0] of look.shadows) {
        expect(spread).toBe(0);
        expect(y).toBeLessThanOrEqual(0);
        expect(Math.abs(x) + Math.abs(y)).toBeGreaterThan(0);
      }
      expect(look.top).not.toBe(look.side);
      const remove = card.getByRole('button', { name: /^Remove/ });
      await remove.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await remove.evaluate((button) => {
        const style = getComputedStyle(button);
        const b = button.getBoundingClientRect();
        const c = button.closest('article')!.getBoundingClientRect();
        const out = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        return { style: style.outlineStyle, width: style.outlineWidth, inside: b.left - out >= c.left && b.right + out <= c.right };
      });
      expect(ring).toEqual({ style: 'solid', width: '2px', inside: true });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('a cart with current plans lays out as the spec sizes its columns (spec 2 §9)', () => {
  /** The visitor verifies both accounts in the refine bar, then selects the first plan (dual fuel): two plans and two current plans. */
  async function cartWithCurrentPlans(viewport: { width: number; height: number }) {
    const { context, page } = await newPage(browser, viewport);
    const w = watch(page);
    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    const bar = page.locator('ea-refine-bar');
    const table = page.locator('ea-plans-table');
    await table
      .getByRole('button', { name: /Select plan/ })
      .first()
      .waitFor();
    await bar.getByRole('button', { name: 'Refine your estimate' }).click();
    await bar.getByRole('dialog', { name: 'Refine your estimate' }).getByRole('button', { name: 'Verify account' }).click();
    const accounts = bar.getByRole('dialog', { name: 'Verify account' });
    await accounts.getByRole('textbox', { name: 'Electricity account number' }).fill('1000000001');
    await accounts.getByRole('textbox', { name: 'Gas account number' }).fill('2000000001');
    await accounts.getByRole('textbox', { name: 'Postcode' }).fill('2000');
    await accounts.getByRole('button', { name: 'Next' }).click();
    const identity = bar.getByRole('dialog', { name: 'Verify your identity' });
    await identity.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('01011980');
    await identity.getByRole('button', { name: 'Next' }).click();
    await bar.getByRole('dialog', { name: 'Your usage' }).getByRole('button', { name: 'Show estimates' }).click();
    await expect.poll(() => table.getByText('Your current plan').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await selectFirstPlan(page);
    await expect.poll(() => cart(page).locator('article').count()).toBe(4);
    return { context, page, w };
  }

  /** The cards the visitor sees (not on a hidden slide): name and box. */
  const shownCards = (page: Page) =>
    cart(page)
      .locator('article')
      .evaluateAll((articles) =>
        articles
          .filter((a) => !a.closest('[hidden]'))
          .map((a) => {
            const r = a.getBoundingClientRect();
            const fuel = [...a.querySelectorAll('.cart-card__fuel span')].map((span) => span.textContent).join(' ');
            return { name: a.getAttribute('aria-label') ?? '', fuel, top: r.top, left: r.left, right: r.right, width: r.width };
          }),
      );

  it('at 1280 px the two plans and two current plans sit in one row, inside the window, without a carousel', async () => {
    const { context, page, w } = await cartWithCurrentPlans({ width: 1280, height: 900 });
    expect(await cart(page).getByRole('region', { name: 'Plans in your cart' }).count()).toBe(0);
    // Each current plan named for its fuel, as its first line shows it.
    expect(
      await cart(page)
        .getByRole('article', { name: /^Electricity, current plan: / })
        .count(),
    ).toBe(1);
    expect(
      await cart(page)
        .getByRole('article', { name: /^Gas, current plan: / })
        .count(),
    ).toBe(1);
    const cards = await shownCards(page);
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(Math.abs(card.top - cards[0]!.top)).toBeLessThan(1);
      expect(card.width).toBeGreaterThan(250);
      expect(card.width).toBeLessThanOrEqual(300);
    }
    for (let i = 1; i < cards.length; i++) expect(cards[i]!.left).toBeGreaterThanOrEqual(cards[i - 1]!.right);
    expect(cards[0]!.left).toBeGreaterThanOrEqual(0);
    expect(cards.at(-1)!.right).toBeLessThanOrEqual(1280);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("on a 390 px phone each view shows two cards side by side, a fuel's new plan beside its current plan; arrows and dots move by views", async () => {
    const { context, page, w } = await cartWithCurrentPlans({ width: 390, height: 844 });
    const carousel = cart(page).getByRole('region', { name: 'Plans in your cart' });
    await carousel.waitFor();
    expect(await carousel.getByRole('button', { name: /^Go to slide/ }).count()).toBe(2);
    const views: string[][] = [];
    for (const slide of [1, 2]) {
      if (slide > 1) await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(() => carousel.getByRole('button', { name: `Go to slide ${slide}` }).getAttribute('aria-current')).toBe('true');
      const cards = await shownCards(page);
      expect(cards).toHaveLength(2);
      const [a, b] = cards as [(typeof cards)[0], (typeof cards)[0]];
      expect(Math.abs(a.top - b.top)).toBeLessThan(1);
      expect(b.left).toBeGreaterThanOrEqual(a.right);
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(b.right).toBeLessThanOrEqual(390);
      expect(a.width).toBeGreaterThan(150);
      views.push(cards.map((c) => c.fuel));
      expect(await axeViolations(page)).toEqual([]);
    }
    // Each view: a fuel's new plan, then that fuel's current plan.
    expect(views).toEqual([
      ['Electricity', 'Electricity current plan'],
      ['Gas', 'Gas current plan'],
    ]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

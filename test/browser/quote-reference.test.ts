import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

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

const summary = (page: Page) => page.locator('ea-checkout-summary').evaluate((el) => el.shadowRoot?.textContent ?? '');

/** The quote part of the widgets' saved state (localStorage `ea_widgets_state`), once written. */
const savedQuote = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('ea_widgets_state');
    const state = raw
      ? (JSON.parse(raw) as { quote?: { savedQuoteReference?: string; quoteExpired?: boolean }; app?: { checkoutStage?: string } })
      : {};
    return { reference: state.quote?.savedQuoteReference, expired: state.quote?.quoteExpired, stage: state.app?.checkoutStage };
  });

describe('an expired quote reference (spec 3 §8: any load failure deletes the quote cookie)', () => {
  it('/checkout?r=EXP123 says so; then /checkout expects a reference, and "Get started" saves a new quote with a POST, no PUT to EXP123', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    const quoteCalls: string[] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith('/qt2/app/v1/quotes')) quoteCalls.push(`${req.method()} ${path}`);
    });

    await page.goto(new URL('/checkout?r=EXP123', demo.url).toString());
    await expect.poll(() => summary(page)).toContain('Quote expired.');
    // What is saved for the next page names neither the expired reference nor the expired state.
    await expect.poll(() => savedQuote(page)).toEqual({ reference: '', expired: false, stage: 'plans' });
    expect(quoteCalls).toEqual(['GET /qt2/app/v1/quotes/EXP123']);
    const errorsBefore = w.consoleErrors.length;
    const failedBefore = w.failedRequests.length;

    await page.goto(new URL('/checkout', demo.url).toString());
    await expect.poll(() => summary(page)).toContain('Expected a quote reference.');
    expect(await summary(page)).not.toContain('Quote expired.');
    expect(quoteCalls).toEqual(['GET /qt2/app/v1/quotes/EXP123']);

    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await page
      .locator('ea-plans-table')
      .getByRole('button', { name: /Select plan/ })
      .first()
      .click();
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await expect.poll(() => cart.isVisible()).toBe(true);
    await cart.getByRole('button', { name: 'Continue' }).click();
    const q = page.locator('ea-qualifier');
    await expect.poll(() => q.getByRole('heading', { name: 'Get started', level: 1 }).isVisible(), { timeout: 10_000 }).toBe(true);
    await q.getByRole('button', { name: "Yes, I'm new" }).click();
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
    await q.getByRole('option', { name: /1 Martin Place/ }).click();
    await q.getByRole('radio', { name: 'Own' }).check();
    await q.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/checkout\?r=[^&]+&customerType=residential/, { timeout: 15_000 });
    const reference = new URL(page.url()).searchParams.get('r') ?? '';
    expect(reference).not.toBe('EXP123');
    await expect.poll(() => page.getByText('Here is what you chose.').count(), { timeout: 10_000 }).toBe(1);

    // The new quote was made with a POST; nothing went to the expired reference again.
    const saves = quoteCalls.filter((call) => !call.startsWith('GET '));
    expect(saves[0]).toBe('POST /qt2/app/v1/quotes');
    expect(quoteCalls.filter((call) => call.endsWith('/EXP123'))).toEqual(['GET /qt2/app/v1/quotes/EXP123']);
    expect(saves.filter((call) => call.startsWith('PUT ')).every((call) => call === `PUT /qt2/app/v1/quotes/${reference}`)).toBe(true);
    expect(w.consoleErrors.slice(errorsBefore)).toEqual([]);
    expect(w.failedRequests.slice(failedBefore)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await expect.poll(() => savedQuote(page)).toMatchObject({ reference, expired: false });
    await context.close();
  });
});

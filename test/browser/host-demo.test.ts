import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';

/** Every page of the demo site (host-demo/README.md "Site"). */
const PAGES = [
  '/',
  '/home/electricity-and-gas/plans',
  '/business/electricity-and-gas/small-business/plans',
  '/moving-house/move-home',
  '/checkout',
  '/404',
  '/home/contact-us',
  '/business/contact-us',
  '/bpid/',
  '/paper-bill-fee',
  '/conditions-pricing',
  '/offer',
  '/home/electricity-and-gas/plans/price-changes',
  '/home/internet',
  '/business/internet',
  '/myaccount-dashboard/',
  '/view-plan/view/demo-plan',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

for (const csp of [false, true]) {
  describe(csp ? 'demo site under a strict nonce CSP' : 'demo site', () => {
    let demo: Demo;
    beforeAll(async () => {
      demo = await startDemo({ csp });
    });
    afterAll(async () => {
      await demo?.close();
    });

    it('loads every page with no console error, no failed request and no CSP violation', async () => {
      const { context, page } = await newPage(browser);
      const w = watch(page);
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      for (const path of PAGES) {
        const response = await page.goto(new URL(path, demo.url).toString(), { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('h1').first().textContent(), `${path} has a heading`).toBeTruthy();
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), path).toEqual([]);
      }
      expect(w.consoleErrors).toEqual([]);
      expect(w.pageErrors).toEqual([]);
      expect(w.failedRequests).toEqual([]);
      await context.close();
    });

    it('answers an unknown path with the 404 page', async () => {
      const { context, page } = await newPage(browser);
      const response = await page.goto(new URL('/no/such/page', demo.url).toString());
      expect(response?.status()).toBe(404);
      await context.close();
    });
  });
}

describe('demo host pages', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(async () => {
    await demo?.close();
  });

  it('the home page links every scenario of the catalogue to a page of the site', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(demo.url);
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(40);
    for (const trigger of ['postcode=2002', 'postcode=4870', 'nmi=4102000001', 'mirn=5240000000', 'r=EXP']) {
      expect(
        hrefs.some((h) => h.includes(trigger)),
        trigger,
      ).toBe(true);
    }
    await context.close();
  });

  it('the moving-house address form tells the widgets through ea:address-update', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    await page.evaluate(() => {
      (window as unknown as { __addresses: unknown[] }).__addresses = [];
      window.addEventListener('ea:address-update', (e) =>
        (window as unknown as { __addresses: unknown[] }).__addresses.push((e as CustomEvent).detail),
      );
    });
    await page.locator('#move-address-input').fill('Martin Place');
    await page.getByRole('option').first().click();
    const details = await page.evaluate(() => (window as unknown as { __addresses: { address: { postcode: string } }[] }).__addresses);
    expect(details).toHaveLength(1);
    expect(details[0]?.address.postcode).toMatch(/^\d{4}$/);
    // The option pressed goes with the list: focus is back in the field, not on the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('move-address-input');
    // Reloaded, the field still shows the address whose plans the widgets show.
    const chosen = await page.locator('#move-address-input').inputValue();
    expect(chosen).toContain('Martin Place');
    await page.reload();
    expect(await page.locator('#move-address-input').inputValue()).toBe(chosen);
    await context.close();
  });

  /** Saves a quote for Total Plan on the demo's reference API, as another page would have; resolves with its reference. */
  async function saveTotalPlanQuote(): Promise<string> {
    const save = await fetch(new URL('/qt2/app/v1/quotes', demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        quoteData: { app: { postcode: '2000' } },
        additionalData: { electricityPlanName: 'Total Plan', electricitySourceCode: 'TOT' },
      }),
    });
    return ((await save.json()) as { reference: string }).reference;
  }

  it('the checkout page shows the saved quote named by r', async () => {
    const reference = await saveTotalPlanQuote();
    const { context, page } = await newPage(browser);
    await page.goto(new URL(`/checkout?r=${reference}`, demo.url).toString());
    // <ea-checkout-summary> shows the quote inside its shadow root.
    const summary = () => page.locator('ea-checkout-summary').evaluate((el) => el.shadowRoot?.textContent ?? '');
    await expect.poll(summary).toContain('Total Plan');
    await page.goto(new URL('/checkout?r=EXP123', demo.url).toString());
    await expect.poll(summary).toContain('Quote expired.');
    await page.goto(new URL('/checkout?r=QUNKNOWN1', demo.url).toString());
    await expect.poll(summary).toContain('Bad quote reference.');
    await context.close();
  });

  it("a checkout link with an unknown r does not lose the visitor's own quote: /checkout shows it again", async () => {
    const reference = await saveTotalPlanQuote();
    const { context, page } = await newPage(browser);
    const summary = () => page.locator('ea-checkout-summary').evaluate((el) => el.shadowRoot?.textContent ?? '');
    await page.goto(new URL(`/checkout?r=${reference}`, demo.url).toString());
    await expect.poll(summary).toContain('Total Plan');
    await page.goto(new URL('/checkout?r=QUNKNOWN1', demo.url).toString());
    await expect.poll(summary).toContain('Bad quote reference.');
    await page.goto(new URL('/checkout', demo.url).toString());
    await expect.poll(summary).toContain('Total Plan');
    expect(await summary()).not.toContain('Bad quote reference.');
    await context.close();
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, scrollToDisclaimers, startDemo, watch, type Demo } from './harness';

const RES = 'home/electricity-and-gas/plans';
const BUS = 'business/electricity-and-gas/small-business/plans';

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

async function open(
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; table: Locator; w: ReturnType<typeof watch>; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport);
  const w = watch(page);
  await page.goto(demo.url + path);
  return { page, table: page.locator('ea-plans-table'), w, close: () => context.close() };
}

const cards = (table: Locator) => table.getByRole('article');

describe('<ea-plans-table> on the demo plans pages', () => {
  it('shows plans with non-zero estimates for postcode 2000, without errors, and axe finds nothing', async () => {
    const { page, table, w, close } = await open(`${RES}?postcode=2000`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await expect
      .poll(() => table.locator('.pt-estimate:not(.pt-estimate--loading) .pt-estimate__value').count(), { timeout: 10_000 })
      .toBeGreaterThan(3);
    const values = await table.locator('.pt-estimate:not(.pt-estimate--loading) .pt-estimate__value').allTextContents();
    expect(values.map((v) => Number(v.replace(/[$,]/g, ''))).every((n) => n > 0)).toBe(true);
    expect(await axeViolations(page, 'ea-plans-table')).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await close();
  });

  it('stays axe clean with rates and details open, and in the key-features table', async () => {
    const { page, table, close } = await open(`${RES}?postcode=2000`);
    const flexi = table.getByRole('article', { name: 'Flexi Plan' });
    await flexi.getByRole('button', { name: 'Show electricity rates' }).click();
    await flexi.getByRole('button', { name: 'Plan details' }).click();
    await flexi.getByText('Daily supply charge', { exact: true }).waitFor({ state: 'visible' });
    await flexi.getByText('Late payment fee', { exact: true }).waitFor({ state: 'visible' });
    const run = () => axeViolations(page, 'ea-plans-table');
    expect(await run()).toEqual([]);
    // The daily supply charge explanation, open.
    await flexi.getByRole('button', { name: 'What is the daily supply charge?' }).click();
    const help = table.getByRole('dialog', { name: 'Daily supply charge' });
    await help.waitFor({ state: 'visible' });
    expect(await run()).toEqual([]);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.locator('ea-refine-bar').getByRole('button', { name: 'Key features' }).click();
    await table.getByRole('table', { name: 'Key features' }).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await run()).toEqual([]);
    await close();
  });

  it("gives the key-features table's carousel buttons room for their focus rings on a phone, and its count one line", async () => {
    const { page, table, close } = await open(`${RES}?postcode=2000`, { width: 375, height: 800 });
    await page.locator('ea-refine-bar').getByRole('button', { name: 'Key features' }).click();
    const kf = table.getByRole('table', { name: 'Key features' });
    await kf.waitFor({ state: 'visible', timeout: 10_000 });
    // One plan at a time on a phone: 'Plan 1 of …', not 'Plans 1–1 of …'.
    await table.getByText('Plan 1 of', { exact: false }).waitFor();
    // The carousel's buttons have room for their focus rings (2 px at 2 px) inside the table's box, which clips,
    // and its count reads on one line.
    const room = await table.locator('.pt-kf').evaluate((kf) => {
      const box = kf.getBoundingClientRect();
      const status = kf.querySelector('.pt-kf__nav span') as HTMLElement;
      return {
        buttons: [...kf.querySelectorAll('.pt-kf__nav button')].map((b) => {
          const r = b.getBoundingClientRect();
          return Math.min(r.left - box.left, r.top - box.top, box.right - r.right) >= 4;
        }),
        statusLines: Math.round(status.getBoundingClientRect().height / parseFloat(getComputedStyle(status).lineHeight)),
      };
    });
    expect(room).toEqual({ buttons: [true, true], statusLines: 1 });
    // Each row's label reads whole on one line ('Electricity estimate', not 'Electr / icity / estim / ate'),
    // and the row's values start below it rather than under its words.
    const rows = await kf.evaluate((table) => {
      const contents = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range;
      };
      return [...table.querySelectorAll('tbody tr')].slice(1).flatMap((tr) => {
        const th = tr.querySelector('th[scope="row"]');
        const td = tr.querySelector('td');
        if (!th || !td) return [];
        const label = contents(th);
        const lines = new Set([...label.getClientRects()].map((r) => Math.round(r.top))).size;
        const beside = contents(td).getBoundingClientRect().top < label.getBoundingClientRect().bottom - 1;
        return [`${th.textContent}: ${lines} line${lines === 1 ? '' : 's'}${beside ? ', values beside it' : ''}`];
      });
    });
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r) => !/: 1 line$/.test(r))).toEqual([]);
    await close();
  });

  it("closing a lookup message by keyboard moves focus on to the plans, not to the page's top", async () => {
    // 4000: electricity plans, and a closable message that gas is not supplied there.
    const { page, table, w, close } = await open(`${RES}?postcode=4000`);
    await expect.poll(() => cards(table).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const closeButton = table.getByRole('button', { name: 'Close message' }).first();
    await closeButton.waitFor({ timeout: 10_000 });
    const before = await table.getByRole('button', { name: 'Close message' }).count();
    await closeButton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => table.getByRole('button', { name: 'Close message' }).count()).toBe(before - 1);
    const where = await page.evaluate(() => {
      const host = document.activeElement;
      const el = host?.tagName === 'EA-PLANS-TABLE' ? host.shadowRoot?.activeElement : null;
      return el ? (el.getAttribute('aria-label') ?? el.className) : (host?.tagName ?? 'none');
    });
    expect(where).toBe(before > 1 ? 'Close message' : 'Plans');
    expect(w.pageErrors).toEqual([]);
    await close();
  });

  it('builds the disclaimers below a long list only as the visitor nears them, and then shows them', async () => {
    const { page, table, close } = await open(`${RES}?postcode=2010`);
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(6);
    await page.waitForLoadState('networkidle');
    // 92 plans: the disclaimers are screens below; neither their code nor their texts were fetched.
    expect(requested.filter((p) => p.includes('Disclaimers') || p.endsWith('/getDisclaimers'))).toEqual([]);
    expect(await table.locator('.pt-disclaimers').count()).toBe(0);
    await scrollToDisclaimers(page);
    await table.getByText('not an official quote').waitFor({ state: 'visible', timeout: 10_000 });
    expect(requested.some((p) => p.endsWith('/getDisclaimers'))).toBe(true);
    await close();
  });

  it('builds the disclaimers on the first key press (find in page, print, keyboard) without scrolling', async () => {
    const { page, table, close } = await open(`${RES}?postcode=2010`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(6);
    expect(await table.locator('.pt-disclaimers').count()).toBe(0);
    await page.keyboard.press('Shift');
    await table.getByText('not an official quote').waitFor({ state: 'attached', timeout: 10_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it("shows the disclaimers, sanitised, with the price-change disclaimer of the plans' state", async () => {
    const { page, table, close } = await open(`${RES}?postcode=3000`);
    await scrollToDisclaimers(page);
    await table
      .getByText('Prices for Victorian customers changed on 1 January 2026.', { exact: false })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await table.getByText('not an official quote').waitFor({ state: 'visible' });
    expect(await table.locator('.pt-disclaimers script, .pt-disclaimers [onerror]').count()).toBe(0);
    expect(await axeViolations(page, 'ea-plans-table')).toEqual([]);
    await close();
  });

  /**
   * Every price-change notice ('Prices for …') the disclaimers hold, in order, checked each frame from now: what
   * the visitor could have seen.
   */
  const recordNotices = (page: Page) =>
    page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __notices: string[] }).__notices = seen;
      const frame = () => {
        const root = document.querySelector('ea-plans-table')?.shadowRoot;
        for (const el of root?.querySelectorAll('.pt-disclaimers .pt-disclaimer') ?? []) {
          const notice = /Prices for [\w ]+ customers/.exec(el.textContent ?? '')?.[0];
          if (notice && seen.at(-1) !== notice) seen.push(notice);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  const notices = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

  it("moving house from NSW to QLD: the price-change disclaimer is Queensland's from its first frame", async () => {
    const { page, table, close } = await open(`${RES}?postcode=2000`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(3);
    // The moving-house page starts with the saved Sydney place (start-up reads the NSW configuration there).
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    await page.locator('#move-address-input').fill('Albert Street');
    await page.getByRole('option', { name: /12 Albert Street/ }).click();
    await expect.poll(() => cards(table).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await recordNotices(page);
    await scrollToDisclaimers(page);
    await table.getByText('Prices for Queensland customers changed on 1 July 2026.', { exact: false }).waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    // Before, the start-up state's notice showed first, for a frame or two.
    expect(await notices(page)).toEqual(['Prices for Queensland customers']);
    await close();
  });

  it("a state the configuration has no notice for shows none, not the start-up state's", async () => {
    const { context, page } = await newPage(browser);
    await page.route('**/qt2/app/getGlobalConfig', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body['Choose_Price_Change_QLD'];
      await route.fulfill({ response, json: body });
    });
    await page.goto(demo.url + `${RES}?postcode=2000`);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(3);
    await scrollToDisclaimers(page);
    await table.getByText('Prices for NSW customers changed on 1 July 2026.', { exact: false }).waitFor({ timeout: 10_000 });
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '4000', source: 'host' } })),
    );
    // The Brisbane plans' disclaimers, built as the visitor comes near them again.
    const rebate = table.getByText('Queensland customers may be eligible for the Queensland Electricity Rebate.');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return rebate.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await page.waitForTimeout(300);
    expect(await table.locator('.pt-disclaimers').getByText('Prices for', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('shows business plans on the business page', async () => {
    const { table, close } = await open(`${BUS}?postcode=2000`);
    await table
      .getByRole('heading', { name: /^Business/ })
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 });
    await close();
  });

  const MESSAGES: [string, string | RegExp][] = [
    ['postcode=4000', 'Please note: at postcode 4000, we only supply electricity.'],
    ['postcode=4870', "Unfortunately we don't supply energy to postcode 4870."],
    ['postcode=2880', "Unfortunately we don't supply energy to postcode 2880."],
    ['postcode=0800', 'This offer is not available in NT.'],
    ['postcode=7000', 'This offer is not available in TAS.'],
    ['postcode=2001', 'Sorry, an unexpected error occurred. Please try again later or contact us.'],
    ['postcode=2002', "We couldn't load your plans just now (error 500). Please try again."],
    ['postcode=2005', 'Sorry, an unexpected error occurred. Please try again later or contact us.'],
    [
      'nmi=4102000001',
      'Your electricity has been remotely disconnected. Please call your distributor Ausgrid on 131 388 to have it reconnected. You can still choose a gas plan.',
    ],
    ['nmi=4102000002', /^You have a remotely capable meter/],
    ['nmi=3120000003', /electricity at your site is currently switched off/],
    ['nmi=4102000004', /issue with the electricity meter/],
    ['nmi=4102000006', 'Please note: at postcode 2000, we only supply gas.'],
    ['nmi=4102000099', /^Unfortunately we don't recognise the NMI entered \(4102000099\)/],
    ['mirn=5240000009', /^Unfortunately we don't recognise the MIRN entered \(5240000009\)/],
  ];

  it.each(MESSAGES)('%s shows the spec message', async (query, text) => {
    const { table, w, close } = await open(`${RES}?${query}`);
    await table.getByText(text).first().waitFor({ state: 'visible', timeout: 10_000 });
    // An answer that says something loads the message rules; a request that failed outright needs none.
    const failedOutright = query === 'postcode=2002' || query === 'postcode=2005';
    expect(w.requests.some((p) => /\/lookup-failures-/.test(p))).toBe(!failedOutright);
    await close();
  });

  it.each(['postcode=2600', 'postcode=3000', 'postcode=5000', 'postcode=3001', 'nmi=4102000000', 'nmi=4102000007', 'mirn=5240000000'])(
    '%s shows plans and no message',
    async (query) => {
      const { table, w, close } = await open(`${RES}?${query}`);
      await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await table.locator('.ea-message').count()).toBe(0);
      // A lookup where both fuels succeed does not download the message rules.
      expect(w.requests.filter((p) => /\/lookup-failures-/.test(p))).toEqual([]);
      await close();
    },
  );

  it('postcode=3001 in a campaign (a campaignId from exdat) says the offer is not available there, with Compare plans', async () => {
    const exdat = Buffer.from(JSON.stringify({ quote: { campaignId: 'DEMO' } })).toString('base64');
    const { table, close } = await open(`${RES}?postcode=3001&exdat=${encodeURIComponent(exdat)}`);
    await table.getByText('This offer is not available at your location.').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await table.getByRole('link', { name: 'Compare plans' }).count()).toBe(1);
    expect(await cards(table).count()).toBe(0);
    await close();
  });

  it('postcode=2004: when the estimates fail the plans still show, with no estimate and no message', async () => {
    const { table, w, close } = await open(`${RES}?postcode=2004`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => w.requests.some((p) => p.includes('/estimate/calculate')), { timeout: 10_000 }).toBe(true);
    // The failed estimates become zero placeholders, and a zero estimate hides its block (spec 2 §5, §8).
    await expect.poll(() => table.getByText(/^(Electricity|Gas) estimate\*$/).count(), { timeout: 10_000 }).toBe(0);
    expect(await table.locator('.ea-message').count()).toBe(0);
    expect(await table.getByRole('button', { name: /^Select plan/ }).count()).toBeGreaterThan(0);
    await close();
  });

  it('postcode=2010 shows every Ausgrid market plan variant, each with its estimate', async () => {
    const { table, close } = await open(`${RES}?postcode=2010`);
    // The panels are built a screen at a time: wait until the list has stopped growing.
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await cards(table).count();
          const settled = now === last && now > 40;
          last = now;
          return settled;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const shown = await cards(table).count();
    // Wait for the answer: while estimates load, each card holds the label with '…'.
    await expect.poll(() => table.locator('.pt-estimate--loading').count(), { timeout: 15_000 }).toBe(0);
    expect(await table.getByText(/^Electricity estimate\*$/).count()).toBe(shown);
    expect(await table.getByText(/^\$[\d,]+$/).count()).toBeGreaterThanOrEqual(shown);
    expect(await table.locator('.ea-message').count()).toBe(0);
    await close();
  });

  it('postcode=2003: a lookup that answers too late (after 30 s) shows "Loading your plans", then gives up with the unexpected-error message', async () => {
    const { table, close } = await open(`${RES}?postcode=2003`);
    await table.getByText('Loading your plans').waitFor({ state: 'visible', timeout: 10_000 });
    // The client waits one attempt of 15 s (a POST is not retried), then SYSTEM_ERROR for both fuels (spec 2 §8).
    await table
      .getByText('Sorry, an unexpected error occurred. Please try again later or contact us.')
      .waitFor({ state: 'visible', timeout: 25_000 });
    expect(await table.getByText('Loading your plans').count()).toBe(0);
    await close();
  });

  it('nmi=4102000005 on the business page shows business plans', async () => {
    const { table, close } = await open(`${BUS}?nmi=4102000005`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await table.locator('.ea-message').count()).toBe(0);
    await close();
  });

  // The reference API's verified customer has NMI 4102000000 (a meter of either customer type): on the business page
  // it used to open the meter-detected modal, leaving a verified business customer gas only.
  it('nmi=4102000000 on the business page shows electricity plans, not the meter-detected modal', async () => {
    const { page, table, close } = await open(`${BUS}?nmi=4102000000`);
    await expect.poll(() => table.getByRole('button', { name: 'Show electricity rates' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('ea-refine-bar').getByRole('dialog', { name: 'Meter detected' }).count()).toBe(0);
    await close();
  });

  it('electricity chosen for the visitor at 4000 (no gas there) is given back on the next page, where gas is offered', async () => {
    const { page, table, close } = await open(`${RES}?postcode=4000`);
    const fuel = page.locator('ea-refine-bar').getByRole('combobox', { name: "I'm looking for" });
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // One fuel offered: the bar says which, in place of the choice.
    await expect.poll(() => page.locator('ea-refine-bar').getByText('Electricity plans').count()).toBeGreaterThan(0);
    expect(await fuel.count()).toBe(0);
    await page.goto(`${demo.url}${RES}?postcode=5000`);
    await expect.poll(() => table.getByText(/Gas estimate/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await fuel.inputValue()).toBe('both');
    // A fuel the visitor chose stands on the next page.
    await fuel.selectOption('electricity');
    await expect.poll(() => table.getByText(/Gas estimate/).count()).toBe(0);
    await page.goto(`${demo.url}${RES}?postcode=3000`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await fuel.inputValue()).toBe('electricity');
    await close();
  });

  it("a link to the page's own address, followed again after the place changed, shows that address's place; a reload keeps the visitor's", async () => {
    const { page, table, close } = await open(`${RES}?postcode=3000`);
    const noGasAt4000 = () => page.getByText("Unfortunately we don't supply energy to postcode 4000").count();
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.evaluate(() => dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '4000', source: 'host' } })));
    await expect.poll(noGasAt4000, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ea_widgets_state') ?? ''), { timeout: 10_000 })
      .toContain('"postcode":"4000"');
    // A reload is the visitor coming back: what they chose since stands.
    await page.reload();
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(noGasAt4000, { timeout: 10_000 }).toBeGreaterThan(0);
    // The link followed anew (a bookmark, the site's own link): its postcode applies.
    await page.goto(`${demo.url}${RES}?postcode=3000`);
    await expect.poll(() => table.getByText(/Gas estimate/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await noGasAt4000()).toBe(0);
    await close();
  });

  it('nmi=4102000005 (a business meter) asks for the meter-detected flow instead of showing plans', async () => {
    const { page, close } = await open(`${RES}?nmi=4102000005`);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('ea-refine-bar')?.shadowRoot?.textContent ?? ''), { timeout: 10_000 })
      .toContain('Meter detected');
    await close();
  });

  // The residential page switches to gas (its electricity refused for this customer type); the business page
  // used to open on gas only too, without the electricity plans the visitor came for.
  it("nmi=4102000005: 'View business plans' opens the business page on both fuels, its electricity plans shown", async () => {
    const { page, close } = await open(`${RES}?nmi=4102000005`);
    const bar = page.locator('ea-refine-bar');
    await bar
      .getByRole('dialog', { name: 'Meter detected' })
      .getByRole('button', { name: 'View business plans' })
      .click({ timeout: 10_000 });
    await page.waitForURL(/\/business\/electricity-and-gas\/small-business\/plans/);
    const table = page.locator('ea-plans-table');
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await bar.getByRole('combobox', { name: "I'm looking for" }).inputValue()).toBe('both');
    await expect
      .poll(
        () =>
          table
            .getByText(/Electricity estimate/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await close();
  });

  it("lays its plans out by its own width, not the window's: one column to 767 px, two to 959, then three", async () => {
    const { page, table, close } = await open(`${RES}?postcode=2000`, { width: 1400, height: 900 });
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(3);
    const columns = (width: number) =>
      page.evaluate(async (w) => {
        const host = document.querySelector('ea-plans-table') as HTMLElement;
        host.style.display = 'block';
        host.style.width = `${w}px`;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await new Promise((r) => setTimeout(r, 100));
        const items = [...(host.shadowRoot?.querySelectorAll('article') ?? [])].slice(0, 6);
        return new Set(items.map((a) => Math.round(a.getBoundingClientRect().left))).size;
      }, width);
    await expect.poll(() => columns(700)).toBe(1);
    await expect.poll(() => columns(900)).toBe(2);
    await expect.poll(() => columns(1100)).toBe(3);
    await close();
  });

  it('switches every displayed rate with the Inc GST switch', async () => {
    const { table, close } = await open(`${RES}?postcode=2000`);
    await expect.poll(() => cards(table).count(), { timeout: 10_000 }).toBeGreaterThan(2);
    for (const name of ['Show electricity rates', 'Show gas rates']) {
      const buttons = table.getByRole('button', { name });
      const n = Math.min(3, await buttons.count());
      for (let i = 0; i < n; i++) await buttons.nth(i).click();
    }
    const rates = table.locator('[data-rate]');
    // The rate tables load with their accordions: wait until every opened one has drawn its rates.
    let seen = -1;
    await expect
      .poll(
        async () => {
          const count = await rates.count();
          const settled = count === seen && count > 6;
          seen = count;
          return settled;
        },
        { interval: 400, timeout: 10_000 },
      )
      .toBe(true);
    const before = await rates.allTextContents();
    // Where the switch's thumb sits in its track: its gap to the track's outer left and right edges (border included).
    const toggle = table.getByRole('switch', { name: 'Inc GST' }).first();
    const thumb = () =>
      toggle.evaluate((el) => {
        const track = el.querySelector('.ea-switch__track')!.getBoundingClientRect();
        const knob = el.querySelector('.ea-switch__thumb')!.getBoundingClientRect();
        return { left: Math.round(knob.left - track.left), right: Math.round(track.right - knob.right) };
      });
    // On: at the right end (2 px border, 2 px gap); off: at the left end.
    expect(await thumb()).toEqual({ left: 24, right: 4 });
    await toggle.click();
    // The switch's own panel changes in the click's frame, the others in the frames after (a transition).
    await expect
      .poll(
        async () => {
          const after = await rates.allTextContents();
          return after.length === before.length && after.every((value, i) => value !== before[i]);
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    expect(await table.getByRole('switch', { name: 'Inc GST', checked: true }).count()).toBe(0);
    await expect.poll(thumb).toEqual({ left: 4, right: 24 });
    await close();
  });

  it("draws 'Added' with its tick in the select button's place, its text whole, on a phone and in the key-features table", async () => {
    /** The button's box within its panel or table, and its label: the text shown, the tick drawn before it, whether any is cut off. */
    const face = (button: Locator) =>
      button.evaluate((el) => {
        const label = el.querySelector('.pt-select__label');
        const box = el.getBoundingClientRect();
        const around = (el.closest('article, table') ?? el).getBoundingClientRect();
        return {
          box: [box.x - around.x, box.y - around.y, box.width, box.height].map(Math.round),
          text: label?.textContent,
          tick: label ? getComputedStyle(label, '::before').content.startsWith('"✓') : null,
          // The label clips what overflows it (paint containment), so its scroll size cannot tell: the text's own
          // boxes must be one line and inside the label (centred, an overflow would show on both sides).
          whole: (() => {
            if (!label) return false;
            const range = document.createRange();
            range.selectNodeContents(label);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            const text = range.getBoundingClientRect();
            const around = label.getBoundingClientRect();
            return (
              lines.size === 1 &&
              text.left >= around.left &&
              text.right <= around.right &&
              text.top >= around.top &&
              text.bottom <= around.bottom
            );
          })(),
        };
      });
    // The narrowest panel: a 320 px phone.
    const phone = await open(`${RES}?postcode=2000`, { width: 320, height: 700 });
    const first = phone.table.getByRole('article').first().locator('button.pt-select');
    await first.waitFor();
    const before = await face(first);
    expect(before).toMatchObject({ text: 'Select plan', tick: false, whole: true });
    await first.click();
    await phone.page.getByRole('dialog', { name: 'YOUR CART' }).waitFor();
    await phone.page.keyboard.press('Escape');
    await expect.poll(() => face(first)).toEqual({ box: before.box, text: 'Added', tick: true, whole: true });
    await phone.close();

    // The key-features table's narrowest columns (four plans at 1280 px).
    const { page, table, close } = await open(`${RES}?postcode=2000`);
    await page.locator('ea-refine-bar').getByRole('button', { name: 'Key features' }).click();
    const select = table.getByRole('button', { name: /^Select plan: / }).last();
    await select.waitFor({ timeout: 10_000 });
    // The table's columns are built in batches: the last button may be one just added, not yet laid out.
    await expect.poll(async () => (await face(select)).whole, { timeout: 10_000 }).toBe(true);
    expect(await face(select)).toMatchObject({ text: 'Select plan', whole: true });
    await select.click();
    await page.getByRole('dialog', { name: 'YOUR CART' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await face(table.getByRole('button', { name: /^Added: / }))).whole).toBe(true);
    await close();
  });

  it("a dual-fuel plan partly in the cart reads 'Gas added', outlined, axe clean; pressed, both fuels are in again", async () => {
    const { page, table, w, close } = await open(`${RES}?postcode=2000`);
    const flexi = table.getByRole('article', { name: 'Flexi Plan' });
    await flexi.getByRole('button', { name: 'Select plan' }).click();
    const cart = page.locator('ea-cart-overlay').getByRole('dialog');
    await cart.waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    // An electricity-only plan takes the place of Flexi's electricity in the cart; Flexi's gas stays.
    const electricityOnly = cards(table)
      .filter({ hasNot: page.getByRole('button', { name: 'Show gas rates' }) })
      .first();
    await electricityOnly.getByRole('button', { name: 'Select plan' }).click();
    await cart.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'hidden' });
    const partly = flexi.getByRole('button', { name: 'Gas added' });
    await partly.waitFor({ state: 'visible' });
    expect(await partly.getAttribute('aria-pressed')).toBe('mixed');
    // Outlined: the page's surface behind the added colour's text, unlike 'Added' (filled) and 'Select plan'.
    const look = await partly.evaluate((b) => {
      const style = getComputedStyle(b);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(look).toEqual({ background: 'rgb(255, 255, 255)', color: 'rgb(26, 127, 55)' });
    expect(await axeViolations(page, 'ea-plans-table')).toEqual([]);
    await partly.click();
    await flexi.getByRole('button', { name: 'Added' }).waitFor({ state: 'visible' });
    await electricityOnly.getByRole('button', { name: 'Select plan' }).waitFor({ state: 'visible' });
    expect(w.pageErrors).toEqual([]);
    await close();
  });

  it('keeps a selected plan across a reload', async () => {
    const { page, table, close } = await open(`${RES}?postcode=2000`);
    const flexi = table.getByRole('article', { name: 'Flexi Plan' });
    await flexi.getByRole('button', { name: 'Select plan' }).click();
    await flexi.getByRole('button', { name: 'Added' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await page.reload();
    await page
      .locator('ea-plans-table')
      .getByRole('article', { name: 'Flexi Plan' })
      .getByRole('button', { name: 'Added' })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await close();
  });
});

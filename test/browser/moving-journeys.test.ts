import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, themeColour, watch, type Demo } from './harness';
import { moveTo as moveOn } from './moving-steps';

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

const QLD_TEXT =
  "We're unable to process Queensland move home connections online if the electricity is switched off at the property you're moving to. Please contact our team for help with your connection.";
const qualifier = (page: Page) => page.locator('ea-qualifier');
const heading = (page: Page) => qualifier(page).getByRole('heading', { name: 'Get started', level: 1 });

const moveTo = (page: Page, street: string, option: RegExp) => moveOn(page, demo, street, option);

describe('Queensland moves from the moving-house page (spec 3 §4.2, §5, §8)', () => {
  it('12 Albert Street (power state unknown): the qualifier asks whether the electricity is on; No shows the Queensland text and Continue stays', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await moveTo(page, 'Albert Street', /12 Albert Street/);
    const q = qualifier(page);
    const question = q.getByRole('group', { name: 'Is the electricity on at your new address?' });
    await expect.poll(() => question.isVisible(), { timeout: 10_000 }).toBe(true);
    await question.getByRole('radio', { name: 'No', exact: true }).check();
    await expect.poll(() => q.getByText(QLD_TEXT).isVisible()).toBe(true);
    await q.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/moving-house/move-home');
    expect(w.requests.filter((p) => p.endsWith('/quotes'))).toEqual([]);
    expect(await axeViolations(page, 'ea-qualifier')).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('100 Queen Street (meter known off): the moving page shows the Queensland text and offers no way on to checkout', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    await page.locator('#move-address-input').fill('Queen Street');
    await page.getByRole('option', { name: /100 Queen Street/ }).click();
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText(QLD_TEXT).isVisible(), { timeout: 15_000 }).toBe(true);
    const contact = shell.getByRole('link', { name: 'Contact us' });
    expect(await contact.getAttribute('href')).toBe('/home/contact-us');
    // Said once on the page: the plans table leaves it to the shell (no second 'switched off' message).
    expect(await page.getByText(/switched off/).count()).toBe(1);
    expect(await page.locator('ea-plans-table [data-code="QLD_DEENERGISED"]').count()).toBe(0);
    // The only message: gas's "Unfortunately we don't supply energy to postcode 4000." stood above it and contradicted it.
    expect(await page.getByText(/we don't supply energy/).count()).toBe(0);
    expect(await page.locator('ea-plans-table .ea-message').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(1);
    // In the widgets' link colour (the theme's dark brand), not the browser's default blue.
    const linkColour = await contact.evaluate((a) => getComputedStyle(a).color);
    const brandDark = await themeColour(shell, '--ea-color-brand-dark');
    expect(linkColour).toBe(brandDark);
    expect(await shell.getByRole('button', { name: "Let's get moving" }).count()).toBe(0);
    expect(
      await page
        .locator('ea-plans-table')
        .getByRole('button', { name: /Select plan/ })
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('closing the tab on the qualifier and coming back restores the move: address, date, plan and the qualifier', async () => {
    const { context, page } = await newPage(browser);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    const url = page.url();
    await page.close();
    const again = await context.newPage();
    await again.goto(url);
    await expect.poll(() => heading(again).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await qualifier(again).getByRole('combobox', { name: "Address you're moving to" }).inputValue()).toContain('Martin Place');
    await context.close();
  });
});

/** The focused element, through the shadow roots it is in: its tag, class and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? { tag: el.localName, id: el.id, className: el.className, text: el.textContent?.trim() ?? '' } : null;
  });

const KENT_STREET = {
  id: 'ADR-0002',
  label: '14 Kent Street, Millers Point NSW 2000',
  streetNumber: '14',
  streetName: 'Kent Street',
  suburb: 'Millers Point',
  state: 'NSW',
  postcode: '2000',
};

const PROMPT = "Choose the address you're moving to above to see plans and moving dates.";

describe('the host clears the address while "Get started" shows (spec 3 §2.1, §4.6)', () => {
  it('by its ea:address-clear event: the page goes back to the journey home, whose prompt takes focus; no plans "removed"', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:address-clear', { detail: {} })));
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('#/');
    // In place of the qualifier's entry: Back does not go to a "Get started" with nothing to connect.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // Focus on the prompt, which asks for what the journey needs next, not on the page.
    await expect.poll(() => focused(page), { timeout: 5_000 }).toMatchObject({ tag: 'p', text: PROMPT });
    expect(await page.getByText(/plan removed from your selection/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Select new plan' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(
      await page
        .locator('ea-plans-table')
        .getByRole('button', { name: /Select plan/ })
        .count(),
    ).toBe(0);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('gone home, one Back leaves the moving page (no second copy of its home), and Forward does not bring "Get started" back', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    // The host site's page the visitor came from.
    await page.goto(new URL('/', demo.url).toString());
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    const shell = page.locator('ea-moving-home');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:address-clear', { detail: {} })));
    await expect.poll(() => shell.getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => focused(page), { timeout: 5_000 }).toMatchObject({ tag: 'p', text: PROMPT });
    expect(new URL(page.url()).hash).toBe('#/');
    // Back: the page the visitor came from, not the same moving landing again.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Forward: the moving landing, asking for the address.
    await page.goForward();
    await expect.poll(() => shell.getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/moving-house/move-home');
    expect(new URL(page.url()).hash).toBe('#/');
    // The routes the page goes through from here (the landing may be a new document: listened to now).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenHashes: string[] }).seenHashes = seen;
      addEventListener('hashchange', () => seen.push(location.hash));
    });
    // Forward again: "Get started" needs an address the move no longer has; the guard goes back to the landing.
    await page.goForward();
    const seen = () => page.evaluate(() => (window as unknown as { seenHashes: string[] }).seenHashes.join(' '));
    await expect.poll(seen, { timeout: 10_000 }).toBe('#/qualifier #/');
    expect(await heading(page).count()).toBe(0);
    expect(await shell.getByText(PROMPT).isVisible()).toBe(true);
    // Still one Back from the page the visitor came from.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('by ea:plan-load with a postcode alone (it replaces the address): home too, and one Back leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/', demo.url).toString());
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('ea:plan-load', { detail: { postcode: '3000' } })));
    await expect.poll(() => page.locator('ea-moving-home').getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it.each([
    ['ea:plan-load', { postcode: '3000' }],
    ['ea:location-update', { postcode: '3000', source: 'header' }],
    ['ea:address-update', { address: { postcode: '3000' } }],
  ])('by %s with a postcode alone: the landing asks for the address, and no plans show for the postcode', async (name, detail) => {
    const { context, page } = await newPage(browser);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/offers/lookup')) lookups.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    // The postcode's distributor is asked for on the same change as a lookup by it would be: answered, that lookup was sent.
    const distributor = page.waitForResponse((r) => r.url().includes('/distributor') && r.url().includes('3000'), { timeout: 10_000 });
    await page.evaluate(([n, d]) => window.dispatchEvent(new CustomEvent(n, { detail: d })), [name, detail] as const);
    await distributor;
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    // The prompt says there are no plans until an address comes: none by the postcode, none of the address before.
    expect(lookups).toEqual([]);
    expect(
      await page
        .locator('ea-plans-table')
        .getByRole('button', { name: /Select plan/ })
        .count(),
    ).toBe(0);
    expect(await shell.getByRole('button', { name: "Let's get moving" }).count()).toBe(0);
    await context.close();
  });

  it('by ea:plan-load with an address: "Get started" stays, at that address', async () => {
    const { context, page } = await newPage(browser);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    const address = {
      id: 'ADR-0002',
      label: '14 Kent Street, Millers Point NSW 2000',
      streetNumber: '14',
      streetName: 'Kent Street',
      suburb: 'Millers Point',
      state: 'NSW',
      postcode: '2000',
    };
    await page.evaluate((a) => window.dispatchEvent(new CustomEvent('ea:plan-load', { detail: { address: a } })), address);
    const field = qualifier(page).getByRole('combobox', { name: "Address you're moving to" });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toContain('Kent Street');
    expect(await heading(page).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/qualifier');
    await context.close();
  });

  it('reloaded on "Get started", the host\'s location widget announcing the address\'s own postcode: the page stays, at that address', async () => {
    const { context, page } = await newPage(browser);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    // The host's location widget says its postcode as the page loads, before the widgets have looked the address up.
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () =>
        dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '2000', source: 'header' } })),
      ),
    );
    await page.reload();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    const field = qualifier(page).getByRole('combobox', { name: "Address you're moving to" });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toContain('Martin Place');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenHashes: string[] }).seenHashes = seen;
      addEventListener('hashchange', () => seen.push(location.hash));
    });
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '2000', source: 'header' } })),
    );
    // Then a new address from the host, which "Get started" follows: its lookup answered, the first event had its say.
    const lookedUp = page.waitForResponse((r) => r.url().includes('/offers/lookup'), { timeout: 10_000 });
    await page.evaluate((a) => window.dispatchEvent(new CustomEvent('ea:address-update', { detail: { address: a } })), KENT_STREET);
    await lookedUp;
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toContain('Kent Street');
    expect(await heading(page).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/qualifier');
    expect(await page.evaluate(() => (window as unknown as { seenHashes: string[] }).seenHashes)).toEqual([]);
    await context.close();
  });

  it("by the host's Clear button: the journey home too, and focus stays on the button the visitor pressed", async () => {
    const { context, page } = await newPage(browser);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    await page.locator('#move-address-clear').click();
    await expect.poll(() => page.locator('ea-moving-home').getByText(PROMPT).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await focused(page)).toMatchObject({ tag: 'button', id: 'move-address-clear' });
    await context.close();
  });
});

const MARTIN_PLACE = {
  id: 'ADR-0001',
  label: '1 Martin Place, Sydney NSW 2000',
  streetNumber: '1',
  streetName: 'Martin Place',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};
const COLLINS_STREET = {
  id: 'ADR-0009',
  label: '200 Collins Street, Melbourne VIC 3000',
  streetNumber: '200',
  streetName: 'Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
};
const GEORGE_STREET = {
  id: 'ADR-0005',
  label: '5 George Street, Sydney NSW 2000',
  streetNumber: '5',
  streetName: 'George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};
const DATE_UNAVAILABLE = "The moving date you chose isn't available at your new address. Please choose another date.";
const faults = (init: RequestInit) => fetch(new URL('/__faults', demo.url), init);

describe('the move-in date when the host sends a new address (docs/decisions/moving-home.md)', () => {
  const addressUpdate = (page: Page, address: object) =>
    page.evaluate(
      (a) => window.dispatchEvent(new CustomEvent('ea:address-update', { detail: { address: { unitNumber: null, ...a } } })),
      address,
    );
  /** The energisation calendar's requests the page makes from now on, with their queries. */
  const calendarRequests = (page: Page): string[] => {
    const urls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/energisation/calendar')) urls.push(req.url());
    });
    return urls;
  };
  /** A frame and a task: what the page does on an answer it has (a check's next step) is done. */
  const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

  it('the same address again keeps "Get started" and its date, unchecked; a new one offering the date keeps it; one whose calendar lacks it sends the visitor to pick again, saying why', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    const calendars = calendarRequests(page);
    await moveTo(page, 'Martin Place', /1 Martin Place/);
    // The date chosen: the first the calendar offered.
    const calendar = (await (await fetch(new URL('/qt2/app/energisation/calendar?state=NSW', demo.url))).json()) as {
      availableDates: string[];
    };
    const chosen = calendar.availableDates[0]!;
    const asked = calendars.length;

    // The host repeats the address (its form sent again): the move stays as it was, nothing is asked again, and the
    // host hears the address's report again.
    const lookups = () => w.requests.filter((p) => p.endsWith('/offers/lookup')).length;
    const looked = lookups();
    const reported = page.evaluate(
      () => new Promise((resolve) => addEventListener('ea:lookup-completed', (e) => resolve((e as CustomEvent).detail), { once: true })),
    );
    await addressUpdate(page, MARTIN_PLACE);
    expect(await reported).toEqual({ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' });
    await settled(page);
    expect(await heading(page).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/qualifier');
    expect(calendars.length).toBe(asked);
    expect(lookups()).toBe(looked);

    // A Melbourne address whose calendar offers it too (the demo's offers the same dates everywhere): checked, kept.
    const checked = page.waitForResponse((r) => r.url().includes('/energisation/calendar') && r.url().includes('state=VIC'), {
      timeout: 10_000,
    });
    await addressUpdate(page, COLLINS_STREET);
    await checked;
    await settled(page);
    const field = qualifier(page).getByRole('combobox', { name: "Address you're moving to" });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toContain('Collins Street');
    expect(await heading(page).isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/qualifier');

    // Another address whose calendar does not offer that date: dropped, and the landing's picker says why.
    await faults({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/qt2/app/energisation/calendar',
        body: { minDate: calendar.availableDates[1], availableDates: calendar.availableDates.slice(1) },
        times: 10,
      }),
    });
    try {
      await addressUpdate(page, GEORGE_STREET);
      const shell = page.locator('ea-moving-home');
      await expect.poll(() => shell.getByRole('alert').filter({ hasText: DATE_UNAVAILABLE }).isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await heading(page).count()).toBe(0);
      expect(new URL(page.url()).hash).toBe('#/');
      // Focus on the message (read out), from which the next Tab goes on to the calendar.
      await expect.poll(async () => (await focused(page))?.className, { timeout: 10_000 }).toBe('mh-dropped');
      // Asked by the new address's pricing zone and state.
      expect(calendars.at(-1)).toContain('state=NSW');
      // Nothing chosen; the dropped date is not offered; the field does not say "Please choose your moving date." as well.
      await expect.poll(() => shell.locator(`[data-date="${chosen}"]`).getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true');
      expect(await shell.locator('[role="gridcell"][aria-selected="true"]').count()).toBe(0);
      expect(await shell.getByText('Please choose your moving date.').count()).toBe(0);
      // Picking again: the message goes.
      await shell.locator('.ea-calendar__day--available').first().click();
      expect(await shell.getByText(DATE_UNAVAILABLE).count()).toBe(0);
      expect(await axeViolations(page, 'ea-moving-home')).toEqual([]);
    } finally {
      await faults({ method: 'DELETE' });
    }
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('no personal data leaves the journey (issue 15, spec 3 §4.9)', () => {
  it('canary account number, date of birth and address: none in adobeDataLayer, requested URLs, storage outside the quote, or the console', async () => {
    const ACCOUNT = '1000000001';
    const DOB = ['01/01/1980', '01011980', '1980-01-01', '01 / 01 / 1980'];
    const ADDRESS = '1 Martin Place';
    const { context, page } = await newPage(browser);
    const urls: string[] = [];
    const consoleLines: string[] = [];
    page.on('request', (req) => urls.push(decodeURIComponent(req.url())));
    page.on('console', (msg) => consoleLines.push(msg.text()));
    // Every object pushed onto adobeDataLayer on every page of the journey (the page may pre-create the array).
    const pushed: string[] = [];
    await page.exposeFunction('__recordAnalytics', (item: string) => void pushed.push(item));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      const record = (window as unknown as { __recordAnalytics: (item: string) => void }).__recordAnalytics;
      layer.push = (...items: unknown[]) => {
        for (const item of items) record(JSON.stringify(item));
        return Array.prototype.push.apply(layer, items);
      };
      (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer = layer;
    });

    await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
    await page
      .locator('ea-plans-table')
      .getByRole('button', { name: /Select plan/ })
      .first()
      .click();
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await expect.poll(() => cart.isVisible()).toBe(true);
    await cart.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);

    const q = qualifier(page);
    await q.getByRole('button', { name: "No, I'm an existing customer" }).click();
    await q.getByRole('textbox', { name: 'Account number' }).fill(ACCOUNT);
    await q.getByRole('textbox', { name: 'At your current address' }).fill('2000');
    await q.getByRole('button', { name: /^Continue/ }).click();
    await expect.poll(() => q.getByRole('heading', { name: 'Verify your account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await q.getByRole('radio', { name: 'Date of birth' }).check();
    await q.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }).fill('01011980');
    await q.getByRole('button', { name: /^Continue/ }).click();
    const moving = q.getByRole('group', { name: /Are you moving/ });
    await expect.poll(() => moving.isVisible(), { timeout: 10_000 }).toBe(true);
    await moving.getByRole('radio', { name: 'No', exact: true }).check();
    const address = q.getByRole('combobox', { name: 'Your connection address' });
    await expect.poll(() => address.isVisible(), { timeout: 10_000 }).toBe(true);
    await address.fill('Martin Place');
    await q.getByRole('option', { name: /1 Martin Place/ }).click();
    await q.getByRole('radio', { name: 'Own' }).check();
    await q.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForURL(/\/checkout\?r=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Here is what you chose.').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('#checkout-details').textContent()).toContain('Martin Place');

    const seen = await page.evaluate(() => {
      const layer = (window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer ?? [];
      const storage: Record<string, string> = {};
      for (const [kind, area] of [
        ['local', localStorage],
        ['session', sessionStorage],
      ] as const)
        for (let i = 0; i < area.length; i++) {
          const key = area.key(i) ?? '';
          storage[`${kind}:${key}`] = area.getItem(key) ?? '';
        }
      return { layer: JSON.stringify(layer), storage, cookies: document.cookie };
    });
    // Analytics ran (so the check means something), and holds none of it.
    const layer = [...pushed, seen.layer].join('\n');
    expect(layer).toContain('ea.pageView');
    expect(layer).toContain('in_qual');
    for (const canary of [ACCOUNT, ADDRESS, 'Martin Place', ...DOB]) expect(layer).not.toContain(canary);
    // No URL carries the account or the date of birth (the address is typed into the address search, whose URL holds it).
    for (const url of urls) for (const canary of [ACCOUNT, ...DOB]) expect(url).not.toContain(canary);
    for (const url of urls.filter((u) => !u.includes('/address/'))) expect(url).not.toContain('Martin Place');
    // Storage: the date of birth nowhere; account and address only in the saved state the quote is made of.
    for (const [key, value] of Object.entries(seen.storage)) {
      for (const canary of DOB) expect(value, key).not.toContain(canary);
      if (key !== 'local:ea_widgets_state') for (const canary of [ACCOUNT, 'Martin Place']) expect(value, key).not.toContain(canary);
    }
    for (const canary of [ACCOUNT, 'Martin Place', ...DOB]) expect(seen.cookies).not.toContain(canary);
    for (const line of consoleLines) for (const canary of [ACCOUNT, 'Martin Place', ...DOB]) expect(line).not.toContain(canary);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, startDemo, themeColour, watch, type Demo } from './harness';

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

const RES = '/home/electricity-and-gas/plans';
const BUS = '/business/electricity-and-gas/small-business/plans';
const qualifier = (page: Page) => page.locator('ea-qualifier');
const heading = (page: Page) => qualifier(page).getByRole('heading', { name: 'Get started', level: 1 });

/** The plans page at a postcode with the first electricity plan selected, then "Get started" through the cart. */
async function toQualifier(page: Page, path = `${RES}?postcode=2000`): Promise<void> {
  await page.goto(new URL(path, demo.url).toString());
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect.poll(() => cart.isVisible()).toBe(true);
  await cart.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** A new visitor, not moving, connecting at 1 Martin Place, Sydney (the plans chosen at 2000 stay), who owns it. */
async function answerNewAtMartinPlace(page: Page): Promise<void> {
  const q = qualifier(page);
  await q.getByRole('button', { name: "Yes, I'm new" }).click();
  await q.getByRole('radio', { name: 'No', exact: true }).check();
  await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
  await q.getByRole('option', { name: /1 Martin Place/ }).click();
  await q.getByRole('radio', { name: 'Own' }).check();
}

async function signIn(page: Page, account: string, postcode = '2000'): Promise<void> {
  const q = qualifier(page);
  await q.getByRole('button', { name: "No, I'm an existing customer" }).click();
  await q.getByRole('textbox', { name: 'Account number' }).fill(account);
  await q.getByRole('textbox', { name: 'At your current address' }).fill(postcode);
  await q.getByRole('button', { name: 'Continue' }).click();
}

describe('"Get started" on the residential plans page', () => {
  it('a new visitor goes plans → cart → qualifier → checkout, and the checkout page shows the saved quote', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await toQualifier(page);
    // The qualifier takes the page: the plans widgets render nothing, its heading has focus.
    expect(
      await page
        .locator('ea-plans-table')
        .getByRole('button', { name: /Select plan|Added/ })
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('ea-qualifier');
    expect(
      await qualifier(page)
        .getByText('To start, we need to know a little bit about you and your situation, before we connect you.')
        .count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const q = qualifier(page);
    await answerNewAtMartinPlace(page);
    expect(await axeViolations(page)).toEqual([]);
    await q.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/checkout\?r=[^&]+&customerType=residential/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Here is what you chose.').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('#checkout-details').textContent()).toContain('Martin Place');
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('plans at the chosen connection address that fail to load: Continue says so and stays; once they load it goes on', async () => {
    const { context, page } = await newPage(browser);
    const faults = (init: RequestInit) => fetch(new URL('/__faults', demo.url), init);
    await toQualifier(page);
    const q = qualifier(page);
    await q.getByRole('button', { name: "Yes, I'm new" }).click();
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    // Every lookup from now on answers HTTP 500 (the address's, and the retry Continue makes).
    await faults({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/qt2/app/v1/offers/lookup', status: 500, times: 10 }),
    });
    try {
      await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
      await q.getByRole('option', { name: /1 Martin Place/ }).click();
      // Said under the address as soon as the lookup fails, before Continue, with Try again.
      const failed = q.getByRole('alert').filter({ hasText: "We couldn't load your plans just now (error 500). Please try again." });
      await expect.poll(() => failed.count(), { timeout: 15_000 }).toBe(1);
      // Still failing: a new alert, and focus on its Try again (the pressed one is gone).
      const pressed = await failed.getByRole('button', { name: 'Try again' }).elementHandle();
      await pressed?.click();
      await page.waitForFunction((el) => !el?.isConnected, pressed, { timeout: 15_000 });
      await expect
        .poll(() => page.evaluate(() => document.querySelector('ea-qualifier')?.shadowRoot?.activeElement?.textContent ?? null), {
          timeout: 5_000,
        })
        .toBe('Try again');
      expect(await axeViolations(page, 'ea-qualifier')).toEqual([]);
      await q.getByRole('radio', { name: 'Own' }).check();
      await q.getByRole('button', { name: 'Continue' }).click();
      // Continue's own message now (by the button, no Try again), said once.
      await expect.poll(() => q.getByRole('button', { name: 'Try again' }).count(), { timeout: 15_000 }).toBe(0);
      await expect
        .poll(() => q.getByText("We couldn't load your plans just now (error 500). Please try again.").count(), { timeout: 15_000 })
        .toBe(1);
      expect(new URL(page.url()).pathname).toBe(RES);
    } finally {
      await faults({ method: 'DELETE' });
    }
    await q.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\?r=[^&]+&customerType=residential/, { timeout: 15_000 });
    await context.close();
  });

  it('an empty cart on #/qualifier goes back to the plans, query kept; Back from the qualifier shows the plans as they were', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL(`${RES}?postcode=2000#/qualifier`, demo.url).toString());
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 10_000 }).toBe('#/');
    expect(await page.evaluate(() => location.search)).toBe('?postcode=2000');
    expect(await heading(page).count()).toBe(0);

    await toQualifier(page, `${RES}?postcode=2000`);
    await page.goBack();
    const added = page.locator('ea-plans-table').getByRole('button', { name: /Added/ });
    await expect.poll(() => added.count()).toBe(1);
    expect(await heading(page).count()).toBe(0);
    // Focus, lost with "Get started", goes back to the plan chosen (not to the end of the page).
    const focused = () =>
      page.evaluate(() => {
        const table = document.querySelector('ea-plans-table');
        return document.activeElement === table ? (table?.shadowRoot?.activeElement?.textContent ?? '') : 'elsewhere';
      });
    await expect.poll(focused).toMatch(/Added/);
    await context.close();
  });

  it('Forward to "Get started" after the plan was taken out of the cart stays on the plans, and one Back still leaves the page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL('/', demo.url).toString());
    await toQualifier(page);
    await page.goBack();
    const added = page.locator('ea-plans-table').getByRole('button', { name: /Added/ });
    const inCart = page.locator('ea-cart-overlay').getByText(/in your cart$/);
    await expect.poll(() => added.count()).toBe(1);
    await expect.poll(() => inCart.count()).toBe(1);
    await added.click();
    await expect.poll(() => added.count()).toBe(0);
    // 'Added' goes in the click's frame, the cart a task later (issue 21): Forward once the cart is empty.
    await expect.poll(() => inCart.count()).toBe(0);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenHashes: string[] }).seenHashes = seen;
      addEventListener('hashchange', () => seen.push(location.hash));
    });
    // Nothing selected: the guard sends the visitor back to the plans entry they came from, not a copy of it.
    await page.goForward();
    const seen = () => page.evaluate(() => (window as unknown as { seenHashes: string[] }).seenHashes);
    // To "Get started", then back to the plans entry as it was (no hash).
    await expect.poll(seen, { timeout: 10_000 }).toEqual(['#/qualifier', '']);
    expect(await heading(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?postcode=2000');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  /** A new visitor, not moving, chooses a connection address (searched for `street`, the option matching `option`). */
  async function chooseAddress(page: Page, street: string, option: RegExp): Promise<void> {
    const q = qualifier(page);
    await q.getByRole('button', { name: "Yes, I'm new" }).click();
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    await q.getByRole('combobox', { name: 'Your connection address' }).fill(street);
    await q.getByRole('option', { name: option }).click();
  }

  /** A new visitor, not moving, chooses 200 Collins Street, Melbourne as the connection address. */
  const chooseMelbourne = (page: Page) => chooseAddress(page, 'Collins Street', /200 Collins Street/);

  /** {@link chooseMelbourne} where the plans chosen were Sydney's only: they are removed, Continue is disabled. */
  async function connectInMelbourne(page: Page): Promise<void> {
    const q = qualifier(page);
    await chooseMelbourne(page);
    await expect.poll(() => q.getByText('Electricity plan removed from your selection.').count(), { timeout: 15_000 }).toBe(1);
    expect(await q.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  }

  /** What has focus in the plans table ('elsewhere' when focus is not in it). */
  const focusedInTable = (page: Page) =>
    page.evaluate(() => {
      const table = document.querySelector('ea-plans-table');
      return document.activeElement === table ? (table?.shadowRoot?.activeElement?.textContent ?? '') : 'elsewhere';
    });

  it('a connection address whose plans do not include the ones chosen: they are removed, and "Select new plan" goes back to the plans', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await toQualifier(page);
    await connectInMelbourne(page);
    expect(await axeViolations(page)).toEqual([]);
    await qualifier(page).getByRole('button', { name: 'Select new plan' }).click();
    // The plans' own entry (the root route, '' or '#/'), gone back to.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^(#\/)?$/);
    expect(await heading(page).count()).toBe(0);
    // The plans of the new address, focus on the first; no "Plan Unavailable" follows the visitor back: the
    // qualifier's warnings said it.
    await expect.poll(() => focusedInTable(page)).toMatch(/Select plan/);
    // On screen, though the table's messages push the first plan down.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.querySelector('ea-plans-table')?.shadowRoot?.activeElement?.getBoundingClientRect();
          return !!box && box.top >= 0 && box.bottom <= innerHeight;
        }),
      )
      .toBe(true);
    expect(await page.getByRole('dialog', { name: 'Plan Unavailable' }).count()).toBe(0);
    expect(
      await page
        .locator('ea-plans-table')
        .getByText(/Victorian Default Offer/)
        .count(),
    ).toBeGreaterThan(0);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('"Select new plan" goes back to the plans entry the visitor came from: one Back then leaves the page, Forward stays on the plans', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    // The host site's page the visitor came from.
    await page.goto(new URL('/', demo.url).toString());
    await toQualifier(page);
    await connectInMelbourne(page);
    const entries = await page.evaluate(() => history.length);
    await qualifier(page).getByRole('button', { name: 'Select new plan' }).click();
    // The plans' own entry (the root route, '' or '#/'), gone back to.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^(#\/)?$/);
    await expect.poll(() => focusedInTable(page)).toMatch(/Select plan/);
    // No entry pushed over "Get started": Back would go to it (nothing to sign up for) before leaving.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Forward: the plans; again: "Get started" with nothing chosen, whose guard goes back to the plans.
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe(RES);
    await page.goForward();
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 10_000 }).toMatch(/^(#\/)?$/);
    expect(await heading(page).count()).toBe(0);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('"Select new plan" from an address with no plan at all (100 Queen Street) puts focus in the plans table, not on the page', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await toQualifier(page);
    await chooseAddress(page, 'Queen Street', /100 Queen Street/);
    const again = qualifier(page).getByRole('button', { name: 'Select new plan' });
    await again.waitFor({ timeout: 15_000 });
    await again.click();
    // The plans' own entry (the root route, '' or '#/'), gone back to.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^(#\/)?$/);
    await expect.poll(() => focusedInTable(page), { timeout: 5_000 }).not.toBe('elsewhere');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("a visitor who is moving: the connection date's 'Contact us' link is in the widgets' link colour", async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    const q = qualifier(page);
    await q.getByRole('button', { name: "Yes, I'm new" }).click();
    await q.getByRole('radio', { name: 'Yes', exact: true }).check();
    await q.getByRole('combobox', { name: "Address you're moving to" }).fill('Martin Place');
    await q.getByRole('option', { name: /1 Martin Place/ }).click();
    const link = q.getByRole('link', { name: 'Need to get connected sooner? Contact us' });
    await link.waitFor({ timeout: 15_000 });
    const brandDark = await themeColour(q, '--ea-color-brand-dark');
    // Polled: the calendar's section draws again as the address's dates arrive, replacing the link.
    await expect.poll(() => link.evaluate((a) => (a.isConnected ? getComputedStyle(a).color : 'detached'))).toBe(brandDark);
    await context.close();
  });

  it('on a phone, Continue by keyboard: while the quote saves, focus waits on the loading spinner, which is in view', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await toQualifier(page);
    const q = qualifier(page);
    await answerNewAtMartinPlace(page);
    // The save answers after 2 s.
    await page.route('**/quotes', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 2_000));
      await route.continue();
    });
    await q.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const overlay = q.locator('.qq-overlay');
    await overlay.waitFor({ timeout: 5_000 });
    const state = await overlay.evaluate((el) => {
      const spinner = el.querySelector('[role="status"]')!.getBoundingClientRect();
      return {
        focused: (el.getRootNode() as ShadowRoot).activeElement === el,
        inView: spinner.top >= 0 && spinner.bottom <= window.innerHeight,
      };
    });
    expect(state).toEqual({ focused: true, inView: true });
    await page.waitForURL(/\/checkout\?r=/, { timeout: 15_000 });
    await context.close();
  });

  it('reloaded on #/qualifier, the plans still follow the connection address (a Melbourne address does not go to checkout with Sydney plans)', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    await page.reload();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    await connectInMelbourne(page);
    await context.close();
  });

  it('Back from checkout finds "Get started" as the visitor left it: the Melbourne address, not the Sydney postcode of the link they came by', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(new URL(`${RES}?postcode=2000`, demo.url).toString());
    // Rate Fix is offered in Melbourne too: the selection survives the address.
    await page
      .locator('ea-plans-table article')
      .filter({ has: page.getByRole('heading', { name: /^Rate Fix/ }) })
      .getByRole('button', { name: /Select plan/ })
      .click();
    const cart = page.getByRole('dialog', { name: 'YOUR CART' });
    await cart.getByRole('button', { name: 'Continue' }).click();
    const q = qualifier(page);
    await chooseMelbourne(page);
    await q.getByRole('radio', { name: 'Own' }).check();
    await q.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\?r=/, { timeout: 15_000 });
    await expect.poll(() => page.getByText('Here is what you chose.').count(), { timeout: 10_000 }).toBe(1);
    // Back to it, loaded again (the back/forward cache is off here, as when the browser did not keep the page).
    await page.goBack();
    expect(new URL(page.url()).search).toBe('?postcode=2000');
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await q.getByRole('combobox', { name: 'Your connection address' }).inputValue()).toBe('200 Collins Street, Melbourne VIC 3000');
    expect(await q.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(false);
    await context.close();
  });

  it('a residential cart does not follow the visitor to the business page: its own plans, nothing in the cart', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    await page.goto(new URL(`${BUS}?postcode=2000`, demo.url).toString());
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('heading', { name: /^Business / }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await table.getByRole('heading', { name: /^(Flexi Plan|Rate Fix)$/ }).count()).toBe(0);
    expect(await table.getByRole('button', { name: /Added/ }).count()).toBe(0);
    expect(
      await page
        .locator('ea-cart-overlay')
        .getByText(/in your cart/)
        .count(),
    ).toBe(0);
    await context.close();
  });

  it('a reload on #/qualifier keeps what was entered, except the identity value', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    const q = qualifier(page);
    await q.getByRole('button', { name: "No, I'm an existing customer" }).click();
    await q.getByRole('textbox', { name: 'Account number' }).fill('1000000001');
    await q.getByRole('textbox', { name: 'At your current address' }).fill('2000');
    await page.reload();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await q.getByRole('textbox', { name: 'Account number' }).inputValue()).toBe('1000000001');
    expect(await q.getByRole('textbox', { name: 'At your current address' }).inputValue()).toBe('2000');
    // Loaded on "Get started", the page builds no plan panels behind it; Back shows them.
    expect(await page.evaluate(() => document.querySelector('ea-plans-table')?.shadowRoot?.querySelectorAll('article').length)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.locator('ea-plans-table').getByRole('button', { name: /Added/ }).count(), { timeout: 10_000 }).toBe(1);
    await context.close();
  });
});

/** Account 1000000001 / 2000 signed in and verified with its date of birth: the moving question shows. */
async function signInVerified(page: Page): Promise<void> {
  const q = qualifier(page);
  await signIn(page, '1000000001');
  await q.getByRole('radio', { name: 'Date of birth' }).check();
  await q.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }).fill('01011980');
  await q.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => q.getByRole('group', { name: /Are you moving/ }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The connection numbers the widgets saved (local storage `ea_widgets_state`). */
const savedMeters = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('ea_widgets_state') ?? '{}') as { connection?: { nmi?: string; mirn?: string } };
    return { nmi: saved.connection?.nmi ?? '', mirn: saved.connection?.mirn ?? '' };
  });

/** Confirms the 'Reset previously entered data' modal that pressing `button` opens. */
async function switchTo(page: Page, button: string): Promise<void> {
  await qualifier(page).getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: 'Reset previously entered data' }).getByRole('button', { name: 'Confirm' }).click();
}

const MARTIN_PLACE_METERS = { nmi: '4102000000', mirn: '5240000000' };

describe('existing customers', () => {
  it("existing → new forgets the account's home: after No and after Yes the address field is empty, and no NMI or MIRN is kept", async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    const q = qualifier(page);
    await signInVerified(page);
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    await expect
      .poll(() => q.getByRole('combobox', { name: 'Your connection address' }).inputValue(), { timeout: 10_000 })
      .toBe('1 Martin Place, Sydney NSW 2000');
    // The lookup at the account's address has answered (its address and meters are the page's now).
    await expect.poll(() => savedMeters(page), { timeout: 10_000 }).toEqual(MARTIN_PLACE_METERS);

    await switchTo(page, "Yes, I'm new");
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    await expect.poll(() => q.getByRole('combobox', { name: 'Your connection address' }).inputValue(), { timeout: 5_000 }).toBe('');
    await q.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect.poll(() => q.getByRole('combobox', { name: "Address you're moving to" }).inputValue(), { timeout: 5_000 }).toBe('');
    await expect.poll(() => savedMeters(page), { timeout: 10_000 }).toEqual({ nmi: '', mirn: '' });
    await context.close();
  });

  it('new → existing forgets the address the new visitor chose: signed in, Yes shows an empty field and no NMI or MIRN is kept', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    const q = qualifier(page);
    await q.getByRole('button', { name: "Yes, I'm new" }).click();
    await q.getByRole('radio', { name: 'No', exact: true }).check();
    await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
    await q.getByRole('option', { name: /1 Martin Place/ }).click();
    await expect.poll(() => savedMeters(page), { timeout: 10_000 }).toEqual(MARTIN_PLACE_METERS);

    await switchTo(page, "No, I'm an existing customer");
    await signInVerified(page);
    await q.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect.poll(() => q.getByRole('combobox', { name: "Address you're moving to" }).inputValue(), { timeout: 5_000 }).toBe('');
    await expect.poll(() => savedMeters(page), { timeout: 10_000 }).toEqual({ nmi: '', mirn: '' });
    await context.close();
  });

  it('by keyboard alone: sign in with 1000000001 / 2000, a wrong date of birth, then 01/01/1980 and on to the moving question', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    const q = qualifier(page);
    const tabTo = async (name: RegExp, max = 30): Promise<void> => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => {
          let el: Element | null = document.activeElement;
          while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
          return el
            ? `${el.getAttribute('aria-label') ?? ''} ${(el as HTMLInputElement).labels?.[0]?.textContent ?? ''} ${el.textContent ?? ''}`
            : '';
        });
        if (name.test(label)) return;
      }
      throw new Error(`never reached ${name}`);
    };
    await tabTo(/No, I'm an existing customer/);
    await page.keyboard.press('Enter');
    expect(await q.getByRole('button', { name: "No, I'm an existing customer" }).getAttribute('aria-pressed')).toBe('true');
    await tabTo(/^\s*Account number/);
    await page.keyboard.type('1000000001');
    await tabTo(/At your current address/);
    await page.keyboard.type('2000');
    await page.keyboard.press('Enter');
    await expect.poll(() => q.getByRole('heading', { name: 'Verify your account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await tabTo(/Date of birth/);
    await page.keyboard.press('Space');
    await tabTo(/Date of birth \(DD\/MM\/YYYY\)/);
    await page.keyboard.type('02021990');
    expect(await q.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }).inputValue()).toBe('02 / 02 / 1990');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => q.getByText('Incorrect date of birth for the account holder. Please try again.').first().isVisible(), { timeout: 10_000 })
      .toBe(true);

    const dob = q.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' });
    await dob.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('01011980');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          q
            .getByRole('group', {
              name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?',
            })
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await q.getByRole('heading', { name: 'Verify your account' }).count()).toBe(0);
    // The identity value is never stored.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href,
    );
    expect(stored).not.toContain('01/01/1980');
    expect(stored).not.toContain('01011980');
    await context.close();
  });

  it('1000000010 (no identity types) skips verification silently', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    await signIn(page, '1000000010');
    const q = qualifier(page);
    await expect.poll(() => q.getByRole('group', { name: /Are you moving/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await q.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('1000000012 with an electricity plan ends blocked with the remote metering text', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page);
    await signIn(page, '1000000012');
    const q = qualifier(page);
    await expect.poll(() => q.getByRole('heading', { name: 'Verify your account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await q.getByRole('radio', { name: 'Date of birth' }).check();
    await q.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }).fill('01011980');
    await q.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(
        () =>
          q
            .getByText(
              "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.",
            )
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await q.getByRole('group', { name: /Are you moving/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a business visitor signs in with ABN 51824753556', async () => {
    const { context, page } = await newPage(browser);
    await toQualifier(page, `${BUS}?postcode=2000`);
    const q = qualifier(page);
    await q.getByRole('button', { name: "No, I'm an existing customer" }).click();
    await q.getByRole('textbox', { name: 'Account number' }).fill('1000000001');
    await q.getByRole('textbox', { name: 'ABN / ACN' }).fill('51824753556');
    await q.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => q.getByRole('heading', { name: 'Verify your account' }).isVisible(), { timeout: 10_000 }).toBe(true);
    // A business is never offered OTHER (spec 2 §5).
    expect(await q.getByRole('radio', { name: 'Other' }).count()).toBe(0);
    await context.close();
  });
});

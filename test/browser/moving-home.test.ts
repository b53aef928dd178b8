import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startDemo, watch, type Demo } from './harness';
import { firstPlanIntoCart, moveTo } from './moving-steps';

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

interface Saved {
  address?: { streetName?: string };
  moving?: { moveInDate?: string };
  plans?: { selectedElectricityPlanCode?: string | null };
}
/** What the widgets saved for the next page (local storage, as the demo's Chromium allows it). */
const saved = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('ea_widgets_state');
    return (raw ? JSON.parse(raw) : {}) as Saved;
  });

const heading = (page: Page) => page.locator('ea-qualifier').getByRole('heading', { name: 'Get started', level: 1 });

describe('the moving-house page (spec 3 §2.1, §2.4, §4.6)', () => {
  it('address → plans and ea:lookup-completed → a plan and a date → the qualifier for the move; a reload keeps it all', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText("Choose the address you're moving to above").count()).toBe(1);
    // Before an address the plans table looks nothing up.
    expect(w.requests.filter((p) => p.endsWith('/offers/lookup'))).toEqual([]);
    await page.evaluate(() => {
      const w = window as unknown as { __completed: unknown[] };
      w.__completed = [];
      window.addEventListener('ea:lookup-completed', (e) => w.__completed.push((e as CustomEvent).detail));
    });

    await page.locator('#move-address-input').fill('Martin Place');
    await page.getByRole('option', { name: /1 Martin Place/ }).click();
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByRole('button', { name: /Select plan/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __completed: unknown[] }).__completed))
      .toEqual([{ blocked: false, electricityStatus: 'SUCCESS', gasStatus: 'SUCCESS' }]);
    expect(w.requests.filter((p) => p.endsWith('/offers/lookup'))).toHaveLength(1);

    await firstPlanIntoCart(page);

    const day = shell.locator('.ea-calendar__day--available').first();
    await expect.poll(() => day.count(), { timeout: 10_000 }).toBe(1);
    const date = await day.getAttribute('data-date');
    await day.click();
    await shell.getByRole('button', { name: "Let's get moving" }).click();

    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).hash).toBe('#/qualifier');
    const q = page.locator('ea-qualifier');
    expect(await q.getByText('Are you moving (or have recently moved) into a new address').count()).toBe(0);
    expect(await q.getByRole('combobox', { name: "Address you're moving to" }).isVisible()).toBe(true);
    expect(await shell.getByRole('button', { name: "Let's get moving" }).isVisible()).toBe(false);

    await page.reload();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    const after = await saved(page);
    expect(after.address?.streetName).toBe('Martin Place');
    expect(after.moving?.moveInDate).toBe(date);
    expect(after.plans?.selectedElectricityPlanCode).toBeTruthy();

    // Reloaded on "Get started", the widgets still hear the host's address form: a new address is looked up,
    // reported and shown in the qualifier; Clear takes it away, and with it "Get started" (the route needs an address).
    const requested = w.requests.filter((p) => p.endsWith('/offers/lookup')).length;
    await page.locator('#move-address-input').fill('Macquarie');
    await page.getByRole('option', { name: /7 Macquarie Street/ }).click();
    await expect.poll(async () => (await saved(page)).address?.streetName, { timeout: 10_000 }).toBe('Macquarie Street');
    await expect.poll(() => page.locator('#move-address-status').textContent(), { timeout: 10_000 }).toMatch(/^Electricity: /);
    expect(w.requests.filter((p) => p.endsWith('/offers/lookup')).length).toBeGreaterThan(requested);
    const field = q.getByRole('combobox', { name: "Address you're moving to" });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/^7 Macquarie Street/);
    await page.locator('#move-address-clear').click();
    // What the visitor sees first (the journey home, asking for an address), then what is saved for the next page.
    await expect.poll(() => shell.getByText("Choose the address you're moving to above").isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('#/');
    await expect.poll(async () => (await saved(page)).address?.streetName, { timeout: 10_000 }).toBeUndefined();
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("the same address picked again in the host's search: the date picked (not yet confirmed) stays, nothing is fetched again, the host hears the report again", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    await page.evaluate(() => {
      const w = window as unknown as { __completed: unknown[] };
      w.__completed = [];
      window.addEventListener('ea:lookup-completed', (e) => w.__completed.push((e as CustomEvent).detail));
    });
    const completed = () => page.evaluate(() => (window as unknown as { __completed: unknown[] }).__completed.length);
    const pick = async () => {
      await page.locator('#move-address-input').fill('Martin Place');
      await page.getByRole('option', { name: /1 Martin Place/ }).click();
    };
    await pick();
    await firstPlanIntoCart(page);
    const shell = page.locator('ea-moving-home');
    const day = shell.locator('.ea-calendar__day--available').nth(1);
    await expect.poll(() => day.count(), { timeout: 15_000 }).toBe(1);
    await day.click();
    const date = await day.getAttribute('data-date');
    const chosen = shell.locator('[role="gridcell"][aria-selected="true"]');
    expect(await chosen.getAttribute('data-date')).toBe(date);
    expect(await completed()).toBe(1);
    const fetched = (path: string) => w.requests.filter((p) => p.includes(path)).length;
    const before = { lookups: fetched('/offers/lookup'), calendars: fetched('/energisation/calendar') };

    await pick();
    await expect.poll(completed).toBe(2);
    expect(await chosen.getAttribute('data-date')).toBe(date);
    expect({ lookups: fetched('/offers/lookup'), calendars: fetched('/energisation/calendar') }).toEqual(before);
    // Confirmed, the date picked is the move's.
    await shell.getByRole('button', { name: "Let's get moving" }).click();
    await expect.poll(() => heading(page).isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await saved(page)).moving?.moveInDate).toBe(date);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('back days later on "Get started" with a moving date gone by: the landing says it is no longer available and asks for another', async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await moveTo(page, demo, 'Martin Place', /1 Martin Place/);
    const shell = page.locator('ea-moving-home');

    // The visit saved; the date it saved has since gone by. Aged as the next page starts (once): the page saves what is
    // pending as it is left, which would write over a change made before the reload.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('test:aged')) return;
      sessionStorage.setItem('test:aged', '1');
      const state = JSON.parse(localStorage.getItem('ea_widgets_state') ?? '{}') as { moving?: { moveInDate?: string } };
      localStorage.setItem('ea_widgets_state', JSON.stringify({ ...state, moving: { ...state.moving, moveInDate: '2020-01-06' } }));
    });
    await page.reload();
    const text = 'The moving date you chose is no longer available. Please choose another date.';
    await expect.poll(() => shell.getByText(text).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await heading(page).count()).toBe(0);
    expect(new URL(page.url()).hash).toBe('#/');
    await expect.poll(async () => (await saved(page)).moving?.moveInDate).toBe('');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("a lookup that fails outright shows its message once, in the plans table with 'Try again', not again in the shell", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await page.goto(new URL('/moving-house/move-home', demo.url).toString());
    const shell = page.locator('ea-moving-home');
    await expect.poll(() => shell.getByText("Choose the address you're moving to above").count()).toBe(1);
    // 2002 is the reference API's postcode whose lookup answers HTTP 500.
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('ea:address-update', {
          detail: {
            address: { postcode: '2002', streetNumber: '1', streetName: 'Test St', suburb: 'Sydney', label: '1 Test St, Sydney NSW 2002' },
          },
        }),
      ),
    );
    const text = "We couldn't load your plans just now (error 500). Please try again.";
    const table = page.locator('ea-plans-table');
    await expect.poll(() => table.getByText(text).count(), { timeout: 15_000 }).toBe(1);
    expect(await table.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    // The shell's landing has settled (its prompt and spinner are gone) and says nothing more.
    await expect.poll(() => shell.getByRole('status').count()).toBe(0);
    expect(await shell.getByText("Choose the address you're moving to above").count()).toBe(0);
    expect(await page.getByText(text).count()).toBe(1);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

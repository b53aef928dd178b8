import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const faults = (init: RequestInit) => fetch(new URL('/__faults', demo.url), init);
afterEach(async () => {
  await faults({ method: 'DELETE' });
});

const RES = '/home/electricity-and-gas/plans';
const qualifier = (page: Page) => page.locator('ea-qualifier');
const CHANGED = 'Your selection changed while we were saving it. Please check the changes above before you continue.';

/** The first Select plan at 2000 (dual-fuel Flexi), the cart's Continue, then a new visitor not moving who owns 1 Martin Place. */
async function answeredWithBothPlans(page: Page): Promise<void> {
  await page.goto(new URL(`${RES}?postcode=2000`, demo.url).toString());
  await page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await cart.getByRole('button', { name: 'Continue' }).click();
  const q = qualifier(page);
  await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });
  await q.getByRole('button', { name: "Yes, I'm new" }).click();
  await q.getByRole('radio', { name: 'No', exact: true }).check();
  await q.getByRole('combobox', { name: 'Your connection address' }).fill('Martin Place');
  await q.getByRole('option', { name: /1 Martin Place/ }).click();
  await q.getByRole('radio', { name: 'Own' }).check();
}

/** Continue, with the quote's save slowed by the reference API's fault hook; the host's event once the save is sent. */
async function continueWithHostEventDuringSave(page: Page, event: string, detail: object): Promise<void> {
  await faults({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/qt2/app/v1/quotes', delayMs: 3000, times: 1 }),
  });
  const saving = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/qt2/app/v1/quotes') && r.method() !== 'GET');
  await qualifier(page).getByRole('button', { name: 'Continue' }).click();
  await saving;
  await page.evaluate(([name, d]) => window.dispatchEvent(new CustomEvent(name as string, { detail: d })), [event, detail] as const);
}

/** The text of the element focused inside "Get started". */
const focused = (page: Page) =>
  page.evaluate(() => document.querySelector('ea-qualifier')?.shadowRoot?.activeElement?.textContent?.trim() ?? null);

/** The saved quote's selected plan codes and fuel selection. */
async function savedQuote(page: Page): Promise<string> {
  const reference = new URL(page.url()).searchParams.get('r');
  const response = await fetch(new URL(`/qt2/app/v1/quotes/${reference}`, demo.url));
  return JSON.stringify(await response.json());
}

describe('a host event while Continue saves the quote', () => {
  it("ea:refine {fuel: 'gas'}: the page stays with its warnings; 'Continue with gas' then saves the gas plan alone", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await answeredWithBothPlans(page);
    await continueWithHostEventDuringSave(page, 'ea:refine', { fuel: 'gas' });
    const q = qualifier(page);

    await q.getByText(CHANGED).waitFor({ timeout: 15_000 });
    await q.getByText('Electricity plan removed from your selection.').waitFor();
    expect(new URL(page.url()).pathname).toBe(RES);
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe('Continue with gas');
    expect(await axeViolations(page, 'ea-qualifier')).toEqual([]);

    await q.getByRole('button', { name: 'Continue with gas' }).click();
    await page.waitForURL(/\/checkout\?r=[^&]+&customerType=residential/, { timeout: 15_000 });
    const saved = await savedQuote(page);
    expect(saved).toContain('"selectedElectricityPlanCode":null');
    expect(saved).toContain('"fuelSelection":"gas"');
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it("ea:location-update to 3000: both plans go, the page stays with Continue disabled and focus on 'Select new plan'", async () => {
    const { context, page } = await newPage(browser);
    const w = watch(page);
    await answeredWithBothPlans(page);
    await continueWithHostEventDuringSave(page, 'ea:location-update', { postcode: '3000', source: 'host' });
    const q = qualifier(page);

    await q.getByText(CHANGED).waitFor({ timeout: 15_000 });
    await q.getByText('Electricity plan removed from your selection.').waitFor();
    await q.getByText('Gas plan removed from your selection.').waitFor();
    expect(await q.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe('Select new plan');
    expect(new URL(page.url()).pathname).toBe(RES);
    expect(await axeViolations(page, 'ea-qualifier')).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

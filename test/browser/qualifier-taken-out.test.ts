import type { Browser, Page } from 'playwright-core';
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

const PHONE = { width: 412, height: 823 };
const qualifier = (page: Page) => page.locator('ea-qualifier');

/** On a phone: Flexi Plan for both fuels at 2000, the cart's Continue, then a new visitor who answers the moving question and chooses the address. */
async function connectAt(page: Page, moving: 'Yes' | 'No', street: string, option: RegExp): Promise<void> {
  await page.goto(new URL('/home/electricity-and-gas/plans?postcode=2000', demo.url).toString());
  await page.locator('ea-plans-table').getByRole('article', { name: 'Flexi Plan' }).getByRole('button', { name: 'Select plan' }).click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await cart.getByRole('button', { name: 'Continue' }).click();
  const q = qualifier(page);
  await q.getByRole('heading', { name: 'Get started', level: 1 }).waitFor({ timeout: 10_000 });
  await q.getByRole('button', { name: "Yes, I'm new" }).click();
  await q.getByRole('radio', { name: moving, exact: true }).check();
  await q.getByRole('combobox', { name: moving === 'Yes' ? "Address you're moving to" : 'Your connection address' }).fill(street);
  await q.getByRole('option', { name: option }).click();
}

const SWITCHED_OFF =
  "We're unable to sign you up online because electricity at your site is currently switched off. Please call us on 133 466.";
const QLD_MOVE_TEXT = /We're unable to process Queensland move home connections online/;

describe('"Get started" says why the electricity plan was taken out at the connection address', () => {
  it('100 Queen Street, not moving: the switched-off meter is the reason, not only gas\'s "we don\'t supply energy to postcode 4000"', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const w = watch(page);
    await connectAt(page, 'No', 'Queen Street', /100 Queen Street/);
    const q = qualifier(page);
    await q.getByText('Electricity plan removed from your selection.').waitFor({ timeout: 15_000 });
    await q.getByText('Gas plan removed from your selection.').waitFor();
    await q.getByText(SWITCHED_OFF).waitFor();
    expect(await q.getByText("Unfortunately we don't supply energy to postcode 4000.").count()).toBe(1);
    expect(await q.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    expect(await q.getByText(QLD_MOVE_TEXT).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('100 Queen Street, moving: the Queensland move text alone says it', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await connectAt(page, 'Yes', 'Queen Street', /100 Queen Street/);
    const q = qualifier(page);
    await q.getByText('Electricity plan removed from your selection.').waitFor({ timeout: 15_000 });
    await q.getByText(QLD_MOVE_TEXT).waitFor();
    expect(await q.getByText(SWITCHED_OFF).count()).toBe(0);
    await context.close();
  });

  it('5 George Street (solar set-up unknown): the meter issue says why, beside "Continue with gas", and no note asks to continue', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const w = watch(page);
    await connectAt(page, 'No', 'George Street', /5 George Street/);
    const q = qualifier(page);
    await q.getByText('Electricity plan removed from your selection.').waitFor({ timeout: 15_000 });
    await q.getByText('There is an issue with the electricity meter at this address. Please call us on 133 466.').waitFor();
    await q.getByRole('button', { name: 'Continue with gas' }).waitFor();
    expect(await q.getByText(/If there is no solar power please continue/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });

  it('12 Albert Street on a phone: the solar note shows under the address just chosen, in view', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const w = watch(page);
    await connectAt(page, 'No', 'Albert Street', /12 Albert Street/);
    const q = qualifier(page);
    const note = q.getByText(/solar at this address/);
    await note.waitFor({ timeout: 15_000 });
    expect(await note.count()).toBe(1);
    // Below the field the visitor chose the address in, and on screen: not above the form, out of view.
    const field = await q.getByRole('combobox', { name: 'Your connection address' }).boundingBox();
    const box = await note.boundingBox();
    expect(box && field && box.y > field.y).toBe(true);
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    await context.close();
  });
});

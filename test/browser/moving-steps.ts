import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Demo } from './harness';

/**
 * On the moving page (`demo`): the host's address form picks `option` for `street`, the first plan goes into the cart,
 * the cart closes with Escape, the first moving date is picked and 'Let's get moving' opens "Get started".
 */
export async function moveTo(page: Page, demo: Demo, street: string, option: RegExp): Promise<void> {
  await page.goto(new URL('/moving-house/move-home', demo.url).toString());
  await page.locator('#move-address-input').fill(street);
  await page.getByRole('option', { name: option }).click();
  await firstPlanIntoCart(page);
  const shell = page.locator('ea-moving-home');
  const day = shell.locator('.ea-calendar__day--available').first();
  await expect.poll(() => day.count(), { timeout: 10_000 }).toBe(1);
  await day.click();
  await shell.getByRole('button', { name: "Let's get moving" }).click();
  const heading = page.locator('ea-qualifier').getByRole('heading', { name: 'Get started', level: 1 });
  await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The plans table's first 'Select plan' once the plans show: the cart opens, and Escape closes it. */
export async function firstPlanIntoCart(page: Page): Promise<void> {
  const select = page
    .locator('ea-plans-table')
    .getByRole('button', { name: /Select plan/ })
    .first();
  await expect.poll(() => select.count(), { timeout: 15_000 }).toBe(1);
  await select.click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect.poll(() => cart.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => cart.isVisible()).toBe(false);
}

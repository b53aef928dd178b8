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
  const table = page.locator('ea-plans-table');
  await expect.poll(() => table.getByRole('button', { name: /Select plan/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await table
    .getByRole('button', { name: /Select plan/ })
    .first()
    .click();
  const cart = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect.poll(() => cart.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => cart.isVisible()).toBe(false);
  const shell = page.locator('ea-moving-home');
  const day = shell.locator('.ea-calendar__day--available').first();
  await expect.poll(() => day.count(), { timeout: 10_000 }).toBe(1);
  await day.click();
  await shell.getByRole('button', { name: "Let's get moving" }).click();
  const heading = page.locator('ea-qualifier').getByRole('heading', { name: 'Get started', level: 1 });
  await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
}
